import { createHash, randomBytes, randomUUID } from 'node:crypto';
import pg from 'pg';
import type { AddressLimiter, RateDecision } from '../guards/rateLimit';
import {
  BackupUnsupportedError,
  incomingBytes,
  NewerSchemaError,
  plannedDeliveries,
  type Delivery,
  type DeliveryChannel,
  type IdempotentRecord,
  type IntakeStore,
  type ListFilter,
  type NewSubmission,
  type SaveResult,
  type StoredFile,
  type Submission,
  type SubmissionKind,
} from './store';
import {
  DELIVERY_COLUMNS,
  toDelivery,
  toSubmission,
  type DeliveryRow,
  type FileRow,
  type SubmissionRow,
} from './storeRows';
import { assertWithinQuota } from '../guards/storageGuard';

/**
 * Schema migrations, applied in order by one instance at a time; `intake_schema_migrations` records
 * each version applied. Append new ones, never edit a released one. JSON columns are text so that the
 * stored entries, fields and attribution come back exactly as written (key order included).
 */
export const PG_MIGRATIONS: readonly string[] = [
  `CREATE TABLE intake_meta (key TEXT PRIMARY KEY, value TEXT NOT NULL);
   CREATE TABLE submissions (
     id TEXT PRIMARY KEY,
     seq BIGSERIAL NOT NULL,
     kind TEXT NOT NULL CHECK (kind IN ('lead', 'application')),
     entries TEXT NOT NULL,
     fields TEXT NOT NULL,
     attribution TEXT NOT NULL,
     received_at TIMESTAMPTZ NOT NULL,
     user_agent TEXT NOT NULL,
     ip_hash TEXT NOT NULL,
     spam TEXT CHECK (spam IN ('honeypot', 'too-fast')),
     idempotency_key TEXT,
     fingerprint TEXT
   );
   CREATE UNIQUE INDEX submissions_idempotency ON submissions (kind, idempotency_key)
     WHERE idempotency_key IS NOT NULL;
   CREATE INDEX submissions_received ON submissions (received_at);
   CREATE TABLE files (
     id TEXT PRIMARY KEY,
     submission_id TEXT NOT NULL REFERENCES submissions (id) ON DELETE CASCADE,
     position INTEGER NOT NULL,
     field TEXT NOT NULL,
     name TEXT NOT NULL,
     type TEXT NOT NULL,
     size INTEGER NOT NULL,
     sha256 TEXT NOT NULL,
     bytes BYTEA NOT NULL
   );
   CREATE INDEX files_submission ON files (submission_id, position);
   CREATE TABLE outbox (
     id TEXT PRIMARY KEY,
     seq BIGSERIAL NOT NULL,
     submission_id TEXT NOT NULL REFERENCES submissions (id) ON DELETE CASCADE,
     channel TEXT NOT NULL CHECK (channel IN ('webhook', 'team-mail', 'ack-mail')),
     url TEXT NOT NULL,
     idempotency_key TEXT NOT NULL,
     state TEXT NOT NULL CHECK (state IN ('pending', 'delivered', 'dead')),
     attempts INTEGER NOT NULL DEFAULT 0,
     next_attempt_at TIMESTAMPTZ NOT NULL,
     last_error TEXT,
     created_at TIMESTAMPTZ NOT NULL,
     delivered_at TIMESTAMPTZ
   );
   CREATE INDEX outbox_due ON outbox (next_attempt_at) WHERE state = 'pending';
   CREATE INDEX outbox_submission ON outbox (submission_id);
   CREATE INDEX outbox_acknowledged ON outbox (channel, url, created_at);
   CREATE TABLE rate_limits (
     bucket TEXT NOT NULL,
     key TEXT NOT NULL,
     window_start TIMESTAMPTZ NOT NULL,
     count INTEGER NOT NULL,
     PRIMARY KEY (bucket, key)
   );
   CREATE INDEX rate_limits_window ON rate_limits (window_start);`,
];

/** The advisory lock every instance takes to migrate, so that one at a time does. */
const MIGRATION_LOCK = 0x1a7a6e; // "intake"

export type PostgresOptions = {
  connectionString: string;
  /** Connections each instance keeps at most. */
  poolSize: number;
  /** The longest any one statement may run (server side). */
  statementTimeoutMs: number;
  /** The longest to wait for a connection (to open one, or for a free one in the pool). */
  connectTimeoutMs: number;
  log?: (message: string) => void;
};

/** Runs `work` in one transaction on one connection of the pool. */
async function inTransaction<T>(pool: pg.Pool, work: (client: pg.PoolClient) => Promise<T>): Promise<T> {
  const client = await pool.connect();
  try {
    await client.query('BEGIN');
    const result = await work(client);
    await client.query('COMMIT');
    return result;
  } catch (error) {
    await client.query('ROLLBACK').catch(() => {});
    throw error;
  } finally {
    client.release();
  }
}

/**
 * Inserts a submission's row unless one with its id or its idempotency key is there (then `rowCount` is 0;
 * a concurrent insert of the same key waits for the other to commit first).
 */
const insertSubmission = (
  client: pg.PoolClient,
  submission: Omit<Submission, 'files'> | (NewSubmission & { id: string }),
) =>
  client.query(
    `INSERT INTO submissions (id, kind, entries, fields, attribution, received_at, user_agent, ip_hash, spam,
       idempotency_key, fingerprint) VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11)
     ON CONFLICT DO NOTHING`,
    [
      submission.id,
      submission.kind,
      JSON.stringify(submission.entries),
      JSON.stringify(submission.fields),
      JSON.stringify(submission.attribution),
      submission.receivedAt,
      submission.userAgent,
      submission.ipHash,
      submission.spam,
      submission.idempotencyKey,
      submission.fingerprint ?? null,
    ],
  );

/** Applies the migrations this database lacks, holding the advisory lock so that one instance at a time does. */
async function migrate(pool: pg.Pool): Promise<void> {
  const client = await pool.connect();
  try {
    await client.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK]);
    try {
      await client.query(
        `CREATE TABLE IF NOT EXISTS intake_schema_migrations (
           version INTEGER PRIMARY KEY, applied_at TIMESTAMPTZ NOT NULL DEFAULT now())`,
      );
      const { rows } = await client.query<{ version: number }>(
        'SELECT COALESCE(MAX(version), 0)::int AS version FROM intake_schema_migrations',
      );
      const version = rows[0]!.version;
      if (version > PG_MIGRATIONS.length) throw new NewerSchemaError('PostgreSQL', version, PG_MIGRATIONS.length);
      for (let index = version; index < PG_MIGRATIONS.length; index += 1) {
        await client.query('BEGIN');
        try {
          await client.query(PG_MIGRATIONS[index]!);
          await client.query('INSERT INTO intake_schema_migrations (version) VALUES ($1)', [index + 1]);
          if (index === 0) {
            await client.query(`INSERT INTO intake_meta (key, value) VALUES ('ip_salt', $1)`, [
              randomBytes(32).toString('hex'),
            ]);
          }
          await client.query('COMMIT');
        } catch (error) {
          await client.query('ROLLBACK').catch(() => {});
          throw error;
        }
      }
    } finally {
      await client.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK]).catch(() => {});
    }
  } finally {
    client.release();
  }
}

/**
 * The PostgreSQL store, shared by every instance of the site. The pool connects lazily and the
 * migrations run before the first query, so a database that is down when the server starts only makes
 * the requests that need it fail (and the next one tries again).
 */
export function openPostgresStore(options: PostgresOptions): PostgresStore {
  const pool = new pg.Pool({
    connectionString: options.connectionString,
    max: options.poolSize,
    statement_timeout: options.statementTimeoutMs,
    idle_in_transaction_session_timeout: options.statementTimeoutMs * 2,
    connectionTimeoutMillis: options.connectTimeoutMs,
    application_name: 'wolfpack-intake',
  });
  // A connection the server drops while idle (a restart, a fail-over) is reported here; without a
  // listener it would crash the process. The pool replaces it on the next query.
  pool.on('error', (error) => (options.log ?? console.warn)(`intake: PostgreSQL connection lost (${error.message})`));
  return new PostgresStore(pool);
}

export class PostgresStore implements IntakeStore {
  readonly backend = 'postgresql';
  private migrated: Promise<void> | null = null;

  constructor(private readonly pool: pg.Pool) {}

  /** Migrates once; a failed attempt (the database was down) is tried again by the next caller. */
  ready(): Promise<void> {
    this.migrated ??= migrate(this.pool).catch((error: unknown) => {
      this.migrated = null;
      throw error;
    });
    return this.migrated;
  }

  private async query<R extends pg.QueryResultRow>(text: string, values: unknown[] = []) {
    await this.ready();
    return this.pool.query<R>(text, values);
  }

  async ping(): Promise<void> {
    await this.query('SELECT 1');
  }

  async save(submission: NewSubmission): Promise<SaveResult> {
    await this.ready();
    const saved = await inTransaction(this.pool, async (client): Promise<SaveResult | null> => {
      if (submission.fileQuotaBytes && submission.files.length > 0) {
        // Every instance's writes of files queue on this lock until commit, so the sum below includes them all.
        await client.query(`SELECT pg_advisory_xact_lock(hashtext('intake storage quota'))`);
        const { rows } = await client.query<{ bytes: string }>('SELECT COALESCE(SUM(size), 0) AS bytes FROM files');
        assertWithinQuota(incomingBytes(submission), Number(rows[0]!.bytes), submission.fileQuotaBytes);
      }
      const id = randomUUID();
      const inserted = await insertSubmission(client, { ...submission, id });
      // Another request stored this key first (the insert waited for it to commit): answer with its id.
      if (inserted.rowCount === 0) return null;
      for (const [position, file] of submission.files.entries()) {
        const bytes = Buffer.from(file.bytes.buffer, file.bytes.byteOffset, file.bytes.byteLength);
        await client.query(
          `INSERT INTO files (id, submission_id, position, field, name, type, size, sha256, bytes)
           VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
          [
            randomUUID(),
            id,
            position,
            file.field,
            file.name,
            file.type,
            bytes.length,
            createHash('sha256').update(bytes).digest('hex'),
            bytes,
          ],
        );
      }
      const deliver = (channel: DeliveryChannel, url: string) =>
        client.query(
          `INSERT INTO outbox (id, submission_id, channel, url, idempotency_key, state, next_attempt_at, created_at)
           VALUES ($1, $2, $3, $4, $5, 'pending', $6, $6)`,
          [randomUUID(), id, channel, url, submission.idempotencyKey ?? id, submission.receivedAt],
        );
      const planned = plannedDeliveries(submission);
      for (const { channel, url } of planned.deliveries) await deliver(channel, url);
      if (planned.acknowledge) {
        // Two instances storing for one address at once: the lock makes the second see the first's row.
        await client.query('SELECT pg_advisory_xact_lock(hashtext($1))', [planned.acknowledge.url]);
        const acknowledged = await client.query(
          `SELECT 1 FROM outbox WHERE channel = 'ack-mail' AND url = $1 AND created_at > $2 LIMIT 1`,
          [planned.acknowledge.url, planned.acknowledge.since],
        );
        if (acknowledged.rowCount === 0) await deliver('ack-mail', planned.acknowledge.url);
      }
      return { id, replayed: false };
    });
    if (saved) return saved;
    const first = await this.findIdempotent(submission.kind, submission.idempotencyKey!);
    if (!first) throw new Error('The submission stored under this idempotency key was deleted meanwhile');
    return { ...first, replayed: true };
  }

  async findIdempotent(kind: SubmissionKind, idempotencyKey: string): Promise<IdempotentRecord | undefined> {
    const { rows } = await this.query<IdempotentRecord>(
      'SELECT id, fingerprint FROM submissions WHERE kind = $1 AND idempotency_key = $2',
      [kind, idempotencyKey],
    );
    return rows[0];
  }

  async storedFileBytes(): Promise<number> {
    const { rows } = await this.query<{ bytes: string }>('SELECT COALESCE(SUM(size), 0) AS bytes FROM files');
    return Number(rows[0]!.bytes);
  }

  async list(filter: ListFilter = {}): Promise<Submission[]> {
    const where: string[] = [filter.spam ? 'spam IS NOT NULL' : 'spam IS NULL'];
    const values: unknown[] = [];
    if (filter.kind) {
      values.push(filter.kind);
      where.push(`kind = $${values.length}`);
    }
    if (filter.since) {
      values.push(filter.since);
      where.push(`received_at >= $${values.length}`);
    }
    const { rows } = await this.query<SubmissionRow>(
      `SELECT * FROM submissions WHERE ${where.join(' AND ')} ORDER BY received_at DESC, seq DESC`,
      values,
    );
    return this.toSubmissions(rows);
  }

  async get(id: string): Promise<Submission | undefined> {
    const { rows } = await this.query<SubmissionRow>('SELECT * FROM submissions WHERE id = $1', [id]);
    return (await this.toSubmissions(rows))[0];
  }

  async fileBytes(fileId: string): Promise<Uint8Array<ArrayBuffer> | undefined> {
    const { rows } = await this.query<{ bytes: Buffer }>('SELECT bytes FROM files WHERE id = $1', [fileId]);
    return rows[0] && new Uint8Array(rows[0].bytes);
  }

  async purge(before: Date): Promise<number> {
    return (await this.query('DELETE FROM submissions WHERE received_at < $1', [before])).rowCount ?? 0;
  }

  async claimDeliveries(now: Date, leaseUntil: Date, limit: number, channel?: DeliveryChannel): Promise<Delivery[]> {
    // Every instance runs a relay: SKIP LOCKED hands each due row to one of them, and the lease (the new
    // next_attempt_at) makes it due again if that instance dies before it records the outcome.
    const { rows } = await this.query<DeliveryRow>(
      `WITH due AS (
         SELECT id FROM outbox WHERE state = 'pending' AND next_attempt_at <= $1 AND ($4::text IS NULL OR channel = $4)
         ORDER BY next_attempt_at LIMIT $3 FOR UPDATE SKIP LOCKED
       )
       UPDATE outbox o SET next_attempt_at = $2 FROM due, submissions s
       WHERE o.id = due.id AND s.id = o.submission_id
       RETURNING ${DELIVERY_COLUMNS}`,
      [now, leaseUntil, limit, channel ?? null],
    );
    return rows.map(toDelivery);
  }

  async markDelivered(deliveryId: string, at: Date): Promise<void> {
    // Only a pending delivery: a success is recorded once, even if a lease ran out and another instance
    // delivered it too.
    await this.query(
      `UPDATE outbox SET state = 'delivered', attempts = attempts + 1, delivered_at = $1, last_error = NULL
       WHERE id = $2 AND state = 'pending'`,
      [at, deliveryId],
    );
  }

  async markFailed(deliveryId: string, error: string, retryAt: Date | null): Promise<void> {
    await this.query(
      `UPDATE outbox SET attempts = attempts + 1, last_error = $1, state = $2,
         next_attempt_at = COALESCE($3, next_attempt_at)
       WHERE id = $4 AND state = 'pending'`,
      [error, retryAt === null ? 'dead' : 'pending', retryAt, deliveryId],
    );
  }

  async deliveries(options: { all?: boolean } = {}): Promise<Delivery[]> {
    const { rows } = await this.query<DeliveryRow>(
      `SELECT ${DELIVERY_COLUMNS} FROM outbox o JOIN submissions s ON s.id = o.submission_id
       ${options.all ? '' : "WHERE o.state IN ('pending', 'dead')"} ORDER BY o.created_at, o.seq`,
    );
    return rows.map(toDelivery);
  }

  async retryDeliveries(id: string, now: Date): Promise<Delivery[]> {
    // One delivery by its id; by a submission's id, each of its deliveries not yet delivered.
    const { rows } = await this.query<DeliveryRow & { seq: string }>(
      `UPDATE outbox o SET state = 'pending', attempts = 0, next_attempt_at = $2, delivered_at = NULL
       FROM submissions s
       WHERE s.id = o.submission_id AND (o.id = $1 OR (o.submission_id = $1 AND o.state != 'delivered'))
       RETURNING ${DELIVERY_COLUMNS}, o.seq`,
      [id, now],
    );
    const order = (row: DeliveryRow & { seq: string }) => [new Date(row.created_at).getTime(), Number(row.seq)];
    return rows.sort((a, b) => order(a)[0]! - order(b)[0]! || order(a)[1]! - order(b)[1]!).map(toDelivery);
  }

  async ipSalt(): Promise<string> {
    const { rows } = await this.query<{ value: string }>(`SELECT value FROM intake_meta WHERE key = 'ip_salt'`);
    return rows[0]!.value;
  }

  async backup(): Promise<void> {
    throw new BackupUnsupportedError(
      'The intake is stored in PostgreSQL: back it up with pg_dump, e.g. ' +
        '`pg_dump --format=custom --file=intake.dump "$DATABASE_URL"` (restore with pg_restore), ' +
        "or with your database provider's snapshots.",
    );
  }

  async close(): Promise<void> {
    await this.pool.end();
  }

  /** A per-address limit counted in this database, so every instance shares it (`bucket` keeps limits apart). */
  rateLimiter(bucket: string, limit: number, windowMs: number): AddressLimiter {
    return new PostgresRateLimiter(this, bucket, limit, windowMs);
  }

  /**
   * Copies one submission from another store as it is there (its id, files and deliveries included);
   * one already here (by id, or by its idempotency key) is left as it is. Returns whether it was copied.
   */
  async importSubmission(
    submission: Submission,
    files: readonly (StoredFile & { bytes: Uint8Array })[],
    deliveries: readonly Delivery[],
  ): Promise<boolean> {
    await this.ready();
    return inTransaction(this.pool, async (client) => {
      const inserted = await insertSubmission(client, submission);
      if (inserted.rowCount === 0) return false;
      for (const [position, file] of files.entries()) {
        await client.query(
          `INSERT INTO files (id, submission_id, position, field, name, type, size, sha256, bytes)
           VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
          [
            file.id,
            submission.id,
            position,
            file.field,
            file.name,
            file.type,
            file.size,
            file.sha256,
            Buffer.from(file.bytes),
          ],
        );
      }
      for (const delivery of deliveries) {
        await client.query(
          `INSERT INTO outbox (id, submission_id, channel, url, idempotency_key, state, attempts, next_attempt_at,
             last_error, created_at, delivered_at) VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11)`,
          [
            delivery.id,
            submission.id,
            delivery.channel,
            delivery.url,
            delivery.idempotencyKey,
            delivery.state,
            delivery.attempts,
            delivery.nextAttemptAt,
            delivery.lastError,
            delivery.createdAt,
            delivery.deliveredAt,
          ],
        );
      }
      return true;
    });
  }

  /** For the rate limiter: one statement, after the migrations. */
  run<R extends pg.QueryResultRow>(text: string, values: unknown[]) {
    return this.query<R>(text, values);
  }

  private async toSubmissions(rows: SubmissionRow[]): Promise<Submission[]> {
    if (rows.length === 0) return [];
    const { rows: files } = await this.pool.query<FileRow>(
      `SELECT id, submission_id, field, name, type, size, sha256 FROM files
       WHERE submission_id = ANY($1) ORDER BY submission_id, position`,
      [rows.map((row) => row.id)],
    );
    return rows.map((row) =>
      toSubmission(
        row,
        files.filter((file) => file.submission_id === row.id),
      ),
    );
  }
}

/**
 * The per-address limit in PostgreSQL: one row per bucket and address, updated atomically, so two
 * instances count together. A refused hit leaves the count at `limit + 1` (a marker: the window is full),
 * which `refund` reads as `limit`.
 */
class PostgresRateLimiter implements AddressLimiter {
  private hits = 0;

  constructor(
    private readonly store: PostgresStore,
    private readonly bucket: string,
    private readonly limit: number,
    private readonly windowMs: number,
  ) {}

  async check(key: string, now: number): Promise<RateDecision> {
    if (this.limit === 0) return { ok: true };
    const { rows } = await this.store.run<{ count: number; window_start: Date }>(
      'SELECT count, window_start FROM rate_limits WHERE bucket = $1 AND key = $2',
      [this.bucket, key],
    );
    const row = rows[0];
    if (!row || now - row.window_start.getTime() >= this.windowMs || row.count < this.limit) return { ok: true };
    return this.refused(row.window_start, now);
  }

  async hit(key: string, now: number): Promise<RateDecision> {
    if (this.limit === 0) return { ok: true };
    this.hits += 1;
    // Now and then, drop windows that ended (any instance may; the row is recreated on the next hit).
    if (this.hits % 200 === 0) {
      await this.store.run('DELETE FROM rate_limits WHERE bucket = $1 AND window_start < $2', [
        this.bucket,
        new Date(now - this.windowMs),
      ]);
    }
    const { rows } = await this.store.run<{ count: number; window_start: Date }>(
      `INSERT INTO rate_limits AS r (bucket, key, window_start, count) VALUES ($1, $2, $3, 1)
       ON CONFLICT (bucket, key) DO UPDATE SET
         window_start = CASE WHEN r.window_start <= $4 THEN $3 ELSE r.window_start END,
         count = CASE WHEN r.window_start <= $4 THEN 1 ELSE LEAST(r.count + 1, $5) END
       RETURNING count, window_start`,
      [this.bucket, key, new Date(now), new Date(now - this.windowMs), this.limit + 1],
    );
    const row = rows[0]!;
    return row.count <= this.limit ? { ok: true } : this.refused(row.window_start, now);
  }

  async refund(key: string): Promise<void> {
    if (this.limit === 0) return;
    await this.store.run(
      `UPDATE rate_limits SET count = LEAST(count, $3) - 1 WHERE bucket = $1 AND key = $2 AND count > 0`,
      [this.bucket, key, this.limit],
    );
  }

  private refused(windowStart: Date, now: number): RateDecision {
    return {
      ok: false,
      retryAfterSeconds: Math.max(1, Math.ceil((windowStart.getTime() + this.windowMs - now) / 1000)),
    };
  }
}
