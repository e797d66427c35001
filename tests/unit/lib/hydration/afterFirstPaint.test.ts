import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { afterFirstPaintScript } from '@/lib/hydration/afterFirstPaint';

describe('the head script', () => {
  let frames: FrameRequestCallback[];
  let visibility: DocumentVisibilityState;
  let readyState: DocumentReadyState;

  beforeEach(() => {
    vi.useFakeTimers();
    frames = [];
    visibility = 'visible';
    readyState = 'complete';
    vi.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => frames.push(callback));
    vi.spyOn(document, 'visibilityState', 'get').mockImplementation(() => visibility);
    vi.spyOn(document, 'readyState', 'get').mockImplementation(() => readyState);
    document.head.innerHTML =
      '<script type="text/plain" data-after-first-paint="" data-src="/_next/static/chunks/a.js" data-integrity="sha256-a"></script>' +
      '<script type="text/plain" data-after-first-paint="" data-src="/_next/static/chunks/b.js"></script>';
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
    document.head.innerHTML = '';
  });

  const run = () => new Function(afterFirstPaintScript())();
  const started = () =>
    [...document.head.querySelectorAll('script:not([type])')].map((script) => ({
      src: script.getAttribute('src'),
      integrity: script.getAttribute('integrity'),
      async: script.hasAttribute('async'),
    }));
  const drawFrame = () => frames.splice(0).forEach((callback) => callback(performance.now()));

  it('starts the scripts in the task after the next frame, with their address and integrity', () => {
    run();
    vi.runAllTimers();
    expect(started()).toEqual([]);
    drawFrame();
    expect(started()).toEqual([]);
    vi.runAllTimers();
    expect(started()).toEqual([
      { src: '/_next/static/chunks/a.js', integrity: 'sha256-a', async: true },
      { src: '/_next/static/chunks/b.js', integrity: null, async: true },
    ]);
  });

  it('waits for the browser to report the first contentful paint, where it reports paints', () => {
    let report: ((entries: string[]) => void) | undefined;
    class FakePaintObserver {
      static supportedEntryTypes = ['paint'];
      constructor(private readonly callback: PerformanceObserverCallback) {}
      observe() {
        report = (names) =>
          this.callback(
            {
              getEntriesByName: (name: string) => names.filter((entry) => entry === name),
            } as unknown as PerformanceObserverEntryList,
            this as unknown as PerformanceObserver,
          );
      }
      disconnect() {
        report = undefined;
      }
    }
    vi.stubGlobal('PerformanceObserver', FakePaintObserver);
    vi.spyOn(performance, 'getEntriesByName').mockReturnValue([]);
    run();
    drawFrame();
    vi.runAllTimers();
    expect(started()).toEqual([]);
    report!(['first-paint']);
    expect(started()).toEqual([]);
    report!(['first-contentful-paint']);
    expect(started()).toHaveLength(2);
    expect(report).toBeUndefined();
  });

  it('waits for the document to be parsed', () => {
    readyState = 'loading';
    run();
    expect(frames).toHaveLength(0);
    document.dispatchEvent(new Event('DOMContentLoaded'));
    drawFrame();
    vi.runAllTimers();
    expect(started()).toHaveLength(2);
  });

  it('starts them at once on a hidden page, which draws no frame', () => {
    visibility = 'hidden';
    run();
    expect(started()).toHaveLength(2);
  });

  it('starts each script once', () => {
    visibility = 'hidden';
    run();
    run();
    expect(started()).toHaveLength(2);
  });
});
