// @vitest-environment node
import { createHash } from 'node:crypto';
import Database from 'better-sqlite3';
import pg from 'pg';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { StorageQuotaError } from '@/lib/intake/guards/storageGuard';
import { migrate, type MigrationHistory } from '@/lib/intake/store/migrations';
import { PG_HISTORY } from '@/lib/intake/store/postgresMigrations';
import { SQLITE_HISTORY } from '@/lib/intake/store/sqliteStore';
import type { Steps } from '@/lib/intake/store/steps';
import type { IntakeStore } from '@/lib/intake/store/store';
import { pdf } from '@/tests/support/files';
import { newLead } from '@/tests/support/intakeDb';
import { storeBackends, type BackendUnderTest } from '@/tests/support/storeBackends';

/** The statements either engine is given while `work` runs whose SQL matches `pattern`. */
async function statementsDuring(pattern: RegExp, work: () => Promise<unknown>): Promise<string[]> {
  const seen: string[] = [];
  const sqlite = vi.spyOn(Database.prototype, 'prepare');
  const postgres = vi.spyOn(pg.Client.prototype, 'query');
  try {
    await work();
    for (const [sql] of [...sqlite.mock.calls, ...postgres.mock.calls]) {
      const text = typeof sql === 'string' ? sql : (sql as { text?: string }).text;
      if (text && pattern.test(text)) seen.push(text);
    }
    return seen;
  } finally {
    sqlite.mockRestore();
    postgres.mockRestore();
  }
}

/**
 * What every intake store does, whichever engine it runs on: the same tests against SQLite and, when the
 * tests have a PostgreSQL server (TEST_DATABASE_URL), against PostgreSQL.
 */
describe.each(storeBackends)('the $name intake store', ({ name, available, create }) => {
  let backend: Awaited<ReturnType<BackendUnderTest['create']>>;
  let store: IntakeStore;

  beforeEach(async (context) => {
    if (!available) return context.skip();
    backend = await create();
    store = backend.store;
  });
  afterEach(async () => {
    if (!available) return;
    await store.close();
    await backend.remove();
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

  it('finds the ids that start with what a visitor read out, spam included, and nothing for other text', async () => {
    const { id } = await store.save(newLead());
    const { id: spam } = await store.save(newLead({ spam: 'honeypot' }));
    expect(await store.idsStartingWith(id.slice(0, 8))).toEqual([id]);
    expect(await store.idsStartingWith(spam.slice(0, 8))).toEqual([spam]);
    expect(await store.idsStartingWith('%')).toEqual([]);
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

  it('reads the files of many submissions in one statement when it lists, gets or finds them by address', async () => {
    const file = (name: string) => ({
      field: 'lead[leads_attachments][]',
      name,
      type: 'application/pdf',
      bytes: pdf(name),
    });
    const ids: string[] = [];
    for (let index = 0; index < 12; index += 1) {
      const receivedAt = new Date(Date.UTC(2026, 2, 2, 9, index));
      ids.push((await store.save(newLead({ receivedAt, files: [file(`a-${index}.pdf`), file(`b-${index}.pdf`)] }))).id);
    }
    const filesRead = /\bFROM files\b/;
    let listed: Awaited<ReturnType<IntakeStore['list']>> = [];
    expect(await statementsDuring(filesRead, async () => (listed = await store.list()))).toHaveLength(1);
    expect(listed.map((submission) => submission.id)).toEqual([...ids].reverse());
    expect(listed.map((submission) => submission.files.map((f) => f.name))).toEqual(
      ids.map((_, index) => [`a-${index}.pdf`, `b-${index}.pdf`]).reverse(),
    );
    let found: Awaited<ReturnType<IntakeStore['findByAddress']>> = [];
    expect(
      await statementsDuring(filesRead, async () => (found = await store.findByAddress('IOANA@example.ro '))),
    ).toHaveLength(1);
    expect(found.map((submission) => submission.id)).toEqual(ids);
    expect(found.every((submission) => submission.files.length === 2)).toBe(true);
    expect(await statementsDuring(filesRead, () => store.get(ids[3]!))).toHaveLength(1);
    expect((await store.get(ids[3]!))!.files.map((f) => f.name)).toEqual(['a-3.pdf', 'b-3.pdf']);
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

  it('lists the deliveries of the submissions asked for only, in every state when asked', async () => {
    const forward = { forwardUrl: 'https://crm.example/leads', notifyTo: ['sales@wolfpack.example'] };
    const [first, second, third] = [
      await store.save(newLead(forward)),
      await store.save(newLead(forward)),
      await store.save(newLead(forward)),
    ];
    const [delivered] = await store.deliveries({ of: [first.id] });
    await store.markDelivered(delivered!.id, new Date());
    const of = (ids: string[], all?: boolean) =>
      store.deliveries({ all, of: ids }).then((list) => list.map((d) => d.submissionId));
    expect(await of([first.id, third.id])).toEqual([first.id, third.id, third.id]);
    expect(await of([first.id, third.id], true)).toEqual([first.id, first.id, third.id, third.id]);
    expect(await of([])).toEqual([]);
    expect(await of([second.id])).toHaveLength(2);
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

  it('records where a try went when the address was changed since the submission was stored', async () => {
    const received = new Date('2026-03-02T09:15:00.000Z');
    await store.save(newLead({ forwardUrl: 'https://crm.example/old' }));
    const [claimed] = await store.claimDeliveries(received, received, 10);
    await store.markFailed(claimed!.id, 'HTTP 503', received, 'https://crm.example/new');
    expect((await store.deliveries())[0]).toMatchObject({ url: 'https://crm.example/new', attempts: 1 });
    await store.markDelivered(claimed!.id, received, 'https://crm.example/newest');
    expect((await store.deliveries({ all: true }))[0]).toMatchObject({
      url: 'https://crm.example/newest',
      state: 'delivered',
    });
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
    const [old] = await store.list({ since: new Date('2024-01-01T00:00:00Z') }).then((all) => all.slice(-1));
    expect(await store.storedFileBytes()).toBe(pdf().length);
    const cutoff = new Date('2026-01-01T00:00:00Z');
    const purged = await store.purge({ lead: cutoff, application: cutoff }, { at: new Date(), by: 'test' });
    expect(purged.tombstones).toHaveLength(1);
    expect(await store.list()).toHaveLength(1);
    expect(await store.deliveries({ all: true })).toEqual([]);
    expect(await store.fileBytes(old!.files[0]!.id)).toBeUndefined();
    expect(await store.storedFileBytes()).toBe(0);
  });

  it('keeps one salt for address hashes across openings', async () => {
    const salt = await store.ipSalt();
    expect(salt).toMatch(/^[0-9a-f]{64}$/);
    const again = backend.reopen();
    expect(await again.ipSalt()).toBe(salt);
    await again.close();
  });

  it('stores a key sent to two openings at once (two servers) exactly once', async () => {
    const other = backend.reopen();
    const results = await Promise.all([
      store.save(newLead({ idempotencyKey: 'same-key', fingerprint: 'p' })),
      other.save(newLead({ idempotencyKey: 'same-key', fingerprint: 'p' })),
      store.save(newLead({ idempotencyKey: 'same-key', fingerprint: 'p' })),
    ]);
    await other.close();
    expect(new Set(results.map((result) => result.id)).size).toBe(1);
    expect(results.filter((result) => !result.replayed)).toHaveLength(1);
    expect(await store.list()).toHaveLength(1);
  });

  it('writes files only within the quota, checked when two servers save at once', async () => {
    const withFile = (label: string) =>
      newLead({
        fileQuotaBytes: 2 * pdf('quota 0').length,
        files: [{ field: 'lead[leads_attachments][]', name: 'brief.pdf', type: 'application/pdf', bytes: pdf(label) }],
      });
    const other = backend.reopen();
    const results = await Promise.allSettled([
      store.save(withFile('quota 1')),
      other.save(withFile('quota 2')),
      store.save(withFile('quota 3')),
    ]);
    await other.close();
    expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(2);
    const [refused] = results.filter((result) => result.status === 'rejected');
    expect(refused!.reason).toBeInstanceOf(StorageQuotaError);
    expect(await store.list()).toHaveLength(2);
    // A submission without files is taken whatever the quota.
    expect((await store.save(newLead({ fileQuotaBytes: 1 }))).replayed).toBe(false);
  });

  it('answers a repeat of a stored upload with the first one, even when its files would not fit again', async () => {
    const upload = newLead({
      idempotencyKey: 'upload-1',
      fingerprint: 'print-1',
      fileQuotaBytes: pdf('only once').length,
      files: [
        { field: 'lead[leads_attachments][]', name: 'brief.pdf', type: 'application/pdf', bytes: pdf('only once') },
      ],
    });
    const first = await store.save(upload);
    const other = backend.reopen();
    const repeats = await Promise.all([store.save(upload), other.save(upload), store.save(upload)]);
    await other.close();
    expect(repeats).toEqual(Array(3).fill({ id: first.id, replayed: true, fingerprint: 'print-1' }));
    expect(await store.storedFileBytes()).toBe(pdf('only once').length);
  });

  it('keeps the per-address limit: the same answers and waits, places given back, buckets apart, a new window after', async () => {
    const window = 600_000;
    const stored = store.rateLimiter('stored', 3, window);
    const refused = store.rateLimiter('refused', 1, window);
    const now = Date.parse('2026-03-02T09:00:00Z');
    const address = '198.51.100.7';
    expect(await stored.check(address, now)).toEqual({ ok: true });
    for (const offset of [0, 1000, 2000]) expect(await stored.hit(address, now + offset)).toEqual({ ok: true });
    expect(await stored.hit(address, now + 3000)).toEqual({ ok: false, retryAfterSeconds: 597 });
    expect(await stored.check(address, now + 60_000)).toEqual({ ok: false, retryAfterSeconds: 540 });
    expect(await stored.check(address, now + window - 100)).toEqual({ ok: false, retryAfterSeconds: 1 });
    expect(await stored.hit('203.0.113.9', now)).toEqual({ ok: true });
    expect(await refused.hit(address, now)).toEqual({ ok: true });
    expect(await refused.hit(address, now)).toEqual({ ok: false, retryAfterSeconds: 600 });
    await stored.refund(address);
    expect(await stored.hit(address, now + 4000)).toEqual({ ok: true });
    expect((await stored.hit(address, now + 5000)).ok).toBe(false);
    expect(await stored.hit(address, now + window)).toEqual({ ok: true });
    const off = store.rateLimiter('off', 0, window);
    for (let index = 0; index < 5; index += 1) expect(await off.hit(address, now)).toEqual({ ok: true });
  });

  it('applies the migrations a database lacks all or none, recording its version where the release before reads it', async () => {
    const history: MigrationHistory = name === 'SQLite' ? SQLITE_HISTORY : PG_HISTORY;
    const known = history.migrations.length;
    const version = () =>
      store.transact(
        (function* (): Steps<number> {
          return Number((yield history.version).rows[0]!.version);
        })(),
      );
    const laterRows = () =>
      store.transact(
        (function* (): Steps<number> {
          const { rows } = yield { sql: 'SELECT COUNT(*) AS n FROM later_table', params: [] };
          return Number(rows[0]!.n);
        })(),
      );
    expect(await version()).toBe(known);
    const broken = [...history.migrations, 'CREATE TABLE later_table (id TEXT)', 'CREATE TABLE broken ('];
    await expect(store.transact(migrate(store.dialect, { ...history, migrations: broken }))).rejects.toThrow();
    expect(await version()).toBe(known);
    await expect(laterRows()).rejects.toThrow(/later_table/);

    const later = [...history.migrations, 'CREATE TABLE later_table (id TEXT)'];
    await store.transact(migrate(store.dialect, { ...history, migrations: later }));
    expect(await version()).toBe(known + 1);
    expect(await laterRows()).toBe(0);
    // The release before, knowing one version less, runs on it (the new migration only added).
    await store.transact(migrate(store.dialect, history));
    const { id } = await store.save(newLead());
    expect((await store.get(id))?.id).toBe(id);
  });

  it('claims one channel only when asked, the lane of that channel', async () => {
    const now = new Date('2026-03-02T09:15:00.000Z');
    await store.save(newLead({ forwardUrl: 'https://crm.example/leads', notifyTo: ['sales@wolfpack-digital.com'] }));
    const lease = new Date(now.getTime() + 15_000);
    expect((await store.claimDeliveries(now, lease, 5, 'team-mail')).map((d) => d.channel)).toEqual(['team-mail']);
    expect((await store.claimDeliveries(now, lease, 5, 'ack-mail')).map((d) => d.channel)).toEqual([]);
    expect((await store.claimDeliveries(now, lease, 5)).map((d) => d.channel)).toEqual(['webhook']);
  });

  it('hands each due delivery to one claimant when two servers claim at once, and records a success once', async () => {
    const now = new Date('2026-03-02T09:15:00.000Z');
    for (let index = 0; index < 6; index += 1) await store.save(newLead({ forwardUrl: 'https://crm.example/leads' }));
    const other = backend.reopen();
    const lease = new Date(now.getTime() + 15_000);
    const [mine, theirs] = await Promise.all([
      store.claimDeliveries(now, lease, 4),
      other.claimDeliveries(now, lease, 4),
    ]);
    const claimed = [...mine, ...theirs].map((delivery) => delivery.id);
    expect(claimed).toHaveLength(6);
    expect(new Set(claimed).size).toBe(6);
    // A lease that ran out let a second server deliver it too: the success is recorded once.
    await store.markDelivered(claimed[0]!, now);
    await other.markDelivered(claimed[0]!, new Date(now.getTime() + 1000));
    await other.markFailed(claimed[0]!, 'HTTP 503', null);
    await other.close();
    const delivered = (await store.deliveries({ all: true })).find((delivery) => delivery.id === claimed[0]);
    expect(delivered).toMatchObject({ state: 'delivered', attempts: 1, deliveredAt: now, lastError: null });
  });
});
