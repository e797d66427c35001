import SiteLink from '@/components/ui/SiteLink';
import { EDITOR_PATH } from '@/lib/editor/mode';
import styles from './index.module.scss';

/**
 * What `npm run dev` shows instead of the 404 view when a page fails: the error's one line (for a broken entry, its
 * file and what is wrong, as the build would stop with it), so the editor previewing it can repair it. Visitors of
 * a build never see it: a build stops on the same problem instead.
 */
export default function PreviewProblem({ message }: { message: string }) {
  return (
    <div className={styles.problem}>
      <h1 className={styles.title}>This page cannot be shown</h1>
      <p className={styles.message}>{message}</p>
      <p>
        Repair it in the <SiteLink href={EDITOR_PATH}>content editor</SiteLink> or in the file named above, save, and
        reload this page. Only the preview shows this notice; a build stops with the same line.
      </p>
    </div>
  );
}
