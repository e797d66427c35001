import Button from '@/components/ui/Button';
import RequestedPath from '@/components/errors/RequestedPath';
import WolfIllustration from '@/components/artwork/WolfIllustration';
import { pagePaths } from '@/lib/routes';
import styles from './index.module.scss';

/** The 404 page, also shown for any runtime error (see app/error.tsx). */
export default function NotFoundView() {
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
        </div>
        <WolfIllustration />
      </div>
    </div>
  );
}
