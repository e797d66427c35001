import { describe, expect, it } from 'vitest';
import { fontBytesBefore, isThirdParty } from '@/tooling/budgets/pageLoad';

describe('fontBytesBefore', () => {
  it('adds up the font files requested before the first paint', () => {
    const resources = [
      { name: 'http://127.0.0.1:3104/_next/static/media/fraunces.woff2', startTime: 90, encodedBodySize: 36_620 },
      { name: 'http://127.0.0.1:3104/_next/static/media/inter.woff2', startTime: 313, encodedBodySize: 48_256 },
      { name: 'http://127.0.0.1:3104/_next/static/media/inter-italic.woff2', startTime: 900, encodedBodySize: 40_000 },
      { name: 'http://127.0.0.1:3104/_next/static/chunks/app.js', startTime: 100, encodedBodySize: 50_000 },
    ];
    expect(fontBytesBefore(resources, 688)).toBe(84_876);
  });
});

describe('isThirdParty', () => {
  it('is any http(s) origin but the site', () => {
    const site = 'http://127.0.0.1:3104';
    expect(isThirdParty('https://www.googletagmanager.com/gtm.js?id=GTM-TEST123', site)).toBe(true);
    expect(isThirdParty('http://127.0.0.1:3105/x.js', site)).toBe(true);
    expect(isThirdParty('http://127.0.0.1:3104/_next/static/chunks/a.js', site)).toBe(false);
    expect(isThirdParty('data:image/svg+xml,<svg/>', site)).toBe(false);
  });
});
