// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { INBOX_HEADERS, inboxDirectives, inboxPolicy, isInboxPath } from '@/lib/security/inboxPolicy';

describe('the back office’s paths', () => {
  it('are /inbox and every path under it, nothing else', () => {
    expect(isInboxPath('/inbox')).toBe(true);
    expect(isInboxPath('/inbox/leads')).toBe(true);
    expect(isInboxPath('/inbox/applications/42')).toBe(true);
    expect(isInboxPath('/inboxes')).toBe(false);
    expect(isInboxPath('/inbox-zero')).toBe(false);
    expect(isInboxPath('/blogposts/inbox')).toBe(false);
    expect(isInboxPath('/')).toBe(false);
  });
});

describe('the back office’s Content-Security-Policy', () => {
  const policy = inboxDirectives({ nonce: 'abc', development: false });
  const sources = Object.values(policy).flat();

  it('runs only scripts with the page’s nonce and what they load: no hash, no host, no inline script, no eval', () => {
    expect(policy['script-src']).toEqual(["'nonce-abc'", "'strict-dynamic'"]);
    expect(sources).not.toContain("'unsafe-eval'");
    expect(sources.some((source) => source.startsWith("'sha256-"))).toBe(false);
  });

  it('names no other site, for any directive', () => {
    expect(sources.filter((source) => /^(https?:|wss?:|\*)/.test(source) || source.includes('.'))).toEqual([]);
  });

  it('sends, frames, posts and bases on nothing but the site itself', () => {
    expect(policy['default-src']).toEqual(["'self'"]);
    expect(policy['connect-src']).toEqual(["'self'"]);
    expect(policy['img-src']).toEqual(["'self'", 'data:']);
    expect(policy['font-src']).toEqual(["'self'"]);
    expect(policy['form-action']).toEqual(["'self'"]);
    expect(policy['frame-src']).toEqual(["'none'"]);
    expect(policy['frame-ancestors']).toEqual(["'none'"]);
    expect(policy['base-uri']).toEqual(["'none'"]);
    expect(policy['object-src']).toEqual(["'none'"]);
  });

  it('adds eval only for next dev', () => {
    expect(inboxDirectives({ nonce: 'n', development: true })['script-src']).toEqual([
      "'nonce-n'",
      "'strict-dynamic'",
      "'unsafe-eval'",
    ]);
  });

  it('is written as one header value', () => {
    expect(inboxPolicy({ nonce: 'n', development: false })).toMatch(
      /^default-src 'self'; script-src 'nonce-n' 'strict-dynamic'; .*; frame-ancestors 'none'$/,
    );
  });

  it('comes with headers that keep the page out of every cache and index, and its address on the site', () => {
    expect(INBOX_HEADERS).toEqual({
      'Cache-Control': 'private, no-store',
      'X-Robots-Tag': 'noindex, nofollow',
      'Referrer-Policy': 'same-origin',
    });
  });
});
