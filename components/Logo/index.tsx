import Link from 'next/link';
import { site } from '@/content/site';
import styles from './index.module.scss';

/** Wolf-head mark and word mark, linking home. */
export default function Logo({ tone = 'light' }: { tone?: 'light' | 'dark' }) {
  return (
    <Link href="/" className={styles.logo} data-tone={tone} aria-label={`${site.name} home`}>
      <svg className={styles.mark} viewBox="0 0 48 48" aria-hidden="true" focusable="false">
        <path
          d="M8 4 19 15h10L40 4l2 20c0 11-8 20-18 20S6 35 6 24Z"
          fill="currentColor"
        />
        <path d="m15 25 6 3-6 1Zm18 0-6 3 6 1Z" className={styles.eyes} />
        <path d="M21 36h6l-3 3Z" className={styles.eyes} />
      </svg>
      <span className={styles.word}>
        Wolfpack<span className={styles.light}> Digital</span>
      </span>
    </Link>
  );
}
