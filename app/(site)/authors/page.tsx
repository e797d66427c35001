import { staticRoute } from '@/app/(site)/_routing/pageRoutes';
import PageHero from '@/components/layout/PageHero';
import HeroProof from '@/components/layout/HeroProof';
import Section from '@/components/layout/Section';
import TeamGrid from '@/components/cards/TeamGrid';
import { authors } from '@/content/authors';
import { blogPosts } from '@/content/blog';
import { countProof } from '@/lib/hero/proof';
import { pagePaths } from '@/lib/routes';
import { countOf } from '@/lib/text';

const route = staticRoute(pagePaths.authors);
export const metadata = route.metadata;

const postCount = (slug: string) => blogPosts.all.filter((post) => post.author === slug).length;

export default function Page() {
  return (
    <>
      <PageHero
        eyebrow="Authors"
        title="The people behind the blog"
        intro={<p>Engineers, designers and delivery leads who write down what they learn on the job.</p>}
        crumbs={route.crumbs}
        family="listing"
        aside={
          <HeroProof
            label="On the blog"
            layout="grid"
            items={[
              countProof(authors.all.length, 'author', 'authors'),
              countProof(blogPosts.all.length, 'article', 'articles'),
            ]}
          />
        }
      />
      <Section title="Our authors" tone="moon">
        <TeamGrid members={authors.all} note={(author) => countOf(postCount(author.slug), 'article')} />
      </Section>
    </>
  );
}
