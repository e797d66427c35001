import type { ReactNode } from 'react';
import Breadcrumbs from '@/components/layout/Breadcrumbs';
import WavyWoods from '@/components/artwork/WavyWoods';
import { linkLocationProps } from '@/lib/analytics/events';
import { notSearchedProps } from '@/lib/search/html';
import type { Crumb } from '@/lib/structuredData';
import styles from './index.module.scss';

type PageHeroProps = {
  eyebrow?: string;
  title: string;
  intro?: ReactNode;
  crumbs?: readonly Crumb[];
  /** Buttons or meta shown under the intro. */
  children?: ReactNode;
  /** Illustration on the right from the tablet breakpoint up. */
  aside?: ReactNode;
};

/** The night-sky band at the top of every page, holding its one h1. */
export default function PageHero({ eyebrow, title, intro, crumbs, children, aside }: PageHeroProps) {
  return (
    <div className={styles.hero} {...linkLocationProps('hero')}>
      <div className={styles.inner} data-with-aside={aside ? true : undefined}>
        <div className={styles.copy}>
          {crumbs && <Breadcrumbs crumbs={crumbs} />}
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
