// @vitest-environment node
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Staff } from '@/lib/inbox/session';

let signedIn: Staff | null = null;
vi.mock('@/lib/inbox/session', () => ({ staffOf: async () => signedIn }));
const { gateInbox } = await import('@/lib/inbox/gate');

const sales: Staff = { id: 's1', name: 'Sam Sales', email: 'sam@wolfpack.example', role: 'sales' };
const at = (path: string, init: RequestInit = {}) => gateInbox(new Request(`http://127.0.0.1:3000${path}`, init), path);

describe('the gate before every inbox page, route and action', () => {
  beforeEach(() => {
    signedIn = null;
  });

  it('sends someone without a session to sign in, and refuses their posts and downloads', async () => {
    const page = await at('/inbox/leads');
    expect(page?.status).toBe(303);
    // Back to the page once signed in.
    expect(page?.headers.get('location')).toBe('http://127.0.0.1:3000/inbox/sign-in?next=%2Finbox%2Fleads');
    expect((await at('/inbox'))?.headers.get('location')).toBe('http://127.0.0.1:3000/inbox/sign-in');
    expect(page?.headers.get('cache-control')).toBe('private, no-store');
    const post = await at('/inbox/leads/42', { method: 'POST', headers: { 'sec-fetch-site': 'same-origin' } });
    expect(post?.status).toBe(401);
    expect(await post?.json()).toEqual({ error: 'Sign in to the inbox first' });
    expect((await at('/inbox/files/9'))?.status).toBe(303);
  });

  it('lets anyone reach the sign-in pages', async () => {
    expect(await at('/inbox/sign-in')).toBeNull();
    expect(await at('/inbox/sign-in/confirm?token=x')).toBeNull();
    expect(await at('/inbox/sign-in', { method: 'POST', headers: { 'sec-fetch-site': 'same-origin' } })).toBeNull();
  });

  it('refuses a post from another site, signed in or not, before anything runs', async () => {
    signedIn = sales;
    const crossSite = await at('/inbox/leads/42', {
      method: 'POST',
      headers: { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' },
    });
    expect(crossSite?.status).toBe(403);
    const signInFromElsewhere = await at('/inbox/sign-in', {
      method: 'POST',
      headers: { origin: 'https://evil.example' },
    });
    expect(signInFromElsewhere?.status).toBe(403);
  });

  it('answers 403 outside the role, and lets the role through', async () => {
    signedIn = sales;
    expect(await at('/inbox/leads/42')).toBeNull();
    expect(await at('/inbox/campaigns')).toBeNull();
    for (const path of ['/inbox/applications', '/inbox/privacy', '/inbox/audit', '/inbox/people']) {
      const refused = await at(path);
      expect(refused?.status).toBe(403);
      expect(await refused?.text()).toContain('<a href="/inbox/leads">Back to your inbox</a>');
    }
  });
});
