import { chmodSync, closeSync, existsSync, mkdirSync, openSync, statSync } from 'node:fs';
import { dirname } from 'node:path';
import Database from 'better-sqlite3';
import type { AddressLimiter } from '../guards/rateLimit';
import { inboxTablesMigration } from './inbox';
import { MemoryRateLimiter } from './memoryRateLimit';
import { migrate, type MigrationHistory } from './migrations';
import { privacyTablesMigration } from './privacy';
import { runSteps, type Dialect, type Statement, type StatementResult, type Steps } from './steps';
import { StepStore } from './stepStore';
import type { IntakeStore } from './store';

/** SQLite's spelling of what the operations written as steps need (`privacy.ts`, `submissions.ts`, `inbox.ts`). */
export const SQLITE_DIALECT: Dialect = {
  addressOf: "lower(trim(json_extract(fields, '$.email')))",
  forUpdate: '',
  jsonText: (column, key) => `json_extract(${column}, '$.${key}')`,
  // Times are stored as ISO 8601 in UTC: the month is their first seven characters.
  month: (column) => `substr(${column}, 1, 7)`,
  insertionOrder: 'rowid',
  inList: (column) => `${column} IN (SELECT value FROM json_each(?))`,
  listParam: (values) => JSON.stringify(values),
  lock: () => null,
  skipLocked: '',
  metaTable: 'meta',
};

/** SQLite's schema migrations, applied in order (`migrations.ts`): append new ones, never edit a released one. */
export const MIGRATIONS: readonly string[] = [
  `CREATE TABLE meta (key TEXT PRIMARY KEY, value TEXT NOT NULL);
   CREATE TABLE submissions (
     id TEXT PRIMARY KEY,
     kind TEXT NOT NULL CHECK (kind IN ('lead', 'application')),
     entries TEXT NOT NULL,
     fields TEXT NOT NULL,
     attribution TEXT NOT NULL,
     received_at TEXT NOT NULL,
     user_agent TEXT NOT NULL,
     ip_hash TEXT NOT NULL,
     spam TEXT CHECK (spam IN ('honeypot', 'too-fast')),
     idempotency_key TEXT
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
     bytes BLOB NOT NULL
   );
   CREATE INDEX files_submission ON files (submission_id, position);
   CREATE TABLE outbox (
     id TEXT PRIMARY KEY,
     submission_id TEXT NOT NULL REFERENCES submissions (id) ON DELETE CASCADE,
     url TEXT NOT NULL,
     idempotency_key TEXT NOT NULL,
     state TEXT NOT NULL CHECK (state IN ('pending', 'delivered', 'dead')),
     attempts INTEGER NOT NULL DEFAULT 0,
     next_attempt_at TEXT NOT NULL,
     last_error TEXT,
     created_at TEXT NOT NULL,
     delivered_at TEXT
   );
   CREATE INDEX outbox_due ON outbox (state, next_attempt_at);
   CREATE INDEX outbox_submission ON outbox (submission_id);`,
  `ALTER TABLE submissions ADD COLUMN fingerprint TEXT;`,
  `ALTER TABLE outbox ADD COLUMN channel TEXT NOT NULL DEFAULT 'webhook'
     CHECK (channel IN ('webhook', 'team-mail', 'ack-mail'));
   CREATE INDEX outbox_acknowledged ON outbox (channel, url, created_at);`,
  `${privacyTablesMigration('TEXT', 'INTEGER PRIMARY KEY')}
   CREATE INDEX submissions_address ON submissions (${SQLITE_DIALECT.addressOf});`,
  inboxTablesMigration('TEXT', 'INTEGER'),
  // The inbox's listing (lib/intake/store/inbox.ts) on 100,000 submissions (scripts/bench-inbox-listing.mjs): its pages, its
  // count and its search read this index instead of the table, which holds every field (kind and spam are in it so
  // that SQLite sees it covers the query; search_text for the search's LIKE, which no index can seek). The second
  // finds the few submissions still without search text at each listing without scanning them all.
  `CREATE INDEX submissions_listing ON submissions (received_at, id, kind, spam, search_text) WHERE spam IS NULL;
   CREATE INDEX submissions_unsearched ON submissions (id) WHERE search_text IS NULL;`,
];

export class MissingDatabaseError extends Error {}

export type SqliteOptions = {
  /** Refuse to create the file (the CLI reads an existing store; the server creates it on first use). */
  mustExist?: boolean;
};

/**
 * Makes `file` readable by its owner only before anything is written to it: the store holds personal data
 * and the address salt. A folder created for it is 0700 (one that exists is someone's choice and stays);
 * the file is created 0600, and SQLite creates its -wal and -shm with the file's mode. A file from before
 * this rule, and its companions, are tightened to 0600. The process umask can only remove bits from these.
 */
function createPrivateFile(file: string): void {
  mkdirSync(dirname(file), { recursive: true, mode: 0o700 });
  closeSync(openSync(file, 'a', 0o600));
  for (const path of [file, `${file}-wal`, `${file}-shm`]) {
    // The database's path is configuration, not a project file: nothing for the build to trace.
    const mode = statSync(/*turbopackIgnore: true*/ path, { throwIfNoEntry: false })?.mode;
    if (mode !== undefined && (mode & 0o077) !== 0) chmodSync(path, 0o600);
  }
}

/**
 * Opens (and migrates) the SQLite store at `file`: WAL journal, full fsync on every commit, owner-only, and deleted
 * rows overwritten with zeros (`secure_delete`), so a purged person's data cannot be read from the file afterwards.
 */
export function openSqliteStore(file: string, options: SqliteOptions = {}): IntakeStore {
  if (options.mustExist && !existsSync(file)) {
    throw new MissingDatabaseError(`No intake database at ${file} (set INTAKE_DB to its path)`);
  }
  createPrivateFile(file);
  const db = new Database(file);
  db.pragma('journal_mode = WAL');
  db.pragma('synchronous = FULL');
  db.pragma('foreign_keys = ON');
  db.pragma('busy_timeout = 5000');
  db.pragma('secure_delete = ON');
  const store = new SqliteStore(db);
  store.migrate();
  return store;
}

/** The oldest schema version whose code may use a database migrated by this code (`migrations.ts`). */
export const SQLITE_READABLE_FROM = 3;

/** Where SQLite records its schema: how many migrations ran, in `PRAGMA user_version` (`migrations.ts`). */
export const SQLITE_HISTORY: MigrationHistory = {
  engine: 'SQLite',
  migrations: MIGRATIONS,
  readableFrom: SQLITE_READABLE_FROM,
  // The migration runs in a write transaction, which holds the whole file.
  prepare: [],
  version: { sql: 'SELECT user_version AS version FROM pragma_user_version', params: [] },
  applied: (version) => ({ sql: `PRAGMA user_version = ${version}`, params: [] }),
};

/** Runs one statement of an operation written as steps (a migration's statements together). */
const executeOn =
  (db: Database.Database) =>
  ({ sql, params, script }: Statement): StatementResult => {
    if (script) {
      db.exec(sql);
      return { rows: [], count: 0 };
    }
    const statement = db.prepare(sql);
    if (statement.reader) return { rows: statement.all(...params) as Record<string, unknown>[], count: 0 };
    return { rows: [], count: statement.run(...params).changes };
  };

class SqliteStore extends StepStore {
  readonly backend = 'sqlite';
  readonly dialect = SQLITE_DIALECT;

  constructor(private readonly db: Database.Database) {
    super();
  }

  /** One write transaction: BEGIN IMMEDIATE takes the file's write lock first, so nothing writes between its reads. */
  async transact<T>(steps: Steps<T>): Promise<T> {
    return this.transactNow(steps);
  }

  protected async autocommit<T>(steps: Steps<T>): Promise<T> {
    return runSteps(steps, executeOn(this.db));
  }

  /** Applies the migrations the database lacks, before the store is used. */
  migrate(): void {
    this.transactNow(migrate(SQLITE_DIALECT, SQLITE_HISTORY));
  }

  private transactNow<T>(steps: Steps<T>): T {
    return this.db.transaction(() => runSteps(steps, executeOn(this.db))).immediate();
  }

  /**
   * The zeroed pages go to the database file and the write-ahead log, which still holds the rows as they were
   * written, is emptied (waiting up to busy_timeout for the site's readers).
   */
  protected async afterRemoval(): Promise<void> {
    this.db.pragma('wal_checkpoint(TRUNCATE)');
  }

  /** Counted in this process's memory: one server, and no write to the disk per request. */
  rateLimiter(_bucket: string, limit: number, windowMs: number): AddressLimiter {
    return new MemoryRateLimiter(limit, windowMs);
  }

  async authDatabase(): Promise<Database.Database> {
    return this.db;
  }

  async backup(destination: string): Promise<void> {
    // A copy of the same personal data and salt: as private as the store.
    createPrivateFile(destination);
    await this.db.backup(destination);
  }

  async close(): Promise<void> {
    this.db.close();
  }
}
