/**
 * The zod schemas of the two forms, built on the rules of `rules.ts`. The browser validates the form's
 * values with them (react-hook-form's zod resolver) and the intake API validates the posted body with the
 * very same schemas, in Node 20: nothing here needs the DOM (a file is any Blob/File with name, size, type).
 *
 * How the multipart body maps to the values (the keys are exported below; `lib/forms/lead.ts` and
 * `lib/forms/application.ts` build the body and read it back):
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
 * - The job application's `application[job_id]` is a job slug; the schema checks its shape, the intake
 *   checks that the job exists.
 * - A 422 reply `{ "errors": { field: message } }` shows each message on its field; the field may be named
 *   by its schema name (`phone`), its payload key (`lead[phone_number]`) or the Rails attribute
 *   (`phone_number`). Messages for other names appear above the form.
 *
 * Built with `zod/mini` (the same zod 4 engine, tree-shaken): the forms ship it to the browser.
 */
import * as z from 'zod/mini';
import { ATTRIBUTION_KEYS, type AttributionKey } from '@/lib/attribution/keys';
import { BUDGETS, LEAD_TYPES, SOURCES, SUBSCRIBER_SOURCES, TIMELINES } from './options';
import { check, DEFAULT_MESSAGE, extraRules, isFile, rules, type Rule } from './rules';

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

/** A zod check that reports the first failing rule's message. */
const rulesCheck = <T>(...checks: Rule[]) =>
  z.superRefine<T>((value, ctx) => {
    const result = check(value, ...checks);
    if (result !== true) ctx.addIssue({ code: 'custom', message: result, input: value });
  });

const text = (...checks: Rule[]) => z.string({ error: DEFAULT_MESSAGE }).check(rulesCheck(...checks));
const choice = <const Values extends readonly [string, ...string[]]>(values: Values) =>
  z.union([z.literal(''), z.enum(values)], { error: 'Choose one of the options' });

const file = z.custom<File>(isFile, { error: 'Invalid file' });
const eachFile =
  (rule: Rule): Rule =>
  (value) =>
    Array.isArray(value) ? (value.map(rule).find((result) => result !== true) ?? true) : true;
const atMostOne: Rule = (value) => (Array.isArray(value) && value.length > 1 ? 'Attach one file only' : true);

export const contactSchema = z.object({
  name: text(rules.required, extraRules.maxLength(MAX_LENGTH.name)),
  email: text(rules.required, rules.email, extraRules.maxLength(MAX_LENGTH.email)),
  phone: text(rules.phoneNumber, extraRules.maxLength(MAX_LENGTH.phone)),
  message: text(rules.required, extraRules.maxLength(MAX_LENGTH.message)),
  budget: choice(BUDGETS),
  timeline: choice(TIMELINES),
  sources: z.array(z.enum(SOURCES, { error: 'Choose one of the options' })),
  attachments: z.array(file).check(rulesCheck(rules.fileTypes, eachFile(rules.fileSize), rules.totalFileSize)),
  mailing: z.boolean(),
  leadType: z.enum(LEAD_TYPES),
  subscriberSource: z.enum(SUBSCRIBER_SOURCES),
});

export type ContactValues = z.infer<typeof contactSchema>;

export const applicationSchema = z.object({
  name: text(rules.required, extraRules.maxLength(MAX_LENGTH.name)),
  email: text(rules.required, rules.email, extraRules.maxLength(MAX_LENGTH.email)),
  phone: text(rules.phoneNumber, extraRules.maxLength(MAX_LENGTH.phone)),
  jobId: text(rules.required, (value) =>
    /^[a-z0-9-]{1,100}$/.test(String(value)) ? true : 'Choose one of the open jobs',
  ),
  message: text(extraRules.maxLength(MAX_LENGTH.message)),
  link: text(extraRules.url, extraRules.maxLength(MAX_LENGTH.link)),
  cv: z.array(file).check(rulesCheck(rules.required, atMostOne, eachFile(rules.fileType), eachFile(rules.fileSize))),
  mailing: z.boolean(),
});

export type ApplicationValues = z.infer<typeof applicationSchema>;
