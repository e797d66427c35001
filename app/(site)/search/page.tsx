import { staticRoute } from '@/app/(site)/_routing/pageRoutes';
import PageHero from '@/components/layout/PageHero';
import SearchPanel from '@/components/search/SearchPanel';
import SiteLink from '@/components/ui/SiteLink';
import { staticPage } from '@/content/staticPages';
import { pagePaths } from '@/lib/routes';
import styles from './page.module.scss';

const route = staticRoute(pagePaths.search);
export const metadata = route.metadata;

/** The sections a visitor can also browse from, beside the search. */
const sections = [
  pagePaths.services,
  pagePaths.industries,
  pagePaths.technologies,
  pagePaths.projects,
  pagePaths.blog,
  pagePaths.jobs,
].map((path) => ({ path, label: staticPage(path).label }));

/**
 * The search as a page: where the search form goes without JavaScript (it sends `?q=` here), and an address
 * a link can open a search with. The index is searched in the browser, so without JavaScript the page
 * says so and points to the sitemap. Beside the search, what it can find and the sections to browse instead.
 */
export default function Page() {
  return (
    <>
      <PageHero
        eyebrow="Search"
        title="Find anything on the site"
        intro={<p>Services, industries, technologies, projects, articles, jobs and company pages, as you type.</p>}
        crumbs={route.crumbs}
        family="utility"
      />
      <div className={styles.body}>
        <div className={styles.search}>
          <noscript>
            <p className={styles.noscript}>
              Search runs in your browser and needs JavaScript. Every page of the site is listed on the{' '}
              <SiteLink href={pagePaths.sitemap}>sitemap</SiteLink>.
            </p>
          </noscript>
          <SearchPanel queryFromAddress />
        </div>
        <aside className={styles.guide} aria-labelledby="search-guide">
          <h2 id="search-guide" className={styles.guideTitle}>
            What you can search for
          </h2>
          <p className={styles.guideText}>
            A technology (React Native, Django), an industry (fintech, healthcare), a service (app maintenance), a
            project or a client, a question an article answers (what does an MVP cost?) or a role.
          </p>
          <h3 className={styles.browseTitle}>Or browse a section</h3>
          <ul className={styles.sections}>
            {sections.map((section) => (
              <li key={section.path}>
                <SiteLink href={section.path} className={styles.section}>
                  {section.label}
                </SiteLink>
              </li>
            ))}
          </ul>
        </aside>
      </div>
    </>
  );
}
