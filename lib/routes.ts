/** Paths of the content pages, derived from entries so links and routes never drift apart. */

export const servicePath = (service: { slug: string; parent?: string }) =>
  service.parent ? `/services/${service.parent}/${service.slug}` : `/services/${service.slug}`;
export const industryPath = (slug: string) => `/industries/${slug}`;
export const technologyPath = (slug: string) => `/technologies/${slug}`;
export const projectPath = (slug: string) => `/projects/${slug}`;
export const blogPostPath = (slug: string) => `/blogposts/${slug}`;
export const authorPath = (slug: string) => `/authors/${slug}`;
export const jobPath = (slug: string) => `/jobs/${slug}`;
export const applyPath = (jobSlug: string) => `/apply-job?job=${encodeURIComponent(jobSlug)}`;
export const pressPath = (slug: string) => `/press-corner/${slug}`;

export const CONTACT_PATH = '/contact';
export const BLOG_FEED_PATH = '/blogposts/feed.xml';
