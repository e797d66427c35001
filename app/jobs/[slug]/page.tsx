import Button from '@/components/ui/Button';
import FeatureList from '@/components/blocks/FeatureList';
import JsonLd from '@/components/blocks/JsonLd';
import PageHero from '@/components/layout/PageHero';
import Section from '@/components/layout/Section';
import TagList from '@/components/blocks/TagList';
import { jobs } from '@/content/jobs';
import { site } from '@/content/site';
import { technologies } from '@/content/technologies';
import { config } from '@/lib/config';
import { pageMetadata } from '@/lib/metadata';
import { applyPath, jobPath, pagePaths, technologyPath } from '@/lib/routes';
import { formatSalary } from '@/lib/salary';
import { jobPosting } from '@/lib/structuredData';
import { formatDate } from '@/lib/text';
import styles from './page.module.scss';

export const dynamicParams = false;

export function generateStaticParams() {
  return jobs.all.map((job) => ({ slug: job.slug }));
}

type Props = { params: Promise<{ slug: string }> };
const load = async (params: Props['params']) => jobs.get((await params).slug, 'route /jobs/[slug]');

export async function generateMetadata({ params }: Props) {
  const job = await load(params);
  return pageMetadata({ ...job.seo, path: jobPath(job.slug) });
}

function List({ items }: { items: readonly string[] }) {
  return (
    <ul className={styles.list}>
      {items.map((item) => (
        <li key={item}>{item}</li>
      ))}
    </ul>
  );
}

export default async function Page({ params }: Props) {
  const job = await load(params);
  const path = jobPath(job.slug);
  const apply = <Button link={applyPath(job.slug)} text="Send Application" variant="sunset" />;
  return (
    <>
      <JsonLd data={jobPosting(job, site, config.siteUrl, path)} />
      <PageHero
        eyebrow={`${job.department} · ${job.seniority}`}
        title={job.title}
        intro={<p>{job.summary}</p>}
        crumbs={[
          { name: 'Jobs', path: pagePaths.jobs },
          { name: job.title, path },
        ]}
      >
        {apply}
        <ul className={styles.facts}>
          <li>
            {job.workplace}, {site.city}
          </li>
          <li>{formatSalary(job.salary)}</li>
          <li>Posted {formatDate(job.postedAt)}</li>
        </ul>
      </PageHero>
      <div className={styles.body}>
        <section aria-labelledby="about-role">
          <h2 id="about-role">About the role</h2>
          {job.about.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </section>
        <section aria-labelledby="responsibilities">
          <h2 id="responsibilities">What you will do</h2>
          <List items={job.responsibilities} />
        </section>
        <section aria-labelledby="requirements">
          <h2 id="requirements">What we are looking for</h2>
          <List items={job.requirements} />
        </section>
        <section aria-labelledby="nice-to-have">
          <h2 id="nice-to-have">Nice to have</h2>
          <List items={job.niceToHave} />
        </section>
        <section aria-labelledby="benefits">
          <h2 id="benefits">What we offer</h2>
          <List items={job.benefits} />
        </section>
        {job.technologies.length > 0 && (
          <section aria-labelledby="stack">
            <h2 id="stack">The stack</h2>
            <TagList
              label="Technologies"
              items={technologies
                .resolve(job.technologies, `job ${job.slug}`)
                .map((t) => ({ label: t.name, href: technologyPath(t.slug) }))}
            />
          </section>
        )}
      </div>
      <Section title="How hiring works" tone="white">
        <FeatureList items={job.hiringSteps} numbered />
        <div className={styles.apply}>{apply}</div>
      </Section>
    </>
  );
}
