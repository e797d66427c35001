import { industries } from '@/content/industries';
import { sections } from '@/content/navigation';
import { staticPage } from '@/content/staticPages';
import { technologies } from '@/content/technologies';
import type { CollectionName } from '@/content/parse';
import { entryPages, listedEntries, type EntryPages } from '@/lib/collections';
import { pagePaths, type PagePath } from '@/lib/routes';
import type { SearchFamily } from './families';

/** One page of the search index: its address, the name a result shows, its family and its filter values. */
export type SearchRecord = {
  path: string;
  title: string;
  family: SearchFamily;
  /** Industry names (a project's client industry, an industry page itself). */
  industries: string[];
  /** Technology names (a project's or a job's stack, a technology page itself). */
  technologies: string[];
};

const COLLECTION_FAMILIES: Record<CollectionName, SearchFamily> = {
  services: 'Service',
  industries: 'Industry',
  technologies: 'Technology',
  projects: 'Project',
  blogPosts: 'Post',
  authors: 'Author',
  jobs: 'Job',
  press: 'Press',
};

/**
 * Pages left out of search although search engines index them: the human sitemap is only a list of
 * every other page's name, so it would match any query and answer none.
 */
const NOT_SEARCHED: readonly PagePath[] = [pagePaths.sitemap];

const industryName = (slug: string) => industries.get(slug, 'search index').name;
const technologyName = (slug: string) => technologies.get(slug, 'search index').name;

type Filters = Pick<SearchRecord, 'industries' | 'technologies'>;
const NO_FILTERS: Filters = { industries: [], technologies: [] };

/** The filter values of each collection's entries; entries of other collections have none. */
const entryFilters: { [Name in CollectionName]?: (entry: EntryOf<Name>) => Filters } = {
  industries: (industry) => ({ industries: [industry.name], technologies: [] }),
  technologies: (technology) => ({ industries: [], technologies: [technology.name] }),
  projects: (project) => ({
    industries: [industryName(project.industry)],
    technologies: project.technologies.map(technologyName),
  }),
  jobs: (job) => ({ industries: [], technologies: job.technologies.map(technologyName) }),
};

type EntryOf<Name extends CollectionName> = (typeof entryPages)[Name] extends EntryPages<infer T> ? T : never;

function collectionRecords<Name extends CollectionName>(name: Name): SearchRecord[] {
  const pages = entryPages[name] as unknown as EntryPages<EntryOf<Name>>;
  const filters = entryFilters[name] as ((entry: EntryOf<Name>) => Filters) | undefined;
  return listedEntries(pages).map((entry) => ({
    path: pages.path(entry),
    title: pages.title(entry),
    family: COLLECTION_FAMILIES[name],
    ...(filters?.(entry) ?? NO_FILTERS),
  }));
}

/**
 * Every page the site search finds, in the order of the human sitemap: the pages search engines index
 * (noindex pages, such as the forms' confirmations and the search page itself, are left out, and so is
 * the 404) except the human sitemap. A static page takes the family of its section's first collection
 * (the projects page is a Project); company, contact and legal pages are Company pages.
 */
export function searchRecords(): SearchRecord[] {
  return sections.flatMap((section) => {
    const sectionFamily = section.collections[0] ? COLLECTION_FAMILIES[section.collections[0]] : 'Company';
    const staticRecords = section.pages
      .filter((path) => !staticPage(path).noindex && !NOT_SEARCHED.includes(path))
      .map((path): SearchRecord => ({ path, title: staticPage(path).label, family: sectionFamily, ...NO_FILTERS }));
    return [...staticRecords, ...section.collections.flatMap(collectionRecords)];
  });
}
