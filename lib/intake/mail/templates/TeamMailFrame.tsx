import type { CSSProperties, ReactNode } from 'react';
import { Column, Heading, Link, Row, Text } from '@react-email/components';
import { EmailLayout, emailStyles } from '@/lib/intake/mail/templates/EmailLayout';
import { emailTheme } from '@/lib/intake/mail/templates/theme';

/*
 * What the two e-mails the team gets for a stored submission share: the full one (TeamNotification) and the one
 * without the visitor's details (TeamNotice). Inside the site's frame (EmailLayout): the warning that it may be spam,
 * above everything, then the heading, then the e-mail's own parts; and the labelled rows both lay facts out in.
 * Inline styles: see EmailLayout.
 */

/** One labelled value; `href` only where the builder made a safe link of it (mailto:, http(s):). */
export type Fact = { label: string; value: string; href?: string };

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

/** A fact row's cells and rule, for a part laid out like the facts (TeamNotification's files). */
export const factRowStyles = {
  label: {
    width: '36%',
    padding: '8px 12px 8px 0',
    verticalAlign: 'top',
    color: colors.inkMuted,
    fontSize: '14px',
    lineHeight: '22px',
  },
  value: {
    padding: '8px 0',
    verticalAlign: 'top',
    color: colors.midnight,
    fontSize: '15px',
    lineHeight: '22px',
    wordBreak: 'break-word',
  },
  row: { borderBottom: `1px solid ${colors.fullMoonDeep}` },
} satisfies Record<string, CSSProperties>;

type TeamMailFrameProps = {
  preview: string;
  /** Why the submission was kept aside as possible spam, shown above everything; null for a real one. */
  spamNotice: string | null;
  heading: string;
  footnote: string;
  children: ReactNode;
};

export function TeamMailFrame({ preview, spamNotice, heading, footnote, children }: TeamMailFrameProps) {
  return (
    <EmailLayout preview={preview} footnote={footnote}>
      {spamNotice && <Text style={notice}>{spamNotice}</Text>}
      <Heading as="h1" style={emailStyles.heading}>
        {heading}
      </Heading>
      {children}
    </EmailLayout>
  );
}

function Value({ fact }: { fact: Fact }) {
  return fact.href ? (
    <Link href={fact.href} style={emailStyles.link}>
      {fact.value}
    </Link>
  ) : (
    fact.value
  );
}

/** Each fact as a row: its label, then its value (a link where it has an `href`). */
export function FactRows({ facts }: { facts: readonly Fact[] }) {
  return facts.map((fact, index) => (
    <Row key={index} style={factRowStyles.row}>
      <Column style={factRowStyles.label}>{fact.label}</Column>
      <Column style={factRowStyles.value}>
        <Value fact={fact} />
      </Column>
    </Row>
  ));
}
