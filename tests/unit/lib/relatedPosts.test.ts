import { describe, expect, it } from 'vitest';
import { relatedPosts } from '@/lib/relatedPosts';

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

describe('relatedPosts', () => {
  it('suggests the posts sharing the most tags first and never the post itself', () => {
    expect(slugs(relatedPosts(current, posts))).toEqual(['two-shared', 'one-shared', 'oldest-one-shared']);
  });

  it('keeps the newest first among posts that share as many tags', () => {
    expect(slugs(relatedPosts(post('x', 'Design', 'Pricing'), posts, 2))).toEqual(['newest', 'unrelated']);
  });

  it('fills up with the newest other posts when too few share a tag', () => {
    expect(slugs(relatedPosts(post('y', 'Pricing'), posts))).toEqual(['unrelated', 'newest', 'current']);
  });

  it('returns fewer when the blog has fewer other posts', () => {
    expect(relatedPosts(current, [current, newest])).toEqual([newest]);
  });
});
