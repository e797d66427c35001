import type { ReactNode } from 'react';
import styles from './index.module.scss';

/** An inbox page's title and the line on what it is for. */
export default function PageHead({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <>
      <h1 className={styles.title}>{title}</h1>
      {children && <p className={styles.intro}>{children}</p>}
    </>
  );
}
