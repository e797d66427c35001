import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { addScriptIntegrity, buildScriptIntegrity, sha256Integrity } from '@/tooling/next/scriptIntegrity';

describe('addScriptIntegrity', () => {
  const integrityOf = (src: string) => (src.startsWith('/_next/static/') ? 'sha256-new' : undefined);

  it('adds integrity to the build scripts that have none and keeps every other tag as it was', () => {
    const html =
      '<script src="/_next/static/chunks/a.js" async=""></script>' +
      '<script src="/_next/static/chunks/b.js" async="" integrity="sha256-kept"></script>' +
      '<script src="https://example.com/x.js"></script><script>inline()</script>';
    expect(addScriptIntegrity(html, integrityOf)).toEqual({
      html:
        '<script src="/_next/static/chunks/a.js" async="" integrity="sha256-new"></script>' +
        '<script src="/_next/static/chunks/b.js" async="" integrity="sha256-kept"></script>' +
        '<script src="https://example.com/x.js"></script><script>inline()</script>',
      added: 1,
    });
  });
});

describe('sha256Integrity', () => {
  it('is the SRI value of the bytes', () => {
    // printf 'alert(1)' | openssl dgst -sha256 -binary | base64
    expect(sha256Integrity(Buffer.from('alert(1)'))).toBe('sha256-bhHHL3z2vDgxUt0W3dWQOrprscmda2Y5pLsLg4GF+pI=');
  });
});

describe('buildScriptIntegrity', () => {
  let dist: string;
  beforeEach(() => {
    dist = mkdtempSync(path.join(tmpdir(), 'sri-'));
    mkdirSync(path.join(dist, 'static/chunks'), { recursive: true });
    writeFileSync(path.join(dist, 'static/chunks/a.js'), 'alert(1)');
  });
  afterEach(() => rmSync(dist, { recursive: true, force: true }));

  it("reads a build script's file by its address, query and all, and knows no other address", () => {
    const integrityOf = buildScriptIntegrity(dist);
    expect(integrityOf('/_next/static/chunks/a.js?dpl=1')).toBe(sha256Integrity(Buffer.from('alert(1)')));
    expect(integrityOf('/scripts/a.js')).toBeUndefined();
  });
});
