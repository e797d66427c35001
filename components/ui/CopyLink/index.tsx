'use client';

import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import styles from './index.module.scss';

/** How long "Link copied" shows before the button reads "Copy link" again. */
const COPIED_MS = 4000;

const MESSAGES = {
  idle: '',
  copied: 'Link copied to the clipboard',
  failed: 'Your browser did not allow copying. Copy the address from the address bar instead.',
} as const;

type Status = keyof typeof MESSAGES;

const noSubscription = () => () => {};
const clipboardAvailable = () => typeof navigator.clipboard?.writeText === 'function';
const onServer = () => false;

/**
 * "Copy link" for a share bar, as a list item. It appears only where the browser can copy (never in
 * the server HTML, so a page without JavaScript shows no dead button). The button's label turns into
 * "Link copied" for a few seconds and a status message tells screen readers.
 */
export default function CopyLink({ url }: { url: string }) {
  const canCopy = useSyncExternalStore(noSubscription, clipboardAvailable, onServer);
  const [status, setStatus] = useState<Status>('idle');
  const reset = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(reset.current), []);

  if (!canCopy) return null;

  const copy = async () => {
    clearTimeout(reset.current);
    setStatus('idle');
    try {
      await navigator.clipboard.writeText(url);
      setStatus('copied');
    } catch {
      setStatus('failed');
    }
    reset.current = setTimeout(() => setStatus('idle'), COPIED_MS);
  };

  const copied = status === 'copied';
  return (
    <li>
      <button type="button" className={styles.button} onClick={copy}>
        <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          {copied ? <path d="m5 12.5 4.5 4.5L19 7.5" /> : <path d={LINK_ICON} />}
        </svg>
        {/* Both labels take the same place, so the button keeps its width when it changes. */}
        <span className={styles.labels}>
          <span className={copied ? styles.hidden : undefined} aria-hidden={copied}>
            Copy link
          </span>
          <span className={copied ? undefined : styles.hidden} aria-hidden={!copied}>
            Link copied
          </span>
        </span>
      </button>
      <span role="status" className={status === 'failed' ? styles.error : styles.announcement}>
        {MESSAGES[status]}
      </span>
    </li>
  );
}

const LINK_ICON =
  'M10 13.5a4 4 0 0 0 5.7.4l3-3a4 4 0 0 0-5.7-5.7l-1.2 1.2M14 10.5a4 4 0 0 0-5.7-.4l-3 3a4 4 0 0 0 5.7 5.7l1.2-1.2';
