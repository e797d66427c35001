import { defineCollection } from '@/content/parse';
import { industrySchema } from '@/content/schemas';
import { entries } from './entries';

export const industries = defineCollection('industries', industrySchema, entries);
