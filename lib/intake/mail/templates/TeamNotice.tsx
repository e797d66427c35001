import type { CSSProperties } from 'react';
import { Button, Section, Text } from '@react-email/components';
import { emailStyles } from '@/lib/intake/mail/templates/EmailLayout';
import { FactRows, TeamMailFrame } from '@/lib/intake/mail/templates/TeamMailFrame';
import { emailTheme } from '@/lib/intake/mail/templates/theme';

/*
 * The e-mail sales or recruiting get for each stored submission when MAIL_TEAM_NOTICE_ONLY is on: what came in,
 * when, its reference and a link to it in the inbox, and nothing the visitor typed, so no copy of their data
 * lands in a mailbox, out of reach of an erasure. lib/intake/mail/messages.ts words every line (the plain-text
 * part is built from the same props); this only lays them out. Inline styles: see EmailLayout.
 */

/** One labelled fact about the submission (its kind, job, time, reference), never a value the visitor typed. */
export type NoticeFact = { label: string; value: string };

export type TeamNoticeProps = {
  preview: string;
  /** Why the submission was kept aside as possible spam, shown above everything; null for a real one. */
  spamNotice: string | null;
  heading: string;
  facts: NoticeFact[];
  /** The submission's page in the inbox. */
  link: { label: string; href: string };
  /** Why this e-mail holds no details. */
  why: string;
  footnote: string;
};

const { colors } = emailTheme;

const button: CSSProperties = {
  padding: '12px 20px',
  borderRadius: '6px',
  backgroundColor: colors.sunsetDeep,
  color: colors.white,
  fontSize: '16px',
  lineHeight: '24px',
  fontWeight: 700,
  textDecoration: 'none',
};

export function TeamNotice(props: TeamNoticeProps) {
  const { spamNotice, heading, facts, link, why } = props;
  return (
    <TeamMailFrame preview={props.preview} spamNotice={spamNotice} heading={heading} footnote={props.footnote}>
      <Section style={{ marginTop: '20px' }}>
        <FactRows facts={facts} />
      </Section>

      <Section style={{ margin: '28px 0 20px' }}>
        <Button href={link.href} style={button}>
          {link.label}
        </Button>
      </Section>
      <Text style={emailStyles.muted}>{why}</Text>
    </TeamMailFrame>
  );
}
