import { describe, expect, it } from 'vitest';
import type { RunFigures } from '@/tooling/bench/lighthouse';
import { formatTable, spread, summarise } from '@/tooling/bench/summary';

const run = (overrides: Partial<RunFigures>): RunFigures => ({
  performance: 90,
  lcp: 2500,
  tbt: 200,
  cls: 0,
  fcp: 1500,
  firstPaint: 1200,
  jsBytes: 153_600,
  htmlBytes: 24_576,
  fontBytes: 86_016,
  requests: 38,
  ...overrides,
});

describe('spread', () => {
  it('gives the median and the range of an odd and an even number of runs', () => {
    expect(spread([3300, 2900, 3100, 4000, 3000])).toEqual({ median: 3100, min: 2900, max: 4000 });
    expect(spread([300, 100, 200, 400])).toEqual({ median: 250, min: 100, max: 400 });
  });

  it('refuses to summarise nothing', () => {
    expect(() => spread([])).toThrow('No values to summarise');
  });
});

describe('formatTable', () => {
  it('prints medians with their range, and one figure where every run agreed', () => {
    const summary = summarise([
      run({ performance: 85, lcp: 3300, tbt: 290 }),
      run({ performance: 88, lcp: 3100, tbt: 350 }),
      run({ performance: 87, lcp: 3350, tbt: 310 }),
    ]);
    const reference = summarise([run({ performance: 100, lcp: 670, tbt: 0, jsBytes: 0, fontBytes: 0, requests: 3 })]);
    expect(
      formatTable([
        { name: 'home', path: '/', summary },
        { name: 'reference', path: '/', summary: reference },
      ]).split('\n'),
    ).toEqual([
      '| Page      | Path | Perf       | LCP s            | TBT ms        | CLS   | FCP s | 1st paint s | JS KB | HTML KB | Fonts KB | Requests |',
      '|-----------|------|------------|------------------|---------------|-------|-------|-------------|-------|---------|----------|----------|',
      '| home      | /    | 87 (85–88) | 3.30 (3.10–3.35) | 310 (290–350) | 0.000 | 1.50  | 1.20        | 150.0 | 24.0    | 84.0     | 38       |',
      '| reference | /    | 100        | 0.67             | 0             | 0.000 | 1.50  | 1.20        | 0.0   | 24.0    | 0.0      | 3        |',
    ]);
  });
});
