import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { addIntegrityToBuild, addScriptIntegrity, sha256Integrity } from '@/lib/security/scriptIntegrity';

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

describe('addIntegrityToBuild', () => {
  let dist: string;
  const write = (file: string, text: string) => {
    mkdirSync(path.dirname(path.join(dist, file)), { recursive: true });
    writeFileSync(path.join(dist, file), text);
  };
  const read = (file: string) => readFileSync(path.join(dist, file), 'utf8');
  const page = '<script src="/_next/static/chunks/a.js?dpl=1" async=""></script>';
  const withIntegrity = `<script src="/_next/static/chunks/a.js?dpl=1" async="" integrity="${sha256Integrity(Buffer.from('alert(1)'))}"></script>`;

  beforeEach(() => {
    dist = mkdtempSync(path.join(tmpdir(), 'sri-'));
    write('static/chunks/a.js', 'alert(1)');
    write('server/app/blogposts/a-post.html', page);
    write('server/route-cache/APP_PAGE/0f/$/index.html', page);
    write('server/app/blogposts/a-post.rsc', page);
  });
  afterEach(() => rmSync(dist, { recursive: true, force: true }));

  it('hashes the script files into every prerendered HTML file, and changes nothing the second time', () => {
    expect(addIntegrityToBuild(dist)).toEqual({ pages: 2, scripts: 2 });
    expect(read('server/app/blogposts/a-post.html')).toBe(withIntegrity);
    expect(read('server/route-cache/APP_PAGE/0f/$/index.html')).toBe(withIntegrity);
    expect(read('server/app/blogposts/a-post.rsc')).toBe(page);
    expect(addIntegrityToBuild(dist)).toEqual({ pages: 0, scripts: 0 });
  });
});
