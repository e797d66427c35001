import { formatBytes } from '@/lib/forms/files';
import { shortReference } from '@/lib/forms/reference';
import { attributionFacts, fieldFacts } from '@/lib/intake/mail/messages';
import type { Delivery, Submission } from '@/lib/intake/store/store';
import { inboxPaths } from '@/lib/inbox/access';
import type { Fact } from '@/lib/intake/mail/templates/TeamMailFrame';
import styles from './index.module.scss';

const when = new Intl.DateTimeFormat('en-GB', {
  dateStyle: 'medium',
  timeStyle: 'short',
  timeZone: 'Europe/Bucharest',
});

const CHANNELS: Record<Delivery['channel'], string> = {
  webhook: 'To the CRM',
  'team-mail': 'E-mail to the team',
  'ack-mail': 'Acknowledgement to the sender',
};

function Facts({ facts }: { facts: readonly Fact[] }) {
  return (
    <dl className={styles.facts}>
      {facts.map((fact) => (
        <div key={fact.label} className={styles.fact}>
          <dt>{fact.label}</dt>
          <dd>{fact.href ? <a href={fact.href}>{fact.value}</a> : fact.value || '—'}</dd>
        </div>
      ))}
    </dl>
  );
}

function deliveryState(delivery: Delivery): string {
  if (delivery.state === 'delivered' && delivery.deliveredAt) return `Delivered ${when.format(delivery.deliveredAt)}`;
  const tries = `${delivery.attempts} ${delivery.attempts === 1 ? 'try' : 'tries'}`;
  if (delivery.state === 'dead') return `Gave up after ${tries}: ${delivery.lastError ?? 'no reason recorded'}`;
  return delivery.attempts === 0 ? 'Waiting to be sent' : `Retrying after ${tries}: ${delivery.lastError ?? ''}`;
}

/**
 * Everything one submission carries, for the person who works it: the fields, the message, where the visitor came
 * from, the files (downloaded through a route that checks the role), and where the intake passed it on.
 */
export default function SubmissionView({
  submission,
  deliveries,
  deletesOn,
}: {
  submission: Submission;
  deliveries: readonly Delivery[];
  /** When the daily purge deletes it, or null if its kind is kept. */
  deletesOn: Date | null;
}) {
  const message = typeof submission.fields.message === 'string' ? submission.fields.message.trim() : '';
  return (
    <div className={styles.view}>
      <p className={styles.meta}>
        Received <time dateTime={submission.receivedAt.toISOString()}>{when.format(submission.receivedAt)}</time> ·
        reference {shortReference(submission.id)} ·{' '}
        {deletesOn ? `deleted on ${when.format(deletesOn)} under the retention period` : 'kept without a deletion date'}
      </p>
      <section aria-labelledby="fields-title" className={styles.section}>
        <h2 id="fields-title" className={styles.heading}>
          What they sent
        </h2>
        <Facts facts={fieldFacts(submission)} />
        {message && (
          <>
            <h3 className={styles.subheading}>Message</h3>
            <p className={styles.message}>{message}</p>
          </>
        )}
      </section>
      <section aria-labelledby="files-title" className={styles.section}>
        <h2 id="files-title" className={styles.heading}>
          Files
        </h2>
        {submission.files.length === 0 ? (
          <p className={styles.none}>No files were sent.</p>
        ) : (
          <ul className={styles.files}>
            {submission.files.map((file) => (
              <li key={file.id}>
                <a href={`${inboxPaths.files}/${file.id}`} download>
                  {file.name}
                </a>{' '}
                <span className={styles.none}>({formatBytes(file.size)})</span>
              </li>
            ))}
          </ul>
        )}
      </section>
      <section aria-labelledby="attribution-title" className={styles.section}>
        <h2 id="attribution-title" className={styles.heading}>
          Where they came from
        </h2>
        {Object.keys(submission.attribution).length === 0 ? (
          <p className={styles.none}>No campaign or landing page was recorded.</p>
        ) : (
          <Facts facts={attributionFacts(submission.attribution)} />
        )}
      </section>
      <section aria-labelledby="deliveries-title" className={styles.section}>
        <h2 id="deliveries-title" className={styles.heading}>
          Passed on
        </h2>
        {deliveries.length === 0 ? (
          <p className={styles.none}>Kept here only: no CRM or e-mail was set up when it came.</p>
        ) : (
          <Facts facts={deliveries.map((d) => ({ label: CHANNELS[d.channel], value: deliveryState(d) }))} />
        )}
      </section>
    </div>
  );
}
