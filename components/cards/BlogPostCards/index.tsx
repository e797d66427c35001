import CardGrid from '@/components/cards/CardGrid';
import { authors } from '@/content/authors';
import type { BlogPost } from '@/content/schemas';
import { bodyReadingMinutes } from '@/lib/markdoc';
import { blogPostPath } from '@/lib/routes';
import { formatDate } from '@/lib/text';

/** Blog post cards: date, reading time, author, summary and featured image; `leadImage` as for `CardGrid`. */
export default function BlogPostCards({
  posts,
  leadImage = false,
}: {
  posts: readonly BlogPost[];
  leadImage?: boolean;
}) {
  return (
    <CardGrid
      leadImage={leadImage}
      cards={posts.map((post) => ({
        title: post.title,
        meta: `${formatDate(post.publishedAt)} · ${bodyReadingMinutes(post.body)} min · ${authors.get(post.author, `blog post ${post.slug}`).name}`,
        text: post.excerpt,
        href: blogPostPath(post.slug),
        image: post.image,
        linkLabel: 'read article',
      }))}
    />
  );
}
