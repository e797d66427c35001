'use client';

import { useEffect, useRef, useState } from 'react';
import SearchDialog, { loadSearchPanel } from '@/components/search/SearchDialog';
import { PRESSED_EARLY_ATTRIBUTE } from '@/lib/hydration/earlyTaps';
import { opensSearch } from '@/lib/search/keys';
import styles from './index.module.scss';

const LAUNCHER = 'button[data-search-launcher]';

/**
 * The panel's code is asked for as soon as the button is pressed, not when the click is acted on: a tap before the
 * page woke (held by lib/hydration/earlyTaps.ts, and clicked again at hydration) finds it on its way. Runs when this
 * module does, before the page hydrates.
 */
function loadPanelOnPress() {
  if (typeof document === 'undefined') return;
  if (document.querySelector(`${LAUNCHER}[${PRESSED_EARLY_ATTRIBUTE}]`)) return void loadSearchPanel();
  document.addEventListener(
    'pointerdown',
    function onPress(event) {
      if (!(event.target instanceof Element) || !event.target.closest(LAUNCHER)) return;
      document.removeEventListener('pointerdown', onPress, true);
      void loadSearchPanel();
    },
    true,
  );
}
loadPanelOnPress();

/** The header's search button; `/` and Ctrl+K (Cmd+K) open the search from anywhere on the page too. */
export default function SearchLauncher() {
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    function onKeyDown(event: KeyboardEvent) {
      if (!opensSearch(event, event.target)) return;
      event.preventDefault();
      setOpen(true);
    }
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, []);

  function close() {
    setOpen(false);
    button.current?.focus();
  }

  return (
    <>
      <button
        ref={button}
        type="button"
        data-search-launcher=""
        className={styles.button}
        aria-haspopup="dialog"
        aria-keyshortcuts="/ Control+K Meta+K"
        onClick={() => setOpen(true)}
      >
        <svg className={styles.icon} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <circle cx="10.5" cy="10.5" r="6.5" fill="none" stroke="currentColor" strokeWidth="2.5" />
          <path d="m15.5 15.5 5 5" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" />
        </svg>
        <span className={styles.label}>Search</span>
      </button>
      {open && <SearchDialog onClose={close} />}
    </>
  );
}
