import { randomBytes } from 'node:crypto';
import type { Dialect, Statement, Steps } from './steps';
import { READABLE_FROM_KEY, assertSchemaReadable } from './store';

/**
 * One migration system for both back ends: each has its list of migrations (append new ones, never edit a released
 * one), and one runner (`migrate`) applies the ones a database lacks, as steps, in one transaction that holds the
 * migration lock (SQLite: its write transaction; PostgreSQL: an advisory lock, so that instances starting together
 * migrate once). Where a back end records its version is its own, as released (SQLite: `PRAGMA user_version`;
 * PostgreSQL: a row per version in `intake_schema_migrations`), so a database either release created or migrated is
 * read by the other.
 *
 * A migration only adds (a table, an index, a column older code need not write), so the release before it runs on
 * the migrated database (a rollback, a rolling release); one that changes or removes what older code uses raises
 * its back end's `readableFrom` to its own version (docs/deploy.md, "Migrations"; `migrations.test.ts`).
 */
export type MigrationHistory = {
  engine: 'SQLite' | 'PostgreSQL';
  migrations: readonly string[];
  /** The oldest schema version whose code may use a database migrated by this code. */
  readableFrom: number;
  /** What makes sure the version can be read, and holds the migration lock until the transaction ends. */
  prepare: readonly Statement[];
  /** Reads the version: how many migrations ran (the first row's `version`). */
  version: Statement;
  /** Records that migration number `version` ran. */
  applied: (version: number) => Statement;
};

/**
 * Applies the migrations the database lacks, recording each, with the store's address salt on the first and the
 * readable-from version after the last; refuses a database newer than this code in a way it cannot use.
 */
export function* migrate(dialect: Dialect, history: MigrationHistory): Steps<void> {
  for (const statement of history.prepare) yield statement;
  const version = Number((yield history.version).rows[0]?.version ?? 0);
  const known = history.migrations.length;
  const meta = dialect.metaTable;
  if (version > known) {
    const { rows } = yield { sql: `SELECT value FROM ${meta} WHERE key = ?`, params: [READABLE_FROM_KEY] };
    assertSchemaReadable(history.engine, version, known, rows[0] && Number(rows[0].value));
  }
  if (version >= known) return;
  for (let index = version; index < known; index += 1) {
    yield { sql: history.migrations[index]!, params: [], script: true };
    yield history.applied(index + 1);
  }
  if (version === 0) {
    yield { sql: `INSERT INTO ${meta} (key, value) VALUES ('ip_salt', ?)`, params: [randomBytes(32).toString('hex')] };
  }
  yield {
    sql: `INSERT INTO ${meta} (key, value) VALUES (?, ?) ON CONFLICT (key) DO UPDATE SET value = excluded.value`,
    params: [READABLE_FROM_KEY, String(history.readableFrom)],
  };
}
