import Image from 'next/image';
import PageHero from '@/components/layout/PageHero';
import PostCards from '@/components/cards/PostCards';
import Section from '@/components/layout/Section';
import { authors } from '@/content/authors';
import { blogPosts } from '@/content/blog';
import { site } from '@/content/site';
import { pageMetadata } from '@/lib/metadata';
import { authorPath, pagePaths } from '@/lib/routes';
import { truncate } from '@/lib/text';

export const dynamicParams = false;

export function generateStaticParams() {
  return authors.all.map((author) => ({ slug: author.slug }));
}

type Props = { params: Promise<{ slug: string }> };
const load = async (params: Props['params']) => authors.get((await params).slug, 'route /authors/[slug]');

export async function generateMetadata({ params }: Props) {
  const author = await load(params);
  return pageMetadata({
    title: `${author.name}, ${author.role}`,
    description: truncate(`Articles by ${author.name}, ${author.role} at ${site.name}. ${author.bio}`, 160),
    path: authorPath(author.slug),
  });
}

export default async function Page({ params }: Props) {
  const author = await load(params);
  const posts = blogPosts.all.filter((post) => post.author === author.slug);
  return (
    <>
      <PageHero
        eyebrow={author.role}
        title={author.name}
        intro={<p>{author.bio}</p>}
        crumbs={[
          { name: 'Authors', path: pagePaths.authors },
          { name: author.name, path: authorPath(author.slug) },
        ]}
        aside={<Image src={author.avatar.src} alt={author.avatar.alt} width={240} height={240} priority />}
      />
      <Section title={`Articles by ${author.name}`} tone="moon">
        <PostCards posts={posts} />
      </Section>
    </>
  );
}
