import Image from 'next/image';
import SiteLink from '@/components/ui/SiteLink';
import { entryRoute, type EntryParams } from '@/app/(site)/_routing/pageRoutes';
import CtaBanner from '@/components/ui/CtaBanner';
import JsonLd from '@/components/blocks/JsonLd';
import MarkdocBody from '@/components/blocks/MarkdocBody';
import PageHero from '@/components/layout/PageHero';
import BlogPostCards from '@/components/cards/BlogPostCards';
import Section from '@/components/layout/Section';
import Portrait from '@/components/ui/Portrait';
import ScheduledMark from '@/components/ui/ScheduledMark';
import ShareBar from '@/components/ui/ShareBar';
import TableOfContents from '@/components/blocks/TableOfContents';
import { authors } from '@/content/authors';
import { blogPosts } from '@/content/blog';
import { site } from '@/content/site';
import { assertLinksResolve } from '@/lib/bodyLinks';
import { config } from '@/lib/config';
import { entryPages } from '@/lib/collections';
import { bodyHeadings, bodyLinks, bodyReadingMinutes } from '@/lib/markdoc';
import { relatedBlogPosts } from '@/lib/relatedBlogPosts';
import { authorPath, blogPostPath } from '@/lib/routes';
import { blogPosting } from '@/lib/structuredData';
import { formatDate } from '@/lib/text';
import styles from './page.module.scss';

const route = entryRoute(entryPages.blogPosts);

export const dynamicParams = false;
export const generateStaticParams = route.staticParams;
export const generateMetadata = route.metadata;

export default async function Page({ params }: { params: EntryParams }) {
  const post = await route.fromParams(params);
  const author = authors.get(post.author, `blog post ${post.slug}`);
  const path = blogPostPath(post.slug);
  assertLinksResolve(bodyLinks(post.body), `content/blog/entries/${post.slug}.mdoc`);

  return (
    <>
      <JsonLd data={blogPosting(post, author, site, config.siteUrl, path, authorPath(author.slug))} />
      <PageHero
        eyebrow={post.tags.join(' · ')}
        title={post.title}
        intro={<p>{post.excerpt}</p>}
        crumbs={route.crumbs(post)}
      >
        <ScheduledMark date={post.publishedAt} />
        <div className={styles.byline}>
          <Portrait person={author} size="small" />
          <p>
            By <SiteLink href={authorPath(author.slug)}>{author.name}</SiteLink>, {author.role} ·{' '}
            <time dateTime={post.publishedAt}>{formatDate(post.publishedAt)}</time> · {bodyReadingMinutes(post.body)}{' '}
            min read
          </p>
        </div>
      </PageHero>
      <article className={styles.layout}>
        <Image
          className={styles.image}
          src={post.image.src}
          alt={post.image.alt}
          width={post.image.width}
          height={post.image.height}
          // Below the hero on a phone: fetched with the page but not ahead of it (no preload, no high
          // priority); the browser raises it when it lands in a wider first viewport.
          loading="eager"
          sizes="(min-width: 64rem) 42rem, 92vw"
        />
        <aside className={styles.aside}>
          <TableOfContents entries={bodyHeadings(post.body)} />
        </aside>
        <div className={styles.body}>
          <MarkdocBody source={post.body} />
          <div className={styles.share}>
            <ShareBar kind="article" path={path} {...post.seo} />
          </div>
          <footer className={styles.author}>
            <Portrait person={author} size="medium" />
            <div>
              <p className={styles.authorName}>
                <SiteLink href={authorPath(author.slug)}>{author.name}</SiteLink>
              </p>
              <p className={styles.authorRole}>{author.role}</p>
              <p>{author.bio}</p>
            </div>
          </footer>
        </div>
      </article>
      <Section title="Keep reading" tone="white" searched={false}>
        <BlogPostCards posts={relatedBlogPosts(post, blogPosts.all)} />
      </Section>
      <CtaBanner />
    </>
  );
}
