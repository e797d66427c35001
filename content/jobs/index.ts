import { loadCollection } from '@/content/files';
import { jobSchema } from '@/content/schemas';

/** Open positions (content/jobs/entries/<slug>.yaml), the newest ad first. */
export const jobs = loadCollection('jobs', jobSchema, 'content/jobs/entries', {
  order: (a, b) => b.postedAt.localeCompare(a.postedAt),
});
