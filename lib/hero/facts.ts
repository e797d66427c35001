import { pricing } from '@/content/pricing';
import { projects } from '@/content/projects';
import { site } from '@/content/site';
import { atLeast, projectResults, type ProofItem } from '@/lib/hero/proof';

/**
 * The company's own facts as hero proof (content/site.ts, content/pricing.ts), for the heroes that have no case
 * study of their own to quote, and to fill a sales hero whose page names fewer than two.
 */
export const companyProof: readonly ProofItem[] = [
  { value: `${site.developerCount}+`, label: `developers in ${site.city}, with our own designers and QA engineers` },
  { value: String(site.foundedYear), label: `the year ${site.founding.team} started the company` },
  { value: String(site.award.year), label: site.award.title },
];

/** How a project with us runs, in figures the about page's text states. */
export const workingProof: readonly ProofItem[] = [
  { value: '2 weeks', label: 'per sprint, each ending in a demo of working software' },
  { value: `${site.packSize}`, label: 'people in the dedicated pack that stays with your product' },
  { value: pricing.facts.discoveryDuration, label: 'of discovery before the first line of code' },
  { value: site.replyWithin.enquiry, label: 'to reply to a new enquiry, from a senior engineer' },
];

/** A service, industry or technology page's proof: its case studies' results, filled to three with company facts. */
export const salesProof = (projectSlugs: readonly string[]): ProofItem[] =>
  atLeast(
    projectResults(projectSlugs, (slug) => projects.bySlug(slug)),
    3,
    companyProof,
  );

/** The label over a sales page's proof. */
export const SALES_PROOF_LABEL = 'Our record';
