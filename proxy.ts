import { readFileSync } from 'node:fs';
import path from 'node:path';
import { NextResponse, type NextRequest } from 'next/server';
import { config as siteConfig } from '@/lib/config';
import { editorMode, isEditorApi, isEditorPath } from '@/lib/editor/mode';
import { DIST_DIR, htmlFileOf, NOT_FOUND_ROUTE } from '@/lib/nextBuild';
import { createPolicyLookup } from '@/lib/security/contentSecurityPolicy';
import { editorPolicy } from '@/lib/security/editorPolicy';
import {
  INBOX_DOWNLOAD_POLICY,
  INBOX_HEADERS,
  INBOX_PATH_HEADER,
  inboxPolicy,
  isInboxDownload,
  isInboxPath,
} from '@/lib/security/inboxPolicy';
import { allowedMethods, isApiPath, isKnownApiPath, methodNotAllowed } from '@/lib/security/methods';
import { normalisePath } from '@/lib/security/routes';

let policyFor: ((pathname: string) => string) | undefined;

/**
 * Answers a method the path does not take with 405 and `Allow` (TRACE on any path, GET on the form API,
 * POST to a page), and sets each page's Content-Security-Policy: a page's policy allows by hash exactly the
 * scripts its prerendered HTML holds (read from the build on first use). Headers every response carries,
 * and the policy of the API and of the paths excluded below, come from next.config.ts. The content editor's
 * paths (/keystatic, /api/keystatic) answer 404 while it is off, and its pages get their own policy; so do the back
 * office's (/inbox), which also take POST.
 */
export async function proxy(request: NextRequest) {
  const { pathname } = request.nextUrl;
  const normalised = normalisePath(pathname);
  const editorPath = isEditorPath(normalised);
  const inboxPath = isInboxPath(normalised);
  // The content editor's paths while it is off (lib/editor/mode.ts): 404 to every method, before its code runs.
  if (editorPath && editorMode() === 'off') return editorNotFound(request, pathname);
  // A mistyped endpoint (`/api/Leads`, `/api/leads;x`) is no endpoint, whatever the method (Next.js would take a
  // POST there for a Server Action and answer 409).
  if (isApiPath(pathname) && !editorPath && !isKnownApiPath(pathname)) return apiNotFound();
  const allowed = allowedMethods(editorPath || inboxPath ? normalised : pathname);
  if (!allowed.includes(request.method)) return methodNotAllowed(allowed);
  if (editorPath && !isEditorApi(normalised)) return editorPage(request);
  if (inboxPath) {
    // Loaded only here: the public pages' requests never open the intake's database or load the sign-in code.
    const { gateInbox } = await import('@/lib/inbox/gate');
    return (await gateInbox(request, normalised)) ?? inboxPage(request, normalised);
  }
  return withPagePolicy(NextResponse.next(), pathname);
}

function withPagePolicy(response: NextResponse, pathname: string) {
  // `next dev` renders on demand (and React needs eval there): no build output to hash.
  if (process.env.NODE_ENV !== 'production' || isApiPath(pathname)) return response;
  policyFor ??= createPolicyLookup(siteConfig, {
    distDir: path.join(process.cwd(), DIST_DIR),
    publicDir: path.join(process.cwd(), 'public'),
  });
  response.headers.set('Content-Security-Policy', policyFor(pathname));
  return response;
}

/**
 * The editor off: its pages answer with the site's not-found page, as any address that is no page does (the
 * prerendered file Next.js serves for those), and everything else with a JSON 404. Neither reaches
 * app/keystatic or app/api/keystatic.
 */
function editorNotFound(request: NextRequest, pathname: string) {
  const headers = { 'Cache-Control': 'no-store' };
  if (isApiPath(pathname) || !['GET', 'HEAD'].includes(request.method)) return apiNotFound();
  notFoundPage ??= readFileSync(path.join(process.cwd(), DIST_DIR, htmlFileOf(NOT_FOUND_ROUTE)), 'utf8');
  const page = new NextResponse(notFoundPage, {
    status: 404,
    headers: { ...headers, 'Content-Type': 'text/html; charset=utf-8' },
  });
  return withPagePolicy(page, pathname);
}

let notFoundPage: string | undefined;

const apiNotFound = () =>
  Response.json({ error: 'Not found' }, { status: 404, headers: { 'Cache-Control': 'no-store' } });

/**
 * An editor page, rendered per request: its own policy (lib/security/editorPolicy.ts) with a fresh nonce.
 */
function editorPage(request: NextRequest) {
  const mode = editorMode();
  if (mode === 'off') throw new Error('unreachable: the editor is off');
  return withNoncePolicy(request, (nonce) => editorPolicy({ mode, nonce, development: isDevelopment() }), {
    'Cache-Control': 'no-store',
    'X-Robots-Tag': 'noindex, nofollow',
  });
}

/**
 * A back-office page (app/(inbox)/inbox), rendered per request: its own strict policy (lib/security/inboxPolicy.ts)
 * with a fresh nonce, never stored or indexed (`INBOX_HEADERS`). A download gets the sandbox instead (a policy set
 * here replaces the one its route sets).
 */
function inboxPage(request: NextRequest, pathname: string) {
  if (isInboxDownload(pathname)) {
    const response = NextResponse.next();
    for (const [name, value] of Object.entries(INBOX_HEADERS)) response.headers.set(name, value);
    response.headers.set('Content-Security-Policy', INBOX_DOWNLOAD_POLICY);
    return response;
  }
  return withNoncePolicy(request, (nonce) => inboxPolicy({ nonce, development: isDevelopment() }), INBOX_HEADERS, {
    [INBOX_PATH_HEADER]: pathname,
  });
}

const isDevelopment = () => process.env.NODE_ENV !== 'production';

/**
 * Hands the request on with a policy built around a fresh nonce: Next.js reads the nonce from the request's
 * Content-Security-Policy header and puts it on every script it writes. The response carries the same policy and
 * `headers`.
 */
function withNoncePolicy(
  request: NextRequest,
  policyOf: (nonce: string) => string,
  headers: Record<string, string>,
  passOn: Record<string, string> = {},
) {
  const nonce = Buffer.from(crypto.getRandomValues(new Uint8Array(18))).toString('base64');
  const policy = policyOf(nonce);
  const requestHeaders = new Headers(request.headers);
  requestHeaders.set('Content-Security-Policy', policy);
  for (const [name, value] of Object.entries(passOn)) requestHeaders.set(name, value);
  const response = NextResponse.next({ request: { headers: requestHeaders } });
  response.headers.set('Content-Security-Policy', policy);
  for (const [name, value] of Object.entries(headers)) response.headers.set(name, value);
  return response;
}

export const config = {
  // Hashed build files and optimised images get their policy from next.config.ts. The form endpoints and the
  // editor's save are left out (`UNPROXIED_PATHS`, lib/security/methods.ts): Next.js would buffer every body it
  // hands a proxy and cut it at 10 MB, so an upload of exactly the limit arrived cut, and a save with a few large
  // pictures reached Keystatic as broken JSON ("Bad data"); their methods are checked by lib/security/frontDoor.ts,
  // and the editor's route answers 404 itself while the editor is off.
  matcher: '/((?!_next/static/|_next/image|api/leads$|api/job-applications$|api/keystatic/update$).*)',
};
