import Button from '@/components/ui/Button';
import SiteLink from '@/components/ui/SiteLink';
import RequestedPath from '@/components/errors/RequestedPath';
import WolfIllustration from '@/components/artwork/WolfIllustration';
import { pagePaths } from '@/lib/routes';
import styles from './index.module.scss';

export type Trail = { label: string; href: string };

/**
 * The 404 page, also shown for any runtime error (see app/error.tsx). The 404 offers `trails`, a few
 * sections to go on to; the error view, a client component without the content's labels, offers home only.
 */
export default function NotFoundView({ trails = [] }: { trails?: readonly Trail[] }) {
  return (
    <div className={styles.page}>
      <div className={styles.inner}>
        <div className={styles.copy}>
          <h1 className={styles.title}>Oops!</h1>
          <p className={styles.subtitle}>Looks like you&apos;ve gone off the beaten path...</p>
          <p className={styles.description}>
            You&apos;ve wandered into the wild unknown. Don&apos;t worry, we&apos;ll help you find your way back to the
            pack. Let&apos;s head home or explore other exciting trails!
          </p>
          <p className={styles.path} role="status">
            Page not found: <RequestedPath />
          </p>
          <Button link={pagePaths.home} text="Return To Homepage" variant="sunset" />
          {trails.length > 0 && (
            <nav className={styles.trails} aria-labelledby="other-trails">
              <h2 id="other-trails" className={styles.trailsTitle}>
                Other trails
              </h2>
              <ul className={styles.trailList}>
                {trails.map((trail) => (
                  <li key={trail.href}>
                    <SiteLink href={trail.href} className={styles.trail}>
                      {trail.label}
                      <span aria-hidden="true"> →</span>
                    </SiteLink>
                  </li>
                ))}
              </ul>
            </nav>
          )}
        </div>
        <WolfIllustration />
      </div>
    </div>
  );
}
