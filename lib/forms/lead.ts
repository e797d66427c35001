import type { Attribution } from '@/lib/attribution/keys';
import { LEAD_KEYS } from '@/lib/validation/keys';
import type { ContactValues } from '@/lib/validation/schemas';
import { readFiles, readText, readTexts, toFormData, unlessBlank } from './formData';
import { commonEntries, readCommonEntries, type SpamSignals } from './signals';

/**
 * The contact form's multipart body, with exactly the keys of docs/forms-contract.md#the-leads-payload: `lead[...]` per field,
 * `lead[sources][]` once per source, `lead[leads_attachments][]` once per file, the attribution keys
 * only when known, and the top-level `mailing`; plus the two spam signals (see schemas.ts).
 */
export function buildLeadFormData(
  values: ContactValues,
  attribution: Attribution,
  signals: SpamSignals = {},
): FormData {
  return toFormData({
    [LEAD_KEYS.name]: values.name.trim(),
    [LEAD_KEYS.message]: values.message.trim(),
    [LEAD_KEYS.budget]: unlessBlank(values.budget),
    [LEAD_KEYS.timeline]: unlessBlank(values.timeline),
    [LEAD_KEYS.email]: values.email.trim(),
    [LEAD_KEYS.sources]: values.sources,
    [LEAD_KEYS.leadType]: values.leadType,
    [LEAD_KEYS.phone]: unlessBlank(values.phone.replace(/ /g, '')),
    [LEAD_KEYS.subscriberSource]: values.subscriberSource,
    [LEAD_KEYS.attachments]: values.attachments,
    ...commonEntries('lead', values.mailing, attribution, signals),
  });
}

/**
 * Reads a posted contact body back into values for `contactSchema` (the intake's side of the builder),
 * with the attribution and spam signals. Values are unchecked until the schema parses them.
 */
export function readLeadFormData(formData: FormData) {
  const { mailing, attribution, signals } = readCommonEntries('lead', formData);
  const values: Record<keyof ContactValues, unknown> = {
    name: readText(formData, LEAD_KEYS.name),
    email: readText(formData, LEAD_KEYS.email),
    phone: readText(formData, LEAD_KEYS.phone),
    message: readText(formData, LEAD_KEYS.message),
    budget: readText(formData, LEAD_KEYS.budget),
    timeline: readText(formData, LEAD_KEYS.timeline),
    sources: readTexts(formData, LEAD_KEYS.sources),
    attachments: readFiles(formData, LEAD_KEYS.attachments),
    leadType: readText(formData, LEAD_KEYS.leadType),
    subscriberSource: readText(formData, LEAD_KEYS.subscriberSource),
    mailing,
  };
  return { values, attribution, signals };
}
