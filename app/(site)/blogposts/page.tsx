import { staticRoute } from '@/app/(site)/_routing/pageRoutes';
import CtaBanner from '@/components/ui/CtaBanner';
import PageHero from '@/components/layout/PageHero';
import HeroProof from '@/components/layout/HeroProof';
import BlogPostCards from '@/components/cards/BlogPostCards';
import Section from '@/components/layout/Section';
import { blogPosts } from '@/content/blog';
import { countProof } from '@/lib/hero/proof';
import { bodyReadingMinutes } from '@/lib/markdoc';
import { withBlogFeed } from '@/lib/metadata';
import { filePaths, pagePaths } from '@/lib/routes';

const route = staticRoute(pagePaths.blog);
export const metadata = withBlogFeed(route.metadata);

export default function Page() {
  const posts = blogPosts.all;
  return (
    <>
      <PageHero
        eyebrow="Blog"
        title="Wolves, tech and app development news"
        intro={
          <p>
            Field notes from the people who build our apps: what worked, what broke, and what we would do differently.
            Follow along with the <a href={filePaths.blogFeed}>RSS feed</a>.
          </p>
        }
        crumbs={route.crumbs}
        family="listing"
        aside={
          <HeroProof
            label="Written by the pack"
            layout="grid"
            items={[
              countProof(posts.length, 'article', 'articles'),
              countProof(
                new Set(posts.map((post) => post.author)).size,
                'author',
                'authors',
                'engineers, designers and leads',
              ),
              countProof(new Set(posts.flatMap((post) => post.tags)).size, 'topic', 'topics'),
              countProof(
                posts.reduce((minutes, post) => minutes + bodyReadingMinutes(post.body), 0),
                'minute of reading',
                'minutes of reading',
              ),
            ]}
          />
        }
      />
      <Section title="Latest articles" tone="moon">
        <BlogPostCards posts={blogPosts.all} leadImage />
      </Section>
      <CtaBanner />
    </>
  );
}
