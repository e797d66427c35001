import { CONSENT_COOKIE } from '@/lib/consent/cookie';

declare global {
  interface Window {
    dataLayer?: unknown[];
  }
}

/** The five types a visitor grants by accepting Targeting & Advertising (Google Consent Mode v2). */
export const TARGETING_CONSENT_TYPES = [
  'ad_storage',
  'ad_user_data',
  'ad_personalization',
  'analytics_storage',
  'personalization_storage',
] as const;

export const consentState = (granted: boolean) =>
  Object.fromEntries(TARGETING_CONSENT_TYPES.map((type) => [type, granted ? 'granted' : 'denied']));

/** Everything but security storage denied until the visitor chooses. */
export const CONSENT_DEFAULT = {
  ...consentState(false),
  functionality_storage: 'denied',
  security_storage: 'granted',
  wait_for_update: 500,
};

/**
 * Google reads consent commands only from `arguments` objects pushed to the
 * data layer; plain arrays are ignored, so this must stay a classic function.
 */
export const gtag: (...command: unknown[]) => void = function () {
  window.dataLayer = window.dataLayer ?? [];
  // eslint-disable-next-line prefer-rest-params
  window.dataLayer.push(arguments);
};

/** Grants or withdraws the targeting types after the visitor's choice. */
export function updateConsent(granted: boolean): void {
  gtag('consent', 'update', consentState(granted));
}

/** Set on <html> before the first paint while the visitor has not chosen: the cookie panel in the static HTML shows. */
export const CONSENT_PENDING_ATTRIBUTE = 'data-consent-pending';

/**
 * Source of the inline <head> script that runs before any tag and before the first paint: it sets the
 * Consent Mode default and, for a returning visitor who accepted, the update; for a visitor who has not
 * chosen yet it marks <html> so the cookie panel, already in the static HTML, is painted with the page
 * (never a late paint after hydration). Without JavaScript nothing third-party can load, so no panel shows.
 */
export function consentBootstrapScript(): string {
  return [
    'window.dataLayer=window.dataLayer||[];',
    'function gtag(){dataLayer.push(arguments);}',
    `gtag('consent','default',${JSON.stringify(CONSENT_DEFAULT)});`,
    `var c=document.cookie.match(/(?:^|;\\s*)${CONSENT_COOKIE}=(true|false)(?:;|$)/);`,
    `if(!c)document.documentElement.setAttribute('${CONSENT_PENDING_ATTRIBUTE}','');`,
    `else if(c[1]==='true'){gtag('consent','update',${JSON.stringify(consentState(true))});}`,
  ].join('');
}
