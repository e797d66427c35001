import type { Metadata } from 'next';
import NotFoundView from '@/components/errors/NotFoundView';
import { site } from '@/content/site';
import { staticPage } from '@/content/staticPages';
import { pagePaths } from '@/lib/routes';

export const metadata: Metadata = {
  title: { absolute: `404 | ${site.name}` },
  description: 'Oh dear, looks like the page is gone',
  robots: { index: false, follow: false },
};

/** Where a lost visitor may go on: the services, the projects, the open jobs and the blog. */
const trails = [pagePaths.services, pagePaths.projects, pagePaths.jobs, pagePaths.blog].map((path) => ({
  label: staticPage(path).label,
  href: path,
}));

export default function NotFound() {
  return <NotFoundView trails={trails} />;
}
