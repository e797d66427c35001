import Cookies from 'js-cookie';

/** The cookie that stores the visitor's choice: `true` accepts Targeting & Advertising, `false` refuses it. */
export const CONSENT_COOKIE = 'consent-status';
const ONE_YEAR_IN_SECONDS = 365 * 24 * 60 * 60;

/** `null` until the visitor has chosen. */
export type ConsentChoice = boolean | null;

export function readConsent(): ConsentChoice {
  const value = Cookies.get(CONSENT_COOKIE);
  if (value === 'true') return true;
  if (value === 'false') return false;
  return null;
}

/** Consent is given only when the cookie says `true`. */
export function hasConsent(): boolean {
  return readConsent() === true;
}

/**
 * The `document.cookie` assignment that stores a choice: Path=/, SameSite=Lax, one year, Secure on https. The
 * page's head script (lib/hydration/earlyTaps.ts) writes the same string for a choice made before hydration.
 */
export function consentCookie(accepted: boolean, secure: boolean): string {
  return `${CONSENT_COOKIE}=${accepted};path=/;max-age=${ONE_YEAR_IN_SECONDS};samesite=lax${secure ? ';secure' : ''}`;
}

export function writeConsent(accepted: boolean, secure = window.location.protocol === 'https:'): void {
  document.cookie = consentCookie(accepted, secure);
}
