import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { afterLoadWhenIdle, createViewportWatcher } from '@/lib/prefetch/viewport';

/** A stand-in for the one IntersectionObserver: the test says which elements came into view. */
function fakeObserver() {
  const observed = new Set<Element>();
  let report: IntersectionObserverCallback = () => {};
  const create = vi.fn((callback: IntersectionObserverCallback) => {
    report = callback;
    return {
      observe: (element: Element) => observed.add(element),
      unobserve: (element: Element) => observed.delete(element),
    };
  });
  const show = (...elements: Element[]) =>
    report(
      elements.map((target) => ({ target, isIntersecting: true }) as IntersectionObserverEntry),
      {} as IntersectionObserver,
    );
  return { create, observed, show };
}

describe('createViewportWatcher', () => {
  it('creates one observer for every link, only once the page is ready', () => {
    const fake = fakeObserver();
    let ready: () => void = () => {};
    const visible = vi.fn();
    const watcher = createViewportWatcher(visible, (start) => (ready = start), fake.create);
    const [a, b, c] = [document.createElement('a'), document.createElement('a'), document.createElement('a')];
    watcher.observe(a, '/a');
    watcher.observe(b, '/b');
    expect(fake.create).not.toHaveBeenCalled();

    ready();
    watcher.observe(c, '/c');
    expect(fake.create).toHaveBeenCalledTimes(1);
    expect([...fake.observed]).toEqual([a, b, c]);

    fake.show(b);
    expect(visible).toHaveBeenCalledWith('/b');
    expect(fake.observed.has(b)).toBe(false);
  });

  it('forgets a link that unmounts before it is seen', () => {
    const fake = fakeObserver();
    const visible = vi.fn();
    const watcher = createViewportWatcher(visible, (start) => start(), fake.create);
    const link = document.createElement('a');
    const stop = watcher.observe(link, '/gone');
    stop();
    fake.show(link);
    expect(visible).not.toHaveBeenCalled();
    expect(fake.observed.size).toBe(0);
  });
});

describe('afterLoadWhenIdle', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  function fakeWindow(readyState: DocumentReadyState, idle: boolean) {
    const target = new EventTarget();
    const requestIdleCallback = vi.fn((callback: IdleRequestCallback) => setTimeout(callback, 50));
    return {
      document: { readyState },
      addEventListener: target.addEventListener.bind(target),
      removeEventListener: target.removeEventListener.bind(target),
      dispatchEvent: target.dispatchEvent.bind(target),
      setTimeout: setTimeout as unknown as Window['setTimeout'],
      clearTimeout: clearTimeout as unknown as Window['clearTimeout'],
      ...(idle && {
        requestIdleCallback: requestIdleCallback as unknown as Window['requestIdleCallback'],
        cancelIdleCallback: clearTimeout as unknown as Window['cancelIdleCallback'],
      }),
      requestIdleCallbackSpy: requestIdleCallback,
    };
  }

  it('waits for the load event, then for an idle period', () => {
    const win = fakeWindow('interactive', true);
    const callback = vi.fn();
    afterLoadWhenIdle(win, callback);
    vi.advanceTimersByTime(5_000);
    expect(callback).not.toHaveBeenCalled();

    win.dispatchEvent(new Event('load'));
    expect(win.requestIdleCallbackSpy).toHaveBeenCalledWith(expect.any(Function), { timeout: 2_000 });
    vi.advanceTimersByTime(50);
    expect(callback).toHaveBeenCalledTimes(1);
  });

  it('falls back to a short pause where requestIdleCallback is missing', () => {
    const win = fakeWindow('complete', false);
    const callback = vi.fn();
    afterLoadWhenIdle(win, callback);
    vi.advanceTimersByTime(300 - 1);
    expect(callback).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(callback).toHaveBeenCalledTimes(1);
  });

  it('can be cancelled before it runs', () => {
    const win = fakeWindow('loading', true);
    const callback = vi.fn();
    const cancel = afterLoadWhenIdle(win, callback);
    cancel();
    win.dispatchEvent(new Event('load'));
    vi.runAllTimers();
    expect(callback).not.toHaveBeenCalled();
  });
});
