import type { ReactNode } from 'react';
import styles from './index.module.scss';

/** Words quoted in large type inside a body, with who said them. */
export default function PullQuote({ cite, children }: { cite?: string; children: ReactNode }) {
  return (
    <figure className={styles.quote}>
      <blockquote>{children}</blockquote>
      {cite && <figcaption>{cite}</figcaption>}
    </figure>
  );
}
