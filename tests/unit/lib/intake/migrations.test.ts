// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { PG_MIGRATIONS, PG_READABLE_FROM } from '@/lib/intake/store/postgresMigrations';
import { MIGRATIONS, SQLITE_READABLE_FROM } from '@/lib/intake/store/sqliteStore';

/**
 * What a migration may do while the release before it still runs on the database (a rolling release, a
 * rollback): add. Removing, renaming or retyping, or a new column older code would have to fill, needs the
 * back end's READABLE_FROM raised to that migration's version, so that older code refuses the database instead.
 */
const NOT_ADDITIVE = [
  /\bDROP\b/i,
  /\bRENAME\b/i,
  /\bALTER\s+COLUMN\b/i,
  /\bADD\s+(COLUMN\s+)?\w+\s+[^,;]*\bNOT\s+NULL\b(?![^,;]*\bDEFAULT\b)/i,
];

const laterThan = (migrations: readonly string[], readableFrom: number) =>
  migrations.map((sql, index) => ({ version: index + 1, sql })).filter(({ version }) => version > readableFrom);

describe('schema migrations', () => {
  for (const [backend, migrations, readableFrom] of [
    ['SQLite', MIGRATIONS, SQLITE_READABLE_FROM],
    ['PostgreSQL', PG_MIGRATIONS, PG_READABLE_FROM],
  ] as const) {
    it(`on ${backend}, only add after the version older code may still read from`, () => {
      expect(readableFrom).toBeGreaterThanOrEqual(1);
      expect(readableFrom).toBeLessThanOrEqual(migrations.length);
      for (const { version, sql } of laterThan(migrations, readableFrom)) {
        for (const pattern of NOT_ADDITIVE) expect(sql, `migration ${version}`).not.toMatch(pattern);
      }
    });
  }

  it('recognise what is not additive', () => {
    const offending = (sql: string) => NOT_ADDITIVE.some((pattern) => pattern.test(sql));
    expect(offending('ALTER TABLE submissions DROP COLUMN ip_hash')).toBe(true);
    expect(offending('ALTER TABLE files RENAME TO attachments')).toBe(true);
    expect(offending('ALTER TABLE submissions ADD COLUMN status TEXT NOT NULL')).toBe(true);
    expect(offending("ALTER TABLE submissions ADD COLUMN status TEXT NOT NULL DEFAULT 'new'")).toBe(false);
    expect(offending('CREATE TABLE notes (id TEXT PRIMARY KEY, body TEXT NOT NULL)')).toBe(false);
    expect(offending('CREATE INDEX submissions_kind ON submissions (kind)')).toBe(false);
  });
});
