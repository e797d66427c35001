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
