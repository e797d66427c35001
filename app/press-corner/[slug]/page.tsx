import PageHero from '@/components/layout/PageHero';
import { pressItems } from '@/content/press';
import { pageMetadata } from '@/lib/metadata';
import { pagePaths, pressPath } from '@/lib/routes';
import { formatDate } from '@/lib/text';
import styles from './page.module.scss';

export const dynamicParams = false;

export function generateStaticParams() {
  return pressItems.all.map((item) => ({ slug: item.slug }));
}

type Props = { params: Promise<{ slug: string }> };
const load = async (params: Props['params']) => pressItems.get((await params).slug, 'route /press-corner/[slug]');

export async function generateMetadata({ params }: Props) {
  const item = await load(params);
  return pageMetadata({ ...item.seo, path: pressPath(item.slug), type: 'article' });
}

export default async function Page({ params }: Props) {
  const item = await load(params);
  return (
    <>
      <PageHero
        eyebrow={`${item.kind} · ${item.outlet}`}
        title={item.title}
        intro={<p>{item.excerpt}</p>}
        crumbs={[
          { name: 'Press corner', path: pagePaths.pressCorner },
          { name: item.title, path: pressPath(item.slug) },
        ]}
      >
        <p className={styles.date}>
          <time dateTime={item.publishedAt}>{formatDate(item.publishedAt)}</time>
        </p>
      </PageHero>
      <article className={styles.body}>
        {item.body.map((paragraph) => (
          <p key={paragraph}>{paragraph}</p>
        ))}
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
