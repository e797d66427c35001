import { z } from 'zod';
import { parseEntry } from '@/content/parse';
import { badgeSchema } from '@/content/schemas';
import { site } from '@/content/site';

const badge = (name: string, file: string, issuer: string, href = '') => ({
  name,
  detail: issuer,
  href,
  image: { src: `/images/badges/${file}.svg`, alt: '' as const, width: 160, height: 160 },
});

/**
 * The four award badges of the footer and the home page: two review-platform rankings, an app award, a
 * listing. Each is named with who gave it, as far as the sources say: the research found
 * no public record of the platforms' and the jury's names (research/site-facts.md), so an editor adds
 * them here once confirmed rather than the site guessing.
 */
export const awards = parseEntry('awards', z.array(badgeSchema).length(4), [
  badge(
    'Top app developers in Romania 2026',
    'top-app-developers-romania-2026',
    'Ranking on a business services reviews platform',
  ),
  badge(
    'Top web developers in Cluj 2026',
    'top-web-developers-cluj-2026',
    'Ranking on a business services reviews platform',
  ),
  badge(
    `European app development award, winner ${site.award.year}`,
    'european-app-development-award-2025',
    'Given by a European technology awards jury',
  ),
  badge(
    'Leading web development companies',
    'leading-web-development-companies',
    'Listing in a directory of web development companies',
  ),
]);
