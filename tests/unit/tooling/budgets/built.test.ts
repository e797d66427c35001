import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { NOT_FOUND_PATH } from '@/tooling/bench/pages';
import { budgetFailures } from '@/tooling/budgets/check';
import { builtPages, isNoindex, pagePath, pageScripts } from '@/tooling/budgets/built';

const page = (head: string, body = '') =>
  `<!DOCTYPE html><html lang="en-GB"><head>${head}</head><body>${body}</body></html>`;

describe('pageScripts', () => {
  it('lists the scripts and script preloads once each, leaving out nomodule polyfills and inline scripts', () => {
    const html = page(
      '<link rel="preload" as="script" fetchPriority="low" href="/_next/static/chunks/late.js"/>' +
        '<link rel="preload" href="/_next/static/media/face.woff2" as="font" crossorigin=""/>' +
        '<script src="/_next/static/chunks/runtime.js" async=""></script>' +
        '<script src="/_next/static/chunks/polyfills.js" noModule=""></script>',
      '<script>self.__next_f.push([1,"x"])</script><script src="/_next/static/chunks/late.js" async=""></script>',
    );
    expect(pageScripts(html)).toEqual(['/_next/static/chunks/late.js', '/_next/static/chunks/runtime.js']);
  });

  it('counts the scripts held for the first paint, which the browser fetches after it', () => {
    const html = page(
      '<script type="text/plain" data-after-first-paint="" data-src="/_next/static/chunks/runtime.js" data-integrity="sha256-r"></script>',
      '<script type="application/ld+json">{}</script>',
    );
    expect(pageScripts(html)).toEqual(['/_next/static/chunks/runtime.js']);
  });
});

describe('isNoindex', () => {
  it('reads the robots meta tag', () => {
    expect(isNoindex(page('<meta name="robots" content="noindex, nofollow"/>'))).toBe(true);
    expect(isNoindex(page('<meta name="robots" content="index, follow"/>'))).toBe(false);
    expect(isNoindex(page('<meta name="description" content="noindex is a word"/>'))).toBe(false);
  });
});

describe('pagePath', () => {
  it('maps built files to the paths they answer', () => {
    expect(pagePath('index.html')).toBe('/');
    expect(pagePath('services/mobile-development/ios.html')).toBe('/services/mobile-development/ios');
    expect(pagePath('_not-found.html')).toBe(NOT_FOUND_PATH);
  });
});

describe('builtPages', () => {
  let dir = '';
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  /** A .next folder with one content page that loads too much JavaScript. */
  function fixture() {
    dir = mkdtempSync(join(tmpdir(), 'budgets-'));
    mkdirSync(join(dir, 'server/app/blogposts'), { recursive: true });
    mkdirSync(join(dir, 'static/chunks'), { recursive: true });
    // Pseudo-random bytes hardly compress: 170 KB stay about 170 KB gzipped.
    let seed = 1;
    const heavy = Buffer.from(
      Array.from({ length: 170 * 1024 }, () => (seed = (Math.imul(seed, 1103515245) + 12345) >>> 0) >>> 24),
    );
    writeFileSync(join(dir, 'static/chunks/heavy.js'), heavy);
    writeFileSync(join(dir, 'static/chunks/small.js'), 'console.log("hello")');
    const html = page('<script src="/_next/static/chunks/small.js" async=""></script>', '<h1>Post</h1>');
    writeFileSync(join(dir, 'server/app/index.html'), html);
    writeFileSync(
      join(dir, 'server/app/blogposts/heavy-post.html'),
      page(
        '<script src="/_next/static/chunks/heavy.js" async=""></script><script src="/_next/static/chunks/small.js"></script>',
      ),
    );
    writeFileSync(join(dir, 'server/app/_global-error.html'), page(''));
    return {
      heavyGzip: gzipSync(heavy, { level: 9 }).length,
      smallGzip: gzipSync('console.log("hello")', { level: 9 }).length,
    };
  }

  it('measures every prerendered page from the built files', () => {
    const { heavyGzip, smallGzip } = fixture();
    const pages = builtPages(dir);
    expect(pages.map((built) => built.path)).toEqual(['/blogposts/heavy-post', '/']);
    expect(pages[0]!.jsBytes).toBe(heavyGzip + smallGzip);
    expect(pages[1]!.jsBytes).toBe(smallGzip);
  });

  it('makes the budget check fail on a page over budget, naming it', () => {
    const { heavyGzip, smallGzip } = fixture();
    const kilobytes = (heavyGzip + smallGzip) / 1024;
    expect(kilobytes).toBeGreaterThan(169);
    expect(builtPages(dir).flatMap((built) => budgetFailures(built))).toEqual([
      `/blogposts/heavy-post: compressed JavaScript is ${kilobytes.toFixed(1)} KB, over the budget of 160 KB`,
    ]);
  });

  it('fails when the build has no prerendered page where Next.js writes them', () => {
    dir = mkdtempSync(join(tmpdir(), 'budgets-'));
    expect(() => builtPages(dir)).toThrow(
      `Found no prerendered page under ${join(dir, 'server/app')} (expected: Next.js writes each prerendered page as server/app/<route>.html)`,
    );
  });
});
