import { z } from 'zod';
import { parseEntry } from '@/content/parse';
import { badgeSchema } from '@/content/schemas';
import { site } from '@/content/site';

const badge = (name: string, file: string, alt: string, href = '') => ({
  name,
  href,
  image: { src: `/images/badges/${file}.svg`, alt, width: 160, height: 160 },
});

/** The four award badges of the footer and the home page: two review-platform rankings, an app award, a listing. */
export const awards = parseEntry('awards', z.array(badgeSchema).length(4), [
  badge(
    'Top app developers in Romania 2026',
    'top-app-developers-romania-2026',
    'Badge: top app developers in Romania 2026, a ranking on a business services reviews platform',
  ),
  badge(
    'Top web developers in Cluj 2026',
    'top-web-developers-cluj-2026',
    'Badge: top web developers in Cluj 2026, a ranking on a business services reviews platform',
  ),
  badge(
    `European app development award winner ${site.award.year}`,
    'european-app-development-award-2025',
    `Badge: winner of a European technology award for app development, ${site.award.year}`,
  ),
  badge(
    'Listed among leading web development companies',
    'leading-web-development-companies',
    'Badge: listed among leading web development companies',
  ),
]);
