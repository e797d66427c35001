import type { ReactNode } from 'react';
import WavyWoods from '@/components/artwork/WavyWoods';
import { linkLocationProps } from '@/lib/analytics/events';
import { notSearchedProps } from '@/lib/search/html';
import styles from './index.module.scss';

/**
 * The family of pages a hero belongs to, which sets what fills its right half and how tall the band is:
 * `sales` (services, industries, technologies, pricing: proof from the work), `company` (about, our story, the
 * wolf, team: art or the company's figures), `listing` (projects, jobs, blog, press, authors: counts of what
 * follows), `utility` (contact, search, sitemap, forms, legal: a compact band with what to expect).
 */
export type HeroFamily = 'sales' | 'company' | 'listing' | 'utility';

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
  /** The page family (see HeroFamily); without it the band keeps its plain night sky. */
  family?: HeroFamily;
};

/**
 * The night-sky band at the top of every page, holding its one h1. PageHero adds the breadcrumbs; the 404 and
 * error view use the band directly, since they are also drawn in the browser, where the breadcrumbs' structured
 * data and its content do not belong.
 */
export default function HeroBand({ eyebrow, title, intro, lead, children, aside, family }: HeroBandProps) {
  return (
    <div className={styles.hero} data-family={family} {...linkLocationProps('hero')}>
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
      <WavyWoods tone="moon" className={styles.woods} />
    </div>
  );
}
