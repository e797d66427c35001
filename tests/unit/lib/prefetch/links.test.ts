import { describe, expect, it, vi } from 'vitest';
import { createLinkPrefetcher } from '@/lib/prefetch/links';
import type { ConnectionInfo } from '@/lib/prefetch/policy';

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

function setUp(connection: ConnectionInfo | undefined = { effectiveType: '4g' }, paused = false) {
  const prefetch = vi.fn(() => new Promise<void>(() => {}));
  let showVisible: (href: string) => void = () => {};
  const observe = vi.fn(() => () => {});
  const prefetcher = createLinkPrefetcher({
    prefetch,
    connection: () => connection,
    currentUrl: () => new URL('https://wolfpack.example/blogposts'),
    paused: () => paused,
    watchViewport: (onVisible) => {
      showVisible = onVisible;
      return { observe };
    },
  });
  return { prefetch, prefetcher, observe, showVisible: (href: string) => showVisible(href) };
}

describe('createLinkPrefetcher', () => {
  it('prefetches a same-site page when its link is visible or hovered', async () => {
    const { prefetch, prefetcher, observe, showVisible } = setUp();
    const link = document.createElement('a');
    prefetcher.watch(link, '/projects');
    expect(observe).toHaveBeenCalledWith(link, '/projects');
    showVisible('/projects');
    prefetcher.intent('/contact');
    await settle();
    expect(prefetch.mock.calls).toEqual([['/projects'], ['/contact']]);
  });

  it.each([
    ['a data saver', { saveData: true, effectiveType: '4g' }],
    ['2g', { effectiveType: '2g' }],
    ['slow-2g', { effectiveType: 'slow-2g' }],
  ])('prefetches nothing, not even on hover, with %s', async (_, connection) => {
    const { prefetch, prefetcher, observe } = setUp(connection);
    prefetcher.watch(document.createElement('a'), '/projects');
    prefetcher.intent('/contact');
    await settle();
    expect(observe).not.toHaveBeenCalled();
    expect(prefetch).not.toHaveBeenCalled();
  });

  it('prefetches nothing once a newer build is out (the next click loads in full anyway)', async () => {
    const { prefetch, prefetcher } = setUp({ effectiveType: '4g' }, true);
    prefetcher.intent('/contact');
    await settle();
    expect(prefetch).not.toHaveBeenCalled();
  });

  it('ignores the page on screen and other sites', async () => {
    const { prefetch, prefetcher, observe } = setUp();
    prefetcher.watch(document.createElement('a'), '/blogposts');
    prefetcher.intent('https://elsewhere.example/');
    await settle();
    expect(observe).not.toHaveBeenCalled();
    expect(prefetch).not.toHaveBeenCalled();
  });
});
