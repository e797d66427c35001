import { staticPages } from '@/content/staticPages';
import { entryPages, type EntryPages } from '@/lib/collections';

/** A built page's title (before the brand the layout adds) and where an editor or developer writes it. */
export type TitledPage = { title: string; source: string };

/**
 * Every built page's title as its metadata gives `<title>`: the static pages' and every entry's, closed jobs
 * included (their pages are built too). Drafts and scheduled entries are not loaded, so they are not counted.
 */
export function pageTitles(): TitledPage[] {
  const collections: EntryPages<{ slug: string }>[] = Object.values(entryPages);
  return [
    ...staticPages.map((page) => ({ title: page.seo.title, source: `content/staticPages.ts (${page.path})` })),
    ...collections.flatMap((pages) =>
      pages.collection.all.map((entry) => ({
        title: String(pages.metadata(entry).title),
        source: pages.collection.origin(entry.slug),
      })),
    ),
  ];
}

/**
 * One line per page whose title an earlier page already has (letter case and spacing aside, as search engines
 * read them), naming both: `content/blog/entries/foo.mdoc: SEO title "X" is also used by content/jobs/entries/bar.yaml`.
 */
export function duplicateTitles(pages: readonly TitledPage[]): string[] {
  const firstByTitle = new Map<string, TitledPage>();
  return pages.flatMap((page) => {
    const key = page.title.trim().replace(/\s+/g, ' ').toLowerCase();
    const first = firstByTitle.get(key);
    if (!first) {
      firstByTitle.set(key, page);
      return [];
    }
    return [`${page.source}: SEO title "${page.title}" is also used by ${first.source}`];
  });
}
