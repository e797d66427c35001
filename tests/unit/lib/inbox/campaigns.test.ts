import { describe, expect, it } from 'vitest';
import { campaignTotals, monthLabel, periodStart, reportMonthsOf, share } from '@/lib/inbox/campaigns';

const row = (month: string, campaign: string, leads: number, qualified: number, won: number) => ({
  month,
  source: 'linkedin',
  medium: 'cpc',
  campaign,
  leads,
  qualified,
  won,
});

describe('the campaign report', () => {
  it('adds each campaign up over the period, the one that won most clients first', () => {
    const totals = campaignTotals([
      row('2026-11', 'fintech-q4', 10, 4, 1),
      row('2026-10', 'fintech-q4', 6, 2, 1),
      row('2026-11', 'health', 30, 3, 0),
    ]);
    expect(totals).toEqual([
      { source: 'linkedin', medium: 'cpc', campaign: 'fintech-q4', leads: 16, qualified: 6, won: 2 },
      { source: 'linkedin', medium: 'cpc', campaign: 'health', leads: 30, qualified: 3, won: 0 },
    ]);
  });

  it('shows shares, periods and months as people read them', () => {
    expect(share(6, 16)).toBe('38%');
    expect(share(0, 0)).toBe('–');
    expect(periodStart(12, new Date('2026-11-29T10:00:00Z'))).toEqual(new Date('2025-12-01T00:00:00Z'));
    expect(periodStart(3, new Date('2026-01-05T10:00:00Z'))).toEqual(new Date('2025-11-01T00:00:00Z'));
    expect(reportMonthsOf('6')).toBe(6);
    expect(reportMonthsOf('7')).toBe(12);
    expect(monthLabel('2026-03')).toBe('March 2026');
  });
});
