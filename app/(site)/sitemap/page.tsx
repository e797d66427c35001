import SiteLink from '@/components/ui/SiteLink';
import { staticRoute } from '@/app/(site)/_routing/pageRoutes';
import PageHero from '@/components/layout/PageHero';
import { siteMap } from '@/lib/siteMap';
import { pagePaths } from '@/lib/routes';
import { slugify } from '@/lib/text';
import styles from './page.module.scss';

const route = staticRoute(pagePaths.sitemap);
export const metadata = route.metadata;

export default function Page() {
  return (
    <>
      <PageHero
        eyebrow="Sitemap"
        title="Every trail on this site"
        intro={<p>All the pages of the site in one place, grouped by what you came for.</p>}
        crumbs={route.crumbs}
        family="utility"
      />
      <div className={styles.groups}>
        {siteMap().map((group) => (
          <section key={group.title} aria-labelledby={`sitemap-${slugify(group.title)}`} className={styles.group}>
            <h2 id={`sitemap-${slugify(group.title)}`}>{group.title}</h2>
            <ul>
              {group.pages
                .filter((entry) => entry.indexable || entry.path === pagePaths.apply)
                .map((entry) => (
                  <li key={entry.path}>
                    <SiteLink href={entry.path}>{entry.label}</SiteLink>
                  </li>
                ))}
            </ul>
          </section>
        ))}
      </div>
    </>
  );
}
