import { currentBuildWatcher } from '@/lib/build-update/browser';
import { linkPrefetcher } from '@/lib/prefetch/browser';
import { afterLoadWhenIdle } from '@/lib/prefetch/viewport';
import { clientNavigation, opensInPlace } from './linkClick';

type Router = { push(href: string): void; prefetch(href: string): void };

export type DelegatedLinks = {
  /** Watches the links a newly rendered page brought, so they are prefetched once visible. */
  watchNewLinks(): void;
  /** Removes every listener and stops watching. */
  stop(): void;
};

function anchorOf(target: EventTarget | null): HTMLAnchorElement | null {
  const anchor = target instanceof Element ? target.closest('a[href]') : null;
  return anchor instanceof HTMLAnchorElement ? anchor : null;
}

/** What the link rules (./linkClick.ts) read of an anchor. */
const linkOf = (anchor: HTMLAnchorElement) => ({
  href: anchor.href,
  target: anchor.target,
  hasDownload: anchor.hasAttribute('download'),
});

/**
 * The site's links are plain `<a>` elements; this one set of listeners on the document does what a
 * next/link per link did. A plain left click on a link to a page of the site becomes a client
 * navigation (a full load instead once a newer build is out); hover, focus or touch prefetches the
 * page at once; links that scroll into view are prefetched after load, when the browser is idle.
 * `onNavigationStart` runs before the router starts on another page.
 */
export function delegateLinks(doc: Document, router: Router, onNavigationStart: () => void): DelegatedLinks {
  const win = doc.defaultView!;
  const prefetcher = linkPrefetcher(router);
  const watched = new Map<HTMLAnchorElement, () => void>();

  // Bubble phase: React's handlers (on the document too, registered first) may take the click.
  function onClick(event: MouseEvent) {
    const anchor = anchorOf(event.target);
    if (!anchor) return;
    const navigation = clientNavigation(linkOf(anchor), event, new URL(win.location.href));
    if (!navigation) return;
    event.preventDefault();
    if (navigation.changesPage) onNavigationStart();
    if (currentBuildWatcher()?.navigate(navigation.href)) return;
    router.push(navigation.href);
  }

  function onIntent(event: Event) {
    const anchor = anchorOf(event.target);
    if (anchor && opensInPlace(linkOf(anchor))) {
      prefetcher.intent(anchor.href);
    }
  }

  function watchLinks() {
    for (const [anchor, stopWatching] of watched) {
      if (!anchor.isConnected) {
        stopWatching();
        watched.delete(anchor);
      }
    }
    for (const anchor of doc.querySelectorAll<HTMLAnchorElement>('a[href]')) {
      if (watched.has(anchor) || !opensInPlace(linkOf(anchor))) continue;
      watched.set(anchor, prefetcher.watch(anchor, anchor.href));
    }
  }

  doc.addEventListener('click', onClick);
  doc.addEventListener('pointerover', onIntent);
  doc.addEventListener('focusin', onIntent);
  doc.addEventListener('touchstart', onIntent, { passive: true });
  // Finding the links waits for the load event and an idle moment: nothing is prefetched before then.
  let cancelWatch = afterLoadWhenIdle(win, watchLinks);

  return {
    watchNewLinks() {
      cancelWatch();
      cancelWatch = afterLoadWhenIdle(win, watchLinks);
    },
    stop() {
      cancelWatch();
      doc.removeEventListener('click', onClick);
      doc.removeEventListener('pointerover', onIntent);
      doc.removeEventListener('focusin', onIntent);
      doc.removeEventListener('touchstart', onIntent);
      watched.forEach((stopWatching) => stopWatching());
      watched.clear();
    },
  };
}
