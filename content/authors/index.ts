import { loadCollection } from '@/content/files';
import { authorSchema } from '@/content/schemas';

/** The blog's authors (content/authors/entries/<slug>.yaml), by name. */
export const authors = loadCollection('authors', authorSchema, 'content/authors/entries', {
  order: (a, b) => a.name.localeCompare(b.name),
});
