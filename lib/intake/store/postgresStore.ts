import pg from 'pg';
import type { AddressLimiter } from '../guards/rateLimit';
import {
  BackupUnsupportedError,
  type Delivery,
  type DeliveryChannel,
  type IdempotentRecord,
  type IntakeStore,
  type ListFilter,
  type NewSubmission,
  type SaveResult,
  type Submission,
  type SubmissionKind,
} from './store';
import { DELIVERY_COLUMNS, deliveryWhere, toDelivery, type DeliveryFilter, type DeliveryRow } from './storeRows';
import { migratePostgres } from './postgresMigrations';
import { PostgresRateLimiter } from './postgresRateLimit';
import {
  eraseAddress,
  purgeExpired,
  addressSelection,
  listAudit,
  listTombstones,
  numberedPlaceholders,
  reapplyTombstones,
  recordAudit,
  runStepsAsync,
  type Actor,
  type AuditEntry,
  type Removal,
  type RetentionCutoffs,
  type Statement,
  type StatementResult,
  type Steps,
  type Tombstone,
} from './privacy';
import { POSTGRES_DIALECT } from './postgresMigrations';
import {
  findIdempotent,
  getSubmission,
  listSubmissions,
  saveSubmission,
  selectSubmissions,
  storedFileBytes,
} from './submissions';

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

/** One statement of an operation written as steps, its `?` placeholders numbered. */
async function execute(client: pg.Pool | pg.PoolClient, { sql, params }: Statement): Promise<StatementResult> {
  const result = await client.query(numberedPlaceholders(sql), params);
  return { rows: result.rows as Record<string, unknown>[], count: result.rowCount ?? 0 };
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
  readonly dialect = POSTGRES_DIALECT;
  private migrated: Promise<void> | null = null;

  constructor(private readonly pool: pg.Pool) {}

  /** Migrates once; a failed attempt (the database was down) is tried again by the next caller. */
  ready(): Promise<void> {
    this.migrated ??= migratePostgres(this.pool).catch((error: unknown) => {
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
    return this.inTransaction(saveSubmission(POSTGRES_DIALECT, submission));
  }

  async findIdempotent(kind: SubmissionKind, idempotencyKey: string): Promise<IdempotentRecord | undefined> {
    return this.read(findIdempotent(kind, idempotencyKey));
  }

  async storedFileBytes(): Promise<number> {
    return this.read(storedFileBytes());
  }

  async list(filter: ListFilter = {}): Promise<Submission[]> {
    return this.read(listSubmissions(POSTGRES_DIALECT, filter));
  }

  async get(id: string): Promise<Submission | undefined> {
    return this.read(getSubmission(POSTGRES_DIALECT, id));
  }

  async idsStartingWith(prefix: string): Promise<string[]> {
    const { rows } = await this.query<{ id: string }>(
      'SELECT id FROM submissions WHERE starts_with(id, $1) ORDER BY received_at DESC, seq DESC',
      [prefix],
    );
    return rows.map((row) => row.id);
  }

  async fileBytes(fileId: string): Promise<Uint8Array<ArrayBuffer> | undefined> {
    const { rows } = await this.query<{ bytes: Buffer }>('SELECT bytes FROM files WHERE id = $1', [fileId]);
    return rows[0] && new Uint8Array(rows[0].bytes);
  }

  async findByAddress(address: string): Promise<Submission[]> {
    return this.read(
      selectSubmissions(POSTGRES_DIALECT, addressSelection(POSTGRES_DIALECT, address), 'received_at, seq'),
    );
  }

  async erase(address: string, actor: Actor): Promise<Removal> {
    return this.inTransaction(eraseAddress(POSTGRES_DIALECT, await this.ipSalt(), address, actor));
  }

  async purge(cutoffs: RetentionCutoffs, actor: Actor): Promise<Removal> {
    return this.inTransaction(purgeExpired(POSTGRES_DIALECT, await this.ipSalt(), cutoffs, actor));
  }

  async reapplyTombstones(imported: readonly Tombstone[], actor: Actor): Promise<number> {
    return this.inTransaction(reapplyTombstones(POSTGRES_DIALECT, imported, actor));
  }

  async tombstones(): Promise<Tombstone[]> {
    return this.inTransaction(listTombstones());
  }

  async recordAudit(entry: AuditEntry): Promise<void> {
    await this.inTransaction(recordAudit(entry));
  }

  async auditLog(): Promise<AuditEntry[]> {
    return this.inTransaction(listAudit());
  }

  transact<T>(steps: Steps<T>): Promise<T> {
    return this.inTransaction(steps);
  }

  async authDatabase(): Promise<pg.Pool> {
    await this.ready();
    return this.pool;
  }

  /** Runs an operation's statements in one transaction. */
  private inTransaction<T>(steps: Steps<T>): Promise<T> {
    return this.transaction((client) => runStepsAsync(steps, (statement) => execute(client, statement)));
  }

  /** Runs statements that only read, each on its own (no transaction to begin and end around them). */
  private async read<T>(steps: Steps<T>): Promise<T> {
    await this.ready();
    return runStepsAsync(steps, (statement) => execute(this.pool, statement));
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

  async markDelivered(deliveryId: string, at: Date, url?: string): Promise<void> {
    // Only a pending delivery: a success is recorded once, even if a lease ran out and another instance
    // delivered it too.
    await this.query(
      `UPDATE outbox SET state = 'delivered', attempts = attempts + 1, delivered_at = $1, last_error = NULL,
         url = COALESCE($3, url)
       WHERE id = $2 AND state = 'pending'`,
      [at, deliveryId, url ?? null],
    );
  }

  async markFailed(deliveryId: string, error: string, retryAt: Date | null, url?: string): Promise<void> {
    await this.query(
      `UPDATE outbox SET attempts = attempts + 1, last_error = $1, state = $2,
         next_attempt_at = COALESCE($3, next_attempt_at), url = COALESCE($5, url)
       WHERE id = $4 AND state = 'pending'`,
      [error, retryAt === null ? 'dead' : 'pending', retryAt, deliveryId, url ?? null],
    );
  }

  async deliveries(filter: DeliveryFilter = {}): Promise<Delivery[]> {
    const { where, params } = deliveryWhere(filter, 'o.submission_id = ANY($1)', (ids) => ids);
    const { rows } = await this.query<DeliveryRow>(
      `SELECT ${DELIVERY_COLUMNS} FROM outbox o JOIN submissions s ON s.id = o.submission_id
       ${where} ORDER BY o.created_at, o.seq`,
      params,
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

  rateLimiter(bucket: string, limit: number, windowMs: number): AddressLimiter {
    return new PostgresRateLimiter(this, bucket, limit, windowMs);
  }

  /** For the SQLite import (`postgresImport.ts`): `work` in one transaction, after the migrations. */
  async transaction<T>(work: (client: pg.PoolClient) => Promise<T>): Promise<T> {
    await this.ready();
    return inTransaction(this.pool, work);
  }

  /** For the rate limiter: one statement, after the migrations. */
  run<R extends pg.QueryResultRow>(text: string, values: unknown[]) {
    return this.query<R>(text, values);
  }
}
