import SiteLink from '@/components/ui/SiteLink';
import { site } from '@/content/site';
import { WOLF_MARK } from '@/lib/brand/mark';
import { pagePaths } from '@/lib/routes';
import styles from './index.module.scss';

/** Wolf-head mark and word mark, linking home. */
export default function Logo({ tone = 'light' }: { tone?: 'light' | 'dark' }) {
  return (
    <SiteLink href={pagePaths.home} className={styles.logo} data-tone={tone} aria-label={`${site.name} home`}>
      <svg className={styles.mark} viewBox={WOLF_MARK.viewBox} aria-hidden="true" focusable="false">
        <path d={WOLF_MARK.head} fill="currentColor" />
        {WOLF_MARK.features.map((d) => (
          <path key={d} d={d} className={styles.eyes} />
        ))}
      </svg>
      <span className={styles.word}>
        Wolfpack<span className={styles.light}> Digital</span>
      </span>
    </SiteLink>
  );
}
