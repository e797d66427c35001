import type { Recognition } from '@/content/schemas';
import styles from './index.module.scss';

type RecognitionListProps = {
  title: string;
  items: readonly Recognition[];
  /** How the issuer is introduced: "Given by" for an award, "Certified by" for a certification. */
  issuerLabel: string;
  className?: string;
  headingLevel?: 'h2' | 'h3';
  /** On a dark surface (the footer). */
  tone?: 'light' | 'dark';
};

/**
 * Awards or certifications as facts in the site's own type, never as badges drawn to look like an issuer's: each
 * one's name (a link to where it can be checked, when there is one) and year, what it was given for or covers, and
 * who gave it once that is known.
 */
export default function RecognitionList({
  title,
  items,
  issuerLabel,
  className,
  headingLevel: Heading = 'h2',
  tone = 'light',
}: RecognitionListProps) {
  return (
    <div className={[styles.recognition, className].filter(Boolean).join(' ')} data-tone={tone}>
      <Heading className={styles.title}>{title}</Heading>
      <ul className={styles.list}>
        {items.map((item) => (
          <li key={item.title} className={styles.item}>
            <p className={styles.name}>
              {item.link ? (
                <a href={item.link} className={styles.link} target="_blank" rel="noopener noreferrer">
                  {item.title}
                </a>
              ) : (
                item.title
              )}
              {item.year !== undefined && <span className={styles.year}>{item.year}</span>}
            </p>
            <p className={styles.summary}>{item.summary}</p>
            {item.issuer && (
              <p className={styles.issuer}>
                {issuerLabel} {item.issuer}
              </p>
            )}
          </li>
        ))}
      </ul>
    </div>
  );
}
