import type { CampaignRow } from '@/lib/intake/store/inbox';

/** The periods the campaign report offers, in months (the current one included). */
export const REPORT_MONTHS = [3, 6, 12, 24] as const;
export type ReportMonths = (typeof REPORT_MONTHS)[number];
export const DEFAULT_REPORT_MONTHS: ReportMonths = 12;

export const reportMonthsOf = (value: unknown): ReportMonths =>
  REPORT_MONTHS.find((months) => String(months) === value) ?? DEFAULT_REPORT_MONTHS;

/** The first day (UTC) of the period of `months` months ending with the month of `now`. */
export const periodStart = (months: number, now: Date) =>
  new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - (months - 1), 1));

export type CampaignTotal = Omit<CampaignRow, 'month'>;

/** The period's rows added up per source, medium and campaign, the ones that brought most leads first. */
export function campaignTotals(rows: readonly CampaignRow[]): CampaignTotal[] {
  const totals = new Map<string, CampaignTotal>();
  for (const row of rows) {
    const key = JSON.stringify([row.source, row.medium, row.campaign]);
    const total = totals.get(key) ?? {
      source: row.source,
      medium: row.medium,
      campaign: row.campaign,
      leads: 0,
      qualified: 0,
      won: 0,
    };
    total.leads += row.leads;
    total.qualified += row.qualified;
    total.won += row.won;
    totals.set(key, total);
  }
  return [...totals.values()].sort((a, b) => b.won - a.won || b.qualified - a.qualified || b.leads - a.leads);
}

/** `part` of `whole` as a whole percentage, or a dash when there is no whole. */
export const share = (part: number, whole: number) => (whole === 0 ? '–' : `${Math.round((part / whole) * 100)}%`);

/** `2026-03` as `March 2026`. */
export const monthLabel = (month: string) =>
  new Intl.DateTimeFormat('en-GB', { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${month}-01T00:00:00Z`),
  );
