import type { ReactNode } from 'react';
import type { CalloutType } from '@/lib/markdoc/config';
import styles from './index.module.scss';

const LABELS: Record<CalloutType, string> = { note: 'Note', tip: 'Tip', warning: 'Warning' };

/** A note, tip or warning set beside the text; its kind is written out, not told by colour alone. */
export default function Callout({ type, title, children }: { type: CalloutType; title?: string; children: ReactNode }) {
  const label = LABELS[type];
  return (
    <aside className={`${styles.callout} ${styles[type]}`} aria-label={title ? `${label}: ${title}` : label}>
      <p className={styles.kind}>{label}</p>
      {title && <p className={styles.title}>{title}</p>}
      {children}
    </aside>
  );
}
