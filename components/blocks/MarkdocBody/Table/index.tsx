import type { ReactNode } from 'react';
import styles from './index.module.scss';

/**
 * A body's table. On a phone a wide one scrolls sideways inside its wrapper, which is named and a stop for
 * the keyboard, so arrow keys scroll it too.
 */
export default function Table({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className={styles.scroll} role="region" aria-label={label} tabIndex={0}>
      <table className={styles.table}>{children}</table>
    </div>
  );
}
