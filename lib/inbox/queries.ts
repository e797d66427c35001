import { intakeRuntime } from '@/lib/intake/runtime';
import {
  campaignReport,
  filterChoices,
  getState,
  listInbox,
  listNotes,
  listStaff,
  recentAudit,
  type InboxCursor,
  type InboxFilter,
} from '@/lib/intake/store/inbox';
import type { SubmissionKind } from '@/lib/intake/store/store';
import { mayWork } from './roles';
import type { Staff } from './session';

/**
 * What the inbox's pages read, each for one signed-in person: the store behind the intake (both back ends), with
 * an audit entry where personal data is opened. No page reads the store any other way.
 */
const store = () => intakeRuntime().store;

/** The people a submission of `kind` can be assigned to: active, and working that kind. */
async function assignees(kind: SubmissionKind) {
  const people = await store().transact(listStaff());
  return people.filter((person) => !person.disabledAt && mayWork(person.role, kind));
}

export async function loadListing(kind: SubmissionKind, filter: InboxFilter, after: InboxCursor | null) {
  const [page, choices, people] = await Promise.all([
    store().transact(listInbox(store().dialect, filter, after)),
    store().transact(filterChoices(store().dialect, [kind])),
    assignees(kind),
  ]);
  return { page, choices, people };
}

/** One submission with all it carries, if it is of `kind`; opening it is written to the audit log. */
export async function loadSubmission(kind: SubmissionKind, id: string, staff: Staff) {
  const submission = await store().get(id);
  if (!submission || submission.kind !== kind || submission.spam !== null) return undefined;
  const [state, notes, deliveries, people] = await Promise.all([
    store().transact(getState(store().dialect, id)),
    store().transact(listNotes(id)),
    store().deliveries({ of: [id], all: true }),
    assignees(kind),
  ]);
  await store().recordAudit({
    action: 'view',
    actor: { at: new Date(), by: staff.email },
    submissions: 1,
    addressHash: null,
    submissionId: id,
  });
  return { submission, state, notes, deliveries, people };
}

/** The campaign report since `from`: counts only, so no audit entry. */
export const loadCampaignReport = (from: Date) => store().transact(campaignReport(store().dialect, from));

/** A page of the audit log, newest first (admins only; it holds no personal data of visitors). */
export const loadAudit = (beforeId: number | null) => store().transact(recentAudit(beforeId));

/** Everyone invited, disabled ones too. */
export const loadStaff = () => store().transact(listStaff());
