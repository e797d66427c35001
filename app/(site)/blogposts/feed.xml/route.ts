import { authors } from '@/content/authors';
import { blogPosts } from '@/content/blog';
import { site } from '@/content/site';
import { config } from '@/lib/config';
import { blogFeed } from '@/lib/feed';
import { blogPostPath, filePaths, pagePaths } from '@/lib/routes';

export const dynamic = 'force-static';

export function GET() {
  const xml = blogFeed(blogPosts.all, (post) => authors.get(post.author, `feed ${post.slug}`), site, config.siteUrl, {
    blog: pagePaths.blog,
    feed: filePaths.blogFeed,
    post: blogPostPath,
  });
  return new Response(xml, { headers: { 'Content-Type': 'application/rss+xml; charset=utf-8' } });
}
