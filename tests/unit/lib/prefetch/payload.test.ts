import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createPayloadWatcher, payloadPage } from '@/lib/prefetch/payload';

describe('payloadPage', () => {
  it('names the page a payload request was for', () => {
    expect(payloadPage('https://wolfpack.example/projects?_rsc=1x2y3')).toBe('/projects');
    expect(payloadPage('https://wolfpack.example/jobs?team=mobile&_rsc=abc')).toBe('/jobs?team=mobile');
  });

  it('ignores every other resource', () => {
    expect(payloadPage('https://wolfpack.example/_next/static/chunks/main.js')).toBeNull();
    expect(payloadPage('https://wolfpack.example/projects')).toBeNull();
    expect(payloadPage('not a url')).toBeNull();
  });
});

describe('createPayloadWatcher', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('settles when the payload of that page has arrived', async () => {
    let report: (url: string) => void = () => {};
    const watcher = createPayloadWatcher((listener) => (report = listener));
    const done = vi.fn();
    void watcher.waitFor('/projects').then(done);

    report('https://wolfpack.example/_next/static/chunks/app.js');
    report('https://wolfpack.example/contact?_rsc=9');
    await vi.advanceTimersByTimeAsync(0);
    expect(done).not.toHaveBeenCalled();

    report('https://wolfpack.example/projects?_rsc=9');
    await vi.advanceTimersByTimeAsync(0);
    expect(done).toHaveBeenCalledTimes(1);
  });

  it('gives up waiting after a while, so a cached route cannot hold its slot', async () => {
    const watcher = createPayloadWatcher(() => {});
    const done = vi.fn();
    void watcher.waitFor('/projects').then(done);
    await vi.advanceTimersByTimeAsync(5_000 - 1);
    expect(done).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(done).toHaveBeenCalledTimes(1);
  });
});
