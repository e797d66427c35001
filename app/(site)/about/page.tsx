import { staticRoute } from '@/app/(site)/_routing/pageRoutes';
import EditorialArticle from '@/components/blocks/EditorialArticle';
import Stats from '@/components/blocks/Stats';
import HeroProof from '@/components/layout/HeroProof';
import Button from '@/components/ui/Button';
import { editorialPages } from '@/content/pages';
import { site } from '@/content/site';
import { workingProof } from '@/lib/hero/facts';
import { pagePaths } from '@/lib/routes';
import styles from './page.module.scss';

const route = staticRoute(pagePaths.about);
export const metadata = route.metadata;

/** The company page: its story broken by the figures that sum it up, and ending on the two ways to join in. */
export default function Page() {
  return (
    <EditorialArticle
      page={editorialPages.about}
      crumbs={route.crumbs}
      heroAside={<HeroProof label="How a project with us runs" items={workingProof} />}
      after={{
        'who-we-are': (
          <figure className={styles.figures}>
            <figcaption className={styles.caption}>{site.name} in figures</figcaption>
            <Stats
              items={[
                { value: `${site.developerCount}+`, label: `developers in ${site.city}` },
                { value: String(site.foundedYear), label: `the year ${site.founding.team} started the company` },
                {
                  value: String(site.internship.since),
                  label: `the year our summer internship (${site.internship.length}) began`,
                },
                { value: String(site.award.year), label: site.award.title },
              ]}
            />
          </figure>
        ),
      }}
    >
      <section aria-labelledby="about-next-title" className={styles.next}>
        <h2 id="about-next-title">Build with the pack</h2>
        <p>
          Tell us about the product you need built or looked after, and a senior engineer replies within{' '}
          {site.replyWithin.enquiry}. Or join us: every role comes with a mentor and real products from the first month.
        </p>
        <div className={styles.actions}>
          <Button link={pagePaths.contact} text="Get In Touch" variant="sunset" />
          <Button link={pagePaths.jobs} text="View Open Positions" variant="white" />
        </div>
      </section>
    </EditorialArticle>
  );
}
