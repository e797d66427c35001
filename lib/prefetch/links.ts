import { allowsPrefetch, prefetchTarget, type ConnectionInfo } from './policy';
import { createPrefetchQueue, type Prefetcher } from './queue';
import type { ViewportWatcher } from './viewport';

export type LinkPrefetcherOptions = {
  /** Fetches one route's payload; settles when it is over. */
  prefetch: Prefetcher;
  /** The connection as the browser reports it now (`navigator.connection`). */
  connection: () => ConnectionInfo | undefined;
  /** The address of the page on screen. */
  currentUrl: () => URL;
  /** True while prefetching is pointless, e.g. when the next navigation will load a newer build in full. */
  paused: () => boolean;
  /** Builds the shared viewport watcher that reports visible links. */
  watchViewport: (onVisible: (href: string) => void) => ViewportWatcher;
};

export type LinkPrefetcher = {
  /** Prefetches the link's page when it becomes visible; returns a function that stops watching it. */
  watch(element: Element, href: string): () => void;
  /** Prefetches the link's page now, ahead of visible ones (hover, focus, touch). */
  intent(href: string): void;
};

/**
 * The site's prefetching policy: same-site pages only, never on a data saver
 * or a 2g connection, at most four at once, visible links after load and
 * idle, hovered, focused or touched links at once.
 */
export function createLinkPrefetcher(options: LinkPrefetcherOptions): LinkPrefetcher {
  const queue = createPrefetchQueue(options.prefetch);
  const allowed = () => !options.paused() && allowsPrefetch(options.connection());
  function request(href: string, urgent: boolean) {
    if (!allowed()) return;
    const page = prefetchTarget(href, options.currentUrl());
    if (page !== null) queue.add(page, { urgent });
  }
  const viewport = options.watchViewport((href) => request(href, false));
  return {
    watch(element, href) {
      // On a slow or metered connection the links are not even watched.
      if (!allowed() || prefetchTarget(href, options.currentUrl()) === null) return () => {};
      return viewport.observe(element, href);
    },
    intent(href) {
      request(href, true);
    },
  };
}
