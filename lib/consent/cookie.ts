import Cookies from 'js-cookie';

/** The cookie that stores the visitor's choice: `true` accepts Targeting & Advertising, `false` refuses it. */
export const CONSENT_COOKIE = 'consent-status';
const ONE_YEAR_IN_DAYS = 365;

/** `null` until the visitor has chosen. */
export type ConsentChoice = boolean | null;

export function readConsent(): ConsentChoice {
  const value = Cookies.get(CONSENT_COOKIE);
  if (value === 'true') return true;
  if (value === 'false') return false;
  return null;
}

/** Consent is given only when the cookie says `true` (spec section 4). */
export function hasConsent(): boolean {
  return readConsent() === true;
}

export function writeConsent(accepted: boolean, secure = window.location.protocol === 'https:'): void {
  Cookies.set(CONSENT_COOKIE, String(accepted), {
    expires: ONE_YEAR_IN_DAYS,
    path: '/',
    sameSite: 'Lax',
    secure,
  });
}
