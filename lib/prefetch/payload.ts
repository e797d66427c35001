/**
 * Longest a route prefetch holds its place in the queue when no payload
 * response is seen: the router may already hold the route, or the network is
 * very slow. The router's own scheduler still limits its requests.
 */
const PAYLOAD_WAIT_MS = 5_000;

/** The query parameter the router adds to every payload (RSC) request. */
const PAYLOAD_PARAM = '_rsc';

/** The page (path and query) a payload request was for, or null for any other resource. */
export function payloadPage(resourceUrl: string): string | null {
  let url: URL;
  try {
    url = new URL(resourceUrl);
  } catch {
    return null;
  }
  if (!url.searchParams.has(PAYLOAD_PARAM)) return null;
  url.searchParams.delete(PAYLOAD_PARAM);
  return url.pathname + url.search;
}

export type PayloadWatcher = {
  /** Settles when the next payload response for `page` has arrived, or after `PAYLOAD_WAIT_MS`. */
  waitFor(page: string): Promise<void>;
};

/**
 * `router.prefetch` returns nothing, so the end of a route prefetch is read
 * from the finished requests the browser reports (Resource Timing): the first
 * payload response for the page ends it. That is the route's tree; the router
 * then asks for the page's segments, and its own scheduler keeps those
 * requests to four at once as well. `subscribe` delivers the URL of each
 * finished resource.
 */
export function createPayloadWatcher(subscribe: (listener: (url: string) => void) => void): PayloadWatcher {
  const pending = new Map<string, (() => void)[]>();
  let subscribed = false;

  function settle(page: string) {
    const waiters = pending.get(page);
    pending.delete(page);
    waiters?.forEach((done) => done());
  }

  return {
    waitFor(page) {
      if (!subscribed) {
        subscribed = true;
        subscribe((url) => {
          const finished = payloadPage(url);
          if (finished !== null) settle(finished);
        });
      }
      return new Promise<void>((resolve) => {
        const timer = setTimeout(done, PAYLOAD_WAIT_MS);
        function done() {
          clearTimeout(timer);
          const waiters = pending.get(page)?.filter((waiter) => waiter !== done);
          if (waiters?.length) pending.set(page, waiters);
          else pending.delete(page);
          resolve();
        }
        pending.set(page, [...(pending.get(page) ?? []), done]);
      });
    },
  };
}
