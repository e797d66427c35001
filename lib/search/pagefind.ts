import { SEARCH_FAMILIES, type SearchFamily } from './families';

/** The filters a search can apply: one value each, none for "any". */
export type SearchFilters = { family?: SearchFamily; industry?: string; technology?: string };

/** One result as the search shows it. */
export type SearchHit = { url: string; title: string; family: SearchFamily | undefined; excerpt: string };

/** How many results of each value a filter has for the query, with the other filters applied. */
export type FilterCounts = Record<'family' | 'industry' | 'technology', Record<string, number>>;

/** A search's results: how many pages match, the first ones, and the counts of each filter value. */
export type SearchAnswer = {
  query: string;
  total: number;
  hits: SearchHit[];
  /** Counts for the query alone, whatever the filters. */
  totals: FilterCounts;
};

type PagefindResultData = { url: string; excerpt: string; meta: Record<string, string | undefined> };
type PagefindSearch = {
  results: { id: string; data: () => Promise<PagefindResultData> }[];
  totalFilters: Partial<FilterCounts>;
};
type PagefindModule = {
  options: (options: Record<string, unknown>) => Promise<void>;
  init: () => Promise<void>;
  search: (term: string, options: { filters: Record<string, string> }) => Promise<PagefindSearch>;
  filters: () => Promise<Partial<FilterCounts>>;
};

/** Results are shown this many at a time; the status says how many there are in all. */
export const SHOWN_RESULTS = 12;

const isFamily = (value: string | undefined): value is SearchFamily =>
  (SEARCH_FAMILIES as readonly (string | undefined)[]).includes(value);

type LoadedPagefind = { pagefind: PagefindModule; values: Pick<FilterCounts, 'industry' | 'technology'> };

let loading: Promise<LoadedPagefind> | undefined;

/**
 * Loads Pagefind's script once, on the first search or focus of a search field (nothing of it is requested
 * before). Search runs on the main thread: the index is small, and a worker would need its own policy.
 */
function loadPagefind(): Promise<LoadedPagefind> {
  loading ??= (async () => {
    const { importPagefind } = await import('./pagefindScript');
    const pagefind = (await importPagefind()) as PagefindModule;
    await pagefind.options({ noWorker: true, excerptLength: 24 });
    await pagefind.init();
    // Searches count results per filter value only once the filters are loaded; the menus list them.
    const all = await pagefind.filters();
    return { pagefind, values: { industry: all.industry ?? {}, technology: all.technology ?? {} } };
  })();
  loading.catch(() => {
    loading = undefined;
  });
  return loading;
}

const withoutEmpty = (filters: SearchFilters) =>
  Object.fromEntries(Object.entries(filters).filter((entry): entry is [string, string] => Boolean(entry[1])));

const noCounts = (counts: Partial<FilterCounts>): FilterCounts => ({
  family: {},
  industry: {},
  technology: {},
  ...counts,
});

/** Searches the site and reads the first `limit` results. */
export async function searchSite(query: string, filters: SearchFilters, limit: number): Promise<SearchAnswer> {
  const { pagefind } = await loadPagefind();
  const search = await pagefind.search(query, { filters: withoutEmpty(filters) });
  const shown = await Promise.all(search.results.slice(0, limit).map((result) => result.data()));
  return {
    query,
    total: search.results.length,
    hits: shown.map((data) => ({
      url: data.url,
      title: data.meta.title ?? data.url,
      family: isFamily(data.meta.family) ? data.meta.family : undefined,
      excerpt: data.excerpt,
    })),
    totals: noCounts(search.totalFilters),
  };
}

/** Loads Pagefind (once) and gives every industry and technology the index can filter by, for the menus. */
export async function filterValues(): Promise<LoadedPagefind['values']> {
  return (await loadPagefind()).values;
}
