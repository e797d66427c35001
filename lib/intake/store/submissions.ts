import type { Dialect, Statement, Steps } from './privacy';
import type { ListFilter, Submission } from './store';
import { toSubmission, type FileRow, type SubmissionRow } from './storeRows';

/**
 * The submissions and their outbox, written once for both back ends as steps, like the privacy operations
 * (`privacy.ts`): each back end runs them in its own transactions, with its own placeholders and types.
 */

/**
 * The submissions a condition selects, in `order`, each with its files described: one statement for the
 * submissions and one for all their files, however many there are.
 */
export function* selectSubmissions(dialect: Dialect, where: Statement, order: string): Steps<Submission[]> {
  const { rows } = yield {
    sql: `SELECT * FROM submissions WHERE ${where.sql} ORDER BY ${order}`,
    params: where.params,
  };
  if (rows.length === 0) return [];
  const { rows: files } = yield {
    sql: `SELECT id, submission_id, field, name, type, size, sha256 FROM files
          WHERE ${dialect.inList('submission_id')} ORDER BY submission_id, position`,
    params: [dialect.listParam(rows.map((row) => row.id as string))],
  };
  const filesOf = new Map<string, FileRow[]>();
  for (const file of files as FileRow[])
    filesOf.set(file.submission_id, [...(filesOf.get(file.submission_id) ?? []), file]);
  return rows.map((row) => toSubmission(row as SubmissionRow, filesOf.get(row.id as string) ?? []));
}

/** Submissions, newest first: spam only when `spam`, else real ones only; of one kind, or since a date, if asked. */
export function listSubmissions(dialect: Dialect, filter: ListFilter): Steps<Submission[]> {
  const where: string[] = [filter.spam ? 'spam IS NOT NULL' : 'spam IS NULL'];
  const params: unknown[] = [];
  if (filter.kind) {
    where.push('kind = ?');
    params.push(filter.kind);
  }
  if (filter.since) {
    where.push('received_at >= ?');
    params.push(filter.since.toISOString());
  }
  return selectSubmissions(
    dialect,
    { sql: where.join(' AND '), params },
    `received_at DESC, ${dialect.insertionOrder} DESC`,
  );
}

export function* getSubmission(dialect: Dialect, id: string): Steps<Submission | undefined> {
  return (yield* selectSubmissions(dialect, { sql: 'id = ?', params: [id] }, 'id'))[0];
}
