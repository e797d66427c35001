/**
 * The posts to suggest after `post`: the ones sharing the most tags with it first; among equals the
 * order of `posts` is kept (the blog lists newest first). Never the post itself.
 */
export function relatedBlogPosts<P extends { slug: string; tags: readonly string[] }>(
  post: P,
  posts: readonly P[],
  count = 3,
): P[] {
  const shared = (other: P) => other.tags.filter((tag) => post.tags.includes(tag)).length;
  return posts
    .filter((other) => other.slug !== post.slug)
    .map((other, index) => ({ other, index, score: shared(other) }))
    .sort((a, b) => b.score - a.score || a.index - b.index)
    .slice(0, count)
    .map(({ other }) => other);
}
