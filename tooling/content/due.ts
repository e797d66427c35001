import { readEntryFiles, type EntryFile } from '@/content/files';
import { isOpen } from '@/content/jobs';
import { dayInCluj, isScheduled } from '@/content/schedule';

/**
 * What the content clock (content/schedule.ts) changes by itself: a post or press item whose publication day comes,
 * a job whose closing day passes. The scheduled pipeline rebuilds the live site only when such a change happened
 * between the live build's clock (`builtAt` in /build-id.json) and now (scripts/due-content.mjs).
 */
export type DueChange = { file: string; change: 'published' | 'closed'; day: string };

type Fields = EntryFile['data'];

/** The entries of `dated` (posts, press items) published, and of `jobs` closed, by `now` but not yet at `since`. */
export function dueChanges(
  { dated, jobs }: { dated: readonly EntryFile[]; jobs: readonly EntryFile[] },
  since: Date,
  now: Date,
): DueChange[] {
  const [then, today] = [dayInCluj(since), dayInCluj(now)];
  const drafted = (data: Fields) => data.draft === true;
  const published = dated
    .filter(
      ({ data }) => !drafted(data) && isScheduled(data.publishedAt, then) && !isScheduled(data.publishedAt, today),
    )
    .map(({ file, data }) => ({ file, change: 'published' as const, day: String(data.publishedAt) }));
  const open = (data: Fields, day: string) =>
    typeof data.validThrough === 'string' &&
    isOpen({ closed: data.closed === true, validThrough: data.validThrough }, day);
  const closed = jobs
    .filter(({ data }) => !drafted(data) && open(data, then) && !open(data, today))
    .map(({ file, data }) => ({ file, change: 'closed' as const, day: String(data.validThrough) }));
  return [...published, ...closed];
}

/** The entry files the content clock acts on, as editors wrote them (drafts and scheduled entries included). */
export const clockedEntries = () => ({
  dated: [...readEntryFiles('content/blog/entries'), ...readEntryFiles('content/press/entries')],
  jobs: readEntryFiles('content/jobs/entries'),
});
