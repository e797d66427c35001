import { entryRoute, type EntryParams } from '@/app/(site)/_routing/pageRoutes';
import PageHero from '@/components/layout/PageHero';
import BlogPostCards from '@/components/cards/BlogPostCards';
import Section from '@/components/layout/Section';
import Portrait from '@/components/ui/Portrait';
import { blogPosts } from '@/content/blog';
import { entryPages } from '@/lib/collections';

const route = entryRoute(entryPages.authors);

export const dynamicParams = false;
export const generateStaticParams = route.staticParams;
export const generateMetadata = route.metadata;

export default async function Page({ params }: { params: EntryParams }) {
  const author = await route.fromParams(params);
  const posts = blogPosts.all.filter((post) => post.author === author.slug);
  return (
    <>
      <PageHero
        eyebrow={author.role}
        title={author.name}
        intro={<p>{author.bio}</p>}
        crumbs={route.crumbs(author)}
        aside={<Portrait person={author} size="large" priority />}
      />
      <Section title={`Articles by ${author.name}`} tone="moon">
        <BlogPostCards posts={posts} />
      </Section>
    </>
  );
}
