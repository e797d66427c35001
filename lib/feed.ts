import type { Author, BlogPost, Site } from '@/content/schemas';
import { absoluteUrl } from '@/lib/urls';

const escapeXml = (text: string) =>
  text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');

const rfc822 = (isoDate: string) => new Date(`${isoDate}T09:00:00Z`).toUTCString();

/** RSS 2.0 feed of the blog, newest first. */
export function blogFeed(
  posts: readonly BlogPost[],
  authorOf: (post: BlogPost) => Author,
  site: Site,
  siteUrl: string,
  paths: { blog: string; feed: string; post: (slug: string) => string },
): string {
  const items = posts.map((post) => {
    const url = absoluteUrl(siteUrl, paths.post(post.slug));
    return [
      '<item>',
      `<title>${escapeXml(post.title)}</title>`,
      `<link>${url}</link>`,
      `<guid isPermaLink="true">${url}</guid>`,
      `<pubDate>${rfc822(post.publishedAt)}</pubDate>`,
      `<dc:creator>${escapeXml(authorOf(post).name)}</dc:creator>`,
      ...post.tags.map((tag) => `<category>${escapeXml(tag)}</category>`),
      `<description>${escapeXml(post.excerpt)}</description>`,
      '</item>',
    ].join('');
  });
  const newest = posts[0]?.updatedAt ?? posts[0]?.publishedAt;
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom" xmlns:dc="http://purl.org/dc/elements/1.1/">',
    '<channel>',
    `<title>${escapeXml(`${site.name} blog`)}</title>`,
    `<link>${absoluteUrl(siteUrl, paths.blog)}</link>`,
    `<atom:link href="${absoluteUrl(siteUrl, paths.feed)}" rel="self" type="application/rss+xml"/>`,
    `<description>${escapeXml(`Articles on building web and mobile apps from the ${site.name} team in ${site.city}.`)}</description>`,
    '<language>en</language>',
    ...(newest ? [`<lastBuildDate>${rfc822(newest)}</lastBuildDate>`] : []),
    ...items,
    '</channel>',
    '</rss>',
  ].join('\n');
}
