import { describe, expect, it } from 'vitest';
import { disableFeaturesFlag, pagesOfView } from '@/tooling/bench/views';

const known = ['home', 'service', 'pricing', 'post', 'jobs', 'contact', 'next-floor', 'reference', 'astro'];

describe('pagesOfView', () => {
  it('measures every page in the default view and the subset with the peers in the others', () => {
    expect(pagesOfView('default', known, ['astro'])).toEqual(known);
    expect(pagesOfView('devtools', known, ['astro'])).toEqual([
      'home',
      'service',
      'post',
      'jobs',
      'contact',
      'next-floor',
      'reference',
      'astro',
    ]);
  });

  it('measures the pages chosen with --pages and the peers in every view, in the order of the table', () => {
    expect(pagesOfView('no-paint-holding', known, ['astro'], ['pricing'])).toEqual(['pricing', 'astro']);
    expect(pagesOfView('default', known, ['astro'], ['astro'])).toEqual(['astro']);
    expect(pagesOfView('default', known, [], ['home'])).toEqual(['home']);
  });
});

describe('disableFeaturesFlag', () => {
  const launcherDefaults = ['--disable-features=Translate,MediaRouter', '--disable-extensions'];

  it("adds the view's features to chrome-launcher's, since Chromium reads only the last such flag", () => {
    expect(disableFeaturesFlag(launcherDefaults, ['PaintHolding'])).toEqual([
      '--disable-features=Translate,MediaRouter,PaintHolding',
    ]);
    expect(disableFeaturesFlag(['--disable-extensions'], ['PaintHolding'])).toEqual([
      '--disable-features=PaintHolding',
    ]);
  });

  it('adds no flag when the view turns nothing off', () => {
    expect(disableFeaturesFlag(launcherDefaults, [])).toEqual([]);
  });
});
