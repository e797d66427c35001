import type { CSSProperties, ReactNode } from 'react';
import { Body, Container, Head, Html, Preview, Section, Text } from '@react-email/components';
import { site } from '@/content/site';
import { emailTheme } from './theme';

/*
 * The frame of every e-mail the site sends: a midnight band with the wordmark and tagline (text: no remote
 * images), the content on white, and the
 * agency's name and place below. Server-only: rendered to HTML by lib/intake/mail/messages.ts, never by a page.
 * Mail clients drop <style> blocks and ignore class names (Gmail, Outlook), so unlike the site's components
 * these set every style inline through the `style` prop, on the table layout React Email renders.
 */

const { colors, fonts } = emailTheme;

export const emailStyles = {
  heading: {
    margin: '0 0 8px',
    color: colors.midnight,
    fontFamily: fonts.display,
    fontSize: '26px',
    lineHeight: '32px',
    fontWeight: 700,
  },
  subheading: {
    margin: '28px 0 8px',
    color: colors.midnight,
    fontFamily: fonts.display,
    fontSize: '19px',
    lineHeight: '26px',
    fontWeight: 700,
  },
  text: { margin: '0 0 16px', color: colors.midnight, fontSize: '16px', lineHeight: '24px' },
  muted: { margin: '0 0 16px', color: colors.inkMuted, fontSize: '14px', lineHeight: '22px' },
  link: { color: colors.sunsetDeep, textDecoration: 'underline' },
  code: { fontFamily: fonts.mono, fontSize: '13px', color: colors.midnight },
} satisfies Record<string, CSSProperties>;

const body: CSSProperties = { margin: 0, padding: '24px 0', backgroundColor: colors.fullMoon, fontFamily: fonts.text };
const container: CSSProperties = { width: '100%', maxWidth: '600px', backgroundColor: colors.white };
const band: CSSProperties = {
  padding: '20px 32px',
  backgroundColor: colors.midnight,
  borderBottom: `4px solid ${colors.sunsetDeep}`,
};
const wordmark: CSSProperties = {
  margin: 0,
  color: colors.fullMoon,
  fontFamily: fonts.display,
  fontSize: '22px',
  lineHeight: '28px',
  fontWeight: 700,
  letterSpacing: '0.02em',
};
const tagline: CSSProperties = { margin: '2px 0 0', color: colors.fullMoonDeep, fontSize: '13px', lineHeight: '18px' };
const content: CSSProperties = { padding: '32px' };
const footer: CSSProperties = { padding: '20px 32px', backgroundColor: colors.fullMoonDeep };
const footerText: CSSProperties = { margin: 0, color: colors.inkMuted, fontSize: '13px', lineHeight: '20px' };

type Props = {
  /** The line mail clients show after the subject in the inbox list. */
  preview: string;
  /** Said above the agency's name at the bottom: why this e-mail came. */
  footnote: ReactNode;
  children: ReactNode;
};

export function EmailLayout({ preview, footnote, children }: Props) {
  return (
    <Html lang="en-GB" dir="ltr">
      <Head />
      <Preview>{preview}</Preview>
      <Body style={body}>
        <Container style={container}>
          <Section style={band}>
            <Text style={wordmark}>{site.name}</Text>
            <Text style={tagline}>{site.tagline}</Text>
          </Section>
          <Section style={content}>{children}</Section>
          <Section style={footer}>
            <Text style={{ ...footerText, marginBottom: '8px' }}>{footnote}</Text>
            <Text style={footerText}>
              {site.legalName} · {site.city}, {site.country}
            </Text>
          </Section>
        </Container>
      </Body>
    </Html>
  );
}
