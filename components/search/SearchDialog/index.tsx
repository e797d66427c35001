'use client';

import { lazy, Suspense, useEffect, useId, useRef, type KeyboardEvent } from 'react';
import SearchField from '@/components/search/SearchField';
import Button from '@/components/ui/Button';
import { pagePaths } from '@/lib/routes';
import styles from './index.module.scss';

/** The panel (its results, filters and Pagefind) loads when the search is first opened, never with the page. */
export const loadSearchPanel = () => import('@/components/search/SearchPanel');
const SearchPanel = lazy(loadSearchPanel);

/**
 * The search as a modal dialog (the browser's own `<dialog>`: the page behind is inert and Escape closes
 * it; Tab cycles through its controls). It opens at once with the field focused: until the panel's code has
 * arrived, a plain search form stands in for it (sent, it opens the search page), and what is typed there
 * carries over. Closing it by any means, or opening a result, calls `onClose`, which returns focus to the button
 * that opened it.
 */
export default function SearchDialog({ onClose }: { onClose: () => void }) {
  const dialog = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const typedBeforeLoad = useRef('');

  useEffect(() => {
    const node = dialog.current!;
    node.showModal();
    node.querySelector<HTMLInputElement>('input[type="search"]')?.focus();
    return () => node.close();
  }, []);

  // Tab past the last control comes back to the first, and Shift+Tab the other way, rather than leaving the
  // page for the browser's own controls.
  function keepFocusInside(event: KeyboardEvent<HTMLDialogElement>) {
    if (event.key !== 'Tab') return;
    const stops = [...event.currentTarget.querySelectorAll<HTMLElement>('a[href], button, input, select')].filter(
      (stop) => stop.getClientRects().length > 0,
    );
    const [first, last] = event.shiftKey ? [stops.at(-1), stops[0]] : [stops[0], stops.at(-1)];
    if (document.activeElement === last) {
      event.preventDefault();
      first?.focus();
    }
  }

  return (
    <dialog
      ref={dialog}
      className={styles.dialog}
      aria-labelledby={titleId}
      onClose={onClose}
      onKeyDown={keepFocusInside}
      // A click on the dimmed page around the box (the dialog element itself, outside its frame) closes it.
      onClick={(event) => event.target === event.currentTarget && onClose()}
    >
      <div className={styles.frame}>
        <div className={styles.head}>
          <h2 id={titleId} className={styles.title}>
            Search the site
          </h2>
          <Button text="Close" variant="white-midnight" onClick={onClose} />
        </div>
        <Suspense
          fallback={
            <form role="search" aria-label="Site" action={pagePaths.search} method="get">
              <SearchField
                id={`${titleId}-q`}
                onChange={(event) => {
                  typedBeforeLoad.current = event.target.value;
                }}
              />
            </form>
          }
        >
          <SearchPanel onOpenResult={onClose} typedBeforeLoad={typedBeforeLoad} />
        </Suspense>
      </div>
    </dialog>
  );
}
