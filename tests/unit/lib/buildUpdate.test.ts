import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  buildIdUrl,
  createBuildWatcher,
  isChunkLoadError,
  parseBuildId,
  RELOAD_FLAG_KEY,
  watchForNewBuilds,
} from '@/lib/build-update';
import { TEST_CONTENT_NOW } from '@/scripts/build-env.mjs';

function memoryStorage() {
  const items = new Map<string, string>();
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
  };
}

function setUp(latest: string | null, storage: ReturnType<typeof memoryStorage> | null = memoryStorage()) {
  const location = { assign: vi.fn(), reload: vi.fn() };
  const fetchLatestId = vi.fn(async () => latest);
  const watcher = createBuildWatcher({ currentId: 'build-1', fetchLatestId, storage, location, now: Date.now });
  return { watcher, location, fetchLatestId, storage };
}

const chunkError = Object.assign(new Error('Failed to load chunk /_next/static/chunks/0abc.js from module 123'), {
  name: 'ChunkLoadError',
});

beforeEach(() => vi.useFakeTimers({ now: new Date('2026-06-11T09:00:00Z') }));
afterEach(() => vi.useRealTimers());

describe('the build-id file', () => {
  it('is fetched with a timestamp query that no cache has seen', () => {
    expect(buildIdUrl(1781168400000)).toBe('/build-id.json?t=1781168400000');
  });

  it('says which build is served and the content clock it was built at; pages read the id alone', async () => {
    const { GET } = await import('@/app/build-id.json/route');
    const body = await GET().json();
    expect(body).toEqual({ buildId: expect.any(String), builtAt: new Date(TEST_CONTENT_NOW).toISOString() });
    expect(parseBuildId(body)).toBe(body.buildId);
    // deploy/release.sh reads the id as the start of the body.
    expect(JSON.stringify(body)).toMatch(/^\{"buildId":/);
  });

  it('is read only when it has the shape the site writes', () => {
    expect(parseBuildId({ buildId: 'mbx2-9f3a' })).toBe('mbx2-9f3a');
    expect(parseBuildId({ buildId: '' })).toBeNull();
    expect(parseBuildId({ id: 'mbx2' })).toBeNull();
    expect(parseBuildId('mbx2')).toBeNull();
    expect(parseBuildId(null)).toBeNull();
  });
});

describe('createBuildWatcher', () => {
  it('with a newer build out, the next navigation loads the page in full', async () => {
    const { watcher, location } = setUp('build-2');
    expect(watcher.navigate('/projects')).toBe(false);
    expect(await watcher.check()).toBe(true);
    expect(watcher.outdated).toBe(true);
    expect(watcher.navigate('/projects')).toBe(true);
    expect(location.assign).toHaveBeenCalledWith('/projects');
  });

  it('with the same build, navigations stay client-side', async () => {
    const { watcher, location } = setUp('build-1');
    expect(await watcher.check()).toBe(false);
    expect(watcher.navigate('/projects')).toBe(false);
    expect(location.assign).not.toHaveBeenCalled();
  });

  it('an unreadable answer or a failed request changes nothing', async () => {
    const offline = setUp(null);
    expect(await offline.watcher.check()).toBe(false);
    const failing = setUp('build-2');
    failing.fetchLatestId.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    expect(await failing.watcher.check()).toBe(false);
  });

  it('does not start a second full load within 10 seconds of the last one', async () => {
    const { watcher, location, storage } = setUp('build-2');
    await watcher.check();
    expect(watcher.navigate('/projects')).toBe(true);
    expect(storage!.getItem(RELOAD_FLAG_KEY)).toBe(String(Date.now()));

    vi.advanceTimersByTime(10_000 - 1);
    expect(watcher.navigate('/jobs')).toBe(false);
    vi.advanceTimersByTime(1);
    expect(watcher.navigate('/jobs')).toBe(true);
    expect(location.assign.mock.calls).toEqual([['/projects'], ['/jobs']]);
  });

  it('a chunk-load error reloads the page once; a second one within 10 seconds does not', () => {
    const { watcher, location } = setUp('build-1');
    expect(watcher.recover(chunkError)).toBe(true);
    expect(location.reload).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(10_000 / 2);
    expect(watcher.recover(chunkError)).toBe(false);
    expect(location.reload).toHaveBeenCalledTimes(1);
  });

  it('the guard holds across reloads, since the flag lives in the session', () => {
    const storage = memoryStorage();
    expect(setUp('build-1', storage).watcher.recover(chunkError)).toBe(true);
    const afterReload = setUp('build-1', storage);
    expect(afterReload.watcher.recover(chunkError)).toBe(false);
    expect(afterReload.location.reload).not.toHaveBeenCalled();
  });

  it('other errors never reload', () => {
    const { watcher, location } = setUp('build-1');
    expect(watcher.recover(new TypeError('x is undefined'))).toBe(false);
    expect(location.reload).not.toHaveBeenCalled();
  });

  it('without session storage a chunk error is left alone (no guard, no reload), a click still loads in full', async () => {
    const { watcher, location } = setUp('build-2', null);
    expect(watcher.recover(chunkError)).toBe(false);
    await watcher.check();
    expect(watcher.navigate('/projects')).toBe(true);
    expect(location.reload).not.toHaveBeenCalled();
  });
});

describe('isChunkLoadError', () => {
  it('recognises failed script loads from the bundlers and browsers', () => {
    expect(isChunkLoadError(chunkError)).toBe(true);
    expect(isChunkLoadError(new Error('Loading chunk 42 failed.\n(error: /_next/static/chunks/42.js)'))).toBe(true);
    expect(isChunkLoadError(new TypeError('Failed to fetch dynamically imported module: /x.js'))).toBe(true);
    expect(isChunkLoadError(new TypeError('error loading dynamically imported module: /x.js'))).toBe(true);
    expect(isChunkLoadError(new TypeError('Importing a module script failed.'))).toBe(true);
  });

  it('ignores everything else', () => {
    expect(isChunkLoadError(new Error('Network request failed'))).toBe(false);
    expect(isChunkLoadError('Failed to load chunk')).toBe(false);
    expect(isChunkLoadError(undefined)).toBe(false);
  });
});

describe('watchForNewBuilds', () => {
  function fakeWindow(readyState: DocumentReadyState = 'complete') {
    const win = new EventTarget();
    const doc = Object.assign(new EventTarget(), { readyState, visibilityState: 'visible' as DocumentVisibilityState });
    return Object.assign(win, { document: doc }) as unknown as Window & {
      document: { readyState: DocumentReadyState; visibilityState: DocumentVisibilityState } & EventTarget;
    };
  }

  it('first checks about a second after load, then every five minutes', async () => {
    const { watcher, fetchLatestId } = setUp('build-1');
    const win = fakeWindow('interactive');
    watchForNewBuilds(watcher, win);
    await vi.advanceTimersByTimeAsync(5_000);
    expect(fetchLatestId).not.toHaveBeenCalled();

    win.dispatchEvent(new Event('load'));
    await vi.advanceTimersByTimeAsync(1_000 - 1);
    expect(fetchLatestId).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(fetchLatestId).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(5 * 60_000);
    expect(fetchLatestId).toHaveBeenCalledTimes(2);
  });

  it('checks when the tab becomes visible again, and stops once a newer build is known', async () => {
    const { watcher, fetchLatestId } = setUp('build-2');
    const win = fakeWindow();
    watchForNewBuilds(watcher, win);
    win.document.visibilityState = 'hidden';
    win.document.dispatchEvent(new Event('visibilitychange'));
    expect(fetchLatestId).not.toHaveBeenCalled();
    win.document.visibilityState = 'visible';
    win.document.dispatchEvent(new Event('visibilitychange'));
    expect(fetchLatestId).toHaveBeenCalledTimes(1);

    await vi.advanceTimersByTimeAsync(1_000 + 3 * 5 * 60_000);
    expect(watcher.outdated).toBe(true);
    expect(fetchLatestId).toHaveBeenCalledTimes(1);
  });

  it('reloads on a chunk-load error or rejected dynamic import, and stops listening when stopped', () => {
    const { watcher, location } = setUp('build-1', null);
    const recover = vi.spyOn(watcher, 'recover');
    const win = fakeWindow();
    const stop = watchForNewBuilds(watcher, win);
    win.dispatchEvent(Object.assign(new Event('error'), { error: chunkError }));
    win.dispatchEvent(Object.assign(new Event('unhandledrejection'), { reason: chunkError }));
    expect(recover.mock.calls).toEqual([[chunkError], [chunkError]]);
    stop();
    win.dispatchEvent(Object.assign(new Event('error'), { error: chunkError }));
    expect(recover).toHaveBeenCalledTimes(2);
    expect(location.reload).not.toHaveBeenCalled();
  });
});
