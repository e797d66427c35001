import { describe, expect, it } from 'vitest';
import { deferPageScripts, heldScripts } from '@/tooling/next/deferScripts';

describe('deferPageScripts', () => {
  // The shape of a page as `next build` and the integrity step leave it.
  const page =
    '<head><link rel="preload" as="script" fetchPriority="low" href="/_next/static/chunks/main.js" integrity="sha256-m"/>' +
    '<link rel="preload" as="image" href="/images/hero.svg"/>' +
    '<script src="/_next/static/chunks/a.js" async="" integrity="sha256-a"></script>' +
    '<script src="/_next/static/chunks/b.js" async=""></script>' +
    '<script>inline()</script>' +
    '<script src="/_next/static/chunks/polyfills.js" integrity="sha256-p" noModule=""></script>' +
    '<script type="application/ld+json">{}</script></head>' +
    '<body><p>Text</p><script src="https://example.com/x.js" async=""></script>' +
    '<script src="/_next/static/chunks/main.js" integrity="sha256-m" async=""></script></body>';

  it("makes the build's async scripts inert data blocks that keep their address and integrity, and drops their preload", () => {
    expect(deferPageScripts(page)).toEqual({
      html:
        '<head><link rel="preload" as="image" href="/images/hero.svg"/>' +
        '<script type="text/plain" data-after-first-paint="" data-src="/_next/static/chunks/a.js" data-integrity="sha256-a"></script>' +
        '<script type="text/plain" data-after-first-paint="" data-src="/_next/static/chunks/b.js"></script>' +
        '<script>inline()</script>' +
        '<script src="/_next/static/chunks/polyfills.js" integrity="sha256-p" noModule=""></script>' +
        '<script type="application/ld+json">{}</script></head>' +
        '<body><p>Text</p><script src="https://example.com/x.js" async=""></script>' +
        '<script type="text/plain" data-after-first-paint="" data-src="/_next/static/chunks/main.js" data-integrity="sha256-m"></script></body>',
      deferred: 3,
    });
  });

  it('changes nothing the second time', () => {
    const once = deferPageScripts(page).html;
    expect(deferPageScripts(once)).toEqual({ html: once, deferred: 0 });
  });
});

describe('heldScripts', () => {
  it('lists the scripts a prepared page holds, with the address and integrity each keeps', () => {
    const held = deferPageScripts(
      '<script src="/_next/static/chunks/a.js" async="" integrity="sha256-a"></script>' +
        '<script src="/_next/static/chunks/b.js" async=""></script><script>inline()</script>',
    ).html;
    expect(heldScripts(held)).toEqual([
      { src: '/_next/static/chunks/a.js', integrity: 'sha256-a' },
      { src: '/_next/static/chunks/b.js', integrity: undefined },
    ]);
    expect(heldScripts('<script src="/_next/static/chunks/a.js" async=""></script>')).toEqual([]);
  });
});
