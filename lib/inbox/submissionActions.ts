'use server';

import { redirect } from 'next/navigation';
import { intakeRuntime } from '@/lib/intake/runtime';
import { addNote, getStaff, updateState } from '@/lib/intake/store/inbox';
import { inboxPaths } from './access';
import { NOTE_MAX_LENGTH, noteSchema } from './notes';
import { isStatusOf, mayWork, type Status } from './roles';
import { requireStaff } from './session';

/** The submission a form is for, of a kind the signed-in person works, or they go back to their listing. */
async function workable(formData: FormData) {
  const staff = await requireStaff();
  const id = String(formData.get('id') ?? '');
  const submission = await intakeRuntime().store.get(id);
  if (!submission || submission.spam !== null || !mayWork(staff.role, submission.kind)) {
    redirect(inboxPaths.home);
  }
  const path = `${submission.kind === 'lead' ? inboxPaths.leads : inboxPaths.applications}/${id}`;
  return { staff, submission, path };
}

/**
 * Saves a submission's status and assignee if nobody changed them since the page was loaded (its version);
 * otherwise nothing is written and the page says who changed what, so two people never overwrite each other.
 */
export async function saveState(formData: FormData) {
  const { staff, submission, path } = await workable(formData);
  const store = intakeRuntime().store;
  const status = String(formData.get('status') ?? '');
  const assigneeId = String(formData.get('assignee') ?? '') || null;
  const version = Number(formData.get('version'));
  if (!isStatusOf(submission.kind, status) || !Number.isInteger(version)) redirect(`${path}?error=state`);
  if (assigneeId) {
    const person = await store.transact(getStaff(assigneeId));
    if (!person || person.disabledAt || !mayWork(person.role, submission.kind)) redirect(`${path}?error=assignee`);
  }
  const result = await store.transact(
    updateState(
      store.dialect,
      submission.id,
      version,
      { status: status as Status, assigneeId },
      {
        at: new Date(),
        by: staff.email,
      },
    ),
  );
  redirect(`${path}?${result.ok ? 'saved=state' : 'conflict=1'}`);
}

/** Adds a note; an empty or too long one comes back with the text as typed. */
export async function saveNote(formData: FormData) {
  const { staff, submission, path } = await workable(formData);
  const typed = String(formData.get('body') ?? '');
  const parsed = noteSchema.safeParse({ body: typed });
  if (!parsed.success) {
    const query = new URLSearchParams({ error: 'note', draft: typed.slice(0, NOTE_MAX_LENGTH + 1) });
    redirect(`${path}?${query}#notes`);
  }
  const store = intakeRuntime().store;
  await store.transact(addNote(submission.id, staff.id, parsed.data.body, { at: new Date(), by: staff.email }));
  redirect(`${path}?saved=note#notes`);
}
