import { z } from 'zod';

/**
 * The content clock: the one "now" that decides what the site publishes. A post or press item dated after it
 * waits like a draft; a job whose closing date it has passed is closed. `CONTENT_NOW` (an ISO date-time) sets it,
 * so tests can move it and every step of one build (next build's workers, the search index after them) reads the
 * same moment (scripts/build.mjs sets it once); unset, it is the real time.
 */
export function contentNow(env: Readonly<Record<string, string | undefined>> = process.env): Date {
  const value = env.CONTENT_NOW;
  if (!value) return new Date();
  if (!z.iso.datetime({ offset: true }).safeParse(value).success)
    throw new Error(`CONTENT_NOW must be an ISO date-time such as 2026-12-08T09:00:00+02:00 (it is "${value}")`);
  return new Date(value);
}

/** Dates in content are days in Cluj, where the team publishes and hires. */
const CALENDAR = new Intl.DateTimeFormat('en', {
  timeZone: 'Europe/Bucharest',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** The day a moment falls on in Cluj, written as content dates are: YYYY-MM-DD. */
export function dayInCluj(moment: Date): string {
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    CALENDAR.formatToParts(moment).find((candidate) => candidate.type === type)!.value;
  return `${part('year')}-${part('month')}-${part('day')}`;
}

/** Today by the content clock, in Cluj. */
export const contentToday = (env?: Readonly<Record<string, string | undefined>>) => dayInCluj(contentNow(env));

/**
 * Whether an entry dated `date` waits for its day (it is published from that day on, by the next build). A date
 * that is no YYYY-MM-DD is not scheduled: the entry is kept, so its schema names the mistake.
 */
export const isScheduled = (date: unknown, today = contentToday()): boolean =>
  typeof date === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(date) && date > today;
