import type { ReactNode } from 'react';
import styles from './index.module.scss';

/** Two fields side by side on wider screens, stacked on phones. */
export default function FieldRow({ children }: { children: ReactNode }) {
  return <div className={styles.row}>{children}</div>;
}
