import Button from '@/components/ui/Button';
import type { StaffMember, SubmissionState } from '@/lib/intake/store/inbox';
import type { SubmissionKind } from '@/lib/intake/store/store';
import { STATUS_LABELS, STATUSES } from '@/lib/inbox/roles';
import { saveState } from '@/lib/inbox/submissionActions';
import styles from './index.module.scss';

const when = new Intl.DateTimeFormat('en-GB', {
  dateStyle: 'medium',
  timeStyle: 'short',
  timeZone: 'Europe/Bucharest',
});

/**
 * Status and assignee of one submission. The version it was loaded at goes with the form: a save after someone
 * else's is refused and the page shows theirs (lib/intake/store/inbox.ts, `updateState`).
 */
export default function StateForm({
  id,
  kind,
  state,
  people,
}: {
  id: string;
  kind: SubmissionKind;
  state: SubmissionState;
  people: readonly StaffMember[];
}) {
  return (
    <form action={saveState} className={styles.form} aria-labelledby="state-title">
      <h2 id="state-title" className={styles.title}>
        Progress
      </h2>
      <input type="hidden" name="id" value={id} />
      <input type="hidden" name="version" value={state.version} />
      <div className={styles.field}>
        <label htmlFor="state-status" className={styles.label}>
          Status
        </label>
        <select id="state-status" name="status" defaultValue={state.status} className={styles.control}>
          {STATUSES[kind].map((status) => (
            <option key={status} value={status}>
              {STATUS_LABELS[status]}
            </option>
          ))}
        </select>
      </div>
      <div className={styles.field}>
        <label htmlFor="state-assignee" className={styles.label}>
          Assigned to
        </label>
        <select id="state-assignee" name="assignee" defaultValue={state.assigneeId ?? ''} className={styles.control}>
          <option value="">Nobody</option>
          {people.map((person) => (
            <option key={person.id} value={person.id}>
              {person.name}
            </option>
          ))}
        </select>
      </div>
      <Button type="submit" text="Save progress" variant="midnight" />
      {state.updatedAt && (
        <p className={styles.last}>
          Last changed by {state.updatedBy} on {when.format(state.updatedAt)}.
        </p>
      )}
    </form>
  );
}
