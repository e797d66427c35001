import type { Metadata } from 'next';
import NotFoundView, { type Trail } from '@/components/errors/NotFoundView';
import { site } from '@/content/site';
import { staticPage } from '@/content/staticPages';
import { pagePaths } from '@/lib/routes';

export const metadata: Metadata = {
  title: { absolute: `404 | ${site.name}` },
  description: 'Oh dear, looks like the page is gone',
  robots: { index: false, follow: false },
};

/** Where a lost visitor may go on, each with a line on what waits there (home is the hero's button). */
const trails: readonly Trail[] = (
  [
    [pagePaths.services, 'Strategy, design, web and mobile development, testing and maintenance.'],
    [pagePaths.projects, 'Case studies of apps we built: the challenge, the solution, the results.'],
    [pagePaths.industries, 'Fintech, healthcare, e-learning, mobility, IoT and social products.'],
    [pagePaths.blog, 'What the pack learns building apps, written by the people who build them.'],
    [pagePaths.jobs, `Open roles with the pack in ${site.city}, and how we hire.`],
    [pagePaths.contact, `Tell us what you are building: we reply within ${site.replyWithin.enquiry}.`],
  ] as const
).map(([path, text]) => ({ label: staticPage(path).label, href: path, text }));

export default function NotFound() {
  return <NotFoundView trails={trails} />;
}
