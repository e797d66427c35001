import { randomBytes } from 'node:crypto';
import Database from 'better-sqlite3';
import pg from 'pg';
import { openPostgresStore, type PostgresStore } from '@/lib/intake/store/postgresStore';
import { openSqliteStore } from '@/lib/intake/store/sqliteStore';
import type { IntakeStore } from '@/lib/intake/store/store';
import { tempDir } from './intakeDb';

/** The PostgreSQL server the tests may use (`bash .ci/run` starts a throwaway one); empty: none. */
export const postgresUrl = process.env.TEST_DATABASE_URL ?? '';

/** A fresh, empty schema in the test database, and a connection string whose sessions use it. */
export async function freshPostgresSchema() {
  const schema = `intake_test_${randomBytes(6).toString('hex')}`;
  const admin = async (sql: string) => {
    const client = new pg.Client({ connectionString: postgresUrl });
    await client.connect();
    try {
      await client.query(sql);
    } finally {
      await client.end();
    }
  };
  await admin(`CREATE SCHEMA ${schema}`);
  const url = new URL(postgresUrl);
  url.searchParams.set('options', `-c search_path=${schema}`);
  return { url: url.toString(), schema, drop: () => admin(`DROP SCHEMA ${schema} CASCADE`) };
}

export const openTestPostgresStore = (url: string): PostgresStore =>
  openPostgresStore({ connectionString: url, poolSize: 5, statementTimeoutMs: 5000, connectTimeoutMs: 3000 });

/** One back end the store and handler tests run against: a fresh, empty store each time. */
export type BackendUnderTest = {
  name: 'SQLite' | 'PostgreSQL';
  available: boolean;
  create(): Promise<{
    store: IntakeStore;
    /** Another opening of the same store (another connection; for PostgreSQL, as another instance would). */
    reopen(): IntakeStore;
    /** The environment that points the site's runtime at it. */
    env: Record<string, string>;
    remove(): Promise<void>;
  }>;
};

export const storeBackends: BackendUnderTest[] = [
  {
    name: 'SQLite',
    available: true,
    async create() {
      const temp = tempDir();
      return {
        store: openSqliteStore(temp.db),
        reopen: () => openSqliteStore(temp.db),
        env: { INTAKE_DB: temp.db },
        remove: async () => temp.remove(),
      };
    },
  },
  {
    name: 'PostgreSQL',
    available: postgresUrl !== '',
    async create() {
      const schema = await freshPostgresSchema();
      const store = openTestPostgresStore(schema.url);
      await store.ready();
      return {
        store,
        reopen: () => openTestPostgresStore(schema.url),
        env: { DATABASE_URL: schema.url },
        remove: schema.drop,
      };
    },
  },
];

/**
 * Runs SQL directly on the store `env` points at (PostgreSQL when it sets DATABASE_URL, else the SQLite file in
 * INTAKE_DB), on a connection of its own: what the tests look into every table with, or break a table with.
 */
export function directSql(env: Record<string, string>) {
  async function sql(text: string, values: unknown[] = []): Promise<Record<string, unknown>[]> {
    if (env.DATABASE_URL) {
      const client = new pg.Client({ connectionString: env.DATABASE_URL });
      await client.connect();
      try {
        return (await client.query(text, values)).rows as Record<string, unknown>[];
      } finally {
        await client.end();
      }
    }
    const db = new Database(env.INTAKE_DB);
    try {
      if (/^\s*SELECT\b/i.test(text)) return db.prepare(text).all(...values) as Record<string, unknown>[];
      // Anything else runs as a script: a trigger's body has `;` of its own.
      db.exec(text);
      return [];
    } finally {
      db.close();
    }
  }
  /** Its tables' names. */
  async function tables(): Promise<string[]> {
    const rows = await sql(
      env.DATABASE_URL
        ? 'SELECT table_name AS name FROM information_schema.tables WHERE table_schema = current_schema()'
        : "SELECT name FROM sqlite_master WHERE type = 'table'",
    );
    return rows.map((row) => row.name as string);
  }
  return {
    sql,
    tables,
    /**
     * Where `needle` is still stored: `table.column` for every value of every row of every table that holds it (text
     * in any case, or bytes). What the erasure tests check that nothing of a person is left with.
     */
    async tracesOf(needle: string): Promise<string[]> {
      const found: string[] = [];
      for (const table of await tables()) {
        for (const row of await sql(`SELECT * FROM ${table}`)) {
          for (const [column, value] of Object.entries(row)) {
            const hit = Buffer.isBuffer(value)
              ? value.includes(needle) || value.includes(needle.toLowerCase())
              : typeof value === 'string' && value.toLowerCase().includes(needle.toLowerCase());
            if (hit) found.push(`${table}.${column}`);
          }
        }
      }
      return found;
    },
  };
}
