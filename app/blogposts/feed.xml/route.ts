import { authors } from '@/content/authors';
import { blogPosts } from '@/content/blog';
import { site } from '@/content/site';
import { config } from '@/lib/config';
import { blogFeed } from '@/lib/feed';
import { BLOG_FEED_PATH, blogPostPath } from '@/lib/routes';

export const dynamic = 'force-static';

export function GET() {
  const xml = blogFeed(blogPosts.all, (post) => authors.get(post.author, `feed ${post.slug}`), site, config.siteUrl, {
    blog: '/blogposts',
    feed: BLOG_FEED_PATH,
    post: blogPostPath,
  });
  return new Response(xml, { headers: { 'Content-Type': 'application/rss+xml; charset=utf-8' } });
}
