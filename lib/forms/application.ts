import type { Attribution } from '@/lib/attribution/keys';
import { APPLICATION_KEYS } from '@/lib/validation/keys';
import type { ApplicationValues } from '@/lib/validation/schemas';
import { readFiles, readText, readTexts, toFormData, unlessBlank } from './formData';
import { commonEntries, readCommonEntries, type SpamSignals } from './signals';

/**
 * The job application's multipart body in the same Rails nested style as the lead: `application[...]`
 * per field, `application[links][]` once per link, `application[cv]` with the one file, the attribution
 * keys only when known, the top-level `mailing` and the two spam signals (see schemas.ts).
 */
export function buildApplicationFormData(
  values: ApplicationValues,
  attribution: Attribution,
  signals: SpamSignals = {},
): FormData {
  const link = unlessBlank(values.link);
  return toFormData({
    [APPLICATION_KEYS.name]: values.name.trim(),
    [APPLICATION_KEYS.email]: values.email.trim(),
    [APPLICATION_KEYS.phone]: unlessBlank(values.phone.replace(/ /g, '')),
    [APPLICATION_KEYS.jobId]: values.jobId,
    [APPLICATION_KEYS.message]: unlessBlank(values.message),
    [APPLICATION_KEYS.link]: link === undefined ? [] : [link],
    [APPLICATION_KEYS.cv]: values.cv[0],
    ...commonEntries('application', values.mailing, attribution, signals),
  });
}

/** Reads a posted application back into values for `applicationSchema`, with attribution and spam signals. */
export function readApplicationFormData(formData: FormData) {
  const { mailing, attribution, signals } = readCommonEntries('application', formData);
  const values: Record<keyof ApplicationValues, unknown> = {
    name: readText(formData, APPLICATION_KEYS.name),
    email: readText(formData, APPLICATION_KEYS.email),
    phone: readText(formData, APPLICATION_KEYS.phone),
    jobId: readText(formData, APPLICATION_KEYS.jobId),
    message: readText(formData, APPLICATION_KEYS.message),
    link: readTexts(formData, APPLICATION_KEYS.link)[0] ?? '',
    cv: readFiles(formData, APPLICATION_KEYS.cv),
    mailing,
  };
  return { values, attribution, signals };
}
