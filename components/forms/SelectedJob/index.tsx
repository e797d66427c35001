'use client';

import { useSyncExternalStore } from 'react';
import styles from './index.module.scss';

const subscribe = () => () => {};

type SelectedJobProps = { titles: Record<string, string> };

/** Names the role chosen with `?job=` (read in the browser: the page itself is prerendered once). */
export default function SelectedJob({ titles }: SelectedJobProps) {
  const slug = useSyncExternalStore(
    subscribe,
    () => new URLSearchParams(window.location.search).get('job') ?? '',
    () => '',
  );
  const title = titles[slug];
  if (!title) return null;
  return (
    <p className={styles.selected}>
      You are applying for <strong>{title}</strong>.
    </p>
  );
}
