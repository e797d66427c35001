import { describe, expect, it } from 'vitest';
import { parseBenchOptions, parsePeer } from '@/tooling/bench/options';

const known = ['home', 'post', 'contact', 'reference'];
const astro = '../shared/peers/astrowind';

describe('parseBenchOptions', () => {
  it('measures every view five times after a build by default, each view on its own pages, no peers', () => {
    expect(parseBenchOptions([], known)).toEqual({
      runs: 5,
      build: true,
      views: ['default', 'no-paint-holding', 'devtools'],
      peers: [],
    });
  });

  it('reads a quick run: one run of two pages in one view on the existing build', () => {
    expect(
      parseBenchOptions(['--runs', '1', '--pages', 'home,reference', '--views', 'devtools', '--no-build'], known),
    ).toEqual({ runs: 1, pages: ['home', 'reference'], build: false, views: ['devtools'], peers: [] });
    expect(parseBenchOptions(['--runs=3', '--pages=post'], known)).toMatchObject({ runs: 3, pages: ['post'] });
  });

  it('runs the views in their own order, whatever order they are given in', () => {
    expect(parseBenchOptions(['--views=devtools,default'], known).views).toEqual(['default', 'devtools']);
  });

  it('reads repeated peers, whose names --pages may then choose, also when given before them', () => {
    const options = parseBenchOptions(
      ['--pages', 'home,astro', `--peer=astro=${astro}:/,/blog/`, '--peer', 'hugo=/tmp/public'],
      known,
    );
    expect(options.peers).toEqual([
      { name: 'astro', dir: astro, paths: ['/', '/blog/'] },
      { name: 'hugo', dir: '/tmp/public', paths: ['/'] },
    ]);
    expect(options.pages).toEqual(['home', 'astro']);
  });

  it('refuses a page it does not know, naming the ones it does', () => {
    expect(() => parseBenchOptions(['--pages', 'home,about'], known)).toThrow(
      'Unknown page "about": choose from home, post, contact, reference',
    );
    expect(() => parseBenchOptions(['--pages', ','], known)).toThrow('Unknown page ""');
  });

  it('refuses a view it does not know, and no view at all', () => {
    expect(() => parseBenchOptions(['--views', 'default,slow'], known)).toThrow(
      'Unknown view "slow": choose from default, no-paint-holding, devtools',
    );
    expect(() => parseBenchOptions(['--views', ''], known)).toThrow('Unknown view');
  });

  it('refuses the same peer twice', () => {
    expect(() => parseBenchOptions(['--peer', `astro=${astro}`, '--peer', 'astro=/tmp'], known)).toThrow(
      '--peer "astro" is given twice',
    );
  });

  it('refuses a run count that is not a whole number of at least 1, and unknown options', () => {
    expect(() => parseBenchOptions(['--runs', '0'], known)).toThrow(
      '--runs needs a whole number of at least 1, not "0"',
    );
    expect(() => parseBenchOptions(['--runs'], known)).toThrow('--runs needs a whole number of at least 1, not ""');
    expect(() => parseBenchOptions(['--fast'], known)).toThrow('Unknown option "--fast"');
  });
});

describe('parsePeer', () => {
  it('reads a name, a folder and paths; the home page when no path is given', () => {
    expect(parsePeer(`astro=${astro}:/,/get-started/`, known)).toEqual({
      name: 'astro',
      dir: astro,
      paths: ['/', '/get-started/'],
    });
    expect(parsePeer(`astro-2=${astro}`, known)).toEqual({ name: 'astro-2', dir: astro, paths: ['/'] });
  });

  it('keeps a ":" that is part of the folder', () => {
    expect(parsePeer('old=/srv/site:v1:/about/', known)).toEqual({
      name: 'old',
      dir: '/srv/site:v1',
      paths: ['/about/'],
    });
  });

  it('refuses a missing folder or name, a name of ours and paths that are not paths', () => {
    expect(() => parsePeer('astro', known)).toThrow('--peer needs NAME=DIR[:PATH,PATH]');
    expect(() => parsePeer(`=${astro}`, known)).toThrow('--peer needs NAME=DIR[:PATH,PATH]');
    expect(() => parsePeer('astro=', known)).toThrow('--peer needs NAME=DIR[:PATH,PATH]');
    expect(() => parsePeer(`Astro Wind=${astro}`, known)).toThrow('--peer needs NAME=DIR[:PATH,PATH]');
    expect(() => parsePeer(`home=${astro}`, known)).toThrow('--peer name "home" is one of our pages');
    expect(() => parsePeer(`astro=${astro}:/,/a b/`, known)).toThrow(
      '--peer astro: paths start with "/" and are separated by commas, not "/,/a b/"',
    );
  });
});
