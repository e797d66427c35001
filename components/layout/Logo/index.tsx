import SiteLink from '@/components/ui/SiteLink';
import { site } from '@/content/site';
import { pagePaths } from '@/lib/routes';
import styles from './index.module.scss';

/** Wolf-head mark and word mark, linking home. */
export default function Logo({ tone = 'light' }: { tone?: 'light' | 'dark' }) {
  return (
    <SiteLink href={pagePaths.home} className={styles.logo} data-tone={tone} aria-label={`${site.name} home`}>
      <svg className={styles.mark} viewBox="0 0 48 48" aria-hidden="true" focusable="false">
        <path d="M7 3 17 14h14L41 3l2 19-7 8-9 15h-6l-9-15-7-8Z" fill="currentColor" />
        <path d="m13 23 8 4-7 1Zm22 0-8 4 7 1Z" className={styles.eyes} />
        <path d="M21 39h6l-3 4Z" className={styles.eyes} />
      </svg>
      <span className={styles.word}>
        Wolfpack<span className={styles.light}> Digital</span>
      </span>
    </SiteLink>
  );
}
