import { jobTitle } from '@/lib/intake/mail/messages';
import type { InboxRow } from '@/lib/intake/store/inbox';
import type { SubmissionKind } from '@/lib/intake/store/store';
import { STATUS_LABELS } from '@/lib/inbox/roles';
import styles from './index.module.scss';

const received = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  timeZone: 'Europe/Bucharest',
});

type SubmissionTableProps = {
  kind: SubmissionKind;
  rows: readonly InboxRow[];
  /** The address of one submission of this kind. */
  hrefOf: (id: string) => string;
  caption: string;
};

/**
 * One page of a listing: who, when, what about, where from, and how far it has got. Times are Cluj's. On a phone
 * each row is a card, each cell under its column's name (`data-label`), rather than a table to scroll sideways.
 */
export default function SubmissionTable({ kind, rows, hrefOf, caption }: SubmissionTableProps) {
  return (
    <div className={styles.scroller} role="region" aria-label={caption} tabIndex={0}>
      <table className={styles.table}>
        <caption className={styles.caption}>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">Name</th>
            <th scope="col">Received</th>
            <th scope="col">{kind === 'lead' ? 'Message' : 'Job'}</th>
            <th scope="col">Source</th>
            <th scope="col">Status</th>
            <th scope="col">Assigned to</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.id}>
              <th scope="row" className={styles.who}>
                <a href={hrefOf(row.id)} className={styles.name}>
                  {row.name || 'No name given'}
                </a>
                <span className={styles.email}>{row.email}</span>
              </th>
              <td className={styles.nowrap} data-label="Received">
                <time dateTime={row.receivedAt.toISOString()}>{received.format(row.receivedAt)}</time>
              </td>
              <td className={styles.summary} data-label={kind === 'lead' ? 'Message' : 'Job'}>
                {kind === 'lead' ? row.summary : row.jobId && jobTitle(row.jobId)}
              </td>
              <td data-label="Source">{[row.source, row.campaign].filter(Boolean).join(' · ') || 'Direct'}</td>
              <td data-label="Status">
                <span className={`${styles.status} ${styles[row.status] ?? ''}`}>{STATUS_LABELS[row.status]}</span>
              </td>
              <td data-label="Assigned to">{row.assigneeName ?? 'Nobody'}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
