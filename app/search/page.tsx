import { staticRoute } from '@/app/_routing/pageRoutes';
import PageHero from '@/components/layout/PageHero';
import SearchPanel from '@/components/search/SearchPanel';
import SiteLink from '@/components/ui/SiteLink';
import { pagePaths } from '@/lib/routes';
import styles from './page.module.scss';

const route = staticRoute(pagePaths.search);
export const metadata = route.metadata;

/**
 * The search as a page: where the search form goes without JavaScript (it sends `?q=` here), and an address
 * a link can open a search with. The index is searched in the browser, so without JavaScript the page
 * says so and points to the sitemap.
 */
export default function Page() {
  return (
    <>
      <PageHero
        eyebrow="Search"
        title="Find anything on the site"
        intro={<p>Services, industries, technologies, projects, articles, jobs and company pages, as you type.</p>}
        crumbs={route.crumbs}
      />
      <div className={styles.body}>
        <noscript>
          <p className={styles.noscript}>
            Search runs in your browser and needs JavaScript. Every page of the site is listed on the{' '}
            <SiteLink href={pagePaths.sitemap}>sitemap</SiteLink>.
          </p>
        </noscript>
        <SearchPanel queryFromAddress />
      </div>
    </>
  );
}
