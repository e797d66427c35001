import { describe, expect, it } from 'vitest';
import { interleave } from '@/tooling/bench/schedule';

describe('interleave', () => {
  it('runs every page once per round, each round starting one page later', () => {
    expect(interleave(['home', 'post', 'reference'], 3).map(({ page, round }) => `${round}:${page}`)).toEqual([
      '1:home',
      '1:post',
      '1:reference',
      '2:post',
      '2:reference',
      '2:home',
      '3:reference',
      '3:home',
      '3:post',
    ]);
  });
});
