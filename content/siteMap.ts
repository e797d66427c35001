import { authors } from '@/content/authors';
import { blogPosts } from '@/content/blog';
import { industries } from '@/content/industries';
import { jobs } from '@/content/jobs';
import { pressItems } from '@/content/press';
import { projects } from '@/content/projects';
import { services } from '@/content/services';
import { staticPages } from '@/content/staticPages';
import { technologies } from '@/content/technologies';
import {
  authorPath,
  blogPostPath,
  industryPath,
  jobPath,
  pagePaths,
  pressPath,
  projectPath,
  servicePath,
  technologyPath,
} from '@/lib/routes';

export type SiteMapPage = { path: string; label: string; indexable: boolean; lastModified?: string };
export type SiteMapGroup = { title: string; pages: SiteMapPage[] };

const staticGroup = (group: string): SiteMapPage[] =>
  staticPages
    .filter((page) => page.group === group)
    .map((page) => ({ path: page.path, label: page.label, indexable: !page.noindex }));

function entries<T>(list: readonly T[], page: (entry: T) => Omit<SiteMapPage, 'indexable'>): SiteMapPage[] {
  return list.map((entry) => ({ ...page(entry), indexable: true }));
}

/** Every page of the site, grouped as the human sitemap shows it; sitemap.xml lists the indexable ones. */
export const siteMap: SiteMapGroup[] = [
  { title: 'Company', pages: staticGroup('Company') },
  {
    title: 'Services',
    pages: [
      ...staticGroup('Services').filter((p) => p.path === pagePaths.services || p.path === pagePaths.pricing),
      ...entries(services.all, (s) => ({
        path: servicePath(s),
        label: s.parent ? `${s.name} (${services.get(s.parent, 'site map').name})` : s.name,
      })),
    ],
  },
  {
    title: 'Industries',
    pages: [
      ...staticGroup('Services').filter((p) => p.path === pagePaths.industries),
      ...entries(industries.all, (i) => ({ path: industryPath(i.slug), label: i.name })),
    ],
  },
  {
    title: 'Technologies',
    pages: [
      ...staticGroup('Services').filter((p) => p.path === pagePaths.technologies),
      ...entries(technologies.all, (t) => ({ path: technologyPath(t.slug), label: t.name })),
    ],
  },
  {
    title: 'Projects',
    pages: [...staticGroup('Work'), ...entries(projects.all, (p) => ({ path: projectPath(p.slug), label: p.title }))],
  },
  {
    title: 'Blog',
    pages: [
      ...staticGroup('Insights'),
      ...entries(blogPosts.all, (p) => ({
        path: blogPostPath(p.slug),
        label: p.title,
        lastModified: p.updatedAt ?? p.publishedAt,
      })),
      ...entries(authors.all, (a) => ({ path: authorPath(a.slug), label: `Articles by ${a.name}` })),
    ],
  },
  {
    title: 'Careers',
    pages: [
      ...staticGroup('Careers'),
      ...entries(jobs.all, (j) => ({ path: jobPath(j.slug), label: j.title, lastModified: j.postedAt })),
    ],
  },
  {
    title: 'Press corner',
    pages: entries(pressItems.all, (p) => ({ path: pressPath(p.slug), label: p.title, lastModified: p.publishedAt })),
  },
  { title: 'Contact', pages: staticGroup('Contact') },
  { title: 'Legal', pages: staticGroup('Legal') },
];

export const indexablePages: SiteMapPage[] = siteMap.flatMap((group) => group.pages).filter((page) => page.indexable);
