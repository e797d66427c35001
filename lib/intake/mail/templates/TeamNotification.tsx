import type { CSSProperties, ReactNode } from 'react';
import { Column, Heading, Hr, Row, Section, Text } from '@react-email/components';
import { emailStyles } from '@/lib/intake/mail/templates/EmailLayout';
import { FactRows, TeamMailFrame, factRowStyles, type Fact } from '@/lib/intake/mail/templates/TeamMailFrame';
import { emailTheme } from '@/lib/intake/mail/templates/theme';

/*
 * The e-mail sales or recruiting get for each stored submission. lib/intake/mail/messages.ts words every line
 * (the plain-text part is built from the same props); this only lays them out. Every value the visitor
 * typed arrives as a string child or attribute, so React escapes it. Inline styles: see EmailLayout.
 */

/** A file the relay attaches: its name and what it is (`PDF, 240 KB`). */
export type AttachedFile = { name: string; details: string };

export type TeamNotificationProps = {
  preview: string;
  /** Why the submission was kept aside as possible spam, shown above everything; null for a real one. */
  spamNotice: string | null;
  heading: string;
  /** Received time, who to reply to, ...: short lines under the heading. */
  intro: string[];
  fields: Fact[];
  /** The visitor's free text, under its label, line breaks kept. */
  message: Fact;
  attribution: { heading: string; facts: Fact[] };
  files: { heading: string; items: AttachedFile[]; note: string };
  intake: { heading: string; lines: string[]; commands: string[] };
  footnote: string;
};

const { colors } = emailTheme;

const messageBox: CSSProperties = {
  margin: '0',
  padding: '16px',
  borderLeft: `4px solid ${colors.borealisDeep}`,
  backgroundColor: colors.fullMoon,
  color: colors.midnight,
  fontSize: '15px',
  lineHeight: '23px',
  wordBreak: 'break-word',
};
const rule: CSSProperties = { margin: '28px 0 0', borderColor: colors.line };

function Part({ title, children }: { title: string; children: ReactNode }) {
  return (
    <>
      <Heading as="h2" style={emailStyles.subheading}>
        {title}
      </Heading>
      {children}
    </>
  );
}

/** Line breaks as <br>: white-space styles are not kept by every mail client. */
function Lines({ text }: { text: string }) {
  return text.split('\n').map((line, index) => (
    <span key={index}>
      {index > 0 && <br />}
      {line}
    </span>
  ));
}

export function TeamNotification(props: TeamNotificationProps) {
  const { spamNotice, heading, intro, fields, message, attribution, files, intake } = props;
  return (
    <TeamMailFrame preview={props.preview} spamNotice={spamNotice} heading={heading} footnote={props.footnote}>
      {intro.map((line) => (
        <Text key={line} style={{ ...emailStyles.muted, margin: '0 0 4px' }}>
          {line}
        </Text>
      ))}

      <Section style={{ marginTop: '20px' }}>
        <FactRows facts={fields} />
      </Section>

      <Part title={message.label}>
        <Text style={messageBox}>
          <Lines text={message.value} />
        </Text>
      </Part>

      <Part title={attribution.heading}>
        <Section>
          <FactRows facts={attribution.facts} />
        </Section>
      </Part>

      <Part title={files.heading}>
        <Section>
          {files.items.map((file, index) => (
            <Row key={index} style={factRowStyles.row}>
              <Column style={{ ...factRowStyles.value, fontWeight: 700 }}>{file.name}</Column>
              <Column align="right" style={{ ...factRowStyles.label, width: '40%', padding: '8px 0 8px 12px' }}>
                {file.details}
              </Column>
            </Row>
          ))}
        </Section>
        <Text style={{ ...emailStyles.muted, margin: '8px 0 0' }}>{files.note}</Text>
      </Part>

      <Hr style={rule} />
      <Part title={intake.heading}>
        {intake.lines.map((line) => (
          <Text key={line} style={{ ...emailStyles.muted, margin: '0 0 4px' }}>
            {line}
          </Text>
        ))}
        {intake.commands.map((command) => (
          <Text key={command} style={{ ...emailStyles.code, margin: '4px 0 0' }}>
            {command}
          </Text>
        ))}
      </Part>
    </TeamMailFrame>
  );
}
