import { defineCollection } from '@/content/parse';
import { pressItemSchema } from '@/content/schemas';
import { entries } from './entries';

/** Press corner items, newest first as listed in entries. */
export const pressItems = defineCollection('press items', pressItemSchema, entries);
