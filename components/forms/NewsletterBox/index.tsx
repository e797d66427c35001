'use client';

import { useField } from '@/components/forms/Field/useField';
import { MAILING_KEY } from '@/lib/validation/keys';
import styles from './index.module.scss';

type NewsletterBoxProps = { name: string; label: string; description: string };

/**
 * The unticked "subscribe to our newsletter" box: named by its short label, its description read as
 * the box's description. Without JavaScript the form posts a hidden
 * `mailing=false` before the box's `mailing=true` (the last value wins), so `mailing` is always sent.
 */
export default function NewsletterBox({ name, label, description }: NewsletterBoxProps) {
  const { id, value, onChange, onBlur, bind } = useField<boolean>(name, MAILING_KEY);
  return (
    <div className={styles.box}>
      <input type="hidden" name={MAILING_KEY} value="false" />
      <label className={styles.choice}>
        <input
          type="checkbox"
          name={MAILING_KEY}
          value="true"
          checked={value}
          onChange={(event) => onChange(event.target.checked)}
          onBlur={onBlur}
          ref={bind}
          aria-describedby={`${id}-description`}
          className={styles.check}
        />
        <span className={styles.label}>{label}</span>
      </label>
      <p id={`${id}-description`} className={styles.description}>
        {description}
      </p>
    </div>
  );
}
