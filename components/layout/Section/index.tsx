import type { ReactNode } from 'react';
import { notSearchedProps } from '@/lib/search/html';
import { sentenceCase, slugify } from '@/lib/text';
import styles from './index.module.scss';

type SectionProps = {
  id?: string;
  eyebrow?: string;
  title: string;
  intro?: ReactNode;
  /** Surface colour: the moonlit default, white, or night. */
  tone?: 'moon' | 'white' | 'night';
  /** Link or button placed beside the title. */
  action?: ReactNode;
  children: ReactNode;
  /** False for a band that only points to other pages (related posts): the site search skips it. */
  searched?: boolean;
};

/** A titled band of a page; its title is an h2 labelling the region, in the site's sentence case. */
export default function Section({
  id,
  eyebrow,
  title,
  intro,
  tone = 'moon',
  action,
  children,
  searched = true,
}: SectionProps) {
  const headingId = `${id ?? slugify(title)}-title`;
  return (
    <section
      id={id}
      className={styles.section}
      data-tone={tone}
      aria-labelledby={headingId}
      {...(searched ? {} : notSearchedProps)}
    >
      <div className={styles.inner}>
        <div className={styles.header}>
          <div>
            {eyebrow && <p className={styles.eyebrow}>{eyebrow}</p>}
            <h2 id={headingId} className={styles.title}>
              {sentenceCase(title)}
            </h2>
            {intro && <div className={styles.intro}>{intro}</div>}
          </div>
          {action && <div className={styles.action}>{action}</div>}
        </div>
        {children}
      </div>
    </section>
  );
}
