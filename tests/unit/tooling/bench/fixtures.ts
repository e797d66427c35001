import type { ViewResult } from '@/tooling/bench/results';

/** One view's run as results.json holds it, with the figures a test does not look at. */
export const viewResult = (overrides: Partial<ViewResult> = {}): ViewResult => ({
  date: '2026-11-26T17:00:00.000Z',
  commit: 'abc1234',
  lighthouse: '12.8.2',
  chromium: 'Chromium 156.0.8078.79',
  settings: 'Lighthouse mobile defaults (simulated throttling)',
  machine: { cpus: 2, loadAverage: [1.5, 1.2, 1] },
  runsPerPage: 5,
  minutes: 11.5,
  table: '| Page | Path |',
  pages: [],
  ...overrides,
});
