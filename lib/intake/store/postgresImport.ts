import type pg from 'pg';
import type { PostgresStore } from './postgresStore';
import type { Steps } from './steps';
import type { IntakeStore, Submission } from './store';
import { importSubmission } from './submissions';

/** What a copy added to PostgreSQL; `inbox`: the back office's rows (`copyInbox`). */
export type MigrationReport = {
  copied: number;
  alreadyThere: number;
  files: number;
  inbox: { staff: number; states: number; notes: number; audit: number };
};

/**
 * Copies everything a store holds (an existing SQLite database) into PostgreSQL: every submission, spam
 * included, oldest first, with its id, its files byte for byte and its deliveries in their state. Each
 * submission is copied in its own transaction, and one already in PostgreSQL is skipped, so running it
 * twice (or again after an interruption) copies nothing twice. Then the back office's rows (`copyInbox`).
 */
export async function copyIntoPostgres(source: IntakeStore, target: PostgresStore): Promise<MigrationReport> {
  const submissions: Submission[] = [
    ...(await source.list({ spam: false })),
    ...(await source.list({ spam: true })),
  ].sort((a, b) => a.receivedAt.getTime() - b.receivedAt.getTime());
  const deliveries = await source.deliveries({ all: true });
  const report: MigrationReport = {
    copied: 0,
    alreadyThere: 0,
    files: 0,
    inbox: { staff: 0, states: 0, notes: 0, audit: 0 },
  };
  for (const submission of submissions) {
    const files = await Promise.all(
      submission.files.map(async (file) => ({ ...file, bytes: (await source.fileBytes(file.id)) ?? new Uint8Array() })),
    );
    // Each in its own transaction: an interrupted copy keeps what it copied, and a second run goes on from there.
    const copied = await target.transact(
      importSubmission(
        submission,
        files,
        deliveries.filter((delivery) => delivery.submissionId === submission.id),
      ),
    );
    if (copied) {
      report.copied += 1;
      report.files += files.length;
    } else report.alreadyThere += 1;
  }
  report.inbox = await copyInbox(source, target);
  return report;
}

/** Every row of one of the source's tables, in a stable order. */
function* rowsOf(table: string, order: string): Steps<Record<string, unknown>[]> {
  return (yield { sql: `SELECT * FROM ${table} ORDER BY ${order}`, params: [] }).rows;
}

/** A time as SQLite holds it (ISO 8601 text, or milliseconds where better-auth wrote a number), for PostgreSQL. */
const timeOf = (value: unknown) =>
  value === null || value === undefined
    ? null
    : new Date(typeof value === 'number' || /^\d+$/.test(String(value)) ? Number(value) : String(value));

/** A boolean as SQLite holds it (0 or 1). */
const booleanOf = (value: unknown) => value === true || value === 1 || value === '1' || value === 'true';

/**
 * Copies the back office's rows, in one transaction: the staff, the state and the notes of each submission that is in
 * PostgreSQL, and the audit log with the submission each entry is about. A person already invited in PostgreSQL (the
 * same address) keeps their row there, and the states and notes of theirs point at it; a state or a note already
 * there is kept as it is (work done in PostgreSQL since the last copy), and an audit entry is added only as many
 * times as the source has it more, so running it again adds nothing. Not copied: the staff's sessions, accounts and
 * sign-in links (staff_sessions, staff_accounts, staff_verifications), which last minutes to hours: after the move to
 * PostgreSQL everyone signs in again.
 */
async function copyInbox(source: IntakeStore, target: PostgresStore): Promise<MigrationReport['inbox']> {
  const staff = await source.transact(rowsOf('staff', 'created_at, id'));
  const states = await source.transact(rowsOf('submission_states', 'submission_id'));
  const notes = await source.transact(rowsOf('notes', 'created_at, id'));
  const audit = await source.transact(rowsOf('audit_log', 'at, id'));
  return target.transaction(async (client) => {
    const copied = { staff: 0, states: 0, notes: 0, audit: 0 };
    for (const person of staff) {
      const inserted = await client.query(
        `INSERT INTO staff (id, name, email, email_verified, image, role, disabled_at, created_at, updated_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9) ON CONFLICT DO NOTHING`,
        [
          person.id,
          person.name,
          person.email,
          booleanOf(person.email_verified),
          person.image ?? null,
          person.role,
          timeOf(person.disabled_at),
          timeOf(person.created_at),
          timeOf(person.updated_at),
        ],
      );
      copied.staff += inserted.rowCount ?? 0;
    }
    // Each source person's id in PostgreSQL: their own, or that of the person with their address already there.
    const { rows: there } = await client.query<{ id: string; email: string }>(
      'SELECT id, email FROM staff WHERE email = ANY($1)',
      [staff.map((person) => person.email)],
    );
    const idByEmail = new Map(there.map((person) => [person.email, person.id]));
    const staffId = new Map(staff.map((person) => [person.id, idByEmail.get(person.email as string) ?? null]));
    const staffOf = (id: unknown) => (id ? (staffId.get(id as string) ?? null) : null);
    const present = await submissionsThere(client, [
      ...new Set([...states, ...notes].map((row) => row.submission_id as string)),
    ]);

    for (const state of states.filter((row) => present.has(row.submission_id as string))) {
      const inserted = await client.query(
        `INSERT INTO submission_states (submission_id, status, assignee_id, qualified_at, version, updated_at, updated_by)
         VALUES ($1, $2, $3, $4, $5, $6, $7) ON CONFLICT (submission_id) DO NOTHING`,
        [
          state.submission_id,
          state.status,
          staffOf(state.assignee_id),
          timeOf(state.qualified_at),
          Number(state.version),
          timeOf(state.updated_at),
          state.updated_by,
        ],
      );
      copied.states += inserted.rowCount ?? 0;
    }
    for (const note of notes.filter((row) => present.has(row.submission_id as string))) {
      const inserted = await client.query(
        `INSERT INTO notes (id, submission_id, author_id, body, created_at) VALUES ($1, $2, $3, $4, $5)
         ON CONFLICT (id) DO NOTHING`,
        [note.id, note.submission_id, staffOf(note.author_id), note.body, timeOf(note.created_at)],
      );
      copied.notes += inserted.rowCount ?? 0;
    }

    // The audit log has no key of its own: an entry is its time, actor, action, count, hash and submission.
    const entryKey = (row: Record<string, unknown>) =>
      JSON.stringify([
        timeOf(row.at)!.toISOString(),
        row.actor,
        row.action,
        Number(row.submissions),
        row.address_hash ?? null,
        row.submission_id ?? null,
      ]);
    const already = new Map<string, number>();
    for (const row of (await client.query('SELECT * FROM audit_log')).rows as Record<string, unknown>[]) {
      already.set(entryKey(row), (already.get(entryKey(row)) ?? 0) + 1);
    }
    for (const entry of audit) {
      const key = entryKey(entry);
      const left = already.get(key) ?? 0;
      if (left > 0) {
        already.set(key, left - 1);
        continue;
      }
      await client.query(
        `INSERT INTO audit_log (at, actor, action, submissions, address_hash, submission_id)
         VALUES ($1, $2, $3, $4, $5, $6)`,
        [
          timeOf(entry.at),
          entry.actor,
          entry.action,
          Number(entry.submissions),
          entry.address_hash ?? null,
          entry.submission_id ?? null,
        ],
      );
      copied.audit += 1;
    }
    return copied;
  });
}

/** Which of these submissions PostgreSQL holds (one stored there under the same idempotency key has another id). */
async function submissionsThere(client: pg.PoolClient, ids: readonly string[]): Promise<Set<string>> {
  const { rows } = await client.query<{ id: string }>('SELECT id FROM submissions WHERE id = ANY($1)', [ids]);
  return new Set(rows.map((row) => row.id));
}
