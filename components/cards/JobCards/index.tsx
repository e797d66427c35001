import JobFacts from '@/components/blocks/JobFacts';
import SiteLink from '@/components/ui/SiteLink';
import type { Job } from '@/content/schemas';
import { site } from '@/content/site';
import { jobFacts } from '@/lib/jobFacts';
import { jobPath } from '@/lib/routes';
import { actionCase } from '@/lib/text';
import styles from './index.module.scss';

/**
 * The one card of a job, wherever jobs are listed (/jobs, the application page): one a row, as wide as the list, so
 * every list of jobs, of one role or of six, has full rows. The department, the title and the summary, the job's facts
 * (lib/jobFacts, as its hero shows them) and the action; the action's link covers the whole card.
 */
export default function JobCards({
  jobs,
  headingLevel: Heading = 'h3',
}: {
  jobs: readonly Job[];
  headingLevel?: 'h2' | 'h3';
}) {
  return (
    <ul className={styles.list}>
      {jobs.map((job) => (
        <li key={job.slug}>
          <article className={styles.card}>
            <p className={styles.department}>{job.department}</p>
            <Heading className={styles.title}>{job.title}</Heading>
            <p className={styles.summary}>{job.summary}</p>
            <div className={styles.facts}>
              <JobFacts facts={jobFacts(job, site)} />
            </div>
            <SiteLink href={jobPath(job.slug)} className={styles.link} aria-label={`See the role: ${job.title}`}>
              {actionCase('see the role')}
              <span aria-hidden="true"> →</span>
            </SiteLink>
          </article>
        </li>
      ))}
    </ul>
  );
}
