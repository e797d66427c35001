import type { Job, Site } from '@/content/schemas';
import { formatSalary } from '@/lib/salary';

export type JobFact = { term: string; detail: string };

/**
 * What a job offers at a glance, in the order a candidate weighs it: the pay, the place, how often at the office,
 * the level. A job's hero and its card on every list of jobs show these same facts.
 */
export function jobFacts(
  job: Pick<Job, 'salary' | 'workplace' | 'seniority'>,
  site: Pick<Site, 'city' | 'country'>,
): JobFact[] {
  return [
    { term: 'Salary', detail: formatSalary(job.salary) },
    { term: 'Location', detail: `${site.city}, ${site.country}` },
    { term: 'Workplace', detail: job.workplace },
    { term: 'Seniority', detail: job.seniority },
  ];
}
