import { useId } from 'react';
import { isSaidInWords, type ProofItem } from '@/lib/hero/proof';
import { notSearchedProps } from '@/lib/search/html';
import styles from './index.module.scss';

type HeroProofProps = {
  /** What the figures are, said above them and naming their list. */
  label: string;
  items: readonly ProofItem[];
  /** `rows`: a value beside what it measures and where it comes from; `grid`: big figures two by two. */
  layout?: 'rows' | 'grid';
};

/**
 * The proof in a hero's right half (HeroBand's `aside`): a few facts the content states, set in readable type.
 * Plain text drawn with the page, so it costs no request and no script; not searched, since the same facts
 * stand on their own pages.
 */
export default function HeroProof({ label, items, layout = 'rows' }: HeroProofProps) {
  const id = useId();
  return (
    <div className={styles.proof} data-layout={layout} {...notSearchedProps}>
      <p id={id} className={styles.caption}>
        {label}
      </p>
      <ul className={styles.items} aria-labelledby={id}>
        {items.map((item) => (
          <li key={`${item.value} ${item.label}`} className={styles.item}>
            <span className={styles.value} data-words={isSaidInWords(item.value) || undefined}>
              {item.value}
            </span>
            <span className={styles.label}>
              {item.label}
              {item.source && <span className={styles.source}>{item.source}</span>}
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}
