import type { JobFact } from '@/lib/jobFacts';
import styles from './index.module.scss';

/**
 * A job's facts (lib/jobFacts) as a list of terms and details: in its hero on the night sky (`tone="night"`), on
 * its card on light surfaces.
 */
export default function JobFacts({ facts, tone = 'light' }: { facts: readonly JobFact[]; tone?: 'light' | 'night' }) {
  return (
    <dl className={styles.facts} data-tone={tone}>
      {facts.map((fact) => (
        <div key={fact.term}>
          <dt className={styles.term}>{fact.term}</dt>
          <dd className={styles.detail}>{fact.detail}</dd>
        </div>
      ))}
    </dl>
  );
}
