import type { CSSProperties } from 'react';
import { Column, Heading, Link, Row, Section, Text } from '@react-email/components';
import { EmailLayout, emailStyles } from '@/lib/intake/mail/templates/EmailLayout';
import { emailTheme } from '@/lib/intake/mail/templates/theme';

/*
 * The acknowledgement a sender gets. Its copy comes from lib/intake/mail/messages.ts and never holds anything the
 * visitor typed, so the form cannot make our mail server carry someone else's words. Inline styles: see
 * EmailLayout.
 */

export type AcknowledgementProps = {
  preview: string;
  heading: string;
  intro: string;
  steps: { heading: string; items: string[] };
  /** A sentence with the team's address in it, shown as a mailto: link. */
  contact: { before: string; email: string; after: string };
  signOff: string;
  site: { label: string; href: string };
  footnote: string;
};

const { colors, fonts } = emailTheme;

const stepNumber: CSSProperties = {
  width: '32px',
  paddingTop: '1px',
  verticalAlign: 'top',
  color: colors.sunsetDeep,
  fontFamily: fonts.display,
  fontSize: '20px',
  lineHeight: '24px',
  fontWeight: 700,
};
const stepText: CSSProperties = { ...emailStyles.text, margin: '0 0 12px' };

export function Acknowledgement(props: AcknowledgementProps) {
  const { heading, intro, steps, contact, signOff, site } = props;
  return (
    <EmailLayout preview={props.preview} footnote={props.footnote}>
      <Heading as="h1" style={emailStyles.heading}>
        {heading}
      </Heading>
      <Text style={{ ...emailStyles.text, marginTop: '12px' }}>{intro}</Text>

      <Heading as="h2" style={emailStyles.subheading}>
        {steps.heading}
      </Heading>
      <Section>
        {steps.items.map((item, index) => (
          <Row key={index}>
            <Column style={stepNumber}>{index + 1}</Column>
            <Column style={{ verticalAlign: 'top' }}>
              <Text style={stepText}>{item}</Text>
            </Column>
          </Row>
        ))}
      </Section>

      <Text style={{ ...emailStyles.text, marginTop: '12px' }}>
        {contact.before}
        <Link href={`mailto:${contact.email}`} style={emailStyles.link}>
          {contact.email}
        </Link>
        {contact.after}
      </Text>
      <Text style={emailStyles.text}>
        {signOff}
        <br />
        <Link href={site.href} style={emailStyles.link}>
          {site.label}
        </Link>
      </Text>
    </EmailLayout>
  );
}
