/**
 * State of the root view: `transitioning` is on from the moment a navigation
 * starts until it completes; `loading` is a flag pages may raise and is reset
 * whenever a navigation completes.
 */
export type RootViewState = { transitioning: boolean; loading: boolean };

export type RootViewAction =
  { type: 'navigationStart' } | { type: 'navigationComplete' } | { type: 'setLoading'; loading: boolean };

export const initialRootViewState: RootViewState = { transitioning: false, loading: false };

export function rootViewReducer(state: RootViewState, action: RootViewAction): RootViewState {
  switch (action.type) {
    case 'navigationStart':
      return state.transitioning ? state : { ...state, transitioning: true };
    case 'navigationComplete':
      return state.transitioning || state.loading ? { transitioning: false, loading: false } : state;
    case 'setLoading':
      return state.loading === action.loading ? state : { ...state, loading: action.loading };
  }
}

export function isBusy(state: RootViewState): boolean {
  return state.transitioning || state.loading;
}

/** The part of a URL that names a page: path and query, without the hash. */
export function pageOf(url: { pathname: string; search: string }): string {
  return url.pathname + url.search;
}

/**
 * Whether a history traversal (Back/Forward) moves to another page than the one
 * on screen; moving between hashes of one page is not a navigation.
 */
export function traversesToAnotherPage(rendered: string, current: { pathname: string; search: string }): boolean {
  return pageOf(current) !== rendered;
}

/**
 * Whether a click on a link starts a client-side navigation to another page of
 * this site (same origin, another path or query, no modifier keys, no new tab).
 */
export function startsNavigation(
  link: { href: string; target: string; hasDownload: boolean },
  click: { button: number; metaKey: boolean; ctrlKey: boolean; shiftKey: boolean; altKey: boolean },
  current: URL,
): boolean {
  if (click.button !== 0 || click.metaKey || click.ctrlKey || click.shiftKey || click.altKey) return false;
  if ((link.target && link.target !== '_self') || link.hasDownload) return false;
  let target: URL;
  try {
    target = new URL(link.href, current);
  } catch {
    return false;
  }
  return target.origin === current.origin && pageOf(target) !== pageOf(current);
}
