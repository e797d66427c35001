import type { ReactNode } from 'react';
import WavyWoods from '@/components/artwork/WavyWoods';
import { linkLocationProps } from '@/lib/analytics/events';
import { notSearchedProps } from '@/lib/search/html';
import styles from './index.module.scss';

export type HeroBandProps = {
  eyebrow?: string;
  title: string;
  intro?: ReactNode;
  /** Shown above the eyebrow: the page's breadcrumbs (PageHero). */
  lead?: ReactNode;
  /** Buttons or meta shown under the intro. */
  children?: ReactNode;
  /** Illustration on the right from the tablet breakpoint up. */
  aside?: ReactNode;
};

/**
 * The night-sky band at the top of every page, holding its one h1. PageHero adds the breadcrumbs; the 404 and
 * error view use the band directly, since they are also drawn in the browser, where the breadcrumbs' structured
 * data and its content do not belong.
 */
export default function HeroBand({ eyebrow, title, intro, lead, children, aside }: HeroBandProps) {
  return (
    <div className={styles.hero} {...linkLocationProps('hero')}>
      <div className={styles.inner} data-with-aside={aside ? true : undefined}>
        <div className={styles.copy}>
          {lead}
          {eyebrow && (
            // A label of the page's name, family or place: not searched, so excerpts start with the page's words.
            <p className={styles.eyebrow} {...notSearchedProps}>
              {eyebrow}
            </p>
          )}
          <h1 className={styles.title}>{title}</h1>
          {intro && <div className={styles.intro}>{intro}</div>}
          {children && <div className={styles.actions}>{children}</div>}
        </div>
        {aside && <div className={styles.aside}>{aside}</div>}
      </div>
      <WavyWoods tone="moon" />
    </div>
  );
}
