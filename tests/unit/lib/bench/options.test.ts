import { describe, expect, it } from 'vitest';
import { parseBenchOptions } from '@/lib/bench/options';

const known = ['home', 'post', 'contact', 'reference'];

describe('parseBenchOptions', () => {
  it('measures every page five times after a build by default', () => {
    expect(parseBenchOptions([], known)).toEqual({ runs: 5, pages: known, build: true });
  });

  it('reads a quick run: one run of two pages on the existing build', () => {
    expect(parseBenchOptions(['--runs', '1', '--pages', 'home,reference', '--no-build'], known)).toEqual({
      runs: 1,
      pages: ['home', 'reference'],
      build: false,
    });
    expect(parseBenchOptions(['--runs=3', '--pages=post'], known)).toMatchObject({ runs: 3, pages: ['post'] });
  });

  it('refuses a page it does not know, naming the ones it does', () => {
    expect(() => parseBenchOptions(['--pages', 'home,about'], known)).toThrow(
      'Unknown page "about": choose from home, post, contact, reference',
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
