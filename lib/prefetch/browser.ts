import { currentBuildWatcher } from '@/lib/build-update/browser';
import { createLinkPrefetcher, type LinkPrefetcher } from './links';
import { createPayloadWatcher } from './payload';
import type { ConnectionInfo } from './policy';
import { afterLoadWhenIdle, createViewportWatcher } from './viewport';

let prefetcher: LinkPrefetcher | null = null;

/**
 * The page's one link prefetcher, bound to this browser window. The router's
 * `prefetch` only schedules the fetch and returns nothing; the payload watcher
 * tells when the route's payload has arrived.
 */
export function linkPrefetcher(router: { prefetch(href: string): void }): LinkPrefetcher {
  if (prefetcher) return prefetcher;
  const payloads = createPayloadWatcher((listener) => {
    if (typeof PerformanceObserver === 'undefined') return;
    new PerformanceObserver((list) => list.getEntries().forEach((entry) => listener(entry.name))).observe({
      type: 'resource',
    });
  });
  prefetcher = createLinkPrefetcher({
    prefetch: (page) => {
      const arrived = payloads.waitFor(page);
      router.prefetch(page);
      return arrived;
    },
    connection: () => (navigator as Navigator & { connection?: ConnectionInfo }).connection,
    currentUrl: () => new URL(window.location.href),
    paused: () => currentBuildWatcher()?.outdated === true,
    watchViewport: (onVisible) =>
      createViewportWatcher(
        onVisible,
        (start) => afterLoadWhenIdle(window, start),
        (callback) =>
          typeof IntersectionObserver === 'undefined'
            ? { observe: () => {}, unobserve: () => {} }
            : new IntersectionObserver(callback),
      ),
  });
  return prefetcher;
}
