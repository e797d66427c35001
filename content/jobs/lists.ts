import type { Job } from '@/content/schemas';

/**
 * The lists of every job ad with their headings, in page order. The job page and the description in its
 * JobPosting structured data both read them, so the two always say the same.
 */
export const jobLists = [
  { id: 'responsibilities', title: 'What you will do', field: 'responsibilities' },
  { id: 'requirements', title: 'What we are looking for', field: 'requirements' },
  { id: 'nice-to-have', title: 'Nice to have', field: 'niceToHave' },
  { id: 'benefits', title: 'What we offer', field: 'benefits' },
] as const satisfies readonly { id: string; title: string; field: keyof Job }[];
