import { entryRoute, type EntryParams } from '@/app/(site)/_routing/pageRoutes';
import Button from '@/components/ui/Button';
import FeatureList from '@/components/blocks/FeatureList';
import JobFacts from '@/components/blocks/JobFacts';
import JsonLd from '@/components/blocks/JsonLd';
import PageHero from '@/components/layout/PageHero';
import Section from '@/components/layout/Section';
import ShareBar from '@/components/ui/ShareBar';
import TechnologyTags from '@/components/blocks/TechnologyTags';
import { isOpen } from '@/content/jobs';
import { jobLists } from '@/content/jobs/lists';
import { site } from '@/content/site';
import { technologies } from '@/content/technologies';
import { entryPages } from '@/lib/collections';
import { config } from '@/lib/config';
import { jobFacts } from '@/lib/jobFacts';
import { applyPath, jobPath, pagePaths } from '@/lib/routes';
import { jobPosting } from '@/lib/structuredData';
import { formatDate } from '@/lib/text';
import styles from './page.module.scss';

const route = entryRoute(entryPages.jobs);

export const dynamicParams = false;
export const generateStaticParams = route.staticParams;
export const generateMetadata = route.metadata;

function List({ items }: { items: readonly string[] }) {
  return (
    <ul className={styles.list}>
      {items.map((item) => (
        <li key={item}>{item}</li>
      ))}
    </ul>
  );
}

export default async function Page({ params }: { params: EntryParams }) {
  const job = await route.fromParams(params);
  const path = jobPath(job.slug);
  const open = isOpen(job);
  // A closed job's page stays for the links already sent: it says so and points to the open jobs instead.
  const action = open ? (
    <Button link={applyPath(job.slug)} text="Send Application" variant="sunset" />
  ) : (
    <Button link={pagePaths.jobs} text="View Open Positions" variant="sunset" />
  );
  return (
    <>
      {open && <JsonLd data={jobPosting(job, site, config.siteUrl, path)} />}
      <PageHero
        eyebrow={`${job.department} · ${job.seniority}`}
        title={job.title}
        intro={
          <>
            {!open && <p className={styles.closed}>This position is closed: we no longer take applications for it.</p>}
            <p>{job.summary}</p>
          </>
        }
        crumbs={route.crumbs(job)}
        aside={
          // The facts a candidate weighs first, beside the title from a tablet up, with the action under them.
          <div className={styles.glance}>
            <JobFacts
              tone="night"
              facts={[
                ...jobFacts(job, site),
                { term: 'Posted', detail: formatDate(job.postedAt) },
                open
                  ? { term: 'Apply by', detail: formatDate(job.validThrough) }
                  : { term: 'Applications', detail: 'Closed' },
              ]}
            />
            {action}
          </div>
        }
      />
      <div className={styles.body}>
        <section aria-labelledby="about-role">
          <h2 id="about-role">About the role</h2>
          {job.about.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </section>
        {jobLists.map((list) => (
          <section key={list.id} aria-labelledby={list.id}>
            <h2 id={list.id}>{list.title}</h2>
            <List items={job[list.field]} />
          </section>
        ))}
        {job.technologies.length > 0 && (
          <section aria-labelledby="stack">
            <h2 id="stack">The stack</h2>
            <TechnologyTags technologies={technologies.resolve(job.technologies, `job ${job.slug}`)} />
          </section>
        )}
        {/* A closed role is no longer one to pass on. */}
        {open && <ShareBar kind="job" path={path} {...job.seo} />}
      </div>
      <Section title="How hiring works" tone="white">
        <FeatureList items={job.hiringSteps} numbered />
        <div className={styles.apply}>{action}</div>
      </Section>
    </>
  );
}
