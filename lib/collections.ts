import type { Metadata } from 'next';
import { authors } from '@/content/authors';
import { blogPosts } from '@/content/blog';
import { industries } from '@/content/industries';
import { isOpen, jobs } from '@/content/jobs';
import type { Collection, CollectionName } from '@/content/parse';
import type { Service } from '@/content/schemas';
import { pressItems } from '@/content/press';
import { projects } from '@/content/projects';
import { services } from '@/content/services';
import { site } from '@/content/site';
import { staticPage } from '@/content/staticPages';
import { technologies } from '@/content/technologies';
import { pageMetadata, withBlogFeed, withShareImage } from '@/lib/metadata';
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
  type PagePath,
} from '@/lib/routes';
import type { ShareCard } from '@/lib/shareImage/cards';
import type { Crumb } from '@/lib/structuredData';
import { formatSalary } from '@/lib/salary';
import { formatDate, truncate } from '@/lib/text';

type Entry = { slug: string };
type Seo = { seo: { title: string; description: string } };

/** What the site needs to know about the pages of one collection's entries. */
export type EntryPages<T extends Entry> = {
  collection: Collection<T>;
  /** The page that lists the entries: the crumb before every entry. */
  index: PagePath;
  // Method syntax on purpose: a collection's pages can then be handled as pages of plain `{ slug }` entries
  // (the sitemap lists every collection in one loop), and each function still only meets its own entries.
  path(entry: T): string;
  /** Name of the entry in breadcrumbs. */
  title(entry: T): string;
  /** Link text in the human sitemap, when it differs from the title. */
  siteMapLabel?(entry: T): string;
  /** Date of the last change, for sitemap.xml. */
  lastModified?(entry: T): string;
  /**
   * Whether the entry's page is in the sitemaps and the site search (every entry when absent). A closed job keeps
   * its page, for the links already sent, but is offered nowhere.
   */
  listed?(entry: T): boolean;
  /** Crumbs between the index and the entry (a sub-service's parent). */
  parents?(entry: T): Crumb[];
  /** What the entry's share image shows. */
  share(entry: T): ShareCard;
  metadata(entry: T): Metadata;
};

// Every entry page gets its own share image here, so a new entry (one made in the content editor too) has one.
const define = <T extends Entry>(pages: EntryPages<T>): EntryPages<T> => ({
  ...pages,
  metadata: (entry) => withShareImage(pages.metadata(entry), pages.path(entry), pages.share(entry)),
});

const seoMetadata =
  <T extends Entry & Seo>(path: (entry: T) => string, type?: 'article') =>
  (entry: T) =>
    pageMetadata({ ...entry.seo, path: path(entry), type });

const serviceParent = (service: { parent?: string }) =>
  service.parent ? services.get(service.parent, 'service pages') : undefined;

/** Entry pages of every collection that has them, keyed by collection. */
export const entryPages = {
  services: define<Service>({
    collection: services,
    index: pagePaths.services,
    path: servicePath,
    title: (service) => service.name,
    siteMapLabel: (service) => {
      const parent = serviceParent(service);
      return parent ? `${service.name} (${parent.name})` : service.name;
    },
    parents: (service) => {
      const parent = serviceParent(service);
      return parent ? [{ name: parent.name, path: servicePath(parent) }] : [];
    },
    share: (service) => ({ kicker: 'Service', title: service.name, detail: serviceParent(service)?.name }),
    metadata: seoMetadata(servicePath),
  }),
  industries: define({
    collection: industries,
    index: pagePaths.industries,
    path: (industry) => industryPath(industry.slug),
    title: (industry) => industry.name,
    share: (industry) => ({ kicker: 'Industry', title: industry.name }),
    metadata: seoMetadata((industry) => industryPath(industry.slug)),
  }),
  technologies: define({
    collection: technologies,
    index: pagePaths.technologies,
    path: (technology) => technologyPath(technology.slug),
    title: (technology) => technology.name,
    share: (technology) => ({ kicker: `Technology · ${technology.category}`, title: technology.name }),
    metadata: seoMetadata((technology) => technologyPath(technology.slug)),
  }),
  projects: define({
    collection: projects,
    index: pagePaths.projects,
    path: (project) => projectPath(project.slug),
    title: (project) => project.title,
    share: (project) => ({
      kicker: 'Project',
      title: project.title,
      detail: `${industries.get(project.industry, `project ${project.slug}`).name} · ${project.platforms.join(', ')}`,
      picture: project.image.src,
    }),
    metadata: seoMetadata((project) => projectPath(project.slug)),
  }),
  blogPosts: define({
    collection: blogPosts,
    index: pagePaths.blog,
    path: (post) => blogPostPath(post.slug),
    title: (post) => post.title,
    share: (post) => ({
      kicker: 'Blog',
      title: post.title,
      detail: `${authors.get(post.author, `blog post ${post.slug}`).name} · ${formatDate(post.publishedAt)}`,
      picture: post.image.src,
    }),
    lastModified: (post) => post.updatedAt ?? post.publishedAt,
    metadata: (post) => withBlogFeed(pageMetadata({ ...post.seo, path: blogPostPath(post.slug), type: 'article' })),
  }),
  authors: define({
    collection: authors,
    index: pagePaths.authors,
    path: (author) => authorPath(author.slug),
    title: (author) => author.name,
    siteMapLabel: (author) => `Articles by ${author.name}`,
    share: (author) => ({ kicker: 'Author', title: author.name, detail: author.role, picture: author.portrait?.src }),
    metadata: (author) =>
      pageMetadata({
        title: `${author.name}, ${author.role}`,
        description: truncate(`Articles by ${author.name}, ${author.role} at ${site.name}. ${author.bio}`, 160),
        path: authorPath(author.slug),
      }),
  }),
  jobs: define({
    collection: jobs,
    index: pagePaths.jobs,
    path: (job) => jobPath(job.slug),
    title: (job) => job.title,
    share: (job) => ({
      kicker: "We're hiring",
      title: job.title,
      detail: `${job.department} · ${job.workplace} · ${site.city}`,
      ...(job.salary && { highlight: formatSalary(job.salary) }),
    }),
    lastModified: (job) => job.postedAt,
    listed: (job) => isOpen(job),
    metadata: (job) => pageMetadata({ ...job.seo, path: jobPath(job.slug), noindex: !isOpen(job) }),
  }),
  press: define({
    collection: pressItems,
    index: pagePaths.pressCorner,
    path: (item) => pressPath(item.slug),
    title: (item) => item.title,
    share: (item) => ({ kicker: 'Press', title: item.title, detail: formatDate(item.publishedAt) }),
    lastModified: (item) => item.publishedAt,
    metadata: seoMetadata((item) => pressPath(item.slug), 'article'),
  }),
} satisfies Record<CollectionName, unknown>;

/** The entries whose pages the sitemaps and the site search offer. */
export const listedEntries = <T extends Entry>(pages: EntryPages<T>): T[] =>
  pages.collection.all.filter((entry) => pages.listed?.(entry) ?? true);

/** The crumb of a static page, named as the page's own link text. */
export const pageCrumb = (path: PagePath): Crumb => ({ name: staticPage(path).label, path });

/** Index page, parents, then the entry itself. */
export function entryCrumbs<T extends Entry>(pages: EntryPages<T>, entry: T): Crumb[] {
  return [
    pageCrumb(pages.index),
    ...(pages.parents?.(entry) ?? []),
    { name: pages.title(entry), path: pages.path(entry) },
  ];
}
