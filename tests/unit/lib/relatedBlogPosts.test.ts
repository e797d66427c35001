import { describe, expect, it } from 'vitest';
import { relatedBlogPosts } from '@/lib/relatedBlogPosts';

const post = (slug: string, ...tags: string[]) => ({ slug, tags });
// Newest first, as the blog lists them.
const newest = post('newest', 'Design');
const current = post('current', 'Mobile', 'Quality');
const posts = [
  newest,
  current,
  post('one-shared', 'Quality'),
  post('two-shared', 'Mobile', 'Quality'),
  post('oldest-one-shared', 'Mobile'),
  post('unrelated', 'Pricing'),
];
const slugs = (list: { slug: string }[]) => list.map((p) => p.slug);

describe('relatedBlogPosts', () => {
  it('suggests the posts sharing the most tags first and never the post itself', () => {
    expect(slugs(relatedBlogPosts(current, posts))).toEqual(['two-shared', 'one-shared', 'oldest-one-shared']);
  });

  it('keeps the newest first among posts that share as many tags', () => {
    expect(slugs(relatedBlogPosts(post('x', 'Design', 'Pricing'), posts, 2))).toEqual(['newest', 'unrelated']);
  });

  it('fills up with the newest other posts when too few share a tag', () => {
    expect(slugs(relatedBlogPosts(post('y', 'Pricing'), posts))).toEqual(['unrelated', 'newest', 'current']);
  });

  it('returns fewer when the blog has fewer other posts', () => {
    expect(relatedBlogPosts(current, [current, newest])).toEqual([newest]);
  });
});
