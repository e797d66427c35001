'use client';

import { usePathname, useRouter, useSearchParams } from 'next/navigation';
import { Suspense, useCallback, useEffect, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { showArrivedBrandFaces } from '@/lib/fonts/brandFaces';
import { HYDRATED_ATTRIBUTE } from '@/lib/hydration/afterFirstPaint';
import { delegateLinks, type DelegatedLinks } from '@/lib/navigation/browser';
import { settleOnFragment } from '@/lib/navigation/fragment';
import { pageOf, traversesToAnotherPage } from '@/lib/rootView';
import styles from './index.module.scss';

/**
 * Reports each page (path and query) the router commits. Reading the query
 * needs a Suspense boundary on prerendered pages, so this renders nothing and
 * runs in the browser only.
 */
function PageCommitted({ onCommit }: { onCommit: () => void }) {
  const pathname = usePathname();
  const search = useSearchParams().toString();
  useEffect(onCommit, [pathname, search, onCommit]);
  // Before a new page is painted: faces that arrived too late for the page before are shown on this one.
  const shownPath = useRef(pathname);
  useLayoutEffect(() => {
    if (pathname === shownPath.current) return;
    shownPath.current = pathname;
    showArrivedBrandFaces(document.documentElement);
  }, [pathname]);
  return null;
}

/**
 * The one full-width container every page renders in, and the owner of the site's links: they are
 * plain `<a>` elements, followed client-side and prefetched by one set of delegated listeners
 * (lib/navigation/browser.ts). It is marked
 * `data-transitioning` from the click (or Back/Forward) that starts a
 * navigation to another page until that page renders. Hash-only moves never raise it. Scrolling is left to
 * the router (top on a new page, the target with a hash) and to the browser's
 * scroll restoration on Back/Forward.
 */
export default function RootView({ children }: { children: ReactNode }) {
  const [transitioning, setTransitioning] = useState(false);
  const router = useRouter();
  const links = useRef<DelegatedLinks | null>(null);
  // Path and query of the page on screen; the URL already shows the next one during popstate.
  const rendered = useRef<string | null>(null);
  // The router's history state for that page.
  const routerState = useRef<unknown>(null);

  useEffect(() => {
    rendered.current ??= pageOf(window.location);
    routerState.current ??= window.history.state;
    links.current = delegateLinks(document, router, () => setTransitioning(true));
    // Effects run children first: by now every control of the page's first render answers.
    document.documentElement.setAttribute(HYDRATED_ATTRIBUTE, '');
    // The router acts only on entries that carry its state (see onHashChange).
    function onPopState(event: PopStateEvent) {
      if (event.state === null || rendered.current === null) return;
      if (traversesToAnotherPage(rendered.current, window.location)) setTransitioning(true);
    }
    // A plain `#` link (Skip to content, a table of contents) adds a history entry without the
    // router's state, and the router ignores Back to such an entry from another page, leaving that
    // page on screen under this one's address. Give the entry the state of the page it belongs to.
    let cancelSettle = () => {};
    function onHashChange() {
      if (window.history.state === null && routerState.current !== null) {
        window.history.replaceState(routerState.current, '', window.location.href);
      }
      cancelSettle();
      cancelSettle = settleOnFragment(window);
    }
    // Back from a page the browser loaded itself (a feed, a file) restores this one from the
    // back/forward cache exactly as it was left, flag included.
    function onPageShow(event: PageTransitionEvent) {
      if (event.persisted) setTransitioning(false);
    }
    window.addEventListener('popstate', onPopState);
    window.addEventListener('hashchange', onHashChange);
    window.addEventListener('pageshow', onPageShow);
    return () => {
      links.current?.stop();
      links.current = null;
      cancelSettle();
      window.removeEventListener('popstate', onPopState);
      window.removeEventListener('hashchange', onHashChange);
      window.removeEventListener('pageshow', onPageShow);
    };
  }, [router]);

  const onCommit = useCallback(() => {
    rendered.current = pageOf(window.location);
    routerState.current = window.history.state;
    setTransitioning(false);
    links.current?.watchNewLinks();
  }, []);

  return (
    <>
      <Suspense fallback={null}>
        <PageCommitted onCommit={onCommit} />
      </Suspense>
      <div className={styles.rootView} data-transitioning={transitioning ? 'true' : undefined}>
        {children}
      </div>
    </>
  );
}
