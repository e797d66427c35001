import { notFound } from 'next/navigation';
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
 * and `const project = await route.fromParams(params)` in the page, with `export const dynamicParams = onlyBuiltParams`
 * (Next reads it from the page file's own exports).
 */

/**
 * An entry page's `dynamicParams`. A build answers only the slugs it prerendered (any other is a 404). `next dev`
 * renders any slug and lets the page decide: it keeps the list of slugs from a previous request and refreshes it
 * after answering, so an entry just created in the editor would answer 404 once.
 */
export const onlyBuiltParams = process.env.NODE_ENV !== 'development';

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
    staticParams: () =>
      shown().map((entry) => (parentSlug ? { slug: parentSlug(entry)!, sub: entry.slug } : { slug: entry.slug })),
    fromParams,
    metadata: async ({ params }: { params: EntryParams }) => pages.metadata(await fromParams(params)),
    crumbs: (entry: T) => entryCrumbs(pages, entry),
  };
}
