import { describe, expect, it } from 'vitest';
import { allowsPrefetch, prefetchTarget } from '@/lib/prefetch/policy';

describe('allowsPrefetch', () => {
  it('refuses when the visitor turned on a data saver, whatever the speed', () => {
    expect(allowsPrefetch({ saveData: true, effectiveType: '4g' })).toBe(false);
  });

  it('refuses on 2g and slow-2g connections', () => {
    expect(allowsPrefetch({ saveData: false, effectiveType: '2g' })).toBe(false);
    expect(allowsPrefetch({ effectiveType: 'slow-2g' })).toBe(false);
  });

  it('allows 3g and 4g connections', () => {
    expect(allowsPrefetch({ saveData: false, effectiveType: '4g' })).toBe(true);
    expect(allowsPrefetch({ effectiveType: '3g' })).toBe(true);
  });

  it('allows browsers that do not report the connection', () => {
    expect(allowsPrefetch(undefined)).toBe(true);
    expect(allowsPrefetch({})).toBe(true);
  });
});

describe('prefetchTarget', () => {
  const current = new URL('https://wolfpack.example/blogposts?page=2#top');

  it('gives the path and query of a same-site page', () => {
    expect(prefetchTarget('/contact', current)).toBe('/contact');
    expect(prefetchTarget('/jobs?team=mobile#open', current)).toBe('/jobs?team=mobile');
    expect(prefetchTarget('https://wolfpack.example/projects', current)).toBe('/projects');
  });

  it('leaves out other sites, other schemes, files, the API, hash links and the page on screen', () => {
    expect(prefetchTarget('https://elsewhere.example/contact', current)).toBeNull();
    expect(prefetchTarget('mailto:hello@wolfpack.example', current)).toBeNull();
    expect(prefetchTarget('tel:+40264000000', current)).toBeNull();
    expect(prefetchTarget('#main', current)).toBeNull();
    expect(prefetchTarget('/blogposts?page=2#comments', current)).toBeNull();
    expect(prefetchTarget('/blogposts/feed.xml', current)).toBeNull();
    expect(prefetchTarget('/api/contact', current)).toBeNull();
  });
});
