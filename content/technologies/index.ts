import { defineCollection } from '@/content/parse';
import { technologySchema } from '@/content/schemas';
import { entries } from './entries';

export const technologies = defineCollection('technologies', technologySchema, entries);
