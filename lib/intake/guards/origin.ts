import { trustedForwarded } from './forwarded';

/**
 * Whether a browser says a post comes from another site. Browsers mark every request with
 * `Sec-Fetch-Site`, which no page can change: same-origin (or none: typed by the user) is ours. Older
 * browsers send only `Origin` with a form post: it is ours when its host is the one the browser posted to
 * (the Host header, or the X-Forwarded-Host a trusted proxy wrote: with `trustedProxyHops` 0, the default, that
 * header is whatever the client wrote, so it is not read). An Origin the deployment allows (the
 * canonical site, INTAKE_ALLOWED_ORIGINS) is ours either way; `Origin: null` (a sandboxed frame, a privacy
 * redirect) is not. A request with neither header is not from a browser (a server-side client) and is
 * judged by the other rules.
 */
export function isCrossSite(headers: Headers, allowedOrigins: readonly string[], trustedProxyHops: number): boolean {
  const origin = headers.get('origin')?.trim().toLowerCase();
  if (origin !== undefined && allowedOrigins.includes(origin)) return false;
  const site = headers.get('sec-fetch-site');
  if (site !== null) return site !== 'same-origin' && site !== 'none';
  if (origin === undefined) return false;
  const host = hostOf(origin);
  const postedTo = [headers.get('host'), trustedForwarded(headers.get('x-forwarded-host'), trustedProxyHops)].map(
    (value) => value?.trim().toLowerCase(),
  );
  return host === undefined || !postedTo.includes(host);
}

const hostOf = (origin: string): string | undefined => {
  try {
    return new URL(origin).host;
  } catch {
    return undefined;
  }
};

/** The origins a form may always be posted from: the canonical site's and the configured ones. */
export function allowedOrigins(siteUrl: string, configured: readonly string[]): string[] {
  return [
    ...new Set(
      [siteUrl, ...configured].flatMap((url) => (hostOf(url) === undefined ? [] : [new URL(url).origin.toLowerCase()])),
    ),
  ];
}
