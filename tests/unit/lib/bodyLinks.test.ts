import { describe, expect, it } from 'vitest';
import { assertLinksResolve, brokenLinkLines, sitePaths } from '@/lib/bodyLinks';
import { bodyLinks } from '@/lib/markdoc';

describe('links in Markdoc bodies', () => {
  const known = new Set(['/', '/contact', '/blogposts/how-much-does-an-mvp-cost-in-2026']);

  it('accepts site links to pages, with a fragment, a query or a trailing slash, and leaves web addresses alone', () => {
    const body = [
      '[Talk to us](/contact?type=quote), [the costs](/blogposts/how-much-does-an-mvp-cost-in-2026#hidden-costs),',
      '[contact](/contact/), [home](/) and [MDN](https://developer.mozilla.org/).',
    ].join(' ');
    expect(brokenLinkLines(bodyLinks(body), 'content/blog/entries/x.mdoc', known)).toEqual([]);
  });

  it('names the file, the line and the address of a link to no page', () => {
    const body = 'Intro.\n\nRead [our old pricing](/pricing-2019) first.';
    expect(() => assertLinksResolve(bodyLinks(body), 'content/blog/entries/x.mdoc', known)).toThrow(
      'content/blog/entries/x.mdoc: body line 3: /pricing-2019 is no page of the site',
    );
  });

  it('finds every page of the site among the known addresses', () => {
    const paths = sitePaths();
    for (const path of [
      '/',
      '/services/pricing',
      '/blogposts/feed.xml',
      '/jobs/product-designer',
      '/authors/ioana-pop',
    ])
      expect(paths.has(path), path).toBe(true);
  });
});
