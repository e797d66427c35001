import { useId } from 'react';
import WolfIllustration from '@/components/artwork/WolfIllustration';
import RequestedPath from '@/components/errors/RequestedPath';
import HeroBand from '@/components/layout/HeroBand';
import Button from '@/components/ui/Button';
import SiteLink from '@/components/ui/SiteLink';
import { pagePaths } from '@/lib/routes';
import styles from './index.module.scss';

export type Trail = { label: string; href: string; text: string };

/**
 * The 404 page, also shown for any runtime error (see app/(site)/error.tsx), in the site's hero band with the wolf. The
 * 404 offers `trails`, the sections to go on to, beside a search of the site (a plain form to /search, so it works
 * before and without the page's scripts); the error view, a client component without the content's labels,
 * offers home and the search.
 */
export default function NotFoundView({ trails = [] }: { trails?: readonly Trail[] }) {
  const id = useId();
  return (
    <>
      <HeroBand
        eyebrow="Error 404"
        title="Oops!"
        intro={
          <>
            <p className={styles.subtitle}>Looks like you&apos;ve gone off the beaten path...</p>
            <p>
              You&apos;ve wandered into the wild unknown. Don&apos;t worry, we&apos;ll help you find your way back to
              the pack. Let&apos;s head home or explore other exciting trails!
            </p>
          </>
        }
        aside={<WolfIllustration />}
      >
        <Button link={pagePaths.home} text="Return To Homepage" variant="sunset" />
        <p className={styles.path} role="status">
          Page not found: <RequestedPath />
        </p>
      </HeroBand>
      <div className={styles.ways}>
        {trails.length > 0 && (
          <nav className={styles.trails} aria-labelledby={`${id}-trails`}>
            <h2 id={`${id}-trails`} className={styles.heading}>
              Other trails
            </h2>
            <ul className={styles.trailList}>
              {trails.map((trail) => (
                <li key={trail.href}>
                  <SiteLink href={trail.href} className={styles.trail}>
                    <span className={styles.trailLabel}>
                      {trail.label}
                      <span aria-hidden="true"> →</span>
                    </span>
                    <span className={styles.trailText}>{trail.text}</span>
                  </SiteLink>
                </li>
              ))}
            </ul>
          </nav>
        )}
        <form className={styles.search} role="search" aria-labelledby={`${id}-search`} action={pagePaths.search}>
          <h2 id={`${id}-search`} className={styles.heading}>
            Search the site
          </h2>
          <label htmlFor={`${id}-q`} className={styles.searchLabel}>
            A service, technology, project, article or job
          </label>
          <div className={styles.searchRow}>
            <input id={`${id}-q`} className={styles.field} type="search" name="q" enterKeyHint="search" required />
            <Button type="submit" text="Search" variant="midnight" className={styles.submit} />
          </div>
        </form>
      </div>
    </>
  );
}
