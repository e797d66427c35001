import { config } from '@/lib/config';
import { allowedOrigins, isCrossSite } from '@/lib/intake/guards/origin';
import { INBOX_PATH } from '@/lib/security/inboxPolicy';
import { homeOf, inboxAccess, SIGN_IN_PATH } from './access';
import { staffOf } from './session';

/** The answers the gate gives: never stored, never indexed, and nothing in them runs. */
const GATE_HEADERS = {
  'Cache-Control': 'private, no-store',
  'X-Robots-Tag': 'noindex, nofollow',
  'Content-Security-Policy':
    "default-src 'none'; style-src 'unsafe-inline'; form-action 'none'; frame-ancestors 'none'",
};

const page = (status: number, title: string, text: string, link: { href: string; label: string }) =>
  new Response(
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${title} | Inbox</title></head>` +
      `<body><main><h1>${title}</h1><p>${text}</p><p><a href="${link.href}">${link.label}</a></p></main></body></html>`,
    { status, headers: { ...GATE_HEADERS, 'Content-Type': 'text/html; charset=utf-8' } },
  );

/**
 * What stands before every page, route and action of the inbox (proxy.ts), so that none of them runs for someone it
 * is not for: a post from another site is refused (403) whoever sends it; without a session a page sends the
 * browser to sign in (303) and anything else is refused (401); a signed-in person outside their role gets 403. The
 * sign-in pages are open. Null: go on. The pages and routes check again, and the actions check the submission.
 */
export async function gateInbox(request: Request, pathname: string): Promise<Response | null> {
  const reading = request.method === 'GET' || request.method === 'HEAD';
  if (
    !reading &&
    isCrossSite(
      request.headers,
      allowedOrigins(config.siteUrl, config.intakeAllowedOrigins),
      config.intakeTrustedProxyHops,
    )
  ) {
    return Response.json({ error: 'A form of another site cannot post here' }, { status: 403, headers: GATE_HEADERS });
  }
  const access = inboxAccess(pathname);
  if (access === 'anyone') return null;
  const staff = await staffOf(request.headers, false);
  if (!staff) {
    if (!reading) return Response.json({ error: 'Sign in to the inbox first' }, { status: 401, headers: GATE_HEADERS });
    // Absolute: Next.js reads a proxy's Location as a URL.
    const location = new URL(SIGN_IN_PATH, request.url);
    // Back there once signed in (`afterSignIn` checks it again): a team notice's link lands on its submission.
    if (pathname !== INBOX_PATH) location.searchParams.set('next', pathname);
    return new Response(null, { status: 303, headers: { ...GATE_HEADERS, Location: location.href } });
  }
  if (access(staff.role)) return null;
  return page(403, 'Not part of your work', 'This part of the inbox belongs to another team.', {
    href: homeOf(staff.role),
    label: 'Back to your inbox',
  });
}
