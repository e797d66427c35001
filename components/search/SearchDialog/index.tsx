'use client';

import { useEffect, useId, useRef, type KeyboardEvent } from 'react';
import SearchPanel from '@/components/search/SearchPanel';
import Button from '@/components/ui/Button';
import styles from './index.module.scss';

/**
 * The search as a modal dialog (the browser's own `<dialog>`: the page behind is inert and Escape closes
 * it; Tab cycles through its controls). It opens with the field focused; closing it by any means, or opening a
 * result, calls `onClose`, which returns focus to the button that opened it.
 */
export default function SearchDialog({ onClose }: { onClose: () => void }) {
  const dialog = useRef<HTMLDialogElement>(null);
  const titleId = useId();

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
        <SearchPanel onOpenResult={onClose} />
      </div>
    </dialog>
  );
}
