import pg from 'pg';
import type { AddressLimiter } from '../guards/rateLimit';
import { migrate } from './migrations';
import { PG_HISTORY, POSTGRES_DIALECT } from './postgresMigrations';
import { PostgresRateLimiter } from './postgresRateLimit';
import { StepStore } from './stepStore';
import { numberedPlaceholders, runStepsAsync, type Statement, type StatementResult, type Steps } from './steps';
import { BackupUnsupportedError } from './store';

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
async function execute(client: pg.Pool | pg.PoolClient, { sql, params, script }: Statement): Promise<StatementResult> {
  // Without parameters, the driver sends the text as it is, several statements included.
  const result = script ? await client.query(sql) : await client.query(numberedPlaceholders(sql), params);
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

export class PostgresStore extends StepStore {
  readonly backend = 'postgresql';
  readonly dialect = POSTGRES_DIALECT;
  private migrated: Promise<void> | null = null;

  constructor(private readonly pool: pg.Pool) {
    super();
  }

  /** Migrates once; a failed attempt (the database was down) is tried again by the next caller. */
  ready(): Promise<void> {
    this.migrated ??= this.transactNow(migrate(POSTGRES_DIALECT, PG_HISTORY)).catch((error: unknown) => {
      this.migrated = null;
      throw error;
    });
    return this.migrated;
  }

  /** One transaction on one connection; what must not interleave takes the dialect's locks (`lock`, FOR UPDATE). */
  async transact<T>(steps: Steps<T>): Promise<T> {
    await this.ready();
    return this.transactNow(steps);
  }

  private transactNow<T>(steps: Steps<T>): Promise<T> {
    return inTransaction(this.pool, (client) => runStepsAsync(steps, (statement) => execute(client, statement)));
  }

  protected async autocommit<T>(steps: Steps<T>): Promise<T> {
    await this.ready();
    return runStepsAsync(steps, (statement) => execute(this.pool, statement));
  }

  /** PostgreSQL's VACUUM reclaims deleted rows by itself. */
  protected async afterRemoval(): Promise<void> {}

  /** Counted in this database, so every instance shares it (`bucket` keeps limits apart). */
  rateLimiter(bucket: string, limit: number, windowMs: number): AddressLimiter {
    return new PostgresRateLimiter(this, bucket, limit, windowMs);
  }

  async authDatabase(): Promise<pg.Pool> {
    await this.ready();
    return this.pool;
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

  /** For the SQLite import (`postgresImport.ts`): `work` in one transaction, after the migrations. */
  async transaction<T>(work: (client: pg.PoolClient) => Promise<T>): Promise<T> {
    await this.ready();
    return inTransaction(this.pool, work);
  }

  /** For the rate limiter: one statement, after the migrations. */
  async run<R extends pg.QueryResultRow>(text: string, values: unknown[]) {
    await this.ready();
    return this.pool.query<R>(text, values);
  }
}
