import { describe, expect, it } from 'vitest';
import type { Author, BlogPost, Site } from '@/content/schemas';
import { blogFeed } from '@/lib/feed';

const post = (slug: string, title: string, publishedAt: string) =>
  ({ slug, title, excerpt: `About ${title} & more`, publishedAt, tags: ['Mobile'], author: 'ana' }) as BlogPost;

describe('blogFeed', () => {
  const xml = blogFeed(
    [post('kmp-vs-flutter', 'KMP <vs> Flutter', '2026-10-01'), post('mvp-cost', 'What an MVP costs', '2026-05-04')],
    () => ({ name: 'Ana Pop' }) as Author,
    { name: 'Wolfpack Digital', city: 'Cluj Napoca' } as Site,
    'https://www.example.com',
    { blog: '/blogposts', feed: '/blogposts/feed.xml', post: (slug) => `/blogposts/${slug}` },
  );

  it('is an RSS 2.0 channel pointing at itself', () => {
    expect(xml).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<rss version="2.0"/);
    expect(xml).toContain(
      '<atom:link href="https://www.example.com/blogposts/feed.xml" rel="self" type="application/rss+xml"/>',
    );
    expect(xml).toContain('<link>https://www.example.com/blogposts</link>');
  });

  it('lists every post with an absolute link, date, author and escaped text', () => {
    expect(xml.match(/<item>/g)).toHaveLength(2);
    expect(xml).toContain('<title>KMP &lt;vs&gt; Flutter</title>');
    expect(xml).toContain('<guid isPermaLink="true">https://www.example.com/blogposts/kmp-vs-flutter</guid>');
    expect(xml).toContain('<pubDate>Thu, 01 Oct 2026 09:00:00 GMT</pubDate>');
    expect(xml).toContain('<dc:creator>Ana Pop</dc:creator>');
    expect(xml).toContain('<description>About What an MVP costs &amp; more</description>');
  });
});
