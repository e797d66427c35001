import type { ReactNode } from 'react';
import styles from './index.module.scss';

/**
 * A message after an action: an error is announced at once (`alert`), anything else politely (`status`). Rendered
 * by the server after a redirect, so it works without JavaScript.
 */
export default function Notice({ tone, children }: { tone: 'done' | 'error'; children: ReactNode }) {
  return (
    <p
      className={`${styles.notice} ${tone === 'error' ? styles.error : styles.done}`}
      role={tone === 'error' ? 'alert' : 'status'}
    >
      {children}
    </p>
  );
}
