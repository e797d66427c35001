import { Fragment, type ReactNode } from 'react';
import type { HeroFamily } from '@/components/layout/HeroBand';
import PageHero from '@/components/layout/PageHero';
import RichText from '@/components/blocks/RichText';
import TableOfContents from '@/components/blocks/TableOfContents';
import type { EditorialPage } from '@/content/schemas';
import type { Crumb } from '@/lib/structuredData';
import { formatDate } from '@/lib/text';
import styles from './index.module.scss';

type EditorialArticleProps = {
  page: EditorialPage;
  crumbs: readonly Crumb[];
  /** What a page shows after one of its sections (key figures, a picture), by the section's id. */
  after?: Partial<Record<string, ReactNode>>;
  /** What follows the last section (a call to action). */
  children?: ReactNode;
  /** What fills the hero's right half (figures, art); company pages have one, legal pages keep a compact band. */
  heroAside?: ReactNode;
  /** The hero's page family: `company` by default, `utility` for the legal pages. */
  family?: HeroFamily;
  /** What comes first in the body, before the first section (a timeline of the whole story). */
  before?: ReactNode;
};

/** A company or legal page: hero, table of contents and titled sections. */
export default function EditorialArticle({
  page,
  crumbs,
  after = {},
  children,
  heroAside,
  family = 'company',
  before,
}: EditorialArticleProps) {
  return (
    <>
      <PageHero
        eyebrow={page.eyebrow}
        title={page.heroTitle}
        intro={<p>{page.intro}</p>}
        crumbs={crumbs}
        family={family}
        aside={heroAside}
      >
        {page.updatedAt && <p className={styles.updated}>Last updated {formatDate(page.updatedAt)}</p>}
      </PageHero>
      <div className={styles.layout}>
        <aside className={styles.aside}>
          <TableOfContents entries={page.sections.map((s) => ({ id: s.id, text: s.title, level: 2 as const }))} />
        </aside>
        <div className={styles.body}>
          {before}
          {page.sections.map((section) => (
            <Fragment key={section.id}>
              <section id={section.id} aria-labelledby={`${section.id}-title`} className={styles.section}>
                <h2 id={`${section.id}-title`}>{section.title}</h2>
                <RichText blocks={section.blocks} />
              </section>
              {after[section.id]}
            </Fragment>
          ))}
          {children}
        </div>
      </div>
    </>
  );
}
