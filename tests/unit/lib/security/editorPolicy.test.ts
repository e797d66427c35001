// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { consentBootstrapScript } from '@/lib/analytics/consentMode';
import { editorDirectives, editorPolicy } from '@/lib/security/editorPolicy';
import { hashSource } from '@/lib/security/scriptHashes';

describe('the content editor’s Content-Security-Policy', () => {
  it('allows the page’s nonce and the root layout’s inline scripts, nothing from another host, no eval', () => {
    const policy = editorDirectives({ mode: 'local', nonce: 'abc', development: false });
    expect(policy['script-src']).toEqual(
      expect.arrayContaining(["'nonce-abc'", "'strict-dynamic'", hashSource(consentBootstrapScript())]),
    );
    expect(policy['script-src']).not.toContain("'unsafe-inline'");
    expect(policy['connect-src']).toEqual(["'self'"]);
    expect(policy['font-src']).toEqual(["'self'"]);
    expect(policy['img-src']).toEqual(["'self'", 'data:', 'blob:']);
    expect(policy['frame-ancestors']).toEqual(["'none'"]);
    expect(Object.values(policy).flat()).not.toContain("'unsafe-eval'");
    expect(
      Object.values(policy)
        .flat()
        .filter((source) => source.startsWith('https:')),
    ).toEqual([]);
  });

  it('adds eval only for next dev, and GitHub only in GitHub mode', () => {
    expect(editorDirectives({ mode: 'local', nonce: 'n', development: true })['script-src']).toContain("'unsafe-eval'");
    const github = editorDirectives({ mode: 'github', nonce: 'n', development: false });
    expect(github['connect-src']).toEqual(["'self'", 'https://api.github.com', 'https://raw.githubusercontent.com']);
    expect(github['img-src']).toContain('https://avatars.githubusercontent.com');
    expect(github['font-src']).toEqual(["'self'"]);
  });

  it('is written as one header value', () => {
    expect(editorPolicy({ mode: 'local', nonce: 'n', development: false })).toMatch(
      /^default-src 'self'; script-src 'nonce-n' 'strict-dynamic' .*; frame-ancestors 'none'$/,
    );
  });
});
