import { sections } from '@/content/navigation';
import { staticPage } from '@/content/staticPages';
import { entryPages, listedEntries, pageCrumb, type EntryPages } from '@/lib/collections';
import type { PagePath } from '@/lib/routes';
import type { Crumb } from '@/lib/structuredData';

export type SiteMapPage = { path: string; label: string; indexable: boolean; lastModified?: string };
export type SiteMapGroup = { title: string; pages: SiteMapPage[] };

function staticEntry(path: PagePath): SiteMapPage {
  const page = staticPage(path);
  return { path, label: page.label, indexable: !page.noindex };
}

function collectionEntries(pages: EntryPages<{ slug: string }>): SiteMapPage[] {
  return listedEntries(pages).map((entry) => ({
    path: pages.path(entry),
    label: (pages.siteMapLabel ?? pages.title)(entry),
    indexable: true,
    ...(pages.lastModified && { lastModified: pages.lastModified(entry) }),
  }));
}

/** Every page of the site, grouped by section as the human sitemap shows it (read when asked: the preview's entries change). */
export const siteMap = (): SiteMapGroup[] =>
  sections.map((section) => ({
    title: section.title,
    pages: [
      ...section.pages.map(staticEntry),
      ...section.collections.flatMap((name) => collectionEntries(entryPages[name])),
    ],
  }));

/** The pages search engines may index: what sitemap.xml lists. */
export const indexablePages = (): SiteMapPage[] =>
  siteMap()
    .flatMap((group) => group.pages)
    .filter((page) => page.indexable);

/** Breadcrumbs of a static page: its section's landing page first, unless it is that page. */
export function pageCrumbs(path: PagePath): Crumb[] {
  const section = sections.find((candidate) => candidate.pages.includes(path));
  const index = section?.index;
  return index && index !== path ? [pageCrumb(index), pageCrumb(path)] : [pageCrumb(path)];
}
