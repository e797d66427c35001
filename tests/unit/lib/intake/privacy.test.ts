// @vitest-environment node
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { deletionDate, retentionCutoffs, startRetentionPurge } from '@/lib/intake/retention';
import { addressHash, retentionSelection } from '@/lib/intake/store/privacy';
import { numberedPlaceholders } from '@/lib/intake/store/steps';
import type { IntakeStore, NewSubmission } from '@/lib/intake/store/store';
import { pdf } from '@/tests/support/files';
import { intakeCli } from '@/tests/support/intakeCli';
import { newLead, tempDir } from '@/tests/support/intakeDb';
import { directSql, storeBackends, type BackendUnderTest } from '@/tests/support/storeBackends';

/**
 * The privacy operations (find, export, erase, re-apply, retention) through `npm run intake`, on SQLite and, with a
 * test server (TEST_DATABASE_URL), on PostgreSQL.
 */
const ADDRESS = 'Ana.Pop@Example.RO';
const OTHER = 'ioana@example.ro';
const NOW = new Date('2026-03-10T12:00:00.000Z');
const CRM = 'https://crm.example/leads';
const TEAM = 'mailto:sales@wolfpack.example';
const bytesOf = {
  brief: pdf('ANA-BRIEF-7f31'),
  wireframes: pdf('ANA-WIREFRAMES-2c88'),
  cv: pdf('ANA-CV-91d0'),
  other: pdf('IOANA-BRIEF-55ab'),
};
const MARKERS = ['ANA-BRIEF-7f31', 'ANA-WIREFRAMES-2c88', 'ANA-CV-91d0'];

const personsLead = (email: string, overrides: Partial<NewSubmission> = {}) =>
  newLead({
    entries: [
      ['lead[name]', 'Ana Pop'],
      ['lead[email]', email],
    ],
    fields: { name: 'Ana Pop', email, company: 'Pop Studio', message: 'An app for our bakery' },
    attribution: { utm_source: 'newsletter', utm_campaign: 'spring-2026' },
    ...overrides,
  });

describe.each(storeBackends)('privacy operations on $name', ({ available, create }) => {
  let backend: Awaited<ReturnType<BackendUnderTest['create']>>;
  let store: IntakeStore;
  let temp: ReturnType<typeof tempDir>;
  let ids: { lead: string; application: string; spam: string; other: string };

  const cli = (argv: string[], env: Record<string, string> = {}) =>
    intakeCli('', argv, () => NOW, { ...backend.env, ...env });
  const db = () => directSql(backend.env);

  const tracesOf = (needle: string) => db().tracesOf(needle);

  beforeEach(async (context) => {
    if (!available) return context.skip();
    backend = await create();
    store = backend.store;
    temp = tempDir();
    const lead = await store.save(
      personsLead(ADDRESS, {
        receivedAt: new Date('2026-01-05T09:00:00Z'),
        forwardUrl: CRM,
        notifyTo: ['sales@wolfpack.example'],
        acknowledgeTo: ADDRESS,
        files: [
          { field: 'lead[leads_attachments][]', name: 'brief.pdf', type: 'application/pdf', bytes: bytesOf.brief },
          {
            field: 'lead[leads_attachments][]',
            name: '../brief.pdf',
            type: 'application/pdf',
            bytes: bytesOf.wireframes,
          },
        ],
      }),
    );
    const application = await store.save(
      personsLead('ana.pop@example.ro', {
        kind: 'application',
        receivedAt: new Date('2026-02-01T10:00:00Z'),
        fields: { name: 'Ana Pop', email: 'ana.pop@example.ro', jobId: 'senior-react-developer' },
        files: [{ field: 'application[cv]', name: 'Ana Pop CV.pdf', type: 'application/pdf', bytes: bytesOf.cv }],
      }),
    );
    const spam = await store.save(personsLead('ANA.POP@EXAMPLE.RO', { spam: 'too-fast' }));
    const other = await store.save(
      personsLead(OTHER, {
        entries: [
          ['lead[name]', 'Ioana Ene'],
          ['lead[email]', OTHER],
        ],
        fields: { name: 'Ioana Ene', email: OTHER },
        forwardUrl: CRM,
        files: [
          { field: 'lead[leads_attachments][]', name: 'brief.pdf', type: 'application/pdf', bytes: bytesOf.other },
        ],
      }),
    );
    ids = { lead: lead.id, application: application.id, spam: spam.id, other: other.id };
    // The CRM and the team's mailbox took Ana's lead; its acknowledgement is still to go.
    const due = await store.claimDeliveries(NOW, new Date(NOW.getTime() + 60_000), 20);
    for (const delivery of due.filter((d) => d.submissionId === ids.lead && d.channel !== 'ack-mail')) {
      await store.markDelivered(delivery.id, new Date(`2026-01-05T09:0${delivery.channel === 'webhook' ? 1 : 2}:00Z`));
    }
  });
  afterEach(async () => {
    if (!available) return;
    await store.close();
    await backend.remove();
    temp.remove();
  });

  it('finds every submission of an address in any case, spam included, and nobody else', async () => {
    const { code, out } = await cli(['person', '  ana.POP@example.ro ']);
    expect(code).toBe(0);
    for (const id of [ids.lead, ids.application, ids.spam]) expect(out).toContain(id);
    expect(out).not.toContain(ids.other);
    expect(out).toMatch(new RegExp(`${ids.lead}.+lead\\s+Ana Pop\\s+2\\s+CRM, team e-mail`));
    expect((await store.findByAddress('ANA.pop@EXAMPLE.ro')).map((s) => s.id)).toEqual([
      ids.lead,
      ids.application,
      ids.spam,
    ]);
    expect(await cli(['person', 'nobody@example.ro'])).toMatchObject({
      code: 0,
      out: 'Nothing is stored for nobody@example.ro.\n',
    });
  });

  it('exports every field, the attribution, the deliveries and the files byte for byte, and records the export', async () => {
    const dir = join(temp.dir, 'export');
    const { code, out } = await cli(['person', ADDRESS, '--export', dir, '--by', 'dpo']);
    expect(code).toBe(0);
    expect(out).toContain(`Exported to ${join(dir, 'person.json')}, with 3 files beside it.`);
    const exported = JSON.parse(readFileSync(join(dir, 'person.json'), 'utf8')) as {
      address: string;
      submissions: {
        id: string;
        fields: unknown;
        entries: unknown;
        attribution: unknown;
        deletedOn: string;
        files: { savedAs: string; sha256: string }[];
        deliveries: { channel: string; url: string; state: string; deliveredAt: string | null }[];
      }[];
    };
    expect(exported.submissions.map((s) => s.id)).toEqual([ids.lead, ids.application, ids.spam]);
    for (const submission of exported.submissions) {
      const stored = (await store.get(submission.id))!;
      expect(submission.fields).toEqual(stored.fields);
      expect(submission.entries).toEqual(stored.entries);
      expect(submission.attribution).toEqual(stored.attribution);
    }
    const lead = exported.submissions[0]!;
    expect(lead.deletedOn).toBe('2028-01-05T09:00:00.000Z');
    expect(lead.deliveries).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          channel: 'webhook',
          url: CRM,
          state: 'delivered',
          deliveredAt: '2026-01-05T09:01:00.000Z',
        }),
        expect.objectContaining({ channel: 'team-mail', url: TEAM, state: 'delivered' }),
        expect.objectContaining({ channel: 'ack-mail', state: 'pending', deliveredAt: null }),
      ]),
    );
    const files = exported.submissions.flatMap((s) => s.files.map((f) => readFileSync(join(dir, f.savedAs))));
    expect(files).toEqual([bytesOf.brief, bytesOf.wireframes, bytesOf.cv]);
    expect(lead.files.map((f) => f.savedAs)).toEqual(['brief.pdf', '2-brief.pdf']);
    expect(await store.auditLog()).toEqual([
      {
        action: 'export',
        actor: { at: NOW, by: 'dpo' },
        submissions: 3,
        addressHash: addressHash(await store.ipSalt(), ADDRESS),
      },
    ]);
  });

  it('shows what an erasure would take and takes nothing without --yes', async () => {
    const { code, out, err } = await cli(['erase', ADDRESS]);
    expect(code).toBe(1);
    expect(out).toContain(ids.application);
    expect(err).toBe(
      'Nothing was erased. To erase these 3 submissions with their files and deliveries, run again with --yes.\n',
    );
    expect(await store.findByAddress(ADDRESS)).toHaveLength(3);
  });

  it('erases the address everywhere in one go, leaves tombstones without it and names the recipients to tell', async () => {
    const started = performance.now();
    const { code, out } = await cli(['erase', ` ${ADDRESS.toUpperCase()}`, '--yes', '--by', 'dpo']);
    const took = performance.now() - started;
    expect(code).toBe(0);
    const lines = out.split('\n');
    expect(lines[0]).toBe(
      'Erased 3 submissions of ana.pop@example.ro with 3 files; 1 delivery not yet made will not be made.',
    );
    expect(lines).toContain(
      `  CRM  ${CRM}  delivered 2026-01-05T09:01:00.000Z  (submission ${ids.lead}, Idempotency-Key ${ids.lead})`,
    );
    expect(lines).toContain(`  team e-mail  ${TEAM}  delivered 2026-01-05T09:02:00.000Z  (submission ${ids.lead})`);
    console.info(
      `erasure of 3 submissions with 3 files on ${backend.env.DATABASE_URL ? 'PostgreSQL' : 'SQLite'}: ${took.toFixed(0)} ms`,
    );

    expect(await tracesOf(ADDRESS)).toEqual([]);
    for (const marker of MARKERS) expect(await tracesOf(marker)).toEqual([]);
    expect(await tracesOf('Ana Pop')).toEqual([]);
    expect(await tracesOf(OTHER)).not.toEqual([]);
    expect(await store.get(ids.other)).toBeDefined();

    const hash = addressHash(await store.ipSalt(), ADDRESS);
    const tombstones = await store.tombstones();
    expect(tombstones.map((t) => t.submissionId).sort()).toEqual([ids.lead, ids.application, ids.spam].sort());
    for (const tombstone of tombstones) {
      expect(tombstone).toMatchObject({ reason: 'erasure', removedAt: NOW, addressHash: hash });
    }
    expect(await store.auditLog()).toEqual([
      { action: 'erase', actor: { at: NOW, by: 'dpo' }, submissions: 3, addressHash: hash },
    ]);
    expect((await store.deliveries({ all: true })).every((d) => d.submissionId === ids.other)).toBe(true);
  });

  it('erases in one transaction: a failure at its last step leaves everything as it was', async () => {
    await db().sql(
      backend.env.DATABASE_URL
        ? `CREATE FUNCTION refuse() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN RAISE EXCEPTION 'disk full'; END $$;
           CREATE TRIGGER refuse BEFORE INSERT ON audit_log FOR EACH ROW EXECUTE FUNCTION refuse();`
        : `CREATE TRIGGER refuse BEFORE INSERT ON audit_log BEGIN SELECT RAISE(ABORT, 'disk full'); END;`,
    );
    const before = await db().sql('SELECT COUNT(*) AS n FROM outbox');
    await expect(store.erase(ADDRESS, { at: NOW, by: 'dpo' })).rejects.toThrow('disk full');
    expect(await store.findByAddress(ADDRESS)).toHaveLength(3);
    const lead = (await store.get(ids.lead))!;
    expect(Buffer.from((await store.fileBytes(lead.files[0]!.id))!)).toEqual(bytesOf.brief);
    expect(await db().sql('SELECT COUNT(*) AS n FROM outbox')).toEqual(before);
    expect(await store.tombstones()).toEqual([]);
  });

  it('erases again, after an old copy is restored, what the tombstones saved before the restore name', async () => {
    const tables = ['submissions', 'files', 'outbox'];
    for (const table of tables) await db().sql(`CREATE TABLE old_${table} AS SELECT * FROM ${table}`);
    expect((await cli(['erase', ADDRESS, '--yes'])).code).toBe(0);
    const saved = join(temp.dir, 'tombstones.json');
    writeFileSync(saved, (await cli(['tombstones'])).out);

    // The restore: the tables as they were before the erasure, without its tombstones.
    await db().sql('DELETE FROM tombstones; DELETE FROM outbox; DELETE FROM files; DELETE FROM submissions');
    for (const table of tables)
      await db().sql(`INSERT INTO ${table} SELECT * FROM old_${table}; DROP TABLE old_${table}`);
    expect(await store.findByAddress(ADDRESS)).toHaveLength(3);
    expect(await cli(['erase', '--reapply'])).toMatchObject({
      out: 'Erased again 0 submissions that had a tombstone.\n',
    });

    expect(await cli(['erase', '--reapply', '--from', saved, '--by', 'ops'])).toMatchObject({
      code: 0,
      out: 'Erased again 3 submissions that had a tombstone.\n',
    });
    expect(await tracesOf(ADDRESS)).toEqual([]);
    for (const marker of MARKERS) expect(await tracesOf(marker)).toEqual([]);
    expect(await store.tombstones()).toHaveLength(3);
    expect((await store.auditLog()).at(-1)).toEqual({
      action: 'reapply-erasures',
      actor: { at: NOW, by: 'ops' },
      submissions: 3,
      addressHash: null,
    });
    expect(await cli(['erase', '--reapply', '--from', join(temp.dir, 'nope.json')])).toMatchObject({ code: 2 });
  });

  it('purges each kind past its retention period, leaving tombstones and an audit entry', async () => {
    const env = { INTAKE_LEAD_RETENTION_DAYS: '30', INTAKE_APPLICATION_RETENTION_DAYS: '60' };
    const { code, out } = await cli(['purge', '--by', 'ops'], env);
    expect(code).toBe(0);
    // The lead of 5 January is past 30 days on 10 March; the application of 1 February is within 60.
    expect(out).toBe(
      'Deleted 1 submission past their retention period: leads received before 2026-02-08T12:00:00.000Z, ' +
        'job applications received before 2026-01-09T12:00:00.000Z.\n',
    );
    expect(await store.get(ids.lead)).toBeUndefined();
    expect(await store.get(ids.application)).toBeDefined();
    expect(await store.tombstones()).toEqual([
      expect.objectContaining({ submissionId: ids.lead, kind: 'lead', reason: 'retention' }),
    ]);
    expect(await store.auditLog()).toEqual([
      { action: 'purge', actor: { at: NOW, by: 'ops' }, submissions: 1, addressHash: null },
    ]);
  });

  it('runs the daily purge on every server without deleting anything twice', async () => {
    const old = await store.save(newLead({ receivedAt: new Date(Date.now() - 40 * 24 * 60 * 60 * 1000) }));
    const second = backend.reopen();
    const log: string[] = [];
    const days = { lead: 30, application: 0 };
    const servers = [
      startRetentionPurge(store, days, (m) => log.push(m)),
      startRetentionPurge(second, days, (m) => log.push(m)),
    ];
    await Promise.all(servers.map((server) => server.firstRun));
    for (const server of servers) server.stop();
    await second.close();
    // Everything stored above for January and February is older than 30 days too; applications are kept.
    const purged = [ids.lead, ids.spam, ids.other, old.id];
    expect((await store.tombstones()).map((t) => t.submissionId).sort()).toEqual(purged.sort());
    expect(await store.get(ids.application)).toBeDefined();
    expect((await store.auditLog()).filter((e) => e.action === 'purge')).toEqual([
      expect.objectContaining({
        submissions: purged.length,
        actor: expect.objectContaining({ by: 'retention (server)' }),
      }),
    ]);
    expect(log).toEqual([`intake: deleted ${purged.length} submission(s) past their retention period`]);
  });

  it('shows when a submission will be deleted', async () => {
    const shown = (env: Record<string, string>) => cli(['show', ids.application], env).then((r) => r.out);
    expect(await shown({ INTAKE_APPLICATION_RETENTION_DAYS: '180' })).toContain(
      'Deleted:    2026-07-31T10:00:00.000Z, 180 days after it was received (INTAKE_APPLICATION_RETENTION_DAYS)',
    );
    expect(await shown({ INTAKE_APPLICATION_RETENTION_DAYS: '30' })).toContain(
      'Deleted:    by the next daily purge (due 2026-03-03T10:00:00.000Z)',
    );
    expect(await shown({ INTAKE_APPLICATION_RETENTION_DAYS: '0' })).toContain(
      'Deleted:    never by the daily purge (INTAKE_APPLICATION_RETENTION_DAYS=0); erase it when asked',
    );
  });
});

describe('retention and tombstone helpers', () => {
  it('dates a deletion and the purge cutoffs from the days of each kind, 0 keeping that kind', () => {
    const received = new Date('2026-01-01T00:00:00Z');
    expect(deletionDate(180, received)).toEqual(new Date('2026-06-30T00:00:00Z'));
    expect(deletionDate(0, received)).toBeNull();
    expect(retentionCutoffs({ lead: 730, application: 0 }, new Date('2028-01-01T00:00:00Z'))).toEqual({
      lead: new Date('2026-01-01T00:00:00Z'),
      application: null,
    });
    expect(retentionSelection({ lead: null, application: null }).sql).toBe('1 = 0');
  });

  it('hashes an address with a key, whatever its case and the spaces around it', () => {
    expect(addressHash('salt', ' Ana@Example.RO ')).toBe(addressHash('salt', 'ana@example.ro'));
    expect(addressHash('salt', 'ana@example.ro')).not.toBe(addressHash('other salt', 'ana@example.ro'));
    expect(addressHash('salt', 'ana@example.ro')).not.toContain('ana');
  });

  it('numbers placeholders for PostgreSQL', () => {
    expect(numberedPlaceholders('a = ? AND b IN (?, ?)')).toBe('a = $1 AND b IN ($2, $3)');
  });
});
