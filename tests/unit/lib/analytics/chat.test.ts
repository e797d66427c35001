import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

beforeEach(() => vi.resetModules());
afterEach(() => {
  document.head.querySelectorAll('script').forEach((script) => script.remove());
  delete window.drift;
  delete window.driftt;
});

describe('chat loader URL', () => {
  it('uses a cache bucket that changes every 5 minutes', async () => {
    const { chatBucket } = await import('@/lib/analytics/chat');
    expect(chatBucket(1_800_000_000_000)).toBe(1_800_000_000_000);
    expect(chatBucket(1_800_000_000_001)).toBe(1_800_000_300_000);
    expect(chatBucket(1_800_000_299_999)).toBe(1_800_000_300_000);
    expect(chatBucket(1_800_000_300_000)).toBe(1_800_000_300_000);
    expect(chatBucket(1_800_000_300_001)).toBe(1_800_000_600_000);
  });

  it('points at the account script inside the bucket', async () => {
    const { chatScriptUrl } = await import('@/lib/analytics/chat');
    expect(chatScriptUrl('test-account', 1_800_000_000_001)).toBe(
      'https://js.driftt.com/include/1800000300000/test-account.js',
    );
  });
});

describe('loadChat', () => {
  it('adds the loader once and queues calls made before it arrives', async () => {
    const { loadChat } = await import('@/lib/analytics/chat');
    expect(loadChat('test-account', 1_800_000_000_001)).toBe(true);
    expect(loadChat('test-account', 1_800_000_000_001)).toBe(false);
    const scripts = document.head.querySelectorAll('script[src*="driftt.com"]');
    expect(scripts).toHaveLength(1);
    expect(scripts[0]).toHaveAttribute('src', 'https://js.driftt.com/include/1800000300000/test-account.js');
    (window.drift as unknown as { show: () => void }).show();
    expect(window.drift).toContainEqual(['show']);
  });

  it('is disabled by an empty account id', async () => {
    const { loadChat } = await import('@/lib/analytics/chat');
    expect(loadChat('')).toBe(false);
    expect(document.head.querySelector('script')).toBeNull();
  });
});

describe('whenIdleOrInteraction', () => {
  it('runs once, on the first interaction when that comes before idle time', async () => {
    vi.useFakeTimers();
    const { whenIdleOrInteraction } = await import('@/lib/analytics/chat');
    const callback = vi.fn();
    whenIdleOrInteraction(callback);
    expect(callback).not.toHaveBeenCalled();
    window.dispatchEvent(new Event('pointerdown'));
    window.dispatchEvent(new Event('keydown'));
    vi.runAllTimers();
    expect(callback).toHaveBeenCalledTimes(1);
    vi.useRealTimers();
  });

  it('runs once the browser is idle when the visitor does nothing', async () => {
    vi.useFakeTimers();
    const { whenIdleOrInteraction } = await import('@/lib/analytics/chat');
    const callback = vi.fn();
    whenIdleOrInteraction(callback);
    vi.runAllTimers();
    expect(callback).toHaveBeenCalledTimes(1);
    vi.useRealTimers();
  });

  it('uses requestIdleCallback where the browser has it, called on window as browsers require', async () => {
    vi.useFakeTimers();
    const strict = <A extends unknown[], R>(fn: (...args: A) => R) =>
      function (this: unknown, ...args: A) {
        if (this !== window && this !== undefined) throw new TypeError('Illegal invocation');
        return fn(...args);
      };
    window.requestIdleCallback = strict((callback: IdleRequestCallback) => window.setTimeout(callback, 50));
    window.cancelIdleCallback = strict((id: number) => window.clearTimeout(id));
    const { whenIdleOrInteraction } = await import('@/lib/analytics/chat');
    const callback = vi.fn();
    whenIdleOrInteraction(callback);
    window.dispatchEvent(new Event('keydown'));
    expect(callback).toHaveBeenCalledTimes(1);
    vi.runAllTimers();
    expect(callback).toHaveBeenCalledTimes(1);
    delete (window as Partial<Window>).requestIdleCallback;
    delete (window as Partial<Window>).cancelIdleCallback;
    vi.useRealTimers();
  });
});
