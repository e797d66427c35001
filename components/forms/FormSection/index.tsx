import type { ReactNode } from 'react';
import styles from './index.module.scss';

type FormSectionProps = {
  title: string;
  /** One line above the form. */
  lead: string;
  /** The form itself. */
  children: ReactNode;
  /** What sits beside the form on wide screens (below it on phones). */
  aside: ReactNode;
  asideLabel: string;
};

/** A form page's main band: the form on a white card, with its companion notes beside it. */
export default function FormSection({ title, lead, children, aside, asideLabel }: FormSectionProps) {
  return (
    <div className={styles.layout}>
      <section aria-labelledby="form-title" className={styles.card}>
        <h2 id="form-title">{title}</h2>
        <p className={styles.lead}>{lead}</p>
        {children}
      </section>
      <aside className={styles.aside} aria-label={asideLabel}>
        {aside}
      </aside>
    </div>
  );
}
