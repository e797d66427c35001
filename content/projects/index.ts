import { loadCollection } from '@/content/files';
import { projectSchema } from '@/content/schemas';

/** Case studies (content/projects/entries/<slug>.yaml): the featured ones first, each group newest first. */
export const projects = loadCollection('projects', projectSchema, 'content/projects/entries', {
  order: (a, b) => Number(b.featured) - Number(a.featured) || b.year - a.year || a.title.localeCompare(b.title),
});
