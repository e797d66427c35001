/** Drift's cache bucket: its loader URL changes every 5 minutes so a new widget version is picked up. */
export const CHAT_BUCKET_MS = 300_000;

export function chatBucket(now: number): number {
  return Math.ceil(now / CHAT_BUCKET_MS) * CHAT_BUCKET_MS;
}

export function chatScriptUrl(accountId: string, now: number): string {
  return `https://js.driftt.com/include/${chatBucket(now)}/${encodeURIComponent(accountId)}.js`;
}

const DRIFT_METHODS = ['identify', 'config', 'track', 'reset', 'debug', 'show', 'ping', 'page', 'hide', 'off', 'on'];

type DriftQueue = unknown[] & { invoked?: boolean; SNIPPET_VERSION?: string } & Record<string, unknown>;

declare global {
  interface Window {
    drift?: DriftQueue;
    driftt?: DriftQueue;
  }
}

let requested = false;

/**
 * Adds Drift's loader once. Calls made before it arrives are queued the way
 * Drift's own snippet queues them. An empty account id disables the widget.
 */
export function loadChat(accountId: string, now: number = Date.now()): boolean {
  if (!accountId || requested || typeof document === 'undefined') return false;
  requested = true;
  const queue =
    window.drift ?? (Object.assign([], { invoked: true, SNIPPET_VERSION: '0.3.1' }) as unknown as DriftQueue);
  for (const method of DRIFT_METHODS) {
    queue[method] = (...args: unknown[]) => queue.push([method, ...args]);
  }
  window.drift = window.driftt = queue;
  const script = document.createElement('script');
  script.async = true;
  script.crossOrigin = 'anonymous';
  script.src = chatScriptUrl(accountId, now);
  document.head.appendChild(script);
  return true;
}

/**
 * Runs `callback` once, when the browser is idle or the visitor first
 * interacts, whichever comes first, so the widget never competes with the
 * page's first paint. Returns a cleanup function.
 */
export function whenIdleOrInteraction(callback: () => void, idleTimeoutMs = 4000): () => void {
  const events = ['pointerdown', 'keydown', 'scroll', 'touchstart'] as const;
  let done = false;
  const run = () => {
    if (done) return;
    done = true;
    cleanup();
    callback();
  };
  // Cancel functions are called on `window`: browsers throw "Illegal invocation" for a detached one.
  let cancelIdle: () => void;
  if (typeof window.requestIdleCallback === 'function') {
    const id = window.requestIdleCallback(run, { timeout: idleTimeoutMs });
    cancelIdle = () => window.cancelIdleCallback(id);
  } else {
    const id = window.setTimeout(run, idleTimeoutMs);
    cancelIdle = () => window.clearTimeout(id);
  }
  for (const event of events) window.addEventListener(event, run, { once: true, passive: true });
  function cleanup() {
    cancelIdle();
    for (const event of events) window.removeEventListener(event, run);
  }
  return () => {
    done = true;
    cleanup();
  };
}
