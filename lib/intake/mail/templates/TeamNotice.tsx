import type { CSSProperties } from 'react';
import { Button, Column, Heading, Row, Section, Text } from '@react-email/components';
import { EmailLayout, emailStyles } from '@/lib/intake/mail/templates/EmailLayout';
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

const notice: CSSProperties = {
  margin: '0 0 24px',
  padding: '12px 16px',
  border: `2px solid ${colors.error}`,
  borderRadius: '6px',
  backgroundColor: colors.errorSoft,
  color: colors.error,
  fontSize: '15px',
  lineHeight: '22px',
  fontWeight: 700,
};
const labelCell: CSSProperties = {
  width: '36%',
  padding: '8px 12px 8px 0',
  verticalAlign: 'top',
  color: colors.inkMuted,
  fontSize: '14px',
  lineHeight: '22px',
};
const valueCell: CSSProperties = {
  padding: '8px 0',
  verticalAlign: 'top',
  color: colors.midnight,
  fontSize: '15px',
  lineHeight: '22px',
  wordBreak: 'break-word',
};
const rowRule: CSSProperties = { borderBottom: `1px solid ${colors.fullMoonDeep}` };
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
    <EmailLayout preview={props.preview} footnote={props.footnote}>
      {spamNotice && <Text style={notice}>{spamNotice}</Text>}
      <Heading as="h1" style={emailStyles.heading}>
        {heading}
      </Heading>

      <Section style={{ marginTop: '20px' }}>
        {facts.map((fact, index) => (
          <Row key={index} style={rowRule}>
            <Column style={labelCell}>{fact.label}</Column>
            <Column style={valueCell}>{fact.value}</Column>
          </Row>
        ))}
      </Section>

      <Section style={{ margin: '28px 0 20px' }}>
        <Button href={link.href} style={button}>
          {link.label}
        </Button>
      </Section>
      <Text style={emailStyles.muted}>{why}</Text>
    </EmailLayout>
  );
}
