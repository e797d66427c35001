import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { prepareBuiltPages } from '@/lib/builtPages';
import { sha256Integrity } from '@/lib/security/scriptIntegrity';

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
    write('server/app/blogposts/a-post.html', page);
    write('server/route-cache/APP_PAGE/0f/$/index.html', page);
    write('server/app/blogposts/a-post.rsc', page);
  });
  afterEach(() => rmSync(dist, { recursive: true, force: true }));

  it('hashes the script files into every prerendered HTML file and holds them for the first paint, once', () => {
    expect(prepareBuiltPages(dist)).toEqual({ pages: 2, integrity: 2, deferred: 2 });
    expect(read('server/app/blogposts/a-post.html')).toBe(prepared);
    expect(read('server/route-cache/APP_PAGE/0f/$/index.html')).toBe(prepared);
    expect(read('server/app/blogposts/a-post.rsc')).toBe(page);
    expect(prepareBuiltPages(dist)).toEqual({ pages: 0, integrity: 0, deferred: 0 });
  });
});
