import { isScheduled } from '@/content/schedule';
import { formatDate } from '@/lib/text';
import styles from './index.module.scss';

/**
 * On an entry dated after the content clock's today, which only `npm run dev` shows (production holds it back like a
 * draft): tells the editor previewing it that visitors cannot see it yet, and from when they will.
 */
export default function ScheduledMark({ date }: { date: string }) {
  if (!isScheduled(date)) return null;
  return (
    <p className={styles.mark}>
      Scheduled for <time dateTime={date}>{formatDate(date)}</time>: published by the first build on that day
    </p>
  );
}
