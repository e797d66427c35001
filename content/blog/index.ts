import { defineCollection } from '@/content/parse';
import { blogPostSchema } from '@/content/schemas';
import { entries } from './entries';

const byNewest = [...entries].sort((a, b) => String(b.publishedAt).localeCompare(String(a.publishedAt)));

/** Blog posts, newest first. */
export const blogPosts = defineCollection('blog posts', blogPostSchema, byNewest);
