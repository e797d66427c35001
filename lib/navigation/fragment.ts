/** How far (px) a target may end from where the page scrolls targets to, before it is put there. */
export const FRAGMENT_TOLERANCE_PX = 1;
/** Where `scrollend` is missing (Safari), how long a smooth jump is given before it is checked. */
const SCROLL_END_FALLBACK_MS = 1_500;

type FragmentWindow = Pick<Window, 'addEventListener' | 'removeEventListener' | 'setTimeout' | 'clearTimeout'> & {
  location: Pick<Location, 'hash'>;
  document: Pick<Document, 'getElementById' | 'documentElement'>;
  getComputedStyle(element: Element): Pick<CSSStyleDeclaration, 'scrollPaddingTop'>;
  onscrollend?: unknown;
};

/** The element an address's `#fragment` names, as the browser finds it (percent-decoded id), or null. */
export function fragmentTarget(hash: string, doc: Pick<Document, 'getElementById'>): HTMLElement | null {
  if (hash.length < 2) return null;
  let id: string;
  try {
    id = decodeURIComponent(hash.slice(1));
  } catch {
    id = hash.slice(1);
  }
  return doc.getElementById(id);
}

/** Whether a target is off from the top the page scrolls it to (the root's scroll padding) by more than a pixel. */
export function missesTarget(targetTop: number, scrollPaddingTop: number): boolean {
  return Math.abs(targetTop - scrollPaddingTop) > FRAGMENT_TOLERANCE_PX;
}

/**
 * After a smooth in-page jump ends, puts its target where the jump meant to. A glide aims at where the target
 * was when it started, and the page above it can still change height on the way (a picture decoded, a brand
 * face arriving late), so it may stop short. Call it on `hashchange`; returns a function that cancels the check.
 */
export function settleOnFragment(win: FragmentWindow): () => void {
  const target = fragmentTarget(win.location.hash, win.document);
  if (!target) return () => {};
  function check() {
    cancel();
    const padding = parseFloat(win.getComputedStyle(win.document.documentElement).scrollPaddingTop) || 0;
    if (missesTarget(target!.getBoundingClientRect().top, padding)) {
      target!.scrollIntoView({ behavior: 'instant', block: 'start' });
    }
  }
  const timer = win.setTimeout(check, SCROLL_END_FALLBACK_MS);
  if ('onscrollend' in win) win.addEventListener('scrollend', check);
  function cancel() {
    win.clearTimeout(timer);
    win.removeEventListener('scrollend', check);
  }
  return cancel;
}
