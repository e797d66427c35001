import type { TitledText } from '@/content/schemas';
import styles from './index.module.scss';

/** Titled paragraphs in a grid; `numbered` shows them as ordered steps. */
export default function FeatureList({ items, numbered = false }: { items: readonly TitledText[]; numbered?: boolean }) {
  const List = numbered ? 'ol' : 'ul';
  return (
    <List className={styles.list} data-numbered={numbered || undefined}>
      {items.map((item) => (
        <li key={item.title} className={styles.item}>
          <h3 className={styles.title}>{item.title}</h3>
          <p className={styles.body}>{item.body}</p>
        </li>
      ))}
    </List>
  );
}
