import { serializePolicy, type Directives } from '@/lib/security/policy';

/** The back office (app/(inbox)/inbox): /inbox and every path under it. */
export const INBOX_PATH = '/inbox';

/** The request header proxy.ts passes a back-office page its path in (the layout marks the current link with it). */
export const INBOX_PATH_HEADER = 'x-inbox-path';

/** Whether a path (as `normalisePath` leaves it: decoded, no trailing slash) is the back office's. */
export const isInboxPath = (pathname: string) => pathname === INBOX_PATH || pathname.startsWith(`${INBOX_PATH}/`);

/**
 * The Content-Security-Policy of the back office's pages, rendered per request with a fresh nonce (proxy.ts):
 *
 * - Scripts: the page's nonce, which Next.js puts on every script it writes, with 'strict-dynamic', so the chunks
 *   those scripts load run and nothing injected does. No hash, no host and no 'self': its layout has no inline
 *   script of its own and loads nothing from another site, and every browser staff use knows 'strict-dynamic'.
 *   `next dev` also needs 'unsafe-eval' (React's development build evaluates code to rebuild stacks).
 * - Styles: 'unsafe-inline', for the stylesheets Next.js inlines (`inlineCss`) and React's style props. No script
 *   runs from a style.
 * - Everything else from the site itself only: pictures (and data: URLs), fonts, connections (server actions and
 *   the router's requests), form posts. No frames, no plugins, no <base>, and no other site may frame it.
 */
export function inboxDirectives({ nonce, development }: { nonce: string; development: boolean }): Directives {
  return {
    'default-src': ["'self'"],
    'script-src': [`'nonce-${nonce}'`, "'strict-dynamic'", ...(development ? ["'unsafe-eval'"] : [])],
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:'],
    'font-src': ["'self'"],
    'connect-src': ["'self'"],
    'frame-src': ["'none'"],
    'object-src': ["'none'"],
    'base-uri': ["'none'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
  };
}

export const inboxPolicy = (options: Parameters<typeof inboxDirectives>[0]) =>
  serializePolicy(inboxDirectives(options));

/**
 * The back office's downloads (a submission's file, a CSV, a person's ZIP): what they hold is a visitor's, so if a
 * browser ever shows one instead of saving it, it runs in a sandbox with nothing allowed.
 */
export const INBOX_DOWNLOAD_POLICY = "sandbox; default-src 'none'";

export const isInboxDownload = (pathname: string) =>
  pathname.startsWith(`${INBOX_PATH}/files/`) || /^\/inbox\/(leads|applications|privacy)\/export$/.test(pathname);

/**
 * The headers of every back-office response besides its policy: never stored by a browser or a CDN (personal data;
 * `private` also keeps shared caches that ignore `no-store` from keeping it), never indexed, and no address of it
 * sent to another site in a Referer.
 */
export const INBOX_HEADERS = {
  'Cache-Control': 'private, no-store',
  'X-Robots-Tag': 'noindex, nofollow',
  'Referrer-Policy': 'same-origin',
} as const;
