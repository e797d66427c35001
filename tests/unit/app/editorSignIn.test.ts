// @vitest-environment node
/**
 * The editor's GitHub sign-in behind a reverse proxy: the route handler, with Keystatic's real handler, answers a
 * sign-in reached at the upstream's address, or with a forged Host, by sending GitHub the site's own callback.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { atPublicOrigin } from '@/lib/editor/publicOrigin';

const SITE = 'https://www.wolfpack-digital.com';
const CALLBACK = `${SITE}/api/keystatic/github/oauth/callback`;

describe('atPublicOrigin', () => {
  it('moves a request to the public origin, keeping its path, query, method, headers and body', async () => {
    const request = new Request('http://127.0.0.1:4303/api/keystatic/github/refresh-token?from=x', {
      method: 'POST',
      headers: { cookie: 'keystatic-gh-refresh-token=abc' },
      body: 'payload',
    });
    const moved = atPublicOrigin(request, `${SITE}/`);
    expect(moved.url).toBe(`${SITE}/api/keystatic/github/refresh-token?from=x`);
    expect(moved.method).toBe('POST');
    expect(moved.headers.get('cookie')).toBe('keystatic-gh-refresh-token=abc');
    expect(await moved.text()).toBe('payload');
  });

  it('leaves a request already at the public origin as it is', () => {
    const request = new Request(`${SITE}/api/keystatic/github/login`);
    expect(atPublicOrigin(request, SITE)).toBe(request);
  });
});

describe('the GitHub sign-in through the editor’s API route', () => {
  beforeAll(() => {
    vi.stubEnv('NEXT_PUBLIC_SITE_URL', SITE);
    vi.stubEnv('KEYSTATIC_GITHUB_REPO', 'wolfpack-digital/website');
    vi.stubEnv('KEYSTATIC_GITHUB_CLIENT_ID', 'Iv1.0123456789');
    vi.stubEnv('KEYSTATIC_GITHUB_CLIENT_SECRET', 'a-secret');
    vi.stubEnv('KEYSTATIC_SECRET', 'x'.repeat(32));
    vi.resetModules();
  });
  afterAll(() => {
    vi.unstubAllEnvs();
    vi.resetModules();
  });

  it.each([
    ['reached at the upstream address behind a proxy', 'http://127.0.0.1:4303/api/keystatic/github/login'],
    ['with a forged Host', 'https://attacker.example/api/keystatic/github/login'],
  ])('sends GitHub the site’s callback when %s', async (_, url) => {
    const { GET } = await import('@/app/api/keystatic/[...params]/route');
    const response = await GET(new Request(url));
    const location = new URL(response.headers.get('location')!);
    expect(location.origin + location.pathname).toBe('https://github.com/login/oauth/authorize');
    expect(location.searchParams.get('redirect_uri')).toBe(CALLBACK);
  });
});
