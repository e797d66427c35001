import { HONEYPOT_KEY, MAILING_KEY, STARTED_AT_KEY, attributionKeys } from '@/lib/validation/keys';
import { ATTRIBUTION_KEYS, type Attribution } from '@/lib/attribution/keys';
import { readText } from './formData';

/** The spam signals a form sends besides its values: the honeypot's content and when the form was first shown. */
export type SpamSignals = { honeypot?: string; startedAt?: string };

/** The keys every form sends outside its own fields: attribution under the prefix, mailing and the spam signals. */
export function commonEntries(
  prefix: 'lead' | 'application',
  mailing: boolean,
  attribution: Attribution,
  signals: SpamSignals,
) {
  const keys = attributionKeys(prefix);
  return {
    ...Object.fromEntries(ATTRIBUTION_KEYS.map((key) => [keys[key], attribution[key] || undefined])),
    [MAILING_KEY]: mailing,
    [HONEYPOT_KEY]: signals.honeypot ?? '',
    [STARTED_AT_KEY]: signals.startedAt,
  };
}

/** Reads the common keys back from a posted body (the intake's side of `commonEntries`). */
export function readCommonEntries(prefix: 'lead' | 'application', formData: FormData) {
  const keys = attributionKeys(prefix);
  const attribution: Attribution = {};
  for (const key of ATTRIBUTION_KEYS) {
    const value = readText(formData, keys[key]);
    if (value) attribution[key] = value;
  }
  return {
    mailing: readText(formData, MAILING_KEY) === 'true',
    attribution,
    signals: { honeypot: readText(formData, HONEYPOT_KEY), startedAt: readText(formData, STARTED_AT_KEY) || undefined },
  };
}
