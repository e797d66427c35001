import { replaceFactTags } from '@/content/factTags';
import { pricing } from '@/content/pricing';
import { site } from '@/content/site';
import type { PricingFacts } from '@/content/schemas';

/**
 * The figures and company facts an entry file may quote instead of writing them out, so a changed price or
 * date changes every page that quotes it. In a Markdoc body they are the tags `{% price fact="mvpFrom" /%}`
 * and `{% fact name="internship.length" /%}`; the same tags are expanded inside the text fields of YAML
 * and front matter by the file loader (content/files.ts).
 */
export const PRICE_FACTS = Object.keys(pricing.facts) as (keyof PricingFacts)[];

/** The company facts an entry may quote, by dotted path into content/site.ts. */
export const SITE_FACTS = {
  name: site.name,
  city: site.city,
  country: site.country,
  foundedYear: String(site.foundedYear),
  'founding.place': site.founding.place,
  firstMobileYear: String(site.firstMobileYear),
  'internship.since': String(site.internship.since),
  'internship.length': site.internship.length,
  deviceLab: site.deviceLab,
  packSize: site.packSize,
  'replyWithin.enquiry': site.replyWithin.enquiry,
  'replyWithin.application': site.replyWithin.application,
  developerClaim: site.developerClaim,
  'award.title': site.award.title,
  'award.year': String(site.award.year),
} as const satisfies Record<string, string>;

export type SiteFact = keyof typeof SITE_FACTS;

export const isPriceFact = (name: string): name is keyof PricingFacts => (PRICE_FACTS as string[]).includes(name);
export const isSiteFact = (name: string): name is SiteFact => Object.hasOwn(SITE_FACTS, name);

export const priceFact = (name: keyof PricingFacts): string => pricing.facts[name];
export const siteFact = (name: SiteFact): string => SITE_FACTS[name];

/**
 * Replaces the fact tags of a plain text field by their values. An unknown fact is an error naming the
 * tag and the facts there are, so the build fails instead of printing the tag on a page.
 */
export function expandFacts(text: string): string {
  return replaceFactTags(text, (tag, kind, name) => {
    if (kind === 'price') {
      if (isPriceFact(name)) return priceFact(name);
      throw new Error(`${tag}: unknown price fact "${name}" (one of: ${PRICE_FACTS.join(', ')})`);
    }
    if (isSiteFact(name)) return siteFact(name);
    throw new Error(`${tag}: unknown fact "${name}" (one of: ${Object.keys(SITE_FACTS).join(', ')})`);
  });
}
