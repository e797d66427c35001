import type { ReactNode } from 'react';
import SkipLink from '@/components/layout/SkipLink';
import { SITE_NAME } from '@/content/brand';
import styles from './index.module.scss';

/** The class of the back office's <body> (app/(inbox)/inbox/layout.tsx): its surface, text colour and size. */
export const inboxBodyClass = styles.body;

/**
 * What every back-office page sits in: a skip link, a bar naming the inbox (with the signed-in person's `nav`), and
 * the page's content in
 * `<main id="main">`. Nothing of the public site's shell (its header, footer, cookie panel, tags or widgets).
 */
export default function InboxShell({ nav, children }: { nav?: ReactNode; children: ReactNode }) {
  return (
    <>
      <SkipLink />
      <header className={styles.bar}>
        <div className={styles.inner}>
          <p className={styles.name}>
            {SITE_NAME} <span className={styles.section}>Inbox</span>
          </p>
          {nav}
        </div>
      </header>
      <main id="main" tabIndex={-1} className={styles.main}>
        {children}
      </main>
    </>
  );
}
