import { defineCollection } from '@/content/parse';
import { serviceSchema } from '@/content/schemas';
import { entries } from './entries';

/** Services and the sub-pages of web and mobile development, in menu order. */
export const services = defineCollection('services', serviceSchema, entries);
