'use client';

import { usePathname } from 'next/navigation';
import { createContext, useCallback, useContext, useEffect, useMemo, useReducer, useRef, type ReactNode } from 'react';
import { initialRootViewState, isBusy, rootViewReducer, startsNavigation } from '@/lib/rootView';
import styles from './index.module.scss';

type RootViewContextValue = { setLoading: (loading: boolean) => void };

const RootViewContext = createContext<RootViewContextValue>({ setLoading: () => {} });

/** Lets a page raise the loading flag; it is reset after the next navigation. */
export function useRootView(): RootViewContextValue {
  return useContext(RootViewContext);
}

function scrollToTargetOrTop(hash: string) {
  const id = decodeURIComponent(hash.slice(1));
  const target = id ? document.getElementById(id) : null;
  if (target) target.scrollIntoView();
  else window.scrollTo(0, 0);
}

/**
 * The one full-width container every page renders in. It is marked
 * `data-transitioning` from the click that starts a navigation until the new
 * path renders, or while a page has raised the loading flag.
 */
export default function RootView({ children }: { children: ReactNode }) {
  const pathname = usePathname();
  const [state, dispatch] = useReducer(rootViewReducer, initialRootViewState);
  const firstRender = useRef(true);

  useEffect(() => {
    // Capture phase: next/link cancels the click's default to navigate itself.
    function onClick(event: MouseEvent) {
      const anchor = (event.target as Element | null)?.closest?.('a[href]');
      if (!(anchor instanceof HTMLAnchorElement)) return;
      const link = { href: anchor.href, target: anchor.target, hasDownload: anchor.hasAttribute('download') };
      if (startsNavigation(link, event, new URL(window.location.href))) dispatch({ type: 'navigationStart' });
    }
    const onPopState = () => dispatch({ type: 'navigationStart' });
    document.addEventListener('click', onClick, true);
    window.addEventListener('popstate', onPopState);
    return () => {
      document.removeEventListener('click', onClick, true);
      window.removeEventListener('popstate', onPopState);
    };
  }, []);

  useEffect(() => {
    dispatch({ type: 'navigationComplete' });
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    scrollToTargetOrTop(window.location.hash);
  }, [pathname]);

  const setLoading = useCallback((loading: boolean) => dispatch({ type: 'setLoading', loading }), []);
  const context = useMemo(() => ({ setLoading }), [setLoading]);

  return (
    <RootViewContext.Provider value={context}>
      <div className={styles.rootView} data-transitioning={isBusy(state) ? 'true' : undefined}>
        {children}
      </div>
    </RootViewContext.Provider>
  );
}
