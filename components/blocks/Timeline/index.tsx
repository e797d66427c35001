import { useId } from 'react';
import styles from './index.module.scss';

export type Milestone = { year: number; text: string; section: string };

/**
 * A story's milestones as a timeline: an ordered list of years, each with what happened and a link down to the
 * section that tells it. Plain markup and CSS: no picture, no script.
 */
export default function Timeline({ title, milestones }: { title: string; milestones: readonly Milestone[] }) {
  const id = useId();
  return (
    <section className={styles.timeline} aria-labelledby={id}>
      <h2 id={id} className={styles.title}>
        {title}
      </h2>
      <ol className={styles.list} aria-labelledby={id}>
        {milestones.map((milestone) => (
          <li key={`${milestone.year} ${milestone.text}`} className={styles.milestone}>
            <a href={`#${milestone.section}`} className={styles.link}>
              <span className={styles.year}>{milestone.year}</span>
              <span className={styles.text}>{milestone.text}</span>
            </a>
          </li>
        ))}
      </ol>
    </section>
  );
}
