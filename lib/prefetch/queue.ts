/** At most this many route prefetches run at once; the rest wait their turn. */
const MAX_CONCURRENT_PREFETCHES = 4;

/** Fetches one route's payload; settles when that fetch is over. */
export type Prefetcher = (page: string) => Promise<unknown> | unknown;

export type PrefetchQueue = {
  /**
   * Asks for a page to be prefetched once. `urgent` (hover, focus, touch)
   * moves it ahead of pages that are only visible.
   */
  add(page: string, options?: { urgent?: boolean }): void;
  /** Pages being fetched now. */
  readonly running: number;
  /** Pages waiting for a free slot, next first. */
  readonly waiting: readonly string[];
};

/**
 * A first-in, first-out queue that runs at most `limit` prefetches at once.
 * Each page is fetched once per page view; one that failed is logged as a
 * warning, frees its slot and may be asked for again.
 */
export function createPrefetchQueue(prefetch: Prefetcher, limit = MAX_CONCURRENT_PREFETCHES): PrefetchQueue {
  const requested = new Set<string>();
  const waiting: string[] = [];
  let running = 0;

  function start(page: string) {
    running += 1;
    Promise.resolve()
      .then(() => prefetch(page))
      .catch((error: unknown) => {
        requested.delete(page);
        console.warn(`Could not preload ${page}; it loads when visited.`, error);
      })
      .finally(() => {
        running -= 1;
        pump();
      });
  }

  function pump() {
    while (running < limit && waiting.length > 0) start(waiting.shift()!);
  }

  return {
    add(page, { urgent = false } = {}) {
      if (requested.has(page)) {
        const index = waiting.indexOf(page);
        if (urgent && index > 0) waiting.unshift(...waiting.splice(index, 1));
        return;
      }
      requested.add(page);
      if (urgent) waiting.unshift(page);
      else waiting.push(page);
      pump();
    },
    get running() {
      return running;
    },
    get waiting() {
      return [...waiting];
    },
  };
}
