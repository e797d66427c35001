import TagManager from 'react-gtm-module';

let initialized = false;

/**
 * Loads the Google Tag Manager container once per page life, whatever calls
 * it (React StrictMode runs effects twice; react-gtm-module would add a second
 * container). An empty id disables it. Browser only: never call during prerender.
 */
export function loadGtm(gtmId: string): boolean {
  if (!gtmId || initialized || typeof document === 'undefined') return false;
  initialized = true;
  TagManager.initialize({ gtmId });
  return true;
}
