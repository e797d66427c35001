/**
 * The payload contract of the two forms: the multipart keys, the two spam signals and the length limits
 * (docs/forms-contract.md writes it out, with the CRM's side).
 * Kept apart from the zod schemas (`schemas.ts`) so the form components, the payload builders and the
 * intake can use them without loading zod: the browser loads the schemas only when a form is first used.
 *
 * How the multipart body maps to the values (`lib/forms/lead.ts` and `lib/forms/application.ts` build the
 * body and read it back):
 *
 * - Every schema field has one payload key, `LEAD_KEYS.<field>` / `APPLICATION_KEYS.<field>`, in the Rails
 *   nested style: `lead[name]`, `application[job_id]`. Keys ending in `[]` repeat once per value
 *   (`lead[sources][]`, `lead[leads_attachments][]`, `application[links][]`); `application[cv]` carries
 *   one file and maps to a `cv` array of that one file.
 * - Text is sent trimmed; an empty optional field is left out, so an absent key means '' (or [] for a
 *   repeated key). A browser without JavaScript posts the HTML form itself: it sends empty text as '',
 *   and an empty file input as one part with an empty file name and size 0, which means "no file".
 * - `mailing` is top level ('true' or 'false'). The no-JavaScript form sends a hidden `mailing=false`
 *   before the checkbox's `mailing=true`, the Rails convention: the last value wins.
 * - Attribution rides along as `lead[utm_source]` ... `lead[first_visit_at]` (or `application[...]`),
 *   each only when known; `attributionSchema` (`attribution.ts`, used by the intake only) checks it.
 * - Two spam signals sit outside the nested keys: `HONEYPOT_KEY`, a field people never see (a bot that
 *   fills it is not a person), and `STARTED_AT_KEY`, when the form was first shown (ISO 8601; a person
 *   takes more than a few seconds; absent when JavaScript did not run).
 * - A 422 reply `{ "errors": { field: message } }` shows each message on its field; the field may be named
 *   by its schema name (`phone`), its payload key (`lead[phone_number]`) or the attribute inside the
 *   brackets (`phone_number`), as a Rails CRM names it. Messages for other names appear above the form.
 */
import { ATTRIBUTION_KEYS, type AttributionKey } from '@/lib/attribution/keys';

export const HONEYPOT_KEY = 'website';
export const STARTED_AT_KEY = 'form_started_at';
export const MAILING_KEY = 'mailing';

export const LEAD_KEYS = {
  name: 'lead[name]',
  email: 'lead[email]',
  phone: 'lead[phone_number]',
  message: 'lead[message]',
  budget: 'lead[budget]',
  timeline: 'lead[timeline_restrictions]',
  sources: 'lead[sources][]',
  attachments: 'lead[leads_attachments][]',
  leadType: 'lead[lead_type]',
  subscriberSource: 'lead[subscriber_source]',
} as const;

export const APPLICATION_KEYS = {
  name: 'application[name]',
  email: 'application[email]',
  phone: 'application[phone_number]',
  jobId: 'application[job_id]',
  message: 'application[message]',
  link: 'application[links][]',
  cv: 'application[cv]',
} as const;

/** `lead[utm_source]`, `application[landing_page]`, ...: the attribution keys under a form's prefix. */
export const attributionKeys = (prefix: 'lead' | 'application') =>
  Object.fromEntries(ATTRIBUTION_KEYS.map((key) => [key, `${prefix}[${key}]`])) as Record<AttributionKey, string>;

/** Limits that keep a stored submission sane; a person never reaches them. */
export const MAX_LENGTH = { name: 120, email: 254, phone: 24, message: 5000, link: 500, attribution: 2000 } as const;
