import { defineCollection } from '@/content/parse';
import { authorSchema } from '@/content/schemas';
import { entries } from './entries';

export const authors = defineCollection('authors', authorSchema, entries);
