import type { ApplicationValues, ContactValues } from './schemas';

/**
 * The name of each field of the two forms, by schema field. The form shows it on the field, the intake's
 * page for a browser without JavaScript names a refused field by it, and the team's e-mail lists each
 * answer under it: one text, so the three always say the same. Kept apart from the zod schemas, like
 * `keys.ts`, so the form components use it without loading zod.
 */

/** Who is writing: the same three fields in both forms (`components/forms/PersonFields`). */
export const PERSON_LABELS = {
  name: 'Full name',
  email: 'Email address',
  phone: 'Phone number',
} as const;

const MAILING_LABEL = 'Subscribe to our newsletter';

export const LEAD_LABELS = {
  ...PERSON_LABELS,
  message: 'About your project',
  budget: 'Budget',
  timeline: 'Timeline',
  sources: 'How you heard about us',
  attachments: 'Attachments',
  // Hidden fields: named in the team's e-mail only.
  leadType: 'Type of enquiry',
  subscriberSource: 'Newsletter source',
  mailing: MAILING_LABEL,
} as const satisfies Record<keyof ContactValues, string>;

/** The question over the contact form's source checkboxes; the e-mail names the answer `LEAD_LABELS.sources`. */
export const SOURCES_LEGEND = 'How did you hear about us?';

export const APPLICATION_LABELS = {
  ...PERSON_LABELS,
  jobId: 'The job',
  message: 'A short message',
  link: 'LinkedIn or portfolio',
  cv: 'Your CV',
  mailing: MAILING_LABEL,
} as const satisfies Record<keyof ApplicationValues, string>;
