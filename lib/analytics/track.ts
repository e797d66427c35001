import { hasConsent } from '@/lib/consent/cookie';
import { pagePaths } from '@/lib/routes';
import { EVENT_PARAMETERS, type EventParameters, type TrackedEvent } from './events';

/**
 * Pushes the event with its parameters, only with consent; without it the event is silently dropped.
 * Exactly the event's declared parameters are pushed, each of them: one that does not apply goes as
 * `undefined`, because the tag manager merges pushes and would otherwise read an earlier event's value.
 * Returns whether it was pushed.
 */
export function track<Event extends TrackedEvent>(event: Event, parameters: EventParameters<Event>): boolean {
  if (!hasConsent()) return false;
  const names: readonly (keyof EventParameters<Event>)[] = EVENT_PARAMETERS[event];
  window.dataLayer = window.dataLayer ?? [];
  window.dataLayer.push({ event, ...Object.fromEntries(names.map((name) => [name, parameters[name]])) });
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
