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
import { copyIntoPostgres } from '@/lib/intake/store/postgresImport';
import { PG_MIGRATIONS } from '@/lib/intake/store/postgresMigrations';
import type { PostgresStore } from '@/lib/intake/store/postgresStore';
import { openSqliteStore } from '@/lib/intake/store/sqliteStore';
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
    expect(await copyIntoPostgres(source, target)).toEqual({ copied: 50, alreadyThere: 0, files: 50 });
    expect(await copyIntoPostgres(source, target)).toEqual({ copied: 0, alreadyThere: 50, files: 0 });

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
