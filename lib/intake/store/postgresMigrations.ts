import type { MigrationHistory } from './migrations';
import { inboxTablesMigration } from './inbox';
import { privacyTablesMigration } from './privacy';
import type { Dialect } from './steps';

/** PostgreSQL's spelling of what the operations written as steps need (`privacy.ts`, `submissions.ts`, `inbox.ts`). */
export const POSTGRES_DIALECT: Dialect = {
  addressOf: "lower(btrim(fields::json ->> 'email'))",
  forUpdate: ' FOR UPDATE',
  jsonText: (column, key) => `(${column}::json ->> '${key}')`,
  month: (column) => `to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM')`,
  insertionOrder: 'seq',
  inList: (column) => `${column} = ANY(?)`,
  listParam: (values) => values,
  // Held until the transaction ends, and taken alike by every instance.
  lock: (key) => ({ sql: 'SELECT pg_advisory_xact_lock(hashtext(?))', params: [key] }),
  skipLocked: ' FOR UPDATE OF o SKIP LOCKED',
  metaTable: 'intake_meta',
};

/**
 * PostgreSQL's schema migrations, applied in order (`migrations.ts`): append new ones, never edit a released one.
 * JSON columns are text so that the stored entries, fields and attribution come back exactly as written (key order
 * included).
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
  `${privacyTablesMigration('TIMESTAMPTZ', 'BIGSERIAL PRIMARY KEY')}
   CREATE INDEX submissions_address ON submissions ((${POSTGRES_DIALECT.addressOf}));`,
  inboxTablesMigration('TIMESTAMPTZ', 'BOOLEAN'),
  // The inbox's listing (lib/intake/store/inbox.ts) on 100,000 submissions (scripts/bench-inbox-listing.mjs): its pages and
  // its count read this index only. Unlike SQLite's, it leaves out search_text: a message of 5,000 characters would
  // not fit in a B-tree entry (about 2.7 KB), so the search reads the table. The second finds the few submissions
  // still without search text at each listing without scanning them all.
  `CREATE INDEX submissions_listing ON submissions (received_at, id) INCLUDE (kind) WHERE spam IS NULL;
   CREATE INDEX submissions_unsearched ON submissions (id) WHERE search_text IS NULL;`,
];

/** The oldest schema version whose code may use a database migrated by this code (`migrations.ts`). */
export const PG_READABLE_FROM = 1;

/** The advisory lock every instance takes to migrate, so that one at a time does. */
const MIGRATION_LOCK = 0x1a7a6e; // "intake"

/** Where PostgreSQL records its schema: a row per migration applied, in `intake_schema_migrations` (`migrations.ts`). */
export const PG_HISTORY: MigrationHistory = {
  engine: 'PostgreSQL',
  migrations: PG_MIGRATIONS,
  readableFrom: PG_READABLE_FROM,
  prepare: [
    // Held until the migration commits. The release before held it for its session: the two wait for each other.
    { sql: 'SELECT pg_advisory_xact_lock(?)', params: [MIGRATION_LOCK] },
    {
      sql: `CREATE TABLE IF NOT EXISTS intake_schema_migrations (
              version INTEGER PRIMARY KEY, applied_at TIMESTAMPTZ NOT NULL DEFAULT now())`,
      params: [],
    },
  ],
  version: { sql: 'SELECT COALESCE(MAX(version), 0)::int AS version FROM intake_schema_migrations', params: [] },
  applied: (version) => ({ sql: 'INSERT INTO intake_schema_migrations (version) VALUES (?)', params: [version] }),
};
