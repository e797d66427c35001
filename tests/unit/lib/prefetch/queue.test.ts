import { afterEach, describe, expect, it, vi } from 'vitest';
import { createPrefetchQueue } from '@/lib/prefetch/queue';

/** A prefetcher whose fetches finish (or fail) when the test says so. */
function fakePrefetcher() {
  const open = new Map<string, { resolve: () => void; reject: (error: Error) => void }>();
  const started: string[] = [];
  const prefetch = vi.fn(
    (page: string) =>
      new Promise<void>((resolve, reject) => {
        started.push(page);
        open.set(page, { resolve, reject });
      }),
  );
  return { prefetch, started, open };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

afterEach(() => vi.restoreAllMocks());

describe('createPrefetchQueue', () => {
  it('runs at most four prefetches at once; a fifth waits until one finishes', async () => {
    const fake = fakePrefetcher();
    const queue = createPrefetchQueue(fake.prefetch);
    for (const page of ['/a', '/b', '/c', '/d', '/e']) queue.add(page);
    await settle();
    expect(fake.started).toEqual(['/a', '/b', '/c', '/d']);
    expect(queue.running).toBe(4);
    expect(queue.waiting).toEqual(['/e']);

    fake.open.get('/b')!.resolve();
    await settle();
    expect(fake.started).toEqual(['/a', '/b', '/c', '/d', '/e']);
    expect(queue.running).toBe(4);
    expect(queue.waiting).toEqual([]);
  });

  it('frees the slot of a failed prefetch and only warns', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const fake = fakePrefetcher();
    const queue = createPrefetchQueue(fake.prefetch);
    for (const page of ['/a', '/b', '/c', '/d', '/e']) queue.add(page);
    await settle();

    fake.open.get('/a')!.reject(new Error('offline'));
    await settle();
    expect(fake.started).toContain('/e');
    expect(queue.running).toBe(4);
    expect(warn).toHaveBeenCalledWith('Could not preload /a; it loads when visited.', expect.any(Error));
  });

  it('treats a prefetcher that throws like a failed one', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const queue = createPrefetchQueue(() => {
      throw new Error('router not ready');
    });
    expect(() => queue.add('/a')).not.toThrow();
    await settle();
    expect(queue.running).toBe(0);
  });

  it('fetches each page once, and again only after a failure', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const fake = fakePrefetcher();
    const queue = createPrefetchQueue(fake.prefetch);
    queue.add('/a');
    queue.add('/a');
    await settle();
    expect(fake.prefetch).toHaveBeenCalledTimes(1);
    fake.open.get('/a')!.resolve();
    await settle();
    queue.add('/a');
    expect(fake.prefetch).toHaveBeenCalledTimes(1);

    queue.add('/b');
    await settle();
    fake.open.get('/b')!.reject(new Error('500'));
    await settle();
    queue.add('/b');
    await settle();
    expect(fake.prefetch.mock.calls.filter(([page]) => page === '/b')).toHaveLength(2);
  });

  it('moves a hovered page ahead of the visible ones waiting', async () => {
    const fake = fakePrefetcher();
    const queue = createPrefetchQueue(fake.prefetch);
    for (const page of ['/a', '/b', '/c', '/d', '/e', '/f', '/g']) queue.add(page);
    queue.add('/g', { urgent: true });
    queue.add('/h', { urgent: true });
    expect(queue.waiting).toEqual(['/h', '/g', '/e', '/f']);
    await settle();
    fake.open.get('/a')!.resolve();
    await settle();
    expect(fake.started.at(-1)).toBe('/h');
  });
});
