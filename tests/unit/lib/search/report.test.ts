import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createSearchReporter, type SearchReport } from '@/lib/search/report';

let sent: SearchReport[];
let reporter: ReturnType<typeof createSearchReporter>;

beforeEach(() => {
  vi.useFakeTimers();
  sent = [];
  reporter = createSearchReporter((report) => sent.push(report));
});
afterEach(() => vi.useRealTimers());

describe('createSearchReporter', () => {
  it('reports a typed query once, when it has rested, with its last result count', () => {
    for (const [query, results] of [
      ['r', 30],
      ['re', 28],
      ['rea', 12],
      ['react', 9],
    ] as const) {
      reporter.searched(query, results);
      vi.advanceTimersByTime(300);
    }
    expect(sent).toEqual([]);
    vi.advanceTimersByTime(1000);
    expect(sent).toEqual([{ query: 'react', results: 9 }]);
  });

  it('reports at once when the visitor leaves the search', () => {
    reporter.searched('  discovery   workshop ', 0);
    reporter.flush();
    expect(sent).toEqual([{ query: 'discovery workshop', results: 0 }]);
    vi.advanceTimersByTime(1000);
    expect(sent).toHaveLength(1);
  });

  it('does not report an emptied field, nor the same query twice in a row', () => {
    reporter.searched('flutter', 5);
    vi.advanceTimersByTime(1000);
    reporter.searched('flutter', 2); // a filter changed
    vi.advanceTimersByTime(1000);
    reporter.searched('', 0);
    reporter.flush();
    reporter.searched('kotlin', 1);
    reporter.flush();
    reporter.searched('flutter', 5);
    reporter.flush();
    expect(sent).toEqual([
      { query: 'flutter', results: 5 },
      { query: 'kotlin', results: 1 },
      { query: 'flutter', results: 5 },
    ]);
  });
});
