import { staticRoute } from '@/app/(site)/_routing/pageRoutes';
import CtaBanner from '@/components/ui/CtaBanner';
import PageHero from '@/components/layout/PageHero';
import BlogPostCards from '@/components/cards/BlogPostCards';
import Section from '@/components/layout/Section';
import { blogPosts } from '@/content/blog';
import { withBlogFeed } from '@/lib/metadata';
import { filePaths, pagePaths } from '@/lib/routes';

const route = staticRoute(pagePaths.blog);
export const metadata = withBlogFeed(route.metadata);

export default function Page() {
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
      />
      <Section title="Latest articles" tone="moon">
        <BlogPostCards posts={blogPosts.all} leadImage />
      </Section>
      <CtaBanner />
    </>
  );
}
