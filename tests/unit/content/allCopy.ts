import { authors } from '@/content/authors';
import { blogPosts } from '@/content/blog';
import { industries } from '@/content/industries';
import { jobs } from '@/content/jobs';
import { mainNavigation, legalNavigation } from '@/content/navigation';
import { editorialPages } from '@/content/pages';
import { pressItems } from '@/content/press';
import { pricing } from '@/content/pricing';
import { projects } from '@/content/projects';
import { recognition } from '@/content/recognition';
import { services } from '@/content/services';
import { site } from '@/content/site';
import { staticPages } from '@/content/staticPages';
import { teamMembers } from '@/content/team';
import { technologies } from '@/content/technologies';
import { bodyText } from '@/lib/markdoc';

/** One string of copy and where it sits, e.g. `blog/what-app-maintenance-really-involves.body.3.text`. */
export type CopyString = { where: string; text: string };

function walk(value: unknown, where: string, out: CopyString[]): void {
  if (typeof value === 'string') out.push({ where, text: value });
  else if (Array.isArray(value)) value.forEach((item, index) => walk(item, `${where}.${index}`, out));
  else if (value && typeof value === 'object')
    for (const [key, item] of Object.entries(value)) walk(item, `${where}.${key}`, out);
}

const sources: Record<string, unknown> = {
  site,
  pricing,
  recognition: recognition(),
  staticPages,
  navigation: [mainNavigation, legalNavigation],
  pages: editorialPages,
};
for (const collection of [
  authors,
  blogPosts,
  industries,
  jobs,
  pressItems,
  projects,
  services,
  teamMembers,
  technologies,
])
  for (const entry of collection.all)
    // A Markdoc body is read as its words, the way a visitor reads it (facts filled in, code left out).
    sources[`${collection.name}/${entry.slug}`] =
      'body' in entry && typeof entry.body === 'string' ? { ...entry, body: bodyText(entry.body) } : entry;

/** Every string in content/, parsed as the pages receive it (interpolations resolved). */
export const allCopy: CopyString[] = Object.entries(sources).flatMap(([name, value]) => {
  const out: CopyString[] = [];
  walk(value, name, out);
  return out;
});
