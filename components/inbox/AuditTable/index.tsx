import type { AuditRow } from '@/lib/intake/store/inbox';
import { shortReference } from '@/lib/forms/reference';
import styles from './index.module.scss';

const when = new Intl.DateTimeFormat('en-GB', {
  dateStyle: 'medium',
  timeStyle: 'medium',
  timeZone: 'Europe/Bucharest',
});

/**
 * Who did what and when: sign-ins, views, downloads, exports, progress, erasures and purges. It holds no personal
 * data of the people who wrote to us: a submission's reference, or an address's keyed hash, at most.
 */
export default function AuditTable({ rows }: { rows: readonly AuditRow[] }) {
  return (
    <div className={styles.scroller} role="region" aria-label="Audit log" tabIndex={0}>
      <table className={styles.table}>
        <caption className={styles.caption}>Audit log, newest first</caption>
        <thead>
          <tr>
            <th scope="col">When</th>
            <th scope="col">Who</th>
            <th scope="col">What</th>
            <th scope="col">Submissions</th>
            <th scope="col">About</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.id}>
              <td className={styles.nowrap}>
                <time dateTime={row.actor.at.toISOString()}>{when.format(row.actor.at)}</time>
              </td>
              <td>{row.actor.by}</td>
              <td>{row.action}</td>
              <td>{row.submissions}</td>
              <td className={styles.code}>
                {row.submissionId
                  ? `reference ${shortReference(row.submissionId)}`
                  : row.addressHash
                    ? `address ${row.addressHash.slice(0, 12)}…`
                    : ''}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
