import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { prepareBuiltPages } from '@/tooling/next/builtPages';
import { sha256Integrity } from '@/tooling/next/scriptIntegrity';

describe('prepareBuiltPages', () => {
  let dist: string;
  const write = (file: string, text: string) => {
    mkdirSync(path.dirname(path.join(dist, file)), { recursive: true });
    writeFileSync(path.join(dist, file), text);
  };
  const read = (file: string) => readFileSync(path.join(dist, file), 'utf8');
  const page = '<script src="/_next/static/chunks/a.js?dpl=1" async=""></script>';
  const prepared =
    '<script type="text/plain" data-after-first-paint="" data-src="/_next/static/chunks/a.js?dpl=1" ' +
    `data-integrity="${sha256Integrity(Buffer.from('alert(1)'))}"></script>`;

  beforeEach(() => {
    dist = mkdtempSync(path.join(tmpdir(), 'built-'));
    write('static/chunks/a.js', 'alert(1)');
  });
  afterEach(() => rmSync(dist, { recursive: true, force: true }));

  it('hashes the script files into every prerendered HTML file and holds them for the first paint, once', () => {
    write('server/app/blogposts/a-post.html', page);
    write('server/route-cache/APP_PAGE/0f/$/index.html', page);
    write('server/app/blogposts/a-post.rsc', page);
    const done = { files: 2, held: 2, heldWithIntegrity: 2 };
    expect(prepareBuiltPages(dist)).toEqual({ ...done, changed: 2, integrity: 2, deferred: 2 });
    expect(read('server/app/blogposts/a-post.html')).toBe(prepared);
    expect(read('server/route-cache/APP_PAGE/0f/$/index.html')).toBe(prepared);
    expect(read('server/app/blogposts/a-post.rsc')).toBe(page);
    // The second run changes nothing and finds the pages prepared.
    expect(prepareBuiltPages(dist)).toEqual({ ...done, changed: 0, integrity: 0, deferred: 0 });
  });

  it('fails when the build has no prerendered HTML file', () => {
    expect(() => prepareBuiltPages(dist)).toThrow(
      `found no HTML file under ${dist}/server (expected: Next.js writes each prerendered page as server/app/<route>.html)`,
    );
  });

  it('fails when no page has a script tag of the shape Next.js wrote', () => {
    write('server/app/index.html', '<script src="/_next/static/chunks/a.js" type="module"></script>');
    expect(() => prepareBuiltPages(dist)).toThrow(
      'held no script in 1 HTML files (expected: Next.js writes its scripts as <script src="/_next/static/…" async=""></script>)',
    );
  });

  it('fails when no held script carries its integrity', () => {
    write(
      'server/app/index.html',
      '<script type="text/plain" data-after-first-paint="" data-src="/_next/static/chunks/a.js"></script>',
    );
    expect(() => prepareBuiltPages(dist)).toThrow(
      `added integrity to none of the 1 held scripts (expected: their addresses are files under ${dist}/static)`,
    );
  });
});
