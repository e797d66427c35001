// @vitest-environment node
/**
 * What only the PostgreSQL store does: migrations shared by several instances, the rate limit they count
 * together, `backup` pointing to pg_dump, and the copy of a SQLite database into it. Skipped without a
 * PostgreSQL server for the tests (TEST_DATABASE_URL; `bash .ci/run` starts one).
 */
import { createHash, randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { storeHealth } from '@/lib/intake/store/health';
import type { Role } from '@/lib/inbox/roles';
import {
  addNote,
  campaignReport,
  disableStaff,
  getState,
  inviteStaff,
  listNotes,
  listStaff,
  updateState,
  type StateChange,
} from '@/lib/intake/store/inbox';
import { copyIntoPostgres } from '@/lib/intake/store/postgresImport';
import { PG_MIGRATIONS, PG_READABLE_FROM } from '@/lib/intake/store/postgresMigrations';
import type { PostgresStore } from '@/lib/intake/store/postgresStore';
import { openSqliteStore } from '@/lib/intake/store/sqliteStore';
import type { Steps } from '@/lib/intake/store/steps';
import type { Actor, IntakeStore } from '@/lib/intake/store/store';
import { pdf } from '@/tests/support/files';
import { intakeCli } from '@/tests/support/intakeCli';
import { newLead, tempDir } from '@/tests/support/intakeDb';
import { freshPostgresSchema, openTestPostgresStore, postgresUrl } from '@/tests/support/storeBackends';

let schema: Awaited<ReturnType<typeof freshPostgresSchema>>;
const opened: PostgresStore[] = [];
const open = () => {
  const store = openTestPostgresStore(schema.url);
  opened.push(store);
  return store;
};

async function sql<R extends pg.QueryResultRow>(text: string, values: unknown[] = []): Promise<R[]> {
  const client = new pg.Client({ connectionString: schema.url });
  await client.connect();
  try {
    return (await client.query<R>(text, values)).rows;
  } finally {
    await client.end();
  }
}

describe.skipIf(!postgresUrl)('the PostgreSQL intake store', () => {
  beforeEach(async () => {
    schema = await freshPostgresSchema();
  });
  afterEach(async () => {
    await Promise.all(opened.splice(0).map((store) => store.close()));
    await schema.drop();
  });

  it('is migrated once when five instances start together, each version recorded', async () => {
    const stores = Array.from({ length: 5 }, open);
    await Promise.all(stores.map((store) => store.ready()));
    const versions = await sql<{ version: number }>('SELECT version FROM intake_schema_migrations ORDER BY version');
    expect(versions.map((row) => row.version)).toEqual(PG_MIGRATIONS.map((_, index) => index + 1));
    expect(await sql('SELECT key FROM intake_meta ORDER BY key')).toEqual([
      { key: 'ip_salt' },
      { key: 'schema_readable_from' },
    ]);
    expect(new Set(await Promise.all(stores.map((store) => store.ipSalt()))).size).toBe(1);
  });

  it('migrates a database the release before left at an older version, keeping what it holds', async () => {
    // As the release before left it at version 2: its record of versions, its migrations, its salt.
    await sql(`CREATE TABLE intake_schema_migrations (
                 version INTEGER PRIMARY KEY, applied_at TIMESTAMPTZ NOT NULL DEFAULT now())`);
    for (const migration of PG_MIGRATIONS.slice(0, 2)) await sql(migration);
    await sql(`INSERT INTO intake_schema_migrations (version) VALUES (1), (2);
      INSERT INTO intake_meta (key, value) VALUES ('ip_salt', 'older-salt');
      INSERT INTO submissions (id, kind, entries, fields, attribution, received_at, user_agent, ip_hash, spam,
        idempotency_key, fingerprint)
      VALUES ('kept', 'lead', '[]', '{"email":"older@example.ro"}', '{}', '2025-01-01T00:00:00Z', 'ua', 'h', NULL,
        'key', 'print');
      INSERT INTO files (id, submission_id, position, field, name, type, size, sha256, bytes)
      VALUES ('file', 'kept', 0, 'lead[leads_attachments][]', 'a.pdf', 'application/pdf', 3, 'sha', '\\x010203');`);

    const older = open();
    expect(await older.get('kept')).toMatchObject({
      fields: { email: 'older@example.ro' },
      files: [{ id: 'file', name: 'a.pdf', size: 3 }],
    });
    expect(Buffer.from((await older.fileBytes('file'))!)).toEqual(Buffer.from([1, 2, 3]));
    expect(await older.findIdempotent('lead', 'key')).toEqual({ id: 'kept', fingerprint: 'print' });
    expect(await older.ipSalt()).toBe('older-salt');
    const versions = await sql<{ version: number }>('SELECT version FROM intake_schema_migrations ORDER BY version');
    expect(versions.map((row) => row.version)).toEqual(PG_MIGRATIONS.map((_, index) => index + 1));
    expect(await sql(`SELECT value FROM intake_meta WHERE key = 'schema_readable_from'`)).toEqual([
      { value: String(PG_READABLE_FROM) },
    ]);
  });

  it('runs on a database newer code migrated by adding only, as the release before does during a rollback', async () => {
    await open().ready();
    await sql('INSERT INTO intake_schema_migrations (version) VALUES ($1)', [PG_MIGRATIONS.length + 1]);
    await expect(open().save(newLead())).resolves.toMatchObject({ replayed: false });
    // And leaves its version alone.
    expect(await sql('SELECT MAX(version)::int AS version FROM intake_schema_migrations')).toEqual([
      { version: PG_MIGRATIONS.length + 1 },
    ]);
  });

  it('refuses a database migrated by newer code in a way it cannot use, saying what to do', async () => {
    await open().ready();
    await sql('INSERT INTO intake_schema_migrations (version) VALUES ($1)', [PG_MIGRATIONS.length + 1]);
    await sql(`UPDATE intake_meta SET value = $1 WHERE key = 'schema_readable_from'`, [
      String(PG_MIGRATIONS.length + 1),
    ]);
    await expect(open().save(newLead())).rejects.toThrow(
      `The intake's PostgreSQL database is at schema version ${PG_MIGRATIONS.length + 1}, but this code knows versions up to ${PG_MIGRATIONS.length}.`,
    );
  });

  it('counts the per-address limit across instances, gives places back, and opens a new window after it', async () => {
    const window = 600_000;
    const first = open().rateLimiter('stored', 3, window);
    const second = open().rateLimiter('stored', 3, window);
    const refusedPosts = open().rateLimiter('refused', 1, window);
    const now = Date.parse('2026-03-02T09:00:00Z');
    const results = await Promise.all([
      first.hit('198.51.100.7', now),
      second.hit('198.51.100.7', now),
      first.hit('198.51.100.7', now),
      second.hit('198.51.100.7', now),
    ]);
    expect(results.filter((result) => result.ok)).toHaveLength(3);
    expect(results.find((result) => !result.ok)).toEqual({ ok: false, retryAfterSeconds: 600 });
    expect(await second.check('198.51.100.7', now + 60_000)).toEqual({ ok: false, retryAfterSeconds: 540 });
    expect(await first.hit('203.0.113.9', now)).toEqual({ ok: true });
    expect(await refusedPosts.hit('198.51.100.7', now)).toEqual({ ok: true });

    await first.refund('198.51.100.7');
    expect(await second.hit('198.51.100.7', now + 1000)).toEqual({ ok: true });
    expect((await first.hit('198.51.100.7', now + 2000)).ok).toBe(false);
    expect(await second.hit('198.51.100.7', now + window)).toEqual({ ok: true });
  });

  it('says to use pg_dump instead of pretending to back up', async () => {
    await expect(open().backup()).rejects.toThrow(
      'The intake is stored in PostgreSQL: back it up with pg_dump, e.g. `pg_dump --format=custom --file=intake.dump "$DATABASE_URL"`',
    );
  });

  it('reports itself healthy with its name while the database answers, and unavailable when it does not', async () => {
    expect(await storeHealth(open())).toEqual({ status: 200, body: { status: 'ok', store: 'postgresql' } });
    const down = openTestPostgresStore('postgres://postgres@127.0.0.1:9/none');
    expect(await storeHealth(down)).toEqual({ status: 503, body: { status: 'unavailable', store: 'postgresql' } });
    await down.close();
  });

  it('copies a SQLite database of 50 submissions byte for byte, ids and deliveries kept, and nothing twice when run again', async () => {
    const temp = tempDir();
    const source = openSqliteStore(temp.db);
    const hashes = new Map<string, string>();
    for (let index = 0; index < 50; index += 1) {
      const bytes = index % 5 === 0 ? pdf(`brief ${index}`) : new Uint8Array(randomBytes(2000 + index));
      await source.save(
        newLead({
          receivedAt: new Date(Date.UTC(2026, 0, 1, 0, index)),
          spam: index === 7 ? 'honeypot' : null,
          idempotencyKey: `key-${index}`,
          fingerprint: `print-${index}`,
          forwardUrl: 'https://crm.example/leads',
          files: [{ field: 'lead[leads_attachments][]', name: `brief-${index}.pdf`, type: 'application/pdf', bytes }],
        }),
      );
    }
    const [someDelivery] = await source.claimDeliveries(new Date('2027-01-01'), new Date('2027-01-01'), 1);
    await source.markDelivered(someDelivery!.id, new Date('2026-01-02T00:00:00Z'));
    for (const submission of [...(await source.list()), ...(await source.list({ spam: true }))]) {
      for (const file of submission.files) {
        hashes.set(
          file.id,
          createHash('sha256')
            .update((await source.fileBytes(file.id))!)
            .digest('hex'),
        );
      }
    }

    const target = open();
    const noInbox = { staff: 0, states: 0, notes: 0, audit: 0 };
    expect(await copyIntoPostgres(source, target)).toEqual({ copied: 50, alreadyThere: 0, files: 50, inbox: noInbox });
    expect(await copyIntoPostgres(source, target)).toEqual({ copied: 0, alreadyThere: 50, files: 0, inbox: noInbox });

    const copied = [...(await target.list()), ...(await target.list({ spam: true }))];
    expect(copied).toHaveLength(50);
    expect(copied.map((submission) => submission.id).sort()).toEqual(
      [...(await source.list()), ...(await source.list({ spam: true }))].map((submission) => submission.id).sort(),
    );
    for (const submission of copied) {
      expect(submission).toEqual(await source.get(submission.id));
      for (const file of submission.files) {
        const bytes = (await target.fileBytes(file.id))!;
        expect(createHash('sha256').update(bytes).digest('hex')).toBe(hashes.get(file.id));
      }
    }
    expect(await target.deliveries({ all: true })).toEqual(await source.deliveries({ all: true }));
    expect(await target.findIdempotent('lead', 'key-3')).toEqual(await source.findIdempotent('lead', 'key-3'));
    await source.close();
    temp.remove();
  });

  it("copies the inbox's staff, states, notes and audit log from SQLite, not its sessions, and nothing twice", async () => {
    const temp = tempDir();
    const source = openSqliteStore(temp.db);
    const actor = (by: string, minute: number) => ({ at: new Date(Date.UTC(2026, 2, 10, 9, minute)), by });
    const invite = (store: IntakeStore, email: string, name: string, role: Role, by: Actor) =>
      store.transact(inviteStaff({ email, name, role }, by));
    const maria = await invite(source, 'maria@wolfpack.example', 'Maria Ionescu', 'sales', actor('Admin', 0));
    const andrei = await invite(source, 'andrei@wolfpack.example', 'Andrei Pop', 'recruiting', actor('Admin', 0));
    const lead = (await source.save(newLead({ attribution: { utm_source: 'google' } }))).id;
    const application = (await source.save(newLead({ kind: 'application', fields: { name: 'Radu', jobId: 'qa' } }))).id;
    const change = (store: IntakeStore, id: string, version: number, change: StateChange, by: Actor) =>
      store.transact(updateState(store.dialect, id, version, change, by));
    await change(source, lead, 0, { status: 'qualified', assigneeId: maria.id }, actor('Maria Ionescu', 1));
    await change(source, lead, 1, { status: 'lost', assigneeId: maria.id }, actor('Maria Ionescu', 2));
    await change(source, application, 0, { status: 'interview', assigneeId: andrei.id }, actor('Andrei Pop', 3));
    await source.transact(addNote(lead, maria.id, 'Wants a quote by Friday', actor('Maria Ionescu', 4)));
    await source.transact(addNote(application, andrei.id, 'A strong Rails portfolio', actor('Andrei Pop', 5)));
    await source.transact(disableStaff('andrei@wolfpack.example', actor('Admin', 6)));
    await source.transact(
      (function* (): Steps<void> {
        yield {
          sql: `INSERT INTO staff_sessions (id, staff_id, token, expires_at, created_at, updated_at)
                VALUES ('laptop', ?, 'token', '2026-03-11T09:00:00.000Z', '2026-03-10T09:00:00.000Z', ?)`,
          params: [maria.id, '2026-03-10T09:00:00.000Z'],
        };
      })(),
    );
    // Maria was invited in PostgreSQL already, as an admin: she keeps that row, and her work in SQLite points at it.
    const target = open();
    const there = await invite(target, 'maria@wolfpack.example', 'Maria I.', 'admin', actor('ops', 0));

    expect(await copyIntoPostgres(source, target)).toEqual({
      copied: 2,
      alreadyThere: 0,
      files: 0,
      inbox: { staff: 1, states: 2, notes: 2, audit: 8 },
    });
    expect((await target.transact(listStaff())).map((p) => [p.id, p.name, p.role, p.disabledAt])).toEqual([
      [andrei.id, 'Andrei Pop', 'recruiting', actor('', 6).at],
      [there.id, 'Maria I.', 'admin', null],
    ]);
    const stateOf = (store: IntakeStore, id: string) => store.transact(getState(store.dialect, id));
    expect(await stateOf(target, lead)).toEqual({ ...(await stateOf(source, lead)), assigneeId: there.id });
    expect(await stateOf(target, application)).toEqual(await stateOf(source, application));
    // Qualified once, lost since: the report counts it qualified in PostgreSQL too.
    const report = (store: IntakeStore) => store.transact(campaignReport(store.dialect, new Date('2026-01-01')));
    expect(await report(target)).toEqual(await report(source));
    expect((await report(target))[0]).toMatchObject({ leads: 1, qualified: 1 });
    expect(await target.transact(listNotes(lead))).toEqual([
      { id: expect.any(String), authorName: 'Maria I.', body: 'Wants a quote by Friday', createdAt: actor('', 4).at },
    ]);
    expect(await target.transact(listNotes(application))).toEqual(await source.transact(listNotes(application)));
    const audit = await target.auditLog();
    expect(audit).toEqual([(await target.auditLog())[0], ...(await source.auditLog())]);
    expect(audit.filter((entry) => entry.submissionId === lead).map((entry) => entry.action)).toEqual([
      'status qualified, assign',
      'status lost',
      'note',
    ]);
    expect(await sql('SELECT id FROM staff_sessions')).toEqual([]);

    // Worked in PostgreSQL since: a second copy keeps that, and adds nothing.
    await change(target, application, 1, { status: 'offer', assigneeId: andrei.id }, actor('ops', 7));
    expect(await copyIntoPostgres(source, target)).toEqual({
      copied: 0,
      alreadyThere: 2,
      files: 0,
      inbox: { staff: 0, states: 0, notes: 0, audit: 0 },
    });
    expect(await stateOf(target, application)).toMatchObject({ status: 'offer', version: 2 });
    expect(await target.auditLog()).toHaveLength(audit.length + 1);
    await source.close();
    temp.remove();
  });

  it('is read, backed up and filled from SQLite by the same CLI', async () => {
    const temp = tempDir();
    const source = openSqliteStore(temp.db);
    const { id } = await source.save(newLead());
    await source.close();
    const env = { DATABASE_URL: schema.url };

    expect(await intakeCli(temp.db, ['migrate'], undefined, env)).toEqual({
      code: 0,
      out: `Copied 1 submission (0 files) from ${temp.db} into PostgreSQL; 0 were already there.\n`,
      err: '',
    });
    expect((await intakeCli(temp.db, ['migrate'], undefined, env)).out).toContain(
      'Copied 0 submissions (0 files) from',
    );
    const listed = await intakeCli(temp.db, ['list'], undefined, env);
    expect(listed.code).toBe(0);
    expect(listed.out).toContain(`${id}  2026-03-02 09:15:00  lead  Ioana Pop  ioana@example.ro`);
    const backup = await intakeCli(temp.db, ['backup', `${temp.dir}/copy.db`], undefined, env);
    expect(backup.code).toBe(1);
    expect(backup.err).toContain('back it up with pg_dump');
    expect((await intakeCli(temp.db, ['migrate'])).err).toContain(
      'Set DATABASE_URL to the PostgreSQL database to copy into',
    );
    const down = await intakeCli(temp.db, ['list'], undefined, {
      DATABASE_URL: 'postgres://intake@127.0.0.1:9/site',
      DATABASE_CONNECT_TIMEOUT_MS: '500',
    });
    expect(down.code).toBe(1);
    expect(down.err).toMatch(/^Could not use the PostgreSQL database in DATABASE_URL: /);
    temp.remove();
  });
});
