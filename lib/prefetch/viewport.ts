/** Longest wait for an idle moment after load before visible links are prefetched anyway. */
const IDLE_TIMEOUT_MS = 2_000;
/** Where `requestIdleCallback` is missing (Safari), the pause after load that stands in for it. */
const IDLE_FALLBACK_MS = 300;

type IdleWindow = Pick<Window, 'addEventListener' | 'removeEventListener' | 'setTimeout' | 'clearTimeout'> & {
  document: Pick<Document, 'readyState'>;
  requestIdleCallback?: Window['requestIdleCallback'];
  cancelIdleCallback?: Window['cancelIdleCallback'];
};

/**
 * Runs `callback` once, after the load event and then in the browser's first
 * idle period, so prefetching never competes with the first paint and
 * hydration. Returns a function that cancels it.
 */
export function afterLoadWhenIdle(win: IdleWindow, callback: () => void): () => void {
  let cancelIdle: (() => void) | undefined;
  function whenIdle() {
    if (win.requestIdleCallback && win.cancelIdleCallback) {
      const handle = win.requestIdleCallback(() => callback(), { timeout: IDLE_TIMEOUT_MS });
      cancelIdle = () => win.cancelIdleCallback!(handle);
    } else {
      const handle = win.setTimeout(callback, IDLE_FALLBACK_MS);
      cancelIdle = () => win.clearTimeout(handle);
    }
  }
  if (win.document.readyState === 'complete') {
    whenIdle();
    return () => cancelIdle?.();
  }
  const onLoad = () => whenIdle();
  win.addEventListener('load', onLoad, { once: true });
  return () => {
    win.removeEventListener('load', onLoad);
    cancelIdle?.();
  };
}

type ObserverFactory = (callback: IntersectionObserverCallback) => Pick<IntersectionObserver, 'observe' | 'unobserve'>;

export type ViewportWatcher = {
  /** Reports `page` once when `element` scrolls into view; returns a function that stops watching. */
  observe(element: Element, page: string): () => void;
};

/**
 * One IntersectionObserver for every link on the page. It is created only when
 * `whenReady` says so (after load, when idle); links that mount before then
 * wait in a list. A link is reported the first time it is visible, then dropped.
 */
export function createViewportWatcher(
  onVisible: (page: string) => void,
  whenReady: (start: () => void) => void,
  createObserver: ObserverFactory,
): ViewportWatcher {
  const watched = new Map<Element, string>();
  let observer: ReturnType<ObserverFactory> | null = null;
  let scheduled = false;

  function start() {
    observer = createObserver((entries) => {
      for (const entry of entries) {
        const page = watched.get(entry.target);
        if (!entry.isIntersecting || page === undefined) continue;
        watched.delete(entry.target);
        observer!.unobserve(entry.target);
        onVisible(page);
      }
    });
    for (const element of watched.keys()) observer.observe(element);
  }

  return {
    observe(element, page) {
      watched.set(element, page);
      if (observer) observer.observe(element);
      else if (!scheduled) {
        scheduled = true;
        whenReady(start);
      }
      return () => {
        if (watched.delete(element)) observer?.unobserve(element);
      };
    },
  };
}
