import { hasConsent } from '@/lib/consent/cookie';
import { pagePaths } from '@/lib/routes';

/** The data-layer events the marketing team reads. */
export type TrackedEvent = 'get_in_touch_click' | 'get_in_touch_form' | 'apply_job_form' | 'subscribed_to_newsletter';

/** Pushes the event only with consent; without it the event is silently dropped. Returns whether it was pushed. */
export function track(event: TrackedEvent): boolean {
  if (!hasConsent()) return false;
  window.dataLayer = window.dataLayer ?? [];
  window.dataLayer.push({ event });
  return true;
}

/** Whether a link leads to the contact page (any control that does is a "get in touch" click). */
export function isContactLink(href: string, origin: string): boolean {
  try {
    const url = new URL(href, origin);
    return url.origin === origin && url.pathname.replace(/\/+$/, '') === pagePaths.contact;
  } catch {
    return false;
  }
}
