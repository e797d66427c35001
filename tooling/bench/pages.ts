import {
  authorPath,
  blogPostPath,
  industryPath,
  jobPath,
  pagePaths,
  projectPath,
  servicePath,
  technologyPath,
} from '@/lib/routes';

/** A path no page has: the not-found page (404) is measured there. */
export const NOT_FOUND_PATH = '/no-such-page';

/**
 * One page of every template, by a short name: the benchmark measures these and the budget check runs
 * Lighthouse on them. The entries are fixed (not "the first post") so that runs stay comparable.
 */
export const templatePages = [
  { name: 'home', path: pagePaths.home },
  { name: 'service', path: servicePath({ slug: 'web-development' }) },
  { name: 'service-sub', path: servicePath({ slug: 'ios', parent: 'mobile-development' }) },
  { name: 'industry', path: industryPath('fintech-software-development') },
  { name: 'technology', path: technologyPath('react') },
  { name: 'pricing', path: pagePaths.pricing },
  { name: 'projects', path: pagePaths.projects },
  { name: 'project', path: projectPath('ledgerly-budgeting') },
  { name: 'blog', path: pagePaths.blog },
  { name: 'post', path: blogPostPath('how-much-does-an-mvp-cost-in-2026') },
  { name: 'author', path: authorPath('ioana-pop') },
  { name: 'jobs', path: pagePaths.jobs },
  { name: 'job', path: jobPath('senior-react-native-developer') },
  { name: 'contact', path: pagePaths.contact },
  { name: 'apply-job', path: pagePaths.apply },
  { name: 'sitemap', path: pagePaths.sitemap },
  { name: 'success', path: pagePaths.contactSuccess },
  { name: '404', path: NOT_FOUND_PATH },
] as const;
