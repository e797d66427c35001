// @vitest-environment node
import { NextRequest } from 'next/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { proxy } from '@/proxy';

// Past the gate (lib/inbox/gate.ts, tested in tests/unit/lib/inbox/gate.test.ts): a signed-in person of the right role.
vi.mock('@/lib/inbox/gate', () => ({ gateInbox: async () => null }));

const SITE = 'http://localhost:3000';
const inbox = (path: string, method = 'GET') => proxy(new NextRequest(`${SITE}${path}`, { method }));

/** The request headers proxy.ts hands on to Next.js (`NextResponse.next({ request: { headers } })`). */
const forwarded = (response: Response, name: string) => response.headers.get(`x-middleware-request-${name}`);

describe('proxy.ts on the back office’s paths', () => {
  afterEach(() => {
    vi.unstubAllEnvs();
  });

  it.each(['/inbox', '/inbox/', '/inbox/leads/42'])(
    '%s: a fresh nonce each time, in the policy of the response and of the request Next.js renders',
    async (path) => {
      vi.stubEnv('NODE_ENV', 'production');
      const first = await inbox(path);
      const second = await inbox(path);
      const policy = first.headers.get('content-security-policy')!;
      const nonce = policy.match(/'nonce-([^']+)'/)?.[1];
      expect(nonce).toMatch(/^[A-Za-z0-9+/]{24}$/);
      expect(policy).toContain(`script-src 'nonce-${nonce}' 'strict-dynamic';`);
      expect(forwarded(first, 'content-security-policy')).toBe(policy);
      expect(second.headers.get('content-security-policy')).not.toBe(policy);
    },
  );

  it('keeps the page out of caches and indexes, and its address on the site', async () => {
    const response = await inbox('/inbox');
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    expect(response.headers.get('x-robots-tag')).toBe('noindex, nofollow');
    expect(response.headers.get('referrer-policy')).toBe('same-origin');
  });

  it('takes POST (server actions, HTML forms) and refuses what a page does not take', async () => {
    expect((await inbox('/inbox', 'POST')).status).toBe(200);
    expect((await inbox('/inbox', 'HEAD')).status).toBe(200);
    const refused = await inbox('/inbox', 'PUT');
    expect(refused.status).toBe(405);
    expect(refused.headers.get('allow')).toBe('GET, HEAD, POST');
    expect(await refused.json()).toEqual({ error: 'This address answers GET and HEAD and POST only' });
  });

  it('allows eval under next dev, which React’s development build needs', async () => {
    vi.stubEnv('NODE_ENV', 'development');
    expect((await inbox('/inbox')).headers.get('content-security-policy')).toContain("'strict-dynamic' 'unsafe-eval';");
  });

  it('sandboxes the downloads, whose policy would otherwise be the page policy', async () => {
    vi.stubEnv('NODE_ENV', 'production');
    for (const path of ['/inbox/files/9', '/inbox/leads/export', '/inbox/privacy/export']) {
      const response = await inbox(path);
      expect(response.headers.get('content-security-policy'), path).toBe("sandbox; default-src 'none'");
      expect(response.headers.get('cache-control'), path).toBe('private, no-store');
    }
    expect((await inbox('/inbox/leads/42')).headers.get('content-security-policy')).toContain("'strict-dynamic'");
  });

  it('tells the page its path (the navigation marks where the person is)', async () => {
    expect(forwarded(await inbox('/inbox/leads/42'), 'x-inbox-path')).toBe('/inbox/leads/42');
  });

  it('leaves the public pages as they were: no POST, no nonce', async () => {
    vi.stubEnv('NODE_ENV', 'development');
    expect((await inbox('/contact', 'POST')).status).toBe(405);
    expect((await inbox('/inboxes')).headers.get('content-security-policy')).toBeNull();
    expect(forwarded(await inbox('/inboxes'), 'content-security-policy')).toBeNull();
  });
});
