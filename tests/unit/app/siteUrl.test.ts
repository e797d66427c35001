import { describe, expect, it } from 'vitest';
import robots from '@/app/robots';
import sitemap from '@/app/sitemap';
import { GET as feed } from '@/app/(site)/blogposts/feed.xml/route';
import { authors } from '@/content/authors';
import { blogPosts } from '@/content/blog';
import { SITE_ORIGIN } from '@/content/brand';
import { recognition } from '@/content/recognition';
import { site } from '@/content/site';
import { config, readConfig } from '@/lib/config';
import { blogPostPath, pagePaths } from '@/lib/routes';
import { blogPosting, breadcrumbList, organization } from '@/lib/structuredData';

// The unit tests run without NEXT_PUBLIC_SITE_URL, as `npm run build` on a fresh clone does.
describe("the site's own address", () => {
  it('is the agency origin when NEXT_PUBLIC_SITE_URL is unset or empty, and the variable when it is set', () => {
    expect(SITE_ORIGIN).toBe('https://www.wolfpack-digital.com');
    expect(readConfig({}).siteUrl).toBe(SITE_ORIGIN);
    expect(readConfig({ NEXT_PUBLIC_SITE_URL: '' }).siteUrl).toBe(SITE_ORIGIN);
    expect(readConfig({ NEXT_PUBLIC_SITE_URL: 'https://staging.wolfpack-digital.com/' }).siteUrl).toBe(
      'https://staging.wolfpack-digital.com',
    );
    expect(config.siteUrl).toBe(SITE_ORIGIN);
  });

  it('is the origin of every sitemap.xml URL and of robots.txt, never localhost', () => {
    const urls = sitemap().map((entry) => entry.url);
    expect(urls.length).toBeGreaterThan(50);
    for (const url of urls) expect(url.startsWith(`${SITE_ORIGIN}/`), url).toBe(true);
    expect(robots().sitemap).toBe(`${SITE_ORIGIN}/sitemap.xml`);
  });

  it('is the origin of the feed and of the JSON-LD, never localhost', async () => {
    const xml = await feed().text();
    expect(xml).toContain(`<link>${SITE_ORIGIN}/blogposts</link>`);
    const post = blogPosts.all[0]!;
    const jsonLd = JSON.stringify([
      organization(site, config.siteUrl, recognition().awards),
      breadcrumbList([{ name: 'Blog', path: pagePaths.blog }], config.siteUrl),
      blogPosting(post, authors.get(post.author, 'test'), site, config.siteUrl, blogPostPath(post.slug), '/authors/x'),
    ]);
    expect(jsonLd).toContain(`"${SITE_ORIGIN}/blogposts/${post.slug}"`);
    for (const text of [xml, jsonLd]) expect(text).not.toMatch(/localhost|127\.0\.0\.1/);
  });
});
