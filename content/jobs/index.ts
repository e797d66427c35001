import { defineCollection } from '@/content/parse';
import { jobSchema } from '@/content/schemas';
import { entries } from './entries';

/** Open positions. */
export const jobs = defineCollection('jobs', jobSchema, entries);
