import Button from '@/components/ui/Button';
import type { CampaignRow } from '@/lib/intake/store/inbox';
import { campaignTotals, monthLabel, REPORT_MONTHS, share, type ReportMonths } from '@/lib/inbox/campaigns';
import styles from './index.module.scss';

type Row = Omit<CampaignRow, 'month'> & { month?: string };

function Figures({ rows, caption, byMonth }: { rows: readonly Row[]; caption: string; byMonth: boolean }) {
  return (
    <div className={styles.scroller} role="region" aria-label={caption} tabIndex={0}>
      <table className={styles.table}>
        <caption className={styles.caption}>{caption}</caption>
        <thead>
          <tr>
            {byMonth && <th scope="col">Month</th>}
            <th scope="col">Source</th>
            <th scope="col">Medium</th>
            <th scope="col">Campaign</th>
            <th scope="col" className={styles.number}>
              Leads
            </th>
            <th scope="col" className={styles.number}>
              Qualified
            </th>
            <th scope="col" className={styles.number}>
              Won
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={[row.month, row.source, row.medium, row.campaign].join('\u0000')}>
              {byMonth && <td className={styles.nowrap}>{row.month && monthLabel(row.month)}</td>}
              <td>{row.source}</td>
              <td>{row.medium}</td>
              <td>{row.campaign}</td>
              <td className={styles.number}>{row.leads}</td>
              <td className={styles.number}>
                {row.qualified} <span className={styles.share}>({share(row.qualified, row.leads)})</span>
              </td>
              <td className={styles.number}>
                {row.won} <span className={styles.share}>({share(row.won, row.leads)})</span>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/**
 * What each campaign brought: leads, and how many of them sales qualified and won, per source, medium and campaign
 * (the UTM parameters the visitor arrived with). Counts only: no name, address or message is shown here.
 */
export default function CampaignReport({ rows, months }: { rows: readonly CampaignRow[]; months: ReportMonths }) {
  const totals = campaignTotals(rows);
  const leads = totals.reduce((sum, row) => sum + row.leads, 0);
  return (
    <>
      <form method="get" className={styles.period}>
        <label htmlFor="report-months" className={styles.label}>
          Period
        </label>
        <select id="report-months" name="months" defaultValue={String(months)} className={styles.control}>
          {REPORT_MONTHS.map((option) => (
            <option key={option} value={option}>
              Last {option} months
            </option>
          ))}
        </select>
        <Button type="submit" text="Show" variant="midnight" />
      </form>
      {leads === 0 ? (
        <p className={styles.empty}>No leads came in these {months} months.</p>
      ) : (
        <>
          <section aria-labelledby="totals-title" className={styles.section}>
            <h2 id="totals-title" className={styles.heading}>
              By campaign, last {months} months
            </h2>
            <p className={styles.note}>
              {leads} leads. Qualified counts every lead sales ever marked qualified, even one lost later; won is its
              status now. “(none)” is a visit without that UTM parameter.
            </p>
            <Figures rows={totals} caption={`Leads by campaign, last ${months} months`} byMonth={false} />
          </section>
          <section aria-labelledby="months-title" className={styles.section}>
            <h2 id="months-title" className={styles.heading}>
              Month by month
            </h2>
            <Figures rows={rows} caption="Leads by month and campaign" byMonth />
          </section>
        </>
      )}
    </>
  );
}
