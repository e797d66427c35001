import { defineCollection } from '@/content/parse';
import { technologySchema } from '@/content/schemas';
import { entries } from './entries';

export const technologies = defineCollection('technologies', technologySchema, entries);

type Category = (typeof technologies.all)[number]['category'];

/**
 * The sections of /technologies: each a title and the categories it shows. The one mobile-only
 * technology shares a section with the cross-platform ones, so no section is a lone card.
 */
export const technologySections: readonly { title: string; categories: readonly Category[] }[] = [
  { title: 'Front end', categories: ['Front end'] },
  { title: 'Back end', categories: ['Back end'] },
  { title: 'Mobile and cross-platform', categories: ['Mobile', 'Cross-platform'] },
];
