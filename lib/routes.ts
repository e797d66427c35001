/**
 * Every path the site links to, in one typed place: static pages by name, collection entries by a
 * builder from the entry. Pages, components, menus, the sitemaps and the feed use these, never literals.
 */

/** Pages that are not collection entries (each has its search copy in content/staticPages.ts). */
export const pagePaths = {
  home: '/',
  about: '/about',
  ourStory: '/our-story',
  theWolf: '/the-wolf',
  team: '/team',
  pressCorner: '/press-corner',
  services: '/services',
  pricing: '/services/pricing',
  industries: '/industries',
  technologies: '/technologies',
  projects: '/projects',
  blog: '/blogposts',
  authors: '/authors',
  jobs: '/jobs',
  apply: '/apply-job',
  applySuccess: '/apply-job/success',
  contact: '/contact',
  contactSuccess: '/contact/success',
  privacy: '/privacy',
  terms: '/terms-and-conditions',
  sitemap: '/sitemap',
  search: '/search',
} as const;

export type PagePath = (typeof pagePaths)[keyof typeof pagePaths];

/** Machine-readable files served beside the pages. */
export const filePaths = {
  blogFeed: '/blogposts/feed.xml',
  sitemapXml: '/sitemap.xml',
  /** The press kit's logo files: the mark as a 512 px PNG (public/logo.png) and as SVG (app/icon.svg). */
  logoPng: '/logo.png',
  logoSvg: '/icon.svg',
} as const;

/** A place on a page, e.g. `pageSection('/privacy', 'cookies')` → `/privacy#cookies`. */
export const pageSection = (path: PagePath, id: string) => `${path}#${id}`;

export const servicePath = (service: { slug: string; parent?: string }) =>
  service.parent ? `${pagePaths.services}/${service.parent}/${service.slug}` : `${pagePaths.services}/${service.slug}`;
export const industryPath = (slug: string) => `${pagePaths.industries}/${slug}`;
export const technologyPath = (slug: string) => `${pagePaths.technologies}/${slug}`;
export const projectPath = (slug: string) => `${pagePaths.projects}/${slug}`;
export const blogPostPath = (slug: string) => `${pagePaths.blog}/${slug}`;
export const authorPath = (slug: string) => `${pagePaths.authors}/${slug}`;
export const jobPath = (slug: string) => `${pagePaths.jobs}/${slug}`;
export const pressPath = (slug: string) => `${pagePaths.pressCorner}/${slug}`;
/** The application form with the job chosen. */
export const applyPath = (jobSlug: string) => `${pagePaths.apply}?job=${encodeURIComponent(jobSlug)}`;

/** The contact form as a quote request (the pricing page's "Request A Quote"). */
export const quotePath = `${pagePaths.contact}?type=quote`;
/** Whether a query string (`?type=quote`) makes the contact form a quote request. */
export const isQuoteRequest = (search: string) => new URLSearchParams(search).get('type') === 'quote';
