import { deliveriesOf } from '@/lib/intake/personExport';
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
import { addressHash } from '@/lib/intake/store/privacy';
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

/**
 * Everything stored for one e-mail address (a privacy request; admins only): each submission, spam too, oldest first,
 * with its status and deliveries. The look-up is written to the audit log with the address's keyed hash.
 */
export async function loadPerson(address: string, staff: Staff) {
  const submissions = await store().findByAddress(address);
  const [deliveries, states] = await Promise.all([
    deliveriesOf(store(), submissions),
    Promise.all(submissions.map((submission) => store().transact(getState(store().dialect, submission.id)))),
  ]);
  await store().recordAudit({
    action: 'privacy lookup',
    actor: { at: new Date(), by: staff.email },
    submissions: submissions.length,
    addressHash: addressHash(await store().ipSalt(), address),
  });
  return submissions.map((submission, index) => ({
    submission,
    status: states[index]!.status,
    deliveries: deliveries.get(submission.id) ?? [],
  }));
}

export type PersonRecord = Awaited<ReturnType<typeof loadPerson>>[number];

/** The campaign report since `from`: counts only, so no audit entry. */
export const loadCampaignReport = (from: Date) => store().transact(campaignReport(store().dialect, from));

/** A page of the audit log, newest first (admins only; it holds no personal data of visitors). */
export const loadAudit = (beforeId: number | null) => store().transact(recentAudit(beforeId));

/** Everyone invited, disabled ones too. */
export const loadStaff = () => store().transact(listStaff());
