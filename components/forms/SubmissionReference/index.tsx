'use client';

import { useSyncExternalStore } from 'react';
import { readReference } from '@/lib/forms/reference';
import styles from './index.module.scss';

const noSubscription = () => () => {};

/**
 * "Your reference: …" on a success page, read from the page's URL in the browser (the page is
 * prerendered once for everyone); nothing when the URL carries none.
 */
export default function SubmissionReference({ email }: { email: string }) {
  const reference = useSyncExternalStore(
    noSubscription,
    () => readReference(window.location.search),
    () => undefined,
  );
  if (!reference) return null;
  return (
    <p className={styles.reference}>
      Your reference: <code className={styles.code}>{reference}</code>
      <span className={styles.help}>Quote it if you write to us at {email}.</span>
    </p>
  );
}
