import { loadCollection } from '@/content/files';
import { pressItemSchema } from '@/content/schemas';
import { bodyErrors } from '@/lib/markdoc';

/** Press corner items (content/press/entries/<slug>.mdoc), newest first. */
export const pressItems = loadCollection('press items', pressItemSchema, 'content/press/entries', {
  checkBody: bodyErrors,
  order: (a, b) => b.publishedAt.localeCompare(a.publishedAt),
});
