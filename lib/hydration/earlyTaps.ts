import { CONSENT_PENDING_ATTRIBUTE, consentState } from '@/lib/analytics/consentMode';
import { consentCookie } from '@/lib/consent/cookie';
import { HYDRATED_ATTRIBUTE } from './afterFirstPaint';

/**
 * No tap is lost while the page wakes up. The page's text is on screen seconds before its scripts have run on a slow
 * phone (lib/hydration/afterFirstPaint.ts), and a button that needs JavaScript (`type="button"`) does nothing until
 * React has hydrated it. A head script, running before any of the page is parsed, catches those early taps (and
 * Enter or Space, which click a button too):
 * - The cookie panel's Accept All and Reject All (`data-consent-choice`) act at once: the choice is stored as the
 *   consent panel would store it, Google Consent Mode is told, and the panel is hidden. Hydration then finds the
 *   choice in the cookie, as on a returning visit.
 * - Any other button is marked pressed (`data-pressed-early`, styled in styles/globals.scss) and clicked again, once,
 *   when the page has hydrated (RootView sets `data-hydrated`). A button tapped twice meanwhile is clicked once.
 * The script holds the click back from React until then, so no tap is acted on twice; after hydration it steps aside.
 */
export const CONSENT_CHOICE_ATTRIBUTE = 'data-consent-choice';
export const PRESSED_EARLY_ATTRIBUTE = 'data-pressed-early';

/** Source of the inline <head> script; `gtag` is defined by the consent bootstrap script before it. */
export function earlyTapsScript(): string {
  const cookies = { true: consentCookie(true, false), false: consentCookie(false, false) };
  // Written out with semicolons and braces: the line breaks and indentation are removed.
  const source = `(function () {
    var root = document.documentElement;
    var waiting = [];
    var cookies = ${JSON.stringify(cookies)};
    function hydrated() { return root.hasAttribute('${HYDRATED_ATTRIBUTE}'); }
    document.addEventListener('click', function (event) {
      if (hydrated() || !(event.target instanceof Element)) return;
      var button = event.target.closest('button[type="button"]');
      if (!button || button.disabled) return;
      event.preventDefault();
      event.stopImmediatePropagation();
      var choice = button.getAttribute('${CONSENT_CHOICE_ATTRIBUTE}');
      if (choice === 'true' || choice === 'false') {
        document.cookie = cookies[choice] + (location.protocol === 'https:' ? ';secure' : '');
        if (choice === 'true') gtag('consent', 'update', ${JSON.stringify(consentState(true))});
        root.removeAttribute('${CONSENT_PENDING_ATTRIBUTE}');
        return;
      }
      if (waiting.indexOf(button) >= 0) return;
      waiting.push(button);
      button.setAttribute('${PRESSED_EARLY_ATTRIBUTE}', '');
    }, true);
    new MutationObserver(function (records, observer) {
      if (!hydrated()) return;
      observer.disconnect();
      setTimeout(function () {
        waiting.splice(0).forEach(function (button) {
          button.removeAttribute('${PRESSED_EARLY_ATTRIBUTE}');
          if (button.isConnected) button.click();
        });
      }, 0);
    }).observe(root, { attributes: true, attributeFilter: ['${HYDRATED_ATTRIBUTE}'] });
  })()`;
  return source.replace(/\n\s*/g, '');
}
