import type { TocEntry } from '@/lib/blocks';
import styles from './index.module.scss';

/** In-page links to every heading of a long page. */
export default function TableOfContents({
  entries,
  title = 'Table of contents',
}: {
  entries: readonly TocEntry[];
  title?: string;
}) {
  return (
    <nav aria-labelledby="toc-title" className={styles.toc}>
      <h2 id="toc-title" className={styles.title}>
        {title}
      </h2>
      <ol>
        {entries.map((entry) => (
          <li key={entry.id} data-level={entry.level}>
            <a href={`#${entry.id}`}>{entry.text}</a>
          </li>
        ))}
      </ol>
    </nav>
  );
}
