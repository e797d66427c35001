import { loadCollection } from '@/content/files';
import { blogPostSchema } from '@/content/schemas';
import { bodyErrors } from '@/lib/markdoc';

/** Blog posts (content/blog/entries/<slug>.mdoc), newest first. */
export const blogPosts = loadCollection('blog posts', blogPostSchema, 'content/blog/entries', {
  checkBody: bodyErrors,
  order: (a, b) => b.publishedAt.localeCompare(a.publishedAt),
});
