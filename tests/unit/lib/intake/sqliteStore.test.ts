// @vitest-environment node
import { createHash } from 'node:crypto';
import { chmodSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { MIGRATIONS, MissingDatabaseError, openSqliteStore } from '@/lib/intake/sqliteStore';
import type { IntakeStore } from '@/lib/intake/store';
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

describe('the SQLite intake store', () => {
  it('creates the file on first use in WAL mode with full sync and the migrations applied', () => {
    const db = new Database(temp.db, { readonly: true });
    expect(db.pragma('journal_mode', { simple: true })).toBe('wal');
    expect(db.pragma('user_version', { simple: true })).toBe(MIGRATIONS.length);
    db.close();
  });

  it('stores a submission with its files and gives them back field for field and byte for byte', async () => {
    const bytes = pdf('brief');
    const { id, replayed } = await store.save(
      newLead({ files: [{ field: 'lead[leads_attachments][]', name: 'brief.pdf', type: 'application/pdf', bytes }] }),
    );
    expect(replayed).toBe(false);
    const stored = await store.get(id);
    expect(stored).toMatchObject({
      kind: 'lead',
      fields: { name: 'Ioana Pop', email: 'ioana@example.ro', sources: ['linkedin', 'blog'], mailing: false },
      attribution: { utm_source: 'newsletter' },
      receivedAt: new Date('2026-03-02T09:15:00.000Z'),
      spam: null,
    });
    expect(stored?.entries).toContainEqual(['lead[sources][]', 'blog']);
    const [file] = stored!.files;
    expect(file).toMatchObject({ name: 'brief.pdf', type: 'application/pdf', size: bytes.length });
    expect(file!.sha256).toBe(createHash('sha256').update(bytes).digest('hex'));
    expect(Buffer.from((await store.fileBytes(file!.id))!)).toEqual(bytes);
  });

  it('stores one submission per idempotency key and kind, and answers a repeat with the first one and its fingerprint', async () => {
    const first = await store.save(newLead({ idempotencyKey: 'key-1', fingerprint: 'print-1' }));
    const again = await store.save(newLead({ idempotencyKey: 'key-1', fingerprint: 'print-2' }));
    expect(again).toEqual({ id: first.id, replayed: true, fingerprint: 'print-1' });
    expect(await store.findIdempotent('lead', 'key-1')).toEqual({ id: first.id, fingerprint: 'print-1' });
    expect(await store.findIdempotent('application', 'key-1')).toBeUndefined();
    const application = await store.save(newLead({ kind: 'application', idempotencyKey: 'key-1' }));
    expect(application.replayed).toBe(false);
    expect(await store.findIdempotent('application', 'key-1')).toEqual({ id: application.id, fingerprint: null });
    expect(await store.list()).toHaveLength(2);
  });

  it('adds up the bytes of every stored file, for the storage quota', async () => {
    expect(await store.storedFileBytes()).toBe(0);
    const file = (size: number) => ({
      field: 'lead[leads_attachments][]',
      name: 'a.pdf',
      type: 'application/pdf',
      bytes: new Uint8Array(size),
    });
    await store.save(newLead({ files: [file(1000), file(234)] }));
    await store.save(newLead({ files: [file(5)] }));
    expect(await store.storedFileBytes()).toBe(1239);
  });

  it('lists real submissions and spam apart, by kind and since a date', async () => {
    await store.save(newLead({ receivedAt: new Date('2026-01-01T00:00:00Z') }));
    await store.save(newLead({ receivedAt: new Date('2026-02-01T00:00:00Z'), kind: 'application' }));
    await store.save(newLead({ spam: 'honeypot' }));
    expect((await store.list()).map((s) => s.kind)).toEqual(['application', 'lead']);
    expect(await store.list({ spam: true })).toHaveLength(1);
    expect(await store.list({ kind: 'lead' })).toHaveLength(1);
    expect(await store.list({ since: new Date('2026-01-15T00:00:00Z') })).toHaveLength(1);
  });

  it('writes an outbox row with the submission when it is to be forwarded, never for spam', async () => {
    const { id } = await store.save(newLead({ forwardUrl: 'https://crm.example/leads', idempotencyKey: 'k' }));
    await store.save(newLead({ forwardUrl: 'https://crm.example/leads', spam: 'too-fast' }));
    const deliveries = await store.deliveries();
    expect(deliveries).toHaveLength(1);
    expect(deliveries[0]).toMatchObject({ submissionId: id, state: 'pending', idempotencyKey: 'k', attempts: 0 });
  });

  it('leases due deliveries, records failures, dead letters and retries', async () => {
    const received = new Date('2026-03-02T09:15:00.000Z');
    await store.save(newLead({ forwardUrl: 'https://crm.example/leads' }));
    const [claimed] = await store.claimDeliveries(received, new Date(received.getTime() + 15_000), 10);
    expect(claimed).toBeDefined();
    // Leased: not due again until the lease ends.
    expect(await store.claimDeliveries(received, received, 10)).toEqual([]);
    await store.markFailed(claimed!.id, 'HTTP 503', new Date(received.getTime() + 30_000));
    expect((await store.deliveries())[0]).toMatchObject({ attempts: 1, lastError: 'HTTP 503', state: 'pending' });
    await store.markFailed(claimed!.id, 'HTTP 503', null);
    expect((await store.deliveries())[0]).toMatchObject({ attempts: 2, state: 'dead' });
    const retried = await store.retryDeliveries(claimed!.submissionId, received);
    expect(retried).toMatchObject([{ id: claimed!.id, channel: 'webhook', state: 'pending', attempts: 0 }]);
    await store.markDelivered(claimed!.id, received);
    expect(await store.deliveries()).toEqual([]);
    expect((await store.deliveries({ all: true }))[0]!.state).toBe('delivered');
  });

  it('writes the e-mail deliveries with the submission: the team always (spam too), the sender once a day and never for spam', async () => {
    const at = (iso: string) => new Date(iso);
    const mail = { notifyTo: ['sales@wolfpack-digital.com', 'founders@wolfpack-digital.com'] };
    await store.save(newLead({ ...mail, acknowledgeTo: 'Ioana@Example.ro', receivedAt: at('2026-03-02T09:00:00Z') }));
    await store.save(newLead({ ...mail, acknowledgeTo: 'ioana@example.ro', receivedAt: at('2026-03-02T17:00:00Z') }));
    await store.save(newLead({ ...mail, acknowledgeTo: 'spammer@example.ro', spam: 'honeypot' }));
    await store.save(newLead({ ...mail, acknowledgeTo: 'ioana@example.ro', receivedAt: at('2026-03-03T09:00:01Z') }));
    expect((await store.deliveries()).map((d) => [d.channel, d.url])).toEqual([
      ['team-mail', 'mailto:sales@wolfpack-digital.com,founders@wolfpack-digital.com'],
      ['ack-mail', 'mailto:ioana@example.ro'],
      ['team-mail', 'mailto:sales@wolfpack-digital.com,founders@wolfpack-digital.com'],
      ['team-mail', 'mailto:sales@wolfpack-digital.com,founders@wolfpack-digital.com'],
      ['team-mail', 'mailto:sales@wolfpack-digital.com,founders@wolfpack-digital.com'],
      ['ack-mail', 'mailto:ioana@example.ro'],
    ]);
  });

  it('purges submissions older than a date with their files and deliveries', async () => {
    await store.save(
      newLead({
        receivedAt: new Date('2025-01-01T00:00:00Z'),
        forwardUrl: 'https://crm.example/leads',
        files: [{ field: 'lead[leads_attachments][]', name: 'a.pdf', type: 'application/pdf', bytes: pdf() }],
      }),
    );
    await store.save(newLead({ receivedAt: new Date('2026-03-01T00:00:00Z') }));
    expect(await store.purge(new Date('2026-01-01T00:00:00Z'))).toBe(1);
    expect(await store.list()).toHaveLength(1);
    expect(await store.deliveries({ all: true })).toEqual([]);
    const db = new Database(temp.db, { readonly: true });
    expect(db.prepare('SELECT COUNT(*) AS n FROM files').get()).toEqual({ n: 0 });
    db.close();
  });

  it('backs up a consistent copy while open', async () => {
    await store.save(newLead());
    await store.backup(`${temp.dir}/backup/copy.db`);
    const copy = openSqliteStore(`${temp.dir}/backup/copy.db`, { mustExist: true });
    expect(await copy.list()).toHaveLength(1);
    await copy.close();
  });

  it('refuses to create a database when one must exist', () => {
    expect(() => openSqliteStore(`${temp.dir}/missing.db`, { mustExist: true })).toThrow(MissingDatabaseError);
  });

  it('keeps one salt for address hashes across openings', async () => {
    const salt = await store.ipSalt();
    expect(salt).toMatch(/^[0-9a-f]{64}$/);
    const again = openSqliteStore(temp.db);
    expect(await again.ipSalt()).toBe(salt);
    await again.close();
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
