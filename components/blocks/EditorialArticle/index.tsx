import type { ReactNode } from 'react';
import PageHero from '@/components/layout/PageHero';
import RichText from '@/components/blocks/RichText';
import TableOfContents from '@/components/blocks/TableOfContents';
import type { EditorialPage } from '@/content/schemas';
import type { Crumb } from '@/lib/structuredData';
import { formatDate } from '@/lib/text';
import styles from './index.module.scss';

type EditorialArticleProps = { page: EditorialPage; crumbs: readonly Crumb[]; children?: ReactNode };

/** A company or legal page: hero, table of contents and titled sections. */
export default function EditorialArticle({ page, crumbs, children }: EditorialArticleProps) {
  return (
    <>
      <PageHero eyebrow={page.eyebrow} title={page.heroTitle} intro={<p>{page.intro}</p>} crumbs={crumbs}>
        {page.updatedAt && <p className={styles.updated}>Last updated {formatDate(page.updatedAt)}</p>}
      </PageHero>
      <div className={styles.layout}>
        <aside className={styles.aside}>
          <TableOfContents entries={page.sections.map((s) => ({ id: s.id, text: s.title, level: 2 as const }))} />
        </aside>
        <div className={styles.body}>
          {page.sections.map((section) => (
            <section
              key={section.id}
              id={section.id}
              aria-labelledby={`${section.id}-title`}
              className={styles.section}
            >
              <h2 id={`${section.id}-title`}>{section.title}</h2>
              <RichText blocks={section.blocks} />
            </section>
          ))}
          {children}
        </div>
      </div>
    </>
  );
}
