import Cookies from 'js-cookie';
import { ATTRIBUTION_KEYS, UTM_PARAMETERS, type Attribution } from './keys';

/** Where the attribution of this browser tab lives until a form takes it along. */
const store = (): Storage | null => {
  try {
    return window.sessionStorage;
  } catch {
    // Storage can be blocked (privacy settings, sandboxed frames): attribution is then simply absent.
    return null;
  }
};

/**
 * First load of a visit: stores the tracked UTM parameters of the URL, the landing page (full URL) and
 * the first-visit time (ISO 8601) in sessionStorage, each only if not already stored, so later pages of
 * the same visit never overwrite where it began.
 */
export function captureAttribution(url: string = window.location.href, now: Date = new Date()): void {
  const storage = store();
  if (!storage) return;
  const params = new URL(url).searchParams;
  const found: Attribution = { landing_page: url, first_visit_at: now.toISOString() };
  for (const name of UTM_PARAMETERS) {
    const value = params.get(name);
    if (value) found[name] = value;
  }
  for (const key of ATTRIBUTION_KEYS) {
    const value = found[key];
    if (value !== undefined && storage.getItem(key) === null) storage.setItem(key, value);
  }
}

/** Each key from a cookie of the same name first, then from sessionStorage; absent keys are omitted. */
export function readAttribution(): Attribution {
  const storage = store();
  const attribution: Attribution = {};
  for (const key of ATTRIBUTION_KEYS) {
    const value = Cookies.get(key) || storage?.getItem(key);
    if (value) attribution[key] = value;
  }
  return attribution;
}
