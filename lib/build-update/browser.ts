import { buildIdUrl, createBuildWatcher, parseBuildId, watchForNewBuilds, type BuildWatcher } from './index';

let watcher: BuildWatcher | null = null;

function sessionStorageOrNull(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

async function fetchLatestId(): Promise<string | null> {
  const response = await fetch(buildIdUrl(Date.now()), { cache: 'no-store' });
  return response.ok ? parseBuildId(await response.json()) : null;
}

/** Starts watching for builds newer than `currentId` in this window; returns a function that stops. */
export function startBuildWatcher(currentId: string): () => void {
  const started = createBuildWatcher({
    currentId,
    fetchLatestId,
    storage: sessionStorageOrNull(),
    location: window.location,
  });
  watcher = started;
  const stop = watchForNewBuilds(started, window);
  return () => {
    stop();
    if (watcher === started) watcher = null;
  };
}

/** The running watcher, if the page started one. */
export function currentBuildWatcher(): BuildWatcher | null {
  return watcher;
}
