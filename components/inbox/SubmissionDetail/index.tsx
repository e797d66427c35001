import { notFound } from 'next/navigation';
import Notice from '@/components/inbox/Notice';
import NotesSection from '@/components/inbox/NotesSection';
import StateForm from '@/components/inbox/StateForm';
import SubmissionView from '@/components/inbox/SubmissionView';
import { config } from '@/lib/config';
import { deletionDate, retentionDays } from '@/lib/intake/retention';
import type { SubmissionKind } from '@/lib/intake/store/store';
import type { SearchParams } from '@/lib/inbox/listing';
import { noteSchema } from '@/lib/inbox/notes';
import { loadSubmission } from '@/lib/inbox/queries';
import { STATUS_LABELS } from '@/lib/inbox/roles';
import type { Staff } from '@/lib/inbox/session';
import styles from './index.module.scss';

/** What the page says after a save, a refused save, or a save someone else's came before. */
function noticeOf(params: SearchParams, current: { status: string; by: string | null }) {
  if (params.saved === 'state') return <Notice tone="done">Progress saved.</Notice>;
  if (params.saved === 'note') return <Notice tone="done">Note added.</Notice>;
  if (params.conflict) {
    return (
      <Notice tone="error">
        {current.by ?? 'Someone'} changed this while you had it open: it is now {current.status}. Nothing of yours was
        saved; check the progress below and save again.
      </Notice>
    );
  }
  if (params.error === 'assignee') return <Notice tone="error">That person cannot be assigned this any more.</Notice>;
  if (params.error === 'state') return <Notice tone="error">Choose one of the statuses listed.</Notice>;
  return undefined;
}

/** One submission for the person who works it: everything it carries, its progress, and the team's notes. */
export default async function SubmissionDetail({
  kind,
  id,
  params,
  staff,
}: {
  kind: SubmissionKind;
  id: string;
  params: SearchParams;
  staff: Staff;
}) {
  const loaded = await loadSubmission(kind, id, staff);
  if (!loaded) notFound();
  const { submission, state, notes, deliveries, people } = loaded;
  const draft = typeof params.draft === 'string' ? params.draft : '';
  const noteCheck = params.error === 'note' ? noteSchema.safeParse({ body: draft }) : null;
  const name = typeof submission.fields.name === 'string' && submission.fields.name.trim();
  return (
    <>
      <h1 className={styles.title}>{name || 'No name given'}</h1>
      {noticeOf(params, { status: STATUS_LABELS[state.status], by: state.updatedBy })}
      <div className={styles.columns}>
        <SubmissionView
          submission={submission}
          deliveries={deliveries}
          deletesOn={deletionDate(retentionDays(config)[kind], submission.receivedAt)}
        />
        <div className={styles.aside}>
          <StateForm id={id} kind={kind} state={state} people={people} />
          <NotesSection
            id={id}
            notes={notes}
            draft={draft}
            error={noteCheck && !noteCheck.success ? noteCheck.error.issues[0]!.message : null}
          />
        </div>
      </div>
    </>
  );
}
