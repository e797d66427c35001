import { parseEntry } from '@/content/parse';
import { siteSchema } from '@/content/schemas';
import { SITE_NAME } from '@/content/brand';

const developerCount = 70;
/** Who the 70+ are: developers. Designers, testers and project managers are counted apart from them. */
const developerClaim = `${developerCount}+ developers`;

/** Brand name, place and claims: stated once here and read everywhere else. */
export const site = parseEntry('site', siteSchema, {
  name: SITE_NAME,
  legalName: 'Wolfpack Digital SRL',
  tagline: 'Web and mobile apps, built by a pack that hunts together',
  description: `${SITE_NAME} is a Cluj Napoca software agency: ${developerClaim}, with our own designers and testers beside them, building web and mobile apps for startups and enterprises across Europe.`,
  city: 'Cluj Napoca',
  country: 'Romania',
  countryCode: 'RO',
  email: 'hello@wolfpack-digital.com',
  foundedYear: 2013,
  founding: {
    place: 'a rented two-room flat in the Gheorgheni neighbourhood',
    team: 'four engineers',
  },
  firstMobileYear: 2014,
  internship: { since: 2017, length: 'ten weeks' },
  deviceLab: 'more than 60 phones and tablets',
  packSize: 'three to seven',
  replyWithin: { enquiry: 'one working day', application: 'five working days' },
  developerCount,
  developerClaim,
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
