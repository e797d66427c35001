// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { allowedOrigins, isCrossSite } from '@/lib/intake/guards/origin';

describe('isCrossSite', () => {
  const allowed = allowedOrigins('https://www.wolfpack-digital.com', ['https://careers.wolfpack-digital.com/jobs']);
  const headers = (values: Record<string, string>) => new Headers({ host: '127.0.0.1:3000', ...values });

  it('always allows the canonical site and the configured origins, once each', () =>
    expect(allowed).toEqual(['https://www.wolfpack-digital.com', 'https://careers.wolfpack-digital.com']));

  it('accepts what a browser marks as same-origin, with or without JavaScript', () => {
    expect(isCrossSite(headers({ origin: 'http://127.0.0.1:3000', 'sec-fetch-site': 'same-origin' }), allowed, 0)).toBe(
      false,
    );
    expect(isCrossSite(headers({ 'sec-fetch-site': 'same-origin' }), allowed, 0)).toBe(false);
  });

  it('without Sec-Fetch-Site (an older browser), accepts an Origin on the host it posted to, or an allowed one', () => {
    expect(isCrossSite(headers({ origin: 'http://127.0.0.1:3000' }), allowed, 0)).toBe(false);
    expect(
      isCrossSite(
        headers({ origin: 'https://careers.wolfpack-digital.com', 'sec-fetch-site': 'same-site' }),
        allowed,
        0,
      ),
    ).toBe(false);
  });

  it('reads X-Forwarded-Host only from trusted proxies (INTAKE_TRUSTED_PROXY_HOPS), as the address it counts', () => {
    const posted = (origin: string, forwardedHost: string) =>
      headers({ host: '10.0.0.5:3000', 'x-forwarded-host': forwardedHost, origin });
    const site = 'https://www.wolfpack-digital.com';
    // No proxy configured: whoever wrote X-Forwarded-Host, it names no host the post went to.
    expect(isCrossSite(posted('https://evil.example', 'evil.example'), [], 0)).toBe(true);
    expect(isCrossSite(posted(site, 'www.wolfpack-digital.com'), [], 0)).toBe(true);
    // One proxy: the host it saw; a proxy that appends puts it after what the client wrote.
    expect(isCrossSite(posted(site, 'www.wolfpack-digital.com'), [], 1)).toBe(false);
    expect(isCrossSite(posted('https://evil.example', 'evil.example, www.wolfpack-digital.com'), [], 1)).toBe(true);
    expect(isCrossSite(posted(site, 'evil.example, www.wolfpack-digital.com'), [], 1)).toBe(false);
    expect(isCrossSite(posted(site, 'www.wolfpack-digital.com, 10.0.0.5:3000'), [], 2)).toBe(false);
  });

  it('refuses a post a browser says comes from another site, or from an opaque origin', () => {
    expect(isCrossSite(headers({ origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' }), allowed, 0)).toBe(
      true,
    );
    expect(isCrossSite(headers({ origin: 'https://evil.example' }), allowed, 0)).toBe(true);
    expect(isCrossSite(headers({ origin: 'https://www.wolfpack-digital.com.evil.example' }), allowed, 0)).toBe(true);
    expect(isCrossSite(headers({ origin: 'null' }), allowed, 0)).toBe(true);
    expect(isCrossSite(headers({ 'sec-fetch-site': 'cross-site' }), allowed, 0)).toBe(true);
    expect(isCrossSite(headers({ origin: 'http://127.0.0.1:3000', 'sec-fetch-site': 'same-site' }), allowed, 0)).toBe(
      true,
    );
  });

  it('judges a request without either header (a server-side client) by the other rules', () =>
    expect(isCrossSite(headers({}), allowed, 0)).toBe(false));
});
