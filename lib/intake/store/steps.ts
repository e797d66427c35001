/**
 * Operations written once for both back ends as steps: each step is one SQL statement with `?` placeholders, given
 * its result when it has run. A back end runs the steps of one operation in one transaction (SQLite synchronously,
 * PostgreSQL with `$n` placeholders) and spells what differs between the engines' SQL as a `Dialect`.
 */

/** One SQL statement; `script`: several, without parameters (a migration), run together as written. */
export type Statement = { sql: string; params: unknown[]; script?: boolean };
export type StatementResult = { rows: Record<string, unknown>[]; count: number };
/** An operation's statements in order; each is given its result (rows read, or rows changed). */
export type Steps<T> = Generator<Statement, T, StatementResult>;

/** What differs between the back ends' SQL (`sqliteStore.ts`, `postgresMigrations.ts` spell it). */
export type Dialect = {
  /** The submission's address (`fields.email`) trimmed and lower-cased, as its index spells it. */
  addressOf: string;
  /** Locks what an operation read until it commits (PostgreSQL; SQLite's write transaction already holds the file). */
  forUpdate: string;
  /** The text value of `key` in a JSON text column. */
  jsonText: (column: string, key: string) => string;
  /** The calendar month (UTC, `YYYY-MM`) of a time column. */
  month: (column: string) => string;
  /** The column that orders a table's rows as they were inserted (what breaks ties of equal times). */
  insertionOrder: string;
  /** Whether `column` is one of a list of values given as one parameter (`listParam`), however long the list. */
  inList: (column: string) => string;
  listParam: (values: readonly string[]) => unknown;
  /**
   * The statement that makes transactions taking the same `key` run one after the other (each waits for the one
   * holding it to end), or null where a write transaction already holds the whole database (SQLite).
   */
  lock: (key: string) => Statement | null;
  /** Locks the outbox rows (`o`) a claim reads, passing over those another claim holds (PostgreSQL). */
  skipLocked: string;
  /** The table of the store's own settings: the address salt, the schema's readable-from version. */
  metaTable: string;
};

/** Runs an operation's steps synchronously (SQLite, inside its transaction). */
export function runSteps<T>(steps: Steps<T>, execute: (statement: Statement) => StatementResult): T {
  let step = steps.next();
  while (!step.done) step = steps.next(execute(step.value));
  return step.value;
}

/** Runs an operation's steps one statement at a time (PostgreSQL, inside its transaction). */
export async function runStepsAsync<T>(
  steps: Steps<T>,
  execute: (statement: Statement) => Promise<StatementResult>,
): Promise<T> {
  let step = steps.next();
  while (!step.done) step = steps.next(await execute(step.value));
  return step.value;
}

/** `?` placeholders as PostgreSQL's `$1, $2, ...` (the steps' SQL has no `?` of its own). */
export const numberedPlaceholders = (sql: string) => {
  let index = 0;
  return sql.replace(/\?/g, () => `$${(index += 1)}`);
};
