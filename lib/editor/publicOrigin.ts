/**
 * The request as the editor's GitHub sign-in must see it: at the site's public address. Keystatic builds the
 * OAuth callback it sends to GitHub from the request's own origin, which behind a reverse proxy is the upstream's
 * (`http://127.0.0.1:4303`), or whatever Host a client sent; GitHub refuses a callback that is not the App's
 * registered one, and a forged Host must never choose where GitHub sends the code.
 */
export function atPublicOrigin(request: Request, publicUrl: string): Request {
  const { pathname, search, href } = new URL(request.url);
  const target = new URL(`${pathname}${search}`, new URL(publicUrl).origin);
  if (target.href === href) return request;
  // `duplex` streams a body through unread (Node's fetch requires it for a stream); a GET has none.
  const init = { method: request.method, headers: request.headers, body: request.body, signal: request.signal };
  return new Request(target, { ...init, duplex: 'half' } as RequestInit);
}
