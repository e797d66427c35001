import { industries } from '@/content/industries';
import type { CollectionName } from '@/content/parse';
import { services } from '@/content/services';
import { staticPage } from '@/content/staticPages';
import { technologies } from '@/content/technologies';
import { industryPath, pagePaths, servicePath, technologyPath, type PagePath } from '@/lib/routes';

/**
 * The one navigation config: the site's sections (the human sitemap, sitemap.xml and breadcrumbs), the
 * header menu, the footer columns and the legal links. Labels of static pages are their own labels in
 * content/staticPages.ts; every path comes from lib/routes.ts.
 */

export type NavLink = { label: string; href: string };
export type NavGroup = { label: string; href?: string; links: NavLink[] };
export type NavItem = { label: string; href: string; groups?: NavGroup[] };

export type Section = {
  title: string;
  /** The section's landing page, the first crumb of every other page in it. */
  index?: PagePath;
  /** Static pages in the section, in order. */
  pages: readonly PagePath[];
  /** Collections whose entry pages belong to the section. */
  collections: readonly CollectionName[];
};

/** Every page of the site belongs to one section, in the order the human sitemap shows them. */
export const sections: readonly Section[] = [
  {
    title: 'Company',
    pages: [pagePaths.home, pagePaths.about, pagePaths.ourStory, pagePaths.theWolf, pagePaths.team],
    collections: [],
  },
  {
    title: 'Services',
    index: pagePaths.services,
    pages: [pagePaths.services, pagePaths.pricing],
    collections: ['services'],
  },
  { title: 'Industries', index: pagePaths.industries, pages: [pagePaths.industries], collections: ['industries'] },
  {
    title: 'Technologies',
    index: pagePaths.technologies,
    pages: [pagePaths.technologies],
    collections: ['technologies'],
  },
  { title: 'Projects', index: pagePaths.projects, pages: [pagePaths.projects], collections: ['projects'] },
  {
    title: 'Blog',
    index: pagePaths.blog,
    pages: [pagePaths.blog, pagePaths.authors],
    collections: ['blogPosts', 'authors'],
  },
  {
    title: 'Careers',
    index: pagePaths.jobs,
    pages: [pagePaths.jobs, pagePaths.apply, pagePaths.applySuccess],
    collections: ['jobs'],
  },
  { title: 'Press corner', index: pagePaths.pressCorner, pages: [pagePaths.pressCorner], collections: ['press'] },
  { title: 'Contact', index: pagePaths.contact, pages: [pagePaths.contact, pagePaths.contactSuccess], collections: [] },
  { title: 'Legal', pages: [pagePaths.privacy, pagePaths.terms, pagePaths.sitemap, pagePaths.search], collections: [] },
];

/** A link to a static page, with the page's own label. */
const pageLink = (path: PagePath): NavLink => ({ label: staticPage(path).label, href: path });

const serviceLinks = (list: typeof services.all) =>
  list.map((service) => ({ label: service.name, href: servicePath(service) }));
const topLevelServices = services.all.filter((service) => !service.parent);
const serviceFamilies = ['web-development', 'mobile-development'];
const industryLinks = industries.all.map((industry) => ({ label: industry.name, href: industryPath(industry.slug) }));
const technologyLinks = technologies.all.map((technology) => ({
  label: technology.name,
  href: technologyPath(technology.slug),
}));
const companyPages = [pagePaths.about, pagePaths.ourStory, pagePaths.theWolf, pagePaths.team, pagePaths.pressCorner];

/** The header's main navigation: every section of the site. */
export const mainNavigation: NavItem[] = [
  {
    ...pageLink(pagePaths.services),
    groups: [
      ...serviceFamilies.map((family) => {
        const parent = services.get(family, 'navigation');
        return {
          label: parent.name,
          href: servicePath(parent),
          links: serviceLinks(services.all.filter((service) => service.parent === family)),
        };
      }),
      {
        label: 'More services',
        links: [
          ...serviceLinks(topLevelServices.filter((service) => !serviceFamilies.includes(service.slug))),
          pageLink(pagePaths.pricing),
        ],
      },
    ],
  },
  { ...pageLink(pagePaths.industries), groups: [{ label: 'Industries', links: industryLinks }] },
  { ...pageLink(pagePaths.technologies), groups: [{ label: 'Technologies', links: technologyLinks }] },
  pageLink(pagePaths.projects),
  { label: 'About', href: pagePaths.about, groups: [{ label: 'About', links: companyPages.map(pageLink) }] },
  pageLink(pagePaths.jobs),
  pageLink(pagePaths.blog),
];

/** The footer's link columns. */
export const footerNavigation: { title: string; links: NavLink[] }[] = [
  { title: 'Services', links: [...serviceLinks(topLevelServices), pageLink(pagePaths.pricing)] },
  { title: 'Industries', links: industryLinks },
  {
    title: 'Company',
    links: [
      pagePaths.about,
      pagePaths.ourStory,
      pagePaths.theWolf,
      pagePaths.team,
      pagePaths.projects,
      pagePaths.jobs,
      pagePaths.blog,
      pagePaths.authors,
      pagePaths.pressCorner,
    ].map(pageLink),
  },
];

export const legalNavigation: NavLink[] = [pagePaths.sitemap, pagePaths.privacy, pagePaths.terms].map(pageLink);
