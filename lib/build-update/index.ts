/** Where the id of the build being served can be fetched (a static file written at build time). */
export const BUILD_ID_PATH = '/build-id.json';
/** The first check waits this long after the page has loaded. */
const FIRST_CHECK_DELAY_MS = 1_000;
/** Then the site checks again this often while the tab is open, and whenever it becomes visible. */
const CHECK_INTERVAL_MS = 5 * 60_000;
/** A reload the site started itself is not repeated within this window. */
const RELOAD_GUARD_MS = 10_000;
/** The sessionStorage key holding the time (ms) of the last reload the site started. */
export const RELOAD_FLAG_KEY = 'build-update-reloaded-at';

/** The build-id file's address with a timestamp query, so no cache can answer with an old copy. */
export function buildIdUrl(now: number): string {
  return `${BUILD_ID_PATH}?t=${now}`;
}

/** The id in the build-id file's JSON body, or null when the body is not what the site writes. */
export function parseBuildId(body: unknown): string | null {
  if (typeof body !== 'object' || body === null || !('buildId' in body)) return null;
  const { buildId } = body;
  return typeof buildId === 'string' && buildId !== '' ? buildId : null;
}

const CHUNK_ERROR_MESSAGES = [
  /failed to load chunk/i, // Turbopack
  /loading (css )?chunk .+ failed/i, // webpack
  /failed to fetch dynamically imported module/i, // Chromium
  /error loading dynamically imported module/i, // Firefox
  /importing a module script failed/i, // Safari
];

/** Whether an error (or a rejection reason) says a script of the site could not be loaded. */
export function isChunkLoadError(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const { name, message } = error as { name?: unknown; message?: unknown };
  if (name === 'ChunkLoadError') return true;
  return typeof message === 'string' && CHUNK_ERROR_MESSAGES.some((pattern) => pattern.test(message));
}

type FlagStorage = Pick<Storage, 'getItem' | 'setItem'>;

/**
 * Claims the right to a reload the site starts itself: refused when the last
 * one was less than `RELOAD_GUARD_MS` ago in this tab, so a page that keeps
 * failing cannot reload in a loop. When storage is unavailable the guard cannot
 * work, and the answer is `whenUnguarded`.
 */
export function claimReload(storage: FlagStorage | null, now: number, whenUnguarded: boolean): boolean {
  try {
    if (!storage) return whenUnguarded;
    const last = Number(storage.getItem(RELOAD_FLAG_KEY));
    if (Number.isFinite(last) && last > 0 && now - last >= 0 && now - last < RELOAD_GUARD_MS) return false;
    storage.setItem(RELOAD_FLAG_KEY, String(now));
    return true;
  } catch {
    return whenUnguarded;
  }
}

export type BuildWatcherOptions = {
  /** The id of the build this page came from. */
  currentId: string;
  /** The id of the build being served now; null when it cannot be told (offline, an error). */
  fetchLatestId: () => Promise<string | null>;
  /** sessionStorage; null where it is unavailable. */
  storage: FlagStorage | null;
  location: { assign(url: string): void; reload(): void };
  now?: () => number;
};

export type BuildWatcher = {
  /** Asks which build is served; resolves to true once a newer one is known. */
  check(): Promise<boolean>;
  /** Whether a newer build than this page's is being served. */
  readonly outdated: boolean;
  /**
   * Called before a client-side navigation to `href`: with a newer build out,
   * loads the page in full instead and returns true (the caller then cancels
   * its own navigation). Within the reload guard it returns false.
   */
  navigate(href: string): boolean;
  /** Reloads the page when `error` is a failed script load, once per guard window; returns whether it did. */
  recover(error: unknown): boolean;
};

export function createBuildWatcher({
  currentId,
  fetchLatestId,
  storage,
  location,
  now = Date.now,
}: BuildWatcherOptions): BuildWatcher {
  let outdated = false;
  return {
    async check() {
      if (outdated) return true;
      const latest = await fetchLatestId().catch(() => null);
      outdated = latest !== null && latest !== currentId;
      return outdated;
    },
    get outdated() {
      return outdated;
    },
    navigate(href) {
      // A click cannot loop by itself, so without storage the full load still happens.
      if (!outdated || !claimReload(storage, now(), true)) return false;
      location.assign(href);
      return true;
    },
    recover(error) {
      if (!isChunkLoadError(error) || !claimReload(storage, now(), false)) return false;
      location.reload();
      return true;
    },
  };
}

type WatchedWindow = Pick<Window, 'addEventListener' | 'removeEventListener'> & {
  document: Pick<Document, 'visibilityState' | 'readyState' | 'addEventListener' | 'removeEventListener'>;
};

/**
 * Checks for a newer build `FIRST_CHECK_DELAY_MS` after load, then every
 * `CHECK_INTERVAL_MS` and whenever the tab becomes visible again, until one is
 * found; reloads on a failed script load. Returns a function that stops it all.
 */
export function watchForNewBuilds(watcher: BuildWatcher, win: WatchedWindow): () => void {
  let first: ReturnType<typeof setTimeout> | undefined;
  let interval: ReturnType<typeof setInterval> | undefined;

  function check() {
    void watcher.check().then((outdated) => {
      if (outdated) clearInterval(interval);
    });
  }
  function startChecking() {
    first = setTimeout(check, FIRST_CHECK_DELAY_MS);
    interval = setInterval(check, CHECK_INTERVAL_MS);
  }
  function onVisibilityChange() {
    if (win.document.visibilityState === 'visible' && !watcher.outdated) check();
  }
  const onError = (event: ErrorEvent) => watcher.recover(event.error);
  const onRejection = (event: PromiseRejectionEvent) => watcher.recover(event.reason);

  if (win.document.readyState === 'complete') startChecking();
  else win.addEventListener('load', startChecking, { once: true });
  win.document.addEventListener('visibilitychange', onVisibilityChange);
  win.addEventListener('error', onError);
  win.addEventListener('unhandledrejection', onRejection);
  return () => {
    clearTimeout(first);
    clearInterval(interval);
    win.removeEventListener('load', startChecking);
    win.document.removeEventListener('visibilitychange', onVisibilityChange);
    win.removeEventListener('error', onError);
    win.removeEventListener('unhandledrejection', onRejection);
  };
}
