import { staticPages } from '@/content/staticPages';
import { entryPages, type EntryPages } from '@/lib/collections';
import { shareImagePath, staticShareCard, type ShareCard } from '@/lib/shareImage/cards';

/** Every page with a share image of its own, by the image's path: what app/(site)/share/[...image] draws. */
export function shareCards(): Map<string, ShareCard> {
  const collections: EntryPages<{ slug: string }>[] = Object.values(entryPages);
  const entries = collections.flatMap((pages) =>
    pages.collection.all.map((entry) => [shareImagePath(pages.path(entry)), pages.share(entry)] as const),
  );
  const statics = staticPages.map((page) => [shareImagePath(page.path), staticShareCard(page)] as const);
  return new Map([...entries, ...statics]);
}
