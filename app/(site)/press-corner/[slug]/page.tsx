import { entryRoute, type EntryParams } from '@/app/(site)/_routing/pageRoutes';
import MarkdocBody from '@/components/blocks/MarkdocBody';
import PageHero from '@/components/layout/PageHero';
import ScheduledMark from '@/components/ui/ScheduledMark';
import { assertLinksResolve } from '@/lib/bodyLinks';
import { entryPages } from '@/lib/collections';
import { bodyLinks } from '@/lib/markdoc';
import { formatDate } from '@/lib/text';
import styles from './page.module.scss';

const route = entryRoute(entryPages.press);

export const dynamicParams = false;
export const generateStaticParams = route.staticParams;
export const generateMetadata = route.metadata;

export default async function Page({ params }: { params: EntryParams }) {
  const item = await route.fromParams(params);
  assertLinksResolve(bodyLinks(item.body), `content/press/entries/${item.slug}.mdoc`);
  return (
    <>
      <PageHero
        eyebrow={`${item.kind} · ${item.outlet}`}
        title={item.title}
        intro={<p>{item.excerpt}</p>}
        crumbs={route.crumbs(item)}
      >
        <ScheduledMark date={item.publishedAt} />
        <p className={styles.date}>
          <time dateTime={item.publishedAt}>{formatDate(item.publishedAt)}</time>
        </p>
      </PageHero>
      <article className={styles.body}>
        <MarkdocBody source={item.body} />
        {item.externalUrl && (
          <p>
            <a href={item.externalUrl} rel="noopener noreferrer" target="_blank">
              Read the original on {item.outlet}
            </a>
          </p>
        )}
      </article>
    </>
  );
}
