import { loadCollection } from '@/content/files';
import { contentToday } from '@/content/schedule';
import { jobSchema, type Job } from '@/content/schemas';

/**
 * Every job ad (content/jobs/entries/<slug>.yaml), open or closed, the newest first: a closed job keeps its page,
 * so a link sent to someone still answers.
 */
export const jobs = loadCollection('jobs', jobSchema, 'content/jobs/entries', {
  order: (a, b) => b.postedAt.localeCompare(a.postedAt),
});

/** Whether a job takes applications: not marked closed, and its closing date not yet passed by the content clock. */
export const isOpen = (job: Pick<Job, 'closed' | 'validThrough'>, today = contentToday()): boolean =>
  !job.closed && job.validThrough >= today;

/** The jobs the lists, the application form, the sitemap and search show, the newest first. */
export const openJobs = (): Job[] => jobs.all.filter((job) => isOpen(job));

/**
 * The open job of that slug, read against the clock at the moment it is asked (the intake runs for weeks after the
 * build that listed the job), or undefined.
 */
export function openJob(slug: string): Job | undefined {
  const job = jobs.bySlug(slug);
  return job && isOpen(job) ? job : undefined;
}
