import { defineCollection } from '@/content/parse';
import { projectSchema } from '@/content/schemas';
import { entries } from './entries';

/** Case studies, newest first as listed in entries. */
export const projects = defineCollection('projects', projectSchema, entries);
