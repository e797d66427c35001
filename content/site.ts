import { parseEntry } from '@/content/parse';
import { siteSchema } from '@/content/schemas';
import { SITE_NAME } from '@/content/brand';

/** Brand name, place and claims: stated once here and read everywhere else. */
export const site = parseEntry('site', siteSchema, {
  name: SITE_NAME,
  legalName: 'Wolfpack Digital SRL',
  tagline: 'Web and mobile apps, built by a pack that hunts together',
  description:
    'Wolfpack Digital is a Cluj Napoca software agency of 70+ developers, designers and testers building web and mobile apps for startups and enterprises across Europe.',
  city: 'Cluj Napoca',
  country: 'Romania',
  countryCode: 'RO',
  email: 'hello@wolfpack-digital.com',
  foundedYear: 2013,
  developerCount: 70,
  developerClaim: '70+ developers',
  award: {
    title: 'European technology award winner for app development',
    year: 2025,
    body: 'Recognised by a European technology awards jury for the craft, reliability and impact of the apps we build with our partners.',
  },
  socials: [
    { label: 'LinkedIn', href: 'https://www.linkedin.com/company/wolfpack-digital' },
    { label: 'GitHub', href: 'https://github.com/Wolfpack-Digital' },
  ],
});
