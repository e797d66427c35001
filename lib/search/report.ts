/** How long the query must rest before it counts as a search (typing "react" is one search, not five). */
const SEARCH_REPORT_DELAY_MS = 1000;

export type SearchReport = { query: string; results: number };

/**
 * Debounces what the visitor searched for into one report per search: the last query and its result
 * count, once the query has rested for `delay` ms or when the visitor leaves the search (`flush`). An
 * empty query, or the query reported just before, is not reported again.
 */
export function createSearchReporter(
  send: (report: SearchReport) => void,
  { delay = SEARCH_REPORT_DELAY_MS, timers = globalThis } = {},
) {
  let pending: SearchReport | null = null;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let last: string | null = null;

  function flush() {
    timers.clearTimeout(timer);
    timer = undefined;
    if (!pending) return;
    const report = pending;
    pending = null;
    if (report.query === last) return;
    last = report.query;
    send(report);
  }

  return {
    /** The query on screen changed and its results arrived. */
    searched(query: string, results: number) {
      timers.clearTimeout(timer);
      const trimmed = query.trim().replace(/\s+/g, ' ');
      pending = trimmed ? { query: trimmed, results } : null;
      if (pending) timer = timers.setTimeout(flush, delay);
    },
    flush,
  };
}
