/**
 * The marketing attribution a visit carries (docs/forms-contract.md#what-both-carry): the three tracked UTM parameters, the
 * landing page (full URL) and the first-visit time (ISO 8601). Each name is also the sessionStorage key
 * and the cookie name it is read from.
 */
export const UTM_PARAMETERS = ['utm_source', 'utm_medium', 'utm_campaign'] as const;
export const ATTRIBUTION_KEYS = [...UTM_PARAMETERS, 'landing_page', 'first_visit_at'] as const;

export type AttributionKey = (typeof ATTRIBUTION_KEYS)[number];

/** Only the keys that are known; absent keys are omitted. */
export type Attribution = Partial<Record<AttributionKey, string>>;
