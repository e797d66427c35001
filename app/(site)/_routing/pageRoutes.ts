import { notFound } from 'next/navigation';
import { isPreview } from '@/content/files';
import { staticPage } from '@/content/staticPages';
import { entryCrumbs, type EntryPages } from '@/lib/collections';
import { staticPageMetadata } from '@/lib/metadata';
import type { PagePath } from '@/lib/routes';
import { pageCrumbs } from '@/lib/siteMap';

/**
 * What a page file needs from its route, so the page holds only what is particular to it.
 * A static page: `const route = staticRoute(pagePaths.team)`, then `export const metadata = route.metadata`
 * and `crumbs={route.crumbs}`. An entry page: `const route = entryRoute(entryPages.projects)`, then
 * `export const generateStaticParams = route.staticParams`, `export const generateMetadata = route.metadata`
 * and `const project = await route.fromParams(params)` in the page (`dynamicParams = false` stays in the page:
 * Next reads it from the file itself, as a literal).
 */

export function staticRoute(path: PagePath) {
  const page = staticPage(path);
  return { page, metadata: staticPageMetadata(page), crumbs: pageCrumbs(path) };
}

/** The URL segments of an entry page: `[slug]`, or `[slug]/[sub]` for an entry filed under a parent. */
export type EntryParams = Promise<{ slug: string; sub?: string }>;

type EntryRouteOptions<T> = {
  /** Which entries this route shows, when a collection spreads over more than one route. */
  where?: (entry: T) => boolean;
  /** For a `[slug]/[sub]` route: the parent's slug, the first segment of the entry's URL. */
  parentSlug?: (entry: T) => string | undefined;
};

export function entryRoute<T extends { slug: string }>(
  pages: EntryPages<T>,
  { where = () => true, parentSlug }: EntryRouteOptions<T> = {},
) {
  // A `[slug]/[sub]` route shows only entries that have a parent. Read when asked: the preview's entries change.
  const shown = () => pages.collection.all.filter((entry) => where(entry) && (!parentSlug || parentSlug(entry)));
  /**
   * The entry named by the URL, or a 404. Under `npm run dev` a broken entry's page fails with its problem (file
   * and what is wrong), as the build would, so the editor who saved it reads why it is not shown.
   */
  async function fromParams(params: EntryParams): Promise<T> {
    const { slug, sub } = await params;
    const entry = shown().find((candidate) =>
      parentSlug ? candidate.slug === sub && parentSlug(candidate) === slug : candidate.slug === slug,
    );
    if (entry) return entry;
    const problem = pages.collection.problems?.().find((candidate) => candidate.slug === (sub ?? slug));
    if (problem) throw new Error(problem.message);
    return notFound();
  }
  return {
    /**
     * Every entry's URL segments, which a build prerenders (any other slug is a 404). None under `npm run dev`,
     * which renders each page when asked and lets `fromParams` decide: given a list, it would answer from the one
     * of an earlier request and refresh it afterwards, so an entry just created in the editor would be a 404 once.
     */
    staticParams: () =>
      isPreview()
        ? []
        : shown().map((entry) => (parentSlug ? { slug: parentSlug(entry)!, sub: entry.slug } : { slug: entry.slug })),
    fromParams,
    metadata: async ({ params }: { params: EntryParams }) => pages.metadata(await fromParams(params)),
    crumbs: (entry: T) => entryCrumbs(pages, entry),
  };
}
