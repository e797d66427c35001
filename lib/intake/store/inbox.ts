import { randomUUID } from 'node:crypto';
import { searchTextOf, wordPatterns } from '@/lib/inbox/search';
import { QUALIFIED_STATUSES, type Role, type Status } from '@/lib/inbox/roles';
import { recordAudit } from './privacy';
import type { Dialect, Steps } from './steps';
import type { Actor, AuditEntry, SubmissionKind } from './store';

/**
 * The back office's operations (`/inbox`), written once for both back ends as steps, like the privacy operations
 * (`privacy.ts`): staff and their sign-in tables (used by better-auth through its Kysely adapter, created here,
 * under our migrations and their lock), the state of each submission (status, assignee, a version against silent
 * overwrites), notes, the listing with its search and filters, and the campaign report.
 */

/**
 * The tables both back ends add for the back office, in one migration each (`time`, `bool`: the engine's types).
 * The staff tables are the columns better-auth's user, session, account and verification models need
 * (`lib/inbox/auth.ts` maps their fields), plus a role and a time a person was disabled. A submission's state and
 * notes go with it when it is erased or purged (ON DELETE CASCADE). A released migration: never change it.
 */
export const inboxTablesMigration = (time: string, bool: string) =>
  `CREATE TABLE staff (
     id TEXT PRIMARY KEY,
     name TEXT NOT NULL,
     email TEXT NOT NULL UNIQUE,
     email_verified ${bool} NOT NULL,
     image TEXT,
     role TEXT NOT NULL CHECK (role IN ('admin', 'sales', 'recruiting', 'marketing')),
     disabled_at ${time},
     created_at ${time} NOT NULL,
     updated_at ${time} NOT NULL
   );
   CREATE TABLE staff_sessions (
     id TEXT PRIMARY KEY,
     staff_id TEXT NOT NULL REFERENCES staff (id) ON DELETE CASCADE,
     token TEXT NOT NULL UNIQUE,
     expires_at ${time} NOT NULL,
     ip_address TEXT,
     user_agent TEXT,
     created_at ${time} NOT NULL,
     updated_at ${time} NOT NULL
   );
   CREATE INDEX staff_sessions_staff ON staff_sessions (staff_id);
   CREATE TABLE staff_accounts (
     id TEXT PRIMARY KEY,
     staff_id TEXT NOT NULL REFERENCES staff (id) ON DELETE CASCADE,
     account_id TEXT NOT NULL,
     provider_id TEXT NOT NULL,
     access_token TEXT,
     refresh_token TEXT,
     id_token TEXT,
     access_token_expires_at ${time},
     refresh_token_expires_at ${time},
     scope TEXT,
     password TEXT,
     created_at ${time} NOT NULL,
     updated_at ${time} NOT NULL
   );
   CREATE INDEX staff_accounts_staff ON staff_accounts (staff_id);
   CREATE TABLE staff_verifications (
     id TEXT PRIMARY KEY,
     identifier TEXT NOT NULL,
     value TEXT NOT NULL,
     expires_at ${time} NOT NULL,
     created_at ${time} NOT NULL,
     updated_at ${time} NOT NULL
   );
   CREATE INDEX staff_verifications_identifier ON staff_verifications (identifier);
   CREATE TABLE submission_states (
     submission_id TEXT PRIMARY KEY REFERENCES submissions (id) ON DELETE CASCADE,
     status TEXT NOT NULL,
     assignee_id TEXT REFERENCES staff (id) ON DELETE SET NULL,
     qualified_at ${time},
     version INTEGER NOT NULL,
     updated_at ${time} NOT NULL,
     updated_by TEXT NOT NULL
   );
   CREATE INDEX submission_states_status ON submission_states (status);
   CREATE INDEX submission_states_assignee ON submission_states (assignee_id);
   CREATE TABLE notes (
     id TEXT PRIMARY KEY,
     submission_id TEXT NOT NULL REFERENCES submissions (id) ON DELETE CASCADE,
     author_id TEXT REFERENCES staff (id) ON DELETE SET NULL,
     body TEXT NOT NULL,
     created_at ${time} NOT NULL
   );
   CREATE INDEX notes_submission ON notes (submission_id, created_at);
   ALTER TABLE submissions ADD COLUMN search_text TEXT;
   ALTER TABLE audit_log ADD COLUMN submission_id TEXT;`;

const iso = (time: unknown) => new Date(time as string | Date).toISOString();

/* ------------------------------------------------------------------ staff */

export type StaffMember = {
  id: string;
  name: string;
  email: string;
  role: Role;
  disabledAt: Date | null;
  createdAt: Date;
  /** When they last signed in (their newest session), or null if never. */
  lastSignInAt: Date | null;
};

const toStaff = (row: Record<string, unknown>): StaffMember => ({
  id: row.id as string,
  name: row.name as string,
  email: row.email as string,
  role: row.role as Role,
  disabledAt: row.disabled_at ? new Date(iso(row.disabled_at)) : null,
  createdAt: new Date(iso(row.created_at)),
  lastSignInAt: row.last_sign_in_at ? new Date(iso(row.last_sign_in_at)) : null,
});

const STAFF_COLUMNS = `s.id, s.name, s.email, s.role, s.disabled_at, s.created_at,
  (SELECT MAX(created_at) FROM staff_sessions WHERE staff_id = s.id) AS last_sign_in_at`;

export function* listStaff(): Steps<StaffMember[]> {
  const { rows } = yield { sql: `SELECT ${STAFF_COLUMNS} FROM staff s ORDER BY s.name, s.email`, params: [] };
  return rows.map(toStaff);
}

/** The person with this address (stored lower-cased), disabled or not. */
export function* findStaff(email: string): Steps<StaffMember | undefined> {
  const { rows } = yield {
    sql: `SELECT ${STAFF_COLUMNS} FROM staff s WHERE s.email = ?`,
    params: [email.trim().toLowerCase()],
  };
  return rows[0] && toStaff(rows[0]);
}

export function* getStaff(id: string): Steps<StaffMember | undefined> {
  const { rows } = yield { sql: `SELECT ${STAFF_COLUMNS} FROM staff s WHERE s.id = ?`, params: [id] };
  return rows[0] && toStaff(rows[0]);
}

/**
 * Invites a person (or changes the role and name of one already there, and enables them again); they sign in
 * with a link sent to `email` (better-auth marks the address verified at their first sign-in).
 */
export function* inviteStaff(person: { email: string; name: string; role: Role }, actor: Actor): Steps<StaffMember> {
  const email = person.email.trim().toLowerCase();
  const at = actor.at.toISOString();
  const { count } = yield {
    sql: 'UPDATE staff SET name = ?, role = ?, disabled_at = NULL, updated_at = ? WHERE email = ?',
    params: [person.name, person.role, at, email],
  };
  if (count === 0) {
    yield {
      sql: `INSERT INTO staff (id, name, email, email_verified, role, created_at, updated_at)
            VALUES (?, ?, ?, FALSE, ?, ?, ?)`,
      params: [randomUUID(), person.name, email, person.role, at, at],
    };
  }
  yield* recordAudit({ action: `invite ${person.role}`, actor, submissions: 0, addressHash: null });
  return (yield* findStaff(email))!;
}

/** Disables a person and ends every session they have; returns false if there is nobody with that address. */
export function* disableStaff(email: string, actor: Actor): Steps<boolean> {
  const person = yield* findStaff(email);
  if (!person) return false;
  yield {
    sql: 'UPDATE staff SET disabled_at = COALESCE(disabled_at, ?), updated_at = ? WHERE id = ?',
    params: [actor.at.toISOString(), actor.at.toISOString(), person.id],
  };
  yield { sql: 'DELETE FROM staff_sessions WHERE staff_id = ?', params: [person.id] };
  yield* recordAudit({ action: 'disable staff', actor, submissions: 0, addressHash: null });
  return true;
}

/* ------------------------------------------------------------------ listing */

export type InboxFilter = {
  kinds: readonly SubmissionKind[];
  query?: string;
  status?: Status;
  /** Received on or after. */
  from?: Date;
  /** Received before. */
  to?: Date;
  jobId?: string;
  source?: string;
  campaign?: string;
  /** A staff id, or `none` for the unassigned. */
  assignee?: string;
};

/** Where a page of the listing starts: after this submission (newest first). */
export type InboxCursor = { receivedAt: string; id: string };

export type InboxRow = {
  id: string;
  kind: SubmissionKind;
  receivedAt: Date;
  name: string;
  email: string;
  summary: string;
  jobId: string | null;
  source: string | null;
  campaign: string | null;
  status: Status;
  assigneeName: string | null;
  /** Everything it carries, for the CSV export. */
  fields: Record<string, unknown>;
  attribution: Record<string, string>;
};

export type InboxPage = { rows: InboxRow[]; total: number; next: InboxCursor | null };

/** How many submissions one page shows. */
export const PAGE_SIZE = 50;
/** How many submissions without search text are given one per batch (they are filled before a listing). */
const SEARCH_TEXT_BATCH = 500;

/**
 * Gives the submissions stored since the last listing their search text (folded in the application: SQLite folds
 * ASCII only), so that every submission is found, also one stored by a release that did not write it. A partial index
 * finds them (`submissions_unsearched`), in batches that each start after the last id of the one before (PostgreSQL
 * keeps the index entries of the rows this transaction filled until it ends: a batch starting from the first id would
 * step over them all again), one statement writes each batch, and the rows are taken in the order of their ids and
 * locked (PostgreSQL), so that two listings filling at once wait for each other instead of deadlocking.
 */
export function* fillSearchText(dialect: Dialect): Steps<number> {
  let filled = 0;
  let after = '';
  for (;;) {
    const { rows } = yield {
      sql: `SELECT id, fields FROM submissions WHERE search_text IS NULL AND id > ?
            ORDER BY id LIMIT ${SEARCH_TEXT_BATCH}${dialect.forUpdate}`,
      params: [after],
    };
    // Until none is left: a batch locked meanwhile by another listing may come back shorter than asked.
    if (rows.length === 0) return filled;
    yield {
      sql: `WITH filled (id, search_text) AS (VALUES ${rows.map(() => '(?, ?)').join(', ')})
            UPDATE submissions SET search_text = filled.search_text FROM filled WHERE submissions.id = filled.id`,
      params: rows.flatMap((row) => [
        row.id,
        searchTextOf(JSON.parse(row.fields as string) as Record<string, unknown>),
      ]),
    };
    filled += rows.length;
    after = rows.at(-1)!.id as string;
  }
}

/** The listing's conditions, and whether they are about the states (joined as `st`). */
function listingWhere(dialect: Dialect, filter: InboxFilter): { sql: string; params: unknown[]; states: boolean } {
  const clauses: string[] = ['s.spam IS NULL'];
  const params: unknown[] = [];
  const add = (sql: string, ...values: unknown[]) => {
    clauses.push(sql);
    params.push(...values);
  };
  if (filter.kinds.length === 0) add('1 = 0');
  else add(`s.kind IN (${filter.kinds.map(() => '?').join(', ')})`, ...filter.kinds);
  for (const pattern of wordPatterns(filter.query ?? '')) add("s.search_text LIKE ? ESCAPE '\\'", pattern);
  // A submission without a state is new; any other status is found through the states' index.
  if (filter.status === 'new') add("(st.status IS NULL OR st.status = 'new')");
  else if (filter.status) add('st.status = ?', filter.status);
  if (filter.from) add('s.received_at >= ?', filter.from.toISOString());
  if (filter.to) add('s.received_at < ?', filter.to.toISOString());
  if (filter.jobId) add(`${dialect.jsonText('s.fields', 'jobId')} = ?`, filter.jobId);
  if (filter.source) add(`${dialect.jsonText('s.attribution', 'utm_source')} = ?`, filter.source);
  if (filter.campaign) add(`${dialect.jsonText('s.attribution', 'utm_campaign')} = ?`, filter.campaign);
  if (filter.assignee === 'none') add('st.assignee_id IS NULL');
  else if (filter.assignee) add('st.assignee_id = ?', filter.assignee);
  return { sql: clauses.join(' AND '), params, states: filter.status !== undefined || filter.assignee !== undefined };
}

const STATES_JOIN = 'LEFT JOIN submission_states st ON st.submission_id = s.id';

/**
 * One page of the submissions a filter selects, newest first, with how many it selects in all. Both are read through
 * the index of the listing (`submissions_listing`): the count joins the states only when the filter is about them,
 * and the page starts after the cursor as a range of that index (`(received_at, id) < (?, ?)`).
 */
export function* listInbox(
  dialect: Dialect,
  filter: InboxFilter,
  after: InboxCursor | null,
  pageSize = PAGE_SIZE,
): Steps<InboxPage> {
  yield* fillSearchText(dialect);
  const where = listingWhere(dialect, filter);
  const { rows: counted } = yield {
    sql: `SELECT COUNT(*) AS n FROM submissions s ${where.states ? STATES_JOIN : ''} WHERE ${where.sql}`,
    params: where.params,
  };
  const keyset = after ? ' AND (s.received_at, s.id) < (?, ?)' : '';
  const keysetParams = after ? [after.receivedAt, after.id] : [];
  const { rows } = yield {
    sql: `SELECT s.id, s.kind, s.received_at, s.fields, s.attribution, COALESCE(st.status, 'new') AS status,
            a.name AS assignee_name
          FROM submissions s ${STATES_JOIN} LEFT JOIN staff a ON a.id = st.assignee_id
          WHERE ${where.sql}${keyset}
          ORDER BY s.received_at DESC, s.id DESC
          LIMIT ${pageSize + 1}`,
    params: [...where.params, ...keysetParams],
  };
  const page = rows.slice(0, pageSize).map(toInboxRow);
  const last = page.at(-1);
  return {
    rows: page,
    total: Number(counted[0]!.n),
    next: rows.length > pageSize && last ? { receivedAt: last.receivedAt.toISOString(), id: last.id } : null,
  };
}

function toInboxRow(row: Record<string, unknown>): InboxRow {
  const fields = JSON.parse(row.fields as string) as Record<string, unknown>;
  const attribution = JSON.parse(row.attribution as string) as Record<string, string>;
  const text = (value: unknown) => (typeof value === 'string' ? value : '');
  return {
    id: row.id as string,
    kind: row.kind as SubmissionKind,
    receivedAt: new Date(iso(row.received_at)),
    name: text(fields.name),
    email: text(fields.email),
    summary: text(fields.message).replace(/\s+/g, ' ').slice(0, 140),
    jobId: text(fields.jobId) || null,
    source: attribution.utm_source || null,
    campaign: attribution.utm_campaign || null,
    status: row.status as Status,
    assigneeName: (row.assignee_name as string | null) ?? null,
    fields,
    attribution,
  };
}

/** A stored file's name and type, and the submission it came with (to check who may download it). */
export function* fileInfo(
  fileId: string,
): Steps<{ name: string; type: string; submissionId: string; kind: SubmissionKind } | undefined> {
  const { rows } = yield {
    sql: `SELECT f.name, f.type, s.id AS submission_id, s.kind FROM files f
          JOIN submissions s ON s.id = f.submission_id WHERE f.id = ?`,
    params: [fileId],
  };
  const row = rows[0];
  return (
    row && {
      name: row.name as string,
      type: row.type as string,
      submissionId: row.submission_id as string,
      kind: row.kind as SubmissionKind,
    }
  );
}

/**
 * The values the filters offer: the jobs, sources and campaigns the submissions a role sees came with. One pass over
 * the submissions reads the three together (their distinct combinations are few), rather than one pass each.
 */
export function* filterChoices(
  dialect: Dialect,
  kinds: readonly SubmissionKind[],
): Steps<{ jobs: string[]; sources: string[]; campaigns: string[] }> {
  if (kinds.length === 0) return { jobs: [], sources: [], campaigns: [] };
  const { rows } = yield {
    sql: `SELECT DISTINCT ${dialect.jsonText('s.fields', 'jobId')} AS job,
            ${dialect.jsonText('s.attribution', 'utm_source')} AS source,
            ${dialect.jsonText('s.attribution', 'utm_campaign')} AS campaign
          FROM submissions s WHERE s.spam IS NULL AND s.kind IN (${kinds.map(() => '?').join(', ')})`,
    params: [...kinds],
  };
  const values = (key: string) =>
    [...new Set(rows.map((row) => row[key]).filter((value): value is string => typeof value === 'string'))]
      .filter((value) => value !== '')
      .sort();
  return { jobs: values('job'), sources: values('source'), campaigns: values('campaign') };
}

/* ------------------------------------------------------------------ state and notes */

export type SubmissionState = {
  status: Status;
  assigneeId: string | null;
  /** 0 while it has never been changed. */
  version: number;
  updatedAt: Date | null;
  updatedBy: string | null;
};

const NEW_STATE: SubmissionState = { status: 'new', assigneeId: null, version: 0, updatedAt: null, updatedBy: null };

export function* getState(dialect: Dialect, submissionId: string, lock = false): Steps<SubmissionState> {
  const { rows } = yield {
    sql: `SELECT status, assignee_id, version, updated_at, updated_by FROM submission_states WHERE submission_id = ?${
      lock ? dialect.forUpdate : ''
    }`,
    params: [submissionId],
  };
  const row = rows[0];
  if (!row) return NEW_STATE;
  return {
    status: row.status as Status,
    assigneeId: (row.assignee_id as string | null) ?? null,
    version: Number(row.version),
    updatedAt: new Date(iso(row.updated_at)),
    updatedBy: row.updated_by as string,
  };
}

export type StateChange = { status: Status; assigneeId: string | null };

/** Changed, or not because someone changed it since `expectedVersion` was read (their state comes back). */
export type StateUpdate = { ok: true; state: SubmissionState } | { ok: false; current: SubmissionState };

/**
 * Sets a submission's status and assignee if it is still at the version the person saw, so that two people
 * changing it at once never overwrite each other silently: the second is told, with what the first one set.
 */
export function* updateState(
  dialect: Dialect,
  submissionId: string,
  expectedVersion: number,
  change: StateChange,
  actor: Actor,
): Steps<StateUpdate> {
  const current = yield* getState(dialect, submissionId, true);
  if (current.version !== expectedVersion) return { ok: false, current };
  const at = actor.at.toISOString();
  const qualifiedAt = QUALIFIED_STATUSES.includes(change.status) ? at : null;
  const { count } =
    expectedVersion === 0
      ? yield {
          sql: `INSERT INTO submission_states
                  (submission_id, status, assignee_id, qualified_at, version, updated_at, updated_by)
                VALUES (?, ?, ?, ?, 1, ?, ?) ON CONFLICT (submission_id) DO NOTHING`,
          params: [submissionId, change.status, change.assigneeId, qualifiedAt, at, actor.by],
        }
      : yield {
          sql: `UPDATE submission_states SET status = ?, assignee_id = ?, qualified_at = COALESCE(qualified_at, ?),
                  version = version + 1, updated_at = ?, updated_by = ?
                WHERE submission_id = ? AND version = ?`,
          params: [change.status, change.assigneeId, qualifiedAt, at, actor.by, submissionId, expectedVersion],
        };
  // Another server wrote it between the read and the write (PostgreSQL without a row to lock yet).
  if (count === 0) return { ok: false, current: yield* getState(dialect, submissionId) };
  const changed = [
    change.status !== current.status ? `status ${change.status}` : null,
    change.assigneeId !== current.assigneeId ? 'assign' : null,
  ].filter(Boolean);
  yield* recordAudit({
    action: changed.join(', ') || 'save state',
    actor,
    submissions: 1,
    addressHash: null,
    submissionId,
  });
  return { ok: true, state: yield* getState(dialect, submissionId) };
}

export type Note = { id: string; authorName: string | null; body: string; createdAt: Date };

export function* listNotes(submissionId: string): Steps<Note[]> {
  const { rows } = yield {
    sql: `SELECT n.id, n.body, n.created_at, a.name AS author_name FROM notes n
          LEFT JOIN staff a ON a.id = n.author_id WHERE n.submission_id = ? ORDER BY n.created_at, n.id`,
    params: [submissionId],
  };
  return rows.map((row) => ({
    id: row.id as string,
    authorName: (row.author_name as string | null) ?? null,
    body: row.body as string,
    createdAt: new Date(iso(row.created_at)),
  }));
}

export function* addNote(submissionId: string, authorId: string, body: string, actor: Actor): Steps<void> {
  yield {
    sql: 'INSERT INTO notes (id, submission_id, author_id, body, created_at) VALUES (?, ?, ?, ?, ?)',
    params: [randomUUID(), submissionId, authorId, body, actor.at.toISOString()],
  };
  yield* recordAudit({ action: 'note', actor, submissions: 1, addressHash: null, submissionId });
}

/* ------------------------------------------------------------------ campaign report */

export type CampaignRow = {
  month: string;
  source: string;
  medium: string;
  campaign: string;
  leads: number;
  qualified: number;
  won: number;
};

/** The label of a lead that came with no UTM parameter. */
export const DIRECT = '(none)';

/**
 * Leads per month, source, medium and campaign since `from`, with how many reached qualified (for good, even if
 * lost later) and how many are won: what a campaign brought in clients, not clicks. No personal data.
 */
export function* campaignReport(dialect: Dialect, from: Date): Steps<CampaignRow[]> {
  const utm = (key: string) => `COALESCE(NULLIF(${dialect.jsonText('s.attribution', key)}, ''), '${DIRECT}')`;
  const { rows } = yield {
    sql: `SELECT ${dialect.month('s.received_at')} AS month, ${utm('utm_source')} AS source,
            ${utm('utm_medium')} AS medium, ${utm('utm_campaign')} AS campaign,
            COUNT(*) AS leads,
            SUM(CASE WHEN st.qualified_at IS NOT NULL THEN 1 ELSE 0 END) AS qualified,
            SUM(CASE WHEN st.status = 'won' THEN 1 ELSE 0 END) AS won
          FROM submissions s LEFT JOIN submission_states st ON st.submission_id = s.id
          WHERE s.kind = 'lead' AND s.spam IS NULL AND s.received_at >= ?
          GROUP BY 1, 2, 3, 4
          ORDER BY 1 DESC, 5 DESC, 2, 3, 4`,
    params: [from.toISOString()],
  };
  return rows.map((row) => ({
    month: row.month as string,
    source: row.source as string,
    medium: row.medium as string,
    campaign: row.campaign as string,
    leads: Number(row.leads),
    qualified: Number(row.qualified),
    won: Number(row.won),
  }));
}

/* ------------------------------------------------------------------ audit log */

export type AuditRow = AuditEntry & { id: number };

/** How many entries one page of the audit log shows. */
export const AUDIT_PAGE_SIZE = 100;

/** The audit log newest first, a page at a time: the entries before the entry `beforeId`, or the newest. */
export function* recentAudit(beforeId: number | null): Steps<AuditRow[]> {
  const { rows } = yield {
    sql: `SELECT * FROM audit_log ${beforeId === null ? '' : 'WHERE id < ?'} ORDER BY id DESC LIMIT ${AUDIT_PAGE_SIZE}`,
    params: beforeId === null ? [] : [beforeId],
  };
  return rows.map((row) => ({
    id: Number(row.id),
    action: row.action as string,
    actor: { at: new Date(iso(row.at)), by: row.actor as string },
    submissions: Number(row.submissions),
    addressHash: (row.address_hash as string | null) ?? null,
    submissionId: (row.submission_id as string | null) ?? null,
  }));
}
