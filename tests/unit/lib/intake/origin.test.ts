// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { allowedOrigins, isCrossSite } from '@/lib/intake/guards/origin';

describe('isCrossSite', () => {
  const allowed = allowedOrigins('https://www.wolfpack-digital.com', ['https://careers.wolfpack-digital.com/jobs']);
  const headers = (values: Record<string, string>) => new Headers({ host: '127.0.0.1:3000', ...values });

  it('always allows the canonical site and the configured origins, once each', () =>
    expect(allowed).toEqual(['https://www.wolfpack-digital.com', 'https://careers.wolfpack-digital.com']));

  it('accepts what a browser marks as same-origin, with or without JavaScript', () => {
    expect(isCrossSite(headers({ origin: 'http://127.0.0.1:3000', 'sec-fetch-site': 'same-origin' }), allowed)).toBe(
      false,
    );
    expect(isCrossSite(headers({ 'sec-fetch-site': 'same-origin' }), allowed)).toBe(false);
  });

  it('without Sec-Fetch-Site (an older browser), accepts an Origin on the host it posted to, or an allowed one', () => {
    expect(isCrossSite(headers({ origin: 'http://127.0.0.1:3000' }), allowed)).toBe(false);
    expect(
      isCrossSite(
        headers({
          host: '10.0.0.5:3000',
          'x-forwarded-host': 'www.wolfpack-digital.com',
          origin: 'https://www.wolfpack-digital.com',
        }),
        [],
      ),
    ).toBe(false);
    expect(
      isCrossSite(headers({ origin: 'https://careers.wolfpack-digital.com', 'sec-fetch-site': 'same-site' }), allowed),
    ).toBe(false);
  });

  it('refuses a post a browser says comes from another site, or from an opaque origin', () => {
    expect(isCrossSite(headers({ origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' }), allowed)).toBe(
      true,
    );
    expect(isCrossSite(headers({ origin: 'https://evil.example' }), allowed)).toBe(true);
    expect(isCrossSite(headers({ origin: 'https://www.wolfpack-digital.com.evil.example' }), allowed)).toBe(true);
    expect(isCrossSite(headers({ origin: 'null' }), allowed)).toBe(true);
    expect(isCrossSite(headers({ 'sec-fetch-site': 'cross-site' }), allowed)).toBe(true);
    expect(isCrossSite(headers({ origin: 'http://127.0.0.1:3000', 'sec-fetch-site': 'same-site' }), allowed)).toBe(
      true,
    );
  });

  it('judges a request without either header (a server-side client) by the other rules', () =>
    expect(isCrossSite(headers({}), allowed)).toBe(false));
});
