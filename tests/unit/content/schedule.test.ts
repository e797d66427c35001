import { afterEach, describe, expect, it, vi } from 'vitest';
import { contentNow, contentToday, dayInCluj, isScheduled } from '@/content/schedule';

afterEach(() => {
  vi.unstubAllEnvs();
  vi.resetModules();
});

/** The site's lists as a fresh build at `moment` makes them (outside `npm run dev` every collection is read once, on first use). */
async function publishedAt(moment: string) {
  vi.stubEnv('CONTENT_NOW', moment);
  vi.resetModules();
  const [{ blogPosts }, { pressItems }, { indexablePages }, { searchRecords }, { entryPages }] = await Promise.all([
    import('@/content/blog'),
    import('@/content/press'),
    import('@/lib/siteMap'),
    import('@/lib/search/records'),
    import('@/lib/collections'),
  ]);
  const { entryRoute } = await import('@/app/(site)/_routing/pageRoutes');
  return {
    posts: blogPosts.all.map((post) => post.slug),
    press: pressItems.all.map((item) => item.slug),
    sitemap: indexablePages().map((page) => page.path),
    search: searchRecords().map((record) => record.path),
    pages: entryRoute(entryPages.blogPosts)
      .staticParams()
      .map(({ slug }) => slug),
  };
}

describe('the content clock', () => {
  it('is CONTENT_NOW when set, else the real time, and refuses what is no ISO date-time', () => {
    expect(contentNow({ CONTENT_NOW: '2026-12-08T09:00:00+02:00' }).toISOString()).toBe('2026-12-08T07:00:00.000Z');
    expect(Math.abs(contentNow({}).getTime() - Date.now())).toBeLessThan(1000);
    expect(() => contentNow({ CONTENT_NOW: 'next March' })).toThrow(
      'CONTENT_NOW must be an ISO date-time such as 2026-12-08T09:00:00+02:00 (it is "next March")',
    );
  });

  it('counts days as Cluj does: half past midnight there is already the next day', () => {
    expect(dayInCluj(new Date('2026-12-07T22:30:00Z'))).toBe('2026-12-08');
    expect(dayInCluj(new Date('2026-07-07T20:59:00Z'))).toBe('2026-07-07');
    expect(contentToday({ CONTENT_NOW: '2026-12-07T23:30:00+00:00' })).toBe('2026-12-08');
  });

  it('schedules an entry dated after today, and leaves a date it cannot read to the schema', () => {
    expect(isScheduled('2026-12-08', '2026-12-07')).toBe(true);
    expect(isScheduled('2026-12-08', '2026-12-08')).toBe(false);
    expect(isScheduled('next March', '2026-12-08')).toBe(false);
    expect(isScheduled(undefined, '2026-12-08')).toBe(false);
  });
});

describe('a post or press item dated in the future', () => {
  // content/blog/entries/adding-ai-features-without-leaking-customer-data.mdoc is dated 2026-10-13 and
  // content/press/entries/cluj-tech-podcast-building-apps-that-last.mdoc 2026-09-02.
  const post = 'adding-ai-features-without-leaking-customer-data';
  const podcast = 'cluj-tech-podcast-building-apps-that-last';

  it('is published nowhere before its day: no list, page, sitemap or search entry', async () => {
    const before = await publishedAt('2026-09-01T23:30:00+03:00');
    expect(before.posts).not.toContain(post);
    expect(before.pages).not.toContain(post);
    expect(before.press).not.toContain(podcast);
    for (const paths of [before.sitemap, before.search]) {
      expect(paths).not.toContain(`/blogposts/${post}`);
      expect(paths).not.toContain(`/press-corner/${podcast}`);
      expect(paths).toContain('/blogposts/how-much-does-an-mvp-cost-in-2026');
    }
  });

  it('is published by the first build on its day, in Cluj', async () => {
    const onTheDay = await publishedAt('2026-10-12T21:30:00Z');
    expect(onTheDay.posts).toContain(post);
    expect(onTheDay.pages).toContain(post);
    expect(onTheDay.press).toContain(podcast);
    expect(onTheDay.sitemap).toContain(`/blogposts/${post}`);
    expect(onTheDay.search).toContain(`/blogposts/${post}`);
  });

  it('is shown by `npm run dev`, so an editor previews it', async () => {
    vi.stubEnv('NODE_ENV', 'development');
    expect((await publishedAt('2026-09-01T12:00:00+03:00')).posts).toContain(post);
  });
});
