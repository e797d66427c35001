import type { InboxCursor, InboxFilter } from '@/lib/intake/store/inbox';
import type { SubmissionKind } from '@/lib/intake/store/store';
import { isStatusOf } from './roles';

export type SearchParams = Record<string, string | string[] | undefined>;

/** The filters a listing's address can carry, by their query names (a GET form: the address is the state). */
export const FILTER_PARAMS = ['q', 'status', 'from', 'to', 'job', 'source', 'campaign', 'assignee'] as const;
export type FilterParam = (typeof FILTER_PARAMS)[number];

const one = (value: string | string[] | undefined) => (typeof value === 'string' ? value.trim() : '');

/** A `YYYY-MM-DD` day as the UTC midnight starting it, or undefined. */
function day(value: string): Date | undefined {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return undefined;
  const date = new Date(`${value}T00:00:00.000Z`);
  return Number.isNaN(date.getTime()) ? undefined : date;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The filter one kind's listing shows for its address. Values that mean nothing (an unknown status, a malformed
 * date) are left out rather than refused: the person sees the listing without them, and the form shows what holds.
 * `to` is inclusive: the whole of that day.
 */
export function filterOf(kind: SubmissionKind, params: SearchParams): InboxFilter {
  const status = one(params.status);
  const to = day(one(params.to));
  return {
    kinds: [kind],
    query: one(params.q).slice(0, 200) || undefined,
    status: isStatusOf(kind, status) ? status : undefined,
    from: day(one(params.from)),
    to: to && new Date(to.getTime() + DAY_MS),
    jobId: one(params.job) || undefined,
    source: one(params.source) || undefined,
    campaign: one(params.campaign) || undefined,
    assignee: one(params.assignee) || undefined,
  };
}

/** The filter values as the form shows them back (what the address held). */
export const filterValues = (params: SearchParams): Record<FilterParam, string> =>
  Object.fromEntries(FILTER_PARAMS.map((name) => [name, one(params[name])])) as Record<FilterParam, string>;

/** Where the next page starts (`after=<time>_<id>`), or null for the first page. */
export function cursorOf(params: SearchParams): InboxCursor | null {
  const match = /^(\d{4}-\d{2}-\d{2}T[\d:.]+Z)_([\w-]{1,64})$/.exec(one(params.after));
  return match ? { receivedAt: match[1]!, id: match[2]! } : null;
}

/** The query string of a listing with the same filters, at another page (`after`) or none. */
export function listingQuery(params: SearchParams, after?: InboxCursor | null): string {
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries(filterValues(params))) if (value !== '') query.set(name, value);
  if (after) query.set('after', `${after.receivedAt}_${after.id}`);
  const text = query.toString();
  return text === '' ? '' : `?${text}`;
}
