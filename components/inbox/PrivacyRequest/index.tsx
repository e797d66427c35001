import Notice from '@/components/inbox/Notice';
import Button from '@/components/ui/Button';
import { shortReference } from '@/lib/forms/reference';
import { deletionDate, RETENTION_VARIABLES, type RetentionDays } from '@/lib/intake/retention';
import { SUBMISSION_KINDS, type SubmissionKind } from '@/lib/intake/store/store';
import { inboxPaths } from '@/lib/inbox/access';
import { recipientsOf, type ErasureOutcome, type Recipient } from '@/lib/inbox/privacy';
import { eraseAddress } from '@/lib/inbox/privacyActions';
import type { PersonRecord } from '@/lib/inbox/queries';
import { KIND_LABELS, STATUS_LABELS } from '@/lib/inbox/roles';
import styles from './index.module.scss';

const when = new Intl.DateTimeFormat('en-GB', {
  dateStyle: 'medium',
  timeStyle: 'short',
  timeZone: 'Europe/Bucharest',
});
const day = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeZone: 'Europe/Bucharest' });

const count = (n: number, noun: string) => `${n} ${noun}${n === 1 ? '' : 's'}`;

const CHANNELS: Record<Recipient['channel'], string> = { webhook: 'CRM', 'team-mail': 'Team e-mail' };
const KIND_PLURALS: Record<SubmissionKind, string> = { lead: 'Leads', application: 'Job applications' };

/** Where a copy went: the CRM's address, or the team's mailboxes without `mailto:`. */
const destinationOf = (url: string) => (url.startsWith('mailto:') ? url.slice('mailto:'.length) : url);

/** The recipients that hold a copy: CRM posts and team e-mails made, each with when and which submission. */
function Recipients({ recipients }: { recipients: readonly Recipient[] }) {
  return (
    <ul className={styles.recipients}>
      {recipients.map((recipient) => (
        <li key={`${recipient.channel} ${recipient.destination} ${recipient.submissionId}`}>
          <span className={styles.channel}>{CHANNELS[recipient.channel]}</span>{' '}
          <span className={styles.destination}>{destinationOf(recipient.destination)}</span>, delivered{' '}
          <time dateTime={recipient.deliveredAt.toISOString()}>{when.format(recipient.deliveredAt)}</time> (reference{' '}
          {shortReference(recipient.submissionId)}
          {recipient.channel === 'webhook' && (
            <>
              , Idempotency-Key <span className={styles.code}>{recipient.submissionId}</span>
            </>
          )}
          )
        </li>
      ))}
    </ul>
  );
}

/** What an erasure did, and whom the team must now tell to erase their copy (GDPR Art. 19). */
function ErasureReport({ erasure }: { erasure: ErasureOutcome }) {
  if (erasure.erased === 0) {
    return <Notice tone="done">Nothing was stored for that address any more: nothing was erased.</Notice>;
  }
  return (
    <>
      <Notice tone="done">
        Erased {count(erasure.erased, 'submission')} with {count(erasure.files, 'file')}.
        {erasure.cancelled > 0 &&
          ` ${count(erasure.cancelled, 'delivery')} not yet made ${erasure.cancelled === 1 ? 'was' : 'were'} cancelled.`}{' '}
        Tombstones without personal data are kept, and the audit log records it under your name.
      </Notice>
      <section aria-labelledby="told-title" className={styles.section}>
        <h2 id="told-title" className={styles.heading}>
          Tell these recipients to erase their copy
        </h2>
        {erasure.told.length === 0 ? (
          <p className={styles.muted}>
            It had not been passed on to the CRM or e-mailed to the team: nobody else holds a copy.
          </p>
        ) : (
          <>
            <p className={styles.muted}>
              They received it before the erasure (GDPR Art. 19). Write to each of them, quoting the references.
            </p>
            <Recipients recipients={erasure.told} />
          </>
        )}
        <p className={styles.muted}>
          Backups made before now still hold it until they rotate: after restoring one, run{' '}
          <code className={styles.code}>npm run intake -- erase --reapply</code>.
        </p>
      </section>
    </>
  );
}

/** Every submission of the address, what it would take to answer, and the erase form. */
function Person({
  address,
  records,
  retention,
  refused,
}: {
  address: string;
  records: readonly PersonRecord[];
  retention: RetentionDays;
  refused: boolean;
}) {
  const deliveries = records.flatMap((record) => record.deliveries);
  const made = recipientsOf(deliveries);
  const pending = deliveries.filter((d) => d.state !== 'delivered').length;
  const files = records.reduce((sum, record) => sum + record.submission.files.length, 0);
  return (
    <>
      <section aria-labelledby="stored-title" className={styles.section}>
        <h2 id="stored-title" className={styles.heading}>
          Stored for {address}
        </h2>
        <div className={styles.scroller} role="region" aria-labelledby="stored-title" tabIndex={0}>
          <table className={styles.table}>
            <thead>
              <tr>
                <th scope="col">Kind</th>
                <th scope="col">Received</th>
                <th scope="col">Reference</th>
                <th scope="col">Status</th>
                <th scope="col">Files</th>
                <th scope="col">Deleted on</th>
              </tr>
            </thead>
            <tbody>
              {records.map(({ submission, status }) => {
                const deletesOn = deletionDate(retention[submission.kind], submission.receivedAt);
                const path = submission.kind === 'lead' ? inboxPaths.leads : inboxPaths.applications;
                return (
                  <tr key={submission.id}>
                    <td>{KIND_LABELS[submission.kind]}</td>
                    <td className={styles.nowrap}>
                      <time dateTime={submission.receivedAt.toISOString()}>{when.format(submission.receivedAt)}</time>
                    </td>
                    <td className={`${styles.code} ${styles.nowrap}`}>
                      {submission.spam === null ? (
                        <a href={`${path}/${submission.id}`}>{shortReference(submission.id)}</a>
                      ) : (
                        shortReference(submission.id)
                      )}
                    </td>
                    <td>{submission.spam === null ? STATUS_LABELS[status] : `Spam (${submission.spam})`}</td>
                    <td>{submission.files.length}</td>
                    <td className={styles.nowrap}>{deletesOn ? day.format(deletesOn) : 'Kept until erased'}</td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
        <p className={styles.download}>
          <a
            href={`${inboxPaths.privacy}/export?${new URLSearchParams({ email: address })}`}
            className={styles.zip}
            download
          >
            Download everything (ZIP)
          </a>
          <span className={styles.muted}>
            person.json with every field, where they came from and where it went, and the original files. Send it only
            to the person who asked; the download is recorded in the audit log.
          </span>
        </p>
      </section>

      <section aria-labelledby="copies-title" className={styles.section}>
        <h2 id="copies-title" className={styles.heading}>
          Recipients holding a copy, to tell of an erasure
        </h2>
        {made.length === 0 ? (
          <p className={styles.muted}>
            Nothing of it was passed on to the CRM or e-mailed to the team: nobody else holds a copy.
          </p>
        ) : (
          <>
            <p className={styles.muted}>
              These already received it. If you erase, tell each of them to erase their copy too (GDPR Art. 19).
            </p>
            <Recipients recipients={made} />
          </>
        )}
        {pending > 0 && (
          <p className={styles.muted}>
            {count(pending, 'delivery')} not yet made (or given up) will not be made once you erase.
          </p>
        )}
      </section>

      <section id="erase" aria-labelledby="erase-title" className={styles.section}>
        <h2 id="erase-title" className={styles.heading}>
          Erase
        </h2>
        <p className={styles.muted}>
          Erases everything above for good, in one go: {count(records.length, 'submission')}, {count(files, 'file')} and
          their deliveries. A tombstone without personal data is kept for each.
        </p>
        <form action={eraseAddress} className={styles.erase}>
          <input type="hidden" name="email" value={address} />
          <label className={styles.confirm}>
            <input
              type="checkbox"
              name="confirmed"
              value="yes"
              required
              className={styles.box}
              {...(refused && { 'aria-invalid': true, 'aria-describedby': 'erase-error' })}
            />
            <span>I have checked that this request comes from the person who sent these</span>
          </label>
          {refused && (
            <p id="erase-error" className={styles.error}>
              Tick this first: nothing is erased until you have checked who is asking.
            </p>
          )}
          <Button type="submit" text="Erase for good" variant="midnight" />
        </form>
      </section>
    </>
  );
}

/** How long each kind is kept, and which setting says so: the answer to "how long do you keep it?". */
function Retention({ retention }: { retention: RetentionDays }) {
  return (
    <section aria-labelledby="retention-title" className={styles.section}>
      <h2 id="retention-title" className={styles.heading}>
        How long we keep it
      </h2>
      <ul className={styles.retention}>
        {SUBMISSION_KINDS.map((kind) => (
          <li key={kind}>
            <strong>{KIND_PLURALS[kind]}</strong>:{' '}
            {retention[kind] === 0
              ? 'kept until erased on request, with no deletion date'
              : `${retention[kind]} days after they arrive, then the daily purge deletes them`}{' '}
            (<code className={styles.code}>{RETENTION_VARIABLES[kind]}</code>).
          </li>
        ))}
      </ul>
    </section>
  );
}

/**
 * An admin's privacy requests: find what is stored for an address (a GET form), download it all, see who else holds
 * a copy, and erase it; then whom to tell. Works without JavaScript: a search is a GET, the erasure a server action
 * that redirects back here with what it did.
 */
export default function PrivacyRequest({
  address,
  records,
  erasure,
  refused,
  retention,
}: {
  /** The address looked up, trimmed; empty before a search. */
  address: string;
  /** What is stored for it, or null before a search. */
  records: readonly PersonRecord[] | null;
  /** What an erasure just did, after its redirect. */
  erasure: ErasureOutcome | null;
  /** An erasure was refused: the confirmation was not ticked. */
  refused: boolean;
  retention: RetentionDays;
}) {
  return (
    <>
      {refused && (
        <Notice tone="error">
          Nothing was erased: tick the box to confirm that the request comes from the person who sent these.
        </Notice>
      )}
      {erasure && <ErasureReport erasure={erasure} />}
      <form action={inboxPaths.privacy} method="get" role="search" aria-label="Find an address" className={styles.find}>
        <label htmlFor="privacy-email" className={styles.label}>
          E-mail address
        </label>
        <div className={styles.row}>
          <input
            id="privacy-email"
            name="email"
            type="email"
            required
            autoComplete="off"
            defaultValue={address}
            className={styles.control}
          />
          <Button type="submit" text="Find" variant="midnight" />
        </div>
      </form>
      {records &&
        (records.length === 0 ? (
          <p className={styles.empty}>Nothing is stored for {address}.</p>
        ) : (
          <Person address={address} records={records} retention={retention} refused={refused} />
        ))}
      <Retention retention={retention} />
    </>
  );
}
