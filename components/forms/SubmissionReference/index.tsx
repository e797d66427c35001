'use client';

import { useSyncExternalStore } from 'react';
import { readReference, rememberedReference, shortReference } from '@/lib/forms/reference';
import styles from './index.module.scss';

const noSubscription = () => () => {};

/**
 * "Your reference: …" on a success page, read in the browser (the page is prerendered once for everyone):
 * from the URL after a form sent without JavaScript, else from what the form kept in the tab's session
 * storage; nothing when there is none. It shows the short form a person can read out (`shortReference`), which
 * the team's intake CLI accepts as it is.
 */
export default function SubmissionReference({ email }: { email: string }) {
  const reference = useSyncExternalStore(
    noSubscription,
    () => readReference(window.location.search) ?? rememberedReference(),
    () => undefined,
  );
  if (!reference) return null;
  return (
    <p className={styles.reference}>
      Your reference: <code className={styles.code}>{shortReference(reference)}</code>
      <span className={styles.help}>Quote it if you write to us at {email}.</span>
    </p>
  );
}
