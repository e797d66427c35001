// @vitest-environment node
import { chmodSync, existsSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  MIGRATIONS,
  MissingDatabaseError,
  SQLITE_READABLE_FROM,
  openSqliteStore,
} from '@/lib/intake/store/sqliteStore';
import type { IntakeStore } from '@/lib/intake/store/store';
import { pdf } from '@/tests/support/files';
import { newLead, tempDir } from '@/tests/support/intakeDb';

let temp: ReturnType<typeof tempDir>;
let store: IntakeStore;

beforeEach(() => {
  temp = tempDir();
  store = openSqliteStore(temp.db);
});
afterEach(async () => {
  await store.close();
  temp.remove();
});

const actor = { at: new Date('2026-06-01T00:00:00.000Z'), by: 'test' };

describe('the SQLite intake store', () => {
  it('creates the file on first use in WAL mode with full sync and the migrations applied', () => {
    const db = new Database(temp.db, { readonly: true });
    expect(db.pragma('journal_mode', { simple: true })).toBe('wal');
    expect(db.pragma('user_version', { simple: true })).toBe(MIGRATIONS.length);
    db.close();
  });

  it('backs up a consistent copy while open', async () => {
    await store.save(newLead());
    await store.backup(`${temp.dir}/backup/copy.db`);
    const copy = openSqliteStore(`${temp.dir}/backup/copy.db`, { mustExist: true });
    expect(await copy.list()).toHaveLength(1);
    await copy.close();
  });

  it.each([
    ['purged', (store: IntakeStore, before: Date) => store.purge({ lead: before, application: before }, actor)],
    ['erased', (store: IntakeStore) => store.erase('PURGE-ME-7f3a@example.ro', actor)],
  ])(
    'leaves nothing of a submission once %s readable in the database file or its write-ahead log',
    async (_how, remove) => {
      const email = 'purge-me-7f3a@example.ro';
      const cv = Buffer.concat([pdf('a CV'), Buffer.from('CV-MARKER-42c9 '.repeat(4000))]);
      const kept = Buffer.from('KEPT-MARKER-91be '.repeat(200));
      await store.save(
        newLead({
          entries: [['lead[email]', email]],
          fields: { name: 'Purged Person', email },
          files: [{ field: 'lead[leads_attachments][]', name: 'cv.pdf', type: 'application/pdf', bytes: cv }],
        }),
      );
      const later = new Date('2026-05-01T00:00:00.000Z');
      await store.save(
        newLead({
          receivedAt: later,
          files: [{ field: 'lead[leads_attachments][]', name: 'brief.pdf', type: 'application/pdf', bytes: kept }],
        }),
      );
      const onDisk = () =>
        ['', '-wal'].map((suffix) => (existsSync(temp.db + suffix) ? readFileSync(temp.db + suffix) : Buffer.alloc(0)));
      expect(onDisk().some((bytes) => bytes.includes(email) && bytes.includes('CV-MARKER-42c9'))).toBe(true);

      expect((await remove(store, later)).tombstones).toHaveLength(1);
      for (const bytes of onDisk()) {
        expect(bytes.includes(email)).toBe(false);
        expect(bytes.includes('Purged Person')).toBe(false);
        expect(bytes.includes('CV-MARKER-42c9')).toBe(false);
      }
      expect(onDisk()[0]!.includes('KEPT-MARKER-91be')).toBe(true);
      expect(await store.list()).toHaveLength(1);
    },
  );

  it('migrates a database the release before left at an older version, keeping what it holds', async () => {
    const file = join(temp.dir, 'older.db');
    const db = new Database(file);
    // As the release before left it at version 3: its migrations, its salt and its version.
    for (const sql of MIGRATIONS.slice(0, 3)) db.exec(sql);
    db.exec(`INSERT INTO meta (key, value) VALUES ('ip_salt', 'older-salt');
      INSERT INTO submissions (id, kind, entries, fields, attribution, received_at, user_agent, ip_hash, spam,
        idempotency_key, fingerprint)
      VALUES ('kept', 'lead', '[]', '{"email":"older@example.ro"}', '{}', '2025-01-01T00:00:00.000Z', 'ua', 'h', NULL,
        'key', 'print');
      INSERT INTO files (id, submission_id, position, field, name, type, size, sha256, bytes)
      VALUES ('file', 'kept', 0, 'lead[leads_attachments][]', 'a.pdf', 'application/pdf', 3, 'sha', X'010203');`);
    db.pragma('user_version = 3');
    db.close();

    const older = openSqliteStore(file);
    expect(await older.get('kept')).toMatchObject({
      fields: { email: 'older@example.ro' },
      files: [{ id: 'file', name: 'a.pdf', size: 3 }],
    });
    expect(await older.findIdempotent('lead', 'key')).toEqual({ id: 'kept', fingerprint: 'print' });
    expect((await older.findByAddress('OLDER@example.ro')).map((submission) => submission.id)).toEqual(['kept']);
    expect(await older.ipSalt()).toBe('older-salt');
    await older.close();
    const after = new Database(file, { readonly: true });
    expect(after.pragma('user_version', { simple: true })).toBe(MIGRATIONS.length);
    expect(after.prepare(`SELECT value FROM meta WHERE key = 'schema_readable_from'`).pluck().get()).toBe(
      String(SQLITE_READABLE_FROM),
    );
    after.close();
  });

  it('refuses to create a database when one must exist', () => {
    expect(() => openSqliteStore(`${temp.dir}/missing.db`, { mustExist: true })).toThrow(MissingDatabaseError);
  });

  it('runs on a database newer code migrated by adding only, as the release before does during a rollback', async () => {
    await store.close();
    const db = new Database(temp.db);
    db.pragma(`user_version = ${MIGRATIONS.length + 1}`);
    db.close();
    store = openSqliteStore(temp.db);
    await expect(store.save(newLead())).resolves.toMatchObject({ replayed: false });
    const after = new Database(temp.db, { readonly: true });
    expect(after.pragma('user_version', { simple: true })).toBe(MIGRATIONS.length + 1);
    after.close();
  });

  it('refuses a database migrated by newer code in a way it cannot use, saying what to do', async () => {
    await store.close();
    const db = new Database(temp.db);
    db.pragma(`user_version = ${MIGRATIONS.length + 1}`);
    db.prepare(`UPDATE meta SET value = ? WHERE key = 'schema_readable_from'`).run(String(MIGRATIONS.length + 1));
    db.close();
    expect(() => openSqliteStore(temp.db)).toThrow(
      `The intake's SQLite database is at schema version ${MIGRATIONS.length + 1}, but this code knows versions up to ${MIGRATIONS.length}. Deploy the newer code that migrated it, or restore a backup made with this version.`,
    );
    store = openSqliteStore(`${temp.dir}/other.db`);
  });
});

const mode = (path: string) => statSync(path).mode & 0o777;

describe('who may read the SQLite intake store', () => {
  it('creates its folders 0700 and the database, its write-ahead log and shared memory 0600', async () => {
    const file = join(temp.dir, 'data', 'intake', 'intake.db');
    const own = openSqliteStore(file);
    await own.save(newLead());
    expect(mode(join(temp.dir, 'data'))).toBe(0o700);
    expect(mode(join(temp.dir, 'data', 'intake'))).toBe(0o700);
    for (const path of [file, `${file}-wal`, `${file}-shm`]) expect(mode(path)).toBe(0o600);
    await own.close();
  });

  it('leaves a folder that already exists as it is', async () => {
    chmodSync(temp.dir, 0o755);
    const own = openSqliteStore(join(temp.dir, 'other.db'));
    expect(mode(temp.dir)).toBe(0o755);
    expect(mode(join(temp.dir, 'other.db'))).toBe(0o600);
    await own.close();
  });

  it('makes a database created before this rule 0600, with its -wal and -shm, keeping its data', async () => {
    const file = join(temp.dir, 'old.db');
    const old = new Database(file);
    old.pragma('journal_mode = WAL');
    old.exec("CREATE TABLE kept (value TEXT); INSERT INTO kept VALUES ('kept')");
    for (const path of [file, `${file}-wal`, `${file}-shm`]) chmodSync(path, 0o644);
    const own = openSqliteStore(file);
    for (const path of [file, `${file}-wal`, `${file}-shm`]) expect(mode(path)).toBe(0o600);
    expect(old.prepare('SELECT value FROM kept').pluck().get()).toBe('kept');
    old.close();
    await own.close();
  });

  it('writes backups 0600, also over an older, looser copy', async () => {
    await store.save(newLead());
    const copy = join(temp.dir, 'backups', 'copy.db');
    await store.backup(copy);
    expect(mode(join(temp.dir, 'backups'))).toBe(0o700);
    expect(mode(copy)).toBe(0o600);
    const older = join(temp.dir, 'older.db');
    writeFileSync(older, '', { mode: 0o644 });
    await store.backup(older);
    expect(mode(older)).toBe(0o600);
    const reopened = openSqliteStore(older, { mustExist: true });
    expect(await reopened.list()).toHaveLength(1);
    await reopened.close();
  });
});
