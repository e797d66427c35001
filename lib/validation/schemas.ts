/**
 * The zod schemas of the two forms, built on the rules of `rules.ts`. The browser validates the form's
 * values with them (react-hook-form's zod resolver, loaded when a form is first used: see
 * `lib/forms/lazyResolver.ts`) and the intake API validates the posted body with the very same schemas,
 * in Node 20: nothing here needs the DOM (a file is any Blob/File with name, size, type). The payload keys
 * and limits the schemas' fields map to are in `keys.ts`.
 *
 * The job application's `jobId` is a job slug; the schema checks its shape, the intake checks that the
 * job exists.
 *
 * Built with `zod/mini` (the same zod 4 engine, tree-shaken): the forms ship it to the browser.
 */
import * as z from 'zod/mini';
import { BUDGETS, LEAD_TYPES, SOURCES, SUBSCRIBER_SOURCES, TIMELINES } from './options';
import { MAX_LENGTH } from './keys';
import { check, DEFAULT_MESSAGE, extraRules, isFile, rules, type Rule } from './rules';

/** A zod check that reports the first failing rule's message. */
const rulesCheck = <T>(...checks: Rule[]) =>
  z.superRefine<T>((value, ctx) => {
    const result = check(value, ...checks);
    if (result !== true) ctx.addIssue({ code: 'custom', message: result, input: value });
  });

const text = (...checks: Rule[]) => z.string({ error: DEFAULT_MESSAGE }).check(rulesCheck(...checks));
const choice = <const Values extends readonly [string, ...string[]]>(values: Values) =>
  z.union([z.literal(''), z.enum(values)], { error: 'Choose one of the options' });

/** An address, stored and replied to as validated: without the spaces around it. */
const email = () => text(rules.required, rules.email, extraRules.maxLength(MAX_LENGTH.email)).check(z.trim());

const file = z.custom<File>(isFile, { error: 'Invalid file' });
const eachFile =
  (rule: Rule): Rule =>
  (value) =>
    Array.isArray(value) ? (value.map(rule).find((result) => result !== true) ?? true) : true;
const atMostOne: Rule = (value) => (Array.isArray(value) && value.length > 1 ? 'Attach one file only' : true);

export const contactSchema = z.object({
  name: text(rules.required, extraRules.maxLength(MAX_LENGTH.name)),
  email: email(),
  phone: text(rules.phoneNumber, extraRules.maxLength(MAX_LENGTH.phone)),
  message: text(rules.required, extraRules.maxLength(MAX_LENGTH.message)),
  budget: choice(BUDGETS),
  timeline: choice(TIMELINES),
  sources: z.array(z.enum(SOURCES, { error: 'Choose one of the options' })),
  attachments: z
    .array(file)
    .check(rulesCheck(extraRules.maxFiles, rules.fileTypes, eachFile(rules.fileSize), rules.totalFileSize)),
  mailing: z.boolean(),
  leadType: z.enum(LEAD_TYPES),
  subscriberSource: z.enum(SUBSCRIBER_SOURCES),
});

export type ContactValues = z.infer<typeof contactSchema>;

export const applicationSchema = z.object({
  name: text(rules.required, extraRules.maxLength(MAX_LENGTH.name)),
  email: email(),
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
