import Hotjar from '@hotjar/browser';
import { hasConsent } from '@/lib/consent/cookie';

/** The Hotjar snippet version `Hotjar.init` asks for. */
export const HOTJAR_SNIPPET_VERSION = 6;
let started = false;

/** Starts Hotjar once, only with consent and a configured site id. */
export function startHotjar(siteId: string): boolean {
  if (started || !siteId || !hasConsent()) return false;
  started = Hotjar.init(Number(siteId), HOTJAR_SNIPPET_VERSION);
  return started;
}

export type IdentitySource = 'contact_form' | 'job_form';

/**
 * After a successful form submission: identifies the visitor by email with
 * the properties email, name and source. Only with consent and a started Hotjar.
 */
export function identify(source: IdentitySource, person: { email: string; name: string }): boolean {
  if (!started || !hasConsent()) return false;
  return Hotjar.identify(person.email, { email: person.email, name: person.name, source });
}
