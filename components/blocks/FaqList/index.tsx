import type { Faq } from '@/content/schemas';
import styles from './index.module.scss';

/** Questions as native disclosures: they open by click, tap or keyboard with no script. */
export default function FaqList({ faqs }: { faqs: readonly Faq[] }) {
  return (
    <div className={styles.faqs}>
      {faqs.map((faq) => (
        <details key={faq.question} className={styles.faq}>
          <summary className={styles.question}>{faq.question}</summary>
          <p className={styles.answer}>{faq.answer}</p>
        </details>
      ))}
    </div>
  );
}
