import type { Metadata } from 'next';
import type { ReactNode } from 'react';
import { headers } from 'next/headers';
import InboxNav from '@/components/inbox/InboxNav';
import InboxShell, { inboxBodyClass } from '@/components/inbox/InboxShell';
import { staffOf } from '@/lib/inbox/session';
import { INBOX_PATH, INBOX_PATH_HEADER } from '@/lib/security/inboxPolicy';
import { fontStackRules } from '@/lib/fonts/brandFaces';
import { fallbackFontFaces } from '@/lib/fonts/fallbacks';
import { displayExtendedFont, displayFont, textExtendedFont, textFont } from '@/app/(site)/fonts';

export const metadata: Metadata = {
  title: { default: 'Inbox', template: '%s | Inbox' },
  robots: { index: false, follow: false },
};

// Rendered per request, never prerendered: the back office shows personal data to signed-in staff, and each
// response carries a fresh nonce (proxy.ts), which Next.js puts on every script it writes.
export const dynamic = 'force-dynamic';

/**
 * The back office's root layout (/inbox), beside the public site's (app/(site)/layout.tsx): its own <html> and
 * <body>, and none of the site's consent panel, tag manager, Hotjar, chat, attribution capture or build-update
 * banner. Its policy trusts whatever a nonced script inserts ('strict-dynamic', lib/security/inboxPolicy.ts), so
 * nothing that loads third-party code may be rendered here.
 *
 * Text is set in the site's text face, headings in its display face: every page of the app preloads both lead cuts
 * (app/global-not-found.tsx, in every route's tree, renders the site's layout), so the back office uses what it
 * is sent. Without the site's head script that holds the first frame for them; they arrive with the page.
 */
export default async function InboxLayout({ children }: { children: ReactNode }) {
  const requestHeaders = await headers();
  // Signed out (the sign-in pages, a 404), the bar only names the inbox.
  const staff = await staffOf(requestHeaders);
  return (
    <html lang="en">
      <head>
        {/* The faces' metric-matched system fallbacks and the stacks the tokens read ($font-text, $font-display). */}
        <style
          dangerouslySetInnerHTML={{
            __html: `${fallbackFontFaces()}\n${fontStackRules({
              display: { lead: displayFont.style.fontFamily, extended: displayExtendedFont.style.fontFamily },
              text: { lead: textFont.style.fontFamily, extended: textExtendedFont.style.fontFamily },
            })}`,
          }}
        />
      </head>
      <body className={inboxBodyClass}>
        <InboxShell
          nav={staff && <InboxNav staff={staff} current={requestHeaders.get(INBOX_PATH_HEADER) ?? INBOX_PATH} />}
        >
          {children}
        </InboxShell>
      </body>
    </html>
  );
}
