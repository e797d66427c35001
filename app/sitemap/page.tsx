import Link from 'next/link';
import PageHero from '@/components/layout/PageHero';
import { siteMap } from '@/content/siteMap';
import { staticPage } from '@/content/staticPages';
import { staticPageMetadata } from '@/lib/metadata';
import { pagePaths } from '@/lib/routes';
import { slugify } from '@/lib/text';
import styles from './page.module.scss';

const page = staticPage(pagePaths.sitemap);
export const metadata = staticPageMetadata(page);

export default function Page() {
  return (
    <>
      <PageHero
        eyebrow="Sitemap"
        title="Every trail on this site"
        intro={<p>All the pages of the site in one place, grouped by what you came for.</p>}
        crumbs={[{ name: page.label, path: page.path }]}
      />
      <div className={styles.groups}>
        {siteMap.map((group) => (
          <section key={group.title} aria-labelledby={`sitemap-${slugify(group.title)}`} className={styles.group}>
            <h2 id={`sitemap-${slugify(group.title)}`}>{group.title}</h2>
            <ul>
              {group.pages
                .filter((entry) => entry.indexable || entry.path === pagePaths.apply)
                .map((entry) => (
                  <li key={entry.path}>
                    <Link href={entry.path}>{entry.label}</Link>
                  </li>
                ))}
            </ul>
          </section>
        ))}
      </div>
    </>
  );
}
