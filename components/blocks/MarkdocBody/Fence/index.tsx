import type { ReactNode } from 'react';
import styles from './index.module.scss';

/**
 * A code sample, highlighted at build (lib/markdoc/highlight.ts). A long line scrolls sideways, so the
 * block is a named stop for the keyboard that arrow keys scroll.
 */
export default function Fence({ language, children }: { language: string; children: ReactNode }) {
  return (
    <pre className={styles.fence} role="region" aria-label={`Code sample, ${language}`} tabIndex={0}>
      <code>{children}</code>
    </pre>
  );
}
