import { createHash, randomUUID } from 'node:crypto';
import { assertWithinQuota } from '../guards/storageGuard';
import type { Dialect, Statement, Steps } from './steps';
import {
  incomingBytes,
  plannedDeliveries,
  type Delivery,
  type DeliveryChannel,
  type DeliveryFilter,
  type IdempotentRecord,
  type ListFilter,
  type NewSubmission,
  type SaveResult,
  type StoredFile,
  type Submission,
  type SubmissionKind,
} from './store';
import {
  DELIVERY_COLUMNS,
  OUTBOX_JOINED,
  toDelivery,
  toSubmission,
  type DeliveryRow,
  type FileRow,
  type SubmissionRow,
} from './storeRows';

/**
 * The submissions and their outbox, written once for both back ends as steps (`steps.ts`), like the privacy
 * operations (`privacy.ts`): each back end runs them in its own transactions, with its own placeholders and types.
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
  const filesOf = new Map<string, FileRow[]>(rows.map((row) => [row.id as string, []]));
  for (const file of files as FileRow[]) filesOf.get(file.submission_id)!.push(file);
  return rows.map((row) => toSubmission(row as SubmissionRow, filesOf.get(row.id as string)!));
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

/** The ids (spam included) that start with `prefix`, newest first. */
export function* idsStartingWith(dialect: Dialect, prefix: string): Steps<string[]> {
  const { rows } = yield {
    sql: `SELECT id FROM submissions WHERE substr(id, 1, ?) = ?
          ORDER BY received_at DESC, ${dialect.insertionOrder} DESC`,
    params: [prefix.length, prefix],
  };
  return rows.map((row) => row.id as string);
}

export function* fileBytes(fileId: string): Steps<Uint8Array<ArrayBuffer> | undefined> {
  const { rows } = yield { sql: 'SELECT bytes FROM files WHERE id = ?', params: [fileId] };
  return rows[0] && new Uint8Array(rows[0].bytes as Buffer);
}

/** The random salt the first migration stored, for hashing sender addresses. */
export function* ipSalt(dialect: Dialect): Steps<string> {
  const { rows } = yield { sql: `SELECT value FROM ${dialect.metaTable} WHERE key = 'ip_salt'`, params: [] };
  return rows[0]!.value as string;
}

export function* findIdempotent(kind: SubmissionKind, idempotencyKey: string): Steps<IdempotentRecord | undefined> {
  const { rows } = yield {
    sql: 'SELECT id, fingerprint FROM submissions WHERE kind = ? AND idempotency_key = ?',
    params: [kind, idempotencyKey],
  };
  return rows[0] as IdempotentRecord | undefined;
}

export function* storedFileBytes(): Steps<number> {
  const { rows } = yield { sql: 'SELECT COALESCE(SUM(size), 0) AS bytes FROM files', params: [] };
  return Number(rows[0]!.bytes);
}

/**
 * Inserts a submission's row unless one with its id or its idempotency key is there (then it changes no row; on
 * PostgreSQL, an insert of a key another transaction is inserting waits for that one to end first).
 */
const insertSubmission = (submission: Omit<Submission, 'files'> | (NewSubmission & { id: string })): Statement => ({
  sql: `INSERT INTO submissions (id, kind, entries, fields, attribution, received_at, user_agent, ip_hash, spam,
          idempotency_key, fingerprint) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
        ON CONFLICT DO NOTHING`,
  params: [
    submission.id,
    submission.kind,
    JSON.stringify(submission.entries),
    JSON.stringify(submission.fields),
    JSON.stringify(submission.attribution),
    submission.receivedAt.toISOString(),
    submission.userAgent,
    submission.ipHash,
    submission.spam,
    submission.idempotencyKey,
    submission.fingerprint ?? null,
  ],
});

const insertFile = (submissionId: string, position: number, file: StoredFile, bytes: Uint8Array): Statement => ({
  sql: `INSERT INTO files (id, submission_id, position, field, name, type, size, sha256, bytes)
        VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  params: [
    file.id,
    submissionId,
    position,
    file.field,
    file.name,
    file.type,
    file.size,
    file.sha256,
    Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength),
  ],
});

const insertDelivery = (delivery: Omit<Delivery, 'kind'>): Statement => ({
  sql: `INSERT INTO outbox (id, submission_id, channel, url, idempotency_key, state, attempts, next_attempt_at,
          last_error, created_at, delivered_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  params: [
    delivery.id,
    delivery.submissionId,
    delivery.channel,
    delivery.url,
    delivery.idempotencyKey,
    delivery.state,
    delivery.attempts,
    delivery.nextAttemptAt.toISOString(),
    delivery.lastError,
    delivery.createdAt.toISOString(),
    delivery.deliveredAt?.toISOString() ?? null,
  ],
});

/**
 * Stores a submission with its files and its outbox rows (`IntakeStore.save`), in the order both back ends follow:
 *
 * 1. With files under a quota, the quota's lock first: every transaction that writes files queues on it (SQLite's
 *    write transaction holds the whole file already), so two uploads received at once are counted one after the
 *    other and cannot pass the quota together.
 * 2. The row, unless its idempotency key is stored (`ON CONFLICT DO NOTHING`; on PostgreSQL it waits for a concurrent
 *    insert of the key to commit): then the first submission answers, and nothing is counted or written.
 * 3. The quota: the files stored, read under the lock, plus these; past it, `StorageQuotaError` undoes the row.
 * 4. The files, then the deliveries; the sender's acknowledgement only if that address had none in the last day,
 *    read under a lock of the address, so that two submissions of one person at once see each other's.
 */
export function* saveSubmission(dialect: Dialect, submission: NewSubmission): Steps<SaveResult> {
  const quota = submission.fileQuotaBytes && submission.files.length > 0 ? submission.fileQuotaBytes : 0;
  const quotaLock = quota ? dialect.lock('intake storage quota') : null;
  if (quotaLock) yield quotaLock;
  const id = randomUUID();
  const { count } = yield insertSubmission({ ...submission, id });
  if (count === 0) {
    const first = yield* findIdempotent(submission.kind, submission.idempotencyKey!);
    if (!first) throw new Error('The submission stored under this idempotency key was deleted meanwhile');
    return { ...first, replayed: true };
  }
  if (quota) assertWithinQuota(incomingBytes(submission), yield* storedFileBytes(), quota);
  for (const [position, { bytes, ...file }] of submission.files.entries()) {
    const sha256 = createHash('sha256').update(bytes).digest('hex');
    yield insertFile(id, position, { ...file, id: randomUUID(), size: bytes.byteLength, sha256 }, bytes);
  }
  const deliver = (channel: DeliveryChannel, url: string) =>
    insertDelivery({
      id: randomUUID(),
      submissionId: id,
      channel,
      url,
      idempotencyKey: submission.idempotencyKey ?? id,
      state: 'pending',
      attempts: 0,
      nextAttemptAt: submission.receivedAt,
      lastError: null,
      createdAt: submission.receivedAt,
      deliveredAt: null,
    });
  const planned = plannedDeliveries(submission);
  for (const { channel, url } of planned.deliveries) yield deliver(channel, url);
  if (planned.acknowledge) {
    const addressLock = dialect.lock(planned.acknowledge.url);
    if (addressLock) yield addressLock;
    const { rows } = yield {
      sql: `SELECT 1 AS acknowledged FROM outbox WHERE channel = 'ack-mail' AND url = ? AND created_at > ? LIMIT 1`,
      params: [planned.acknowledge.url, planned.acknowledge.since.toISOString()],
    };
    if (rows.length === 0) yield deliver('ack-mail', planned.acknowledge.url);
  }
  return { id, replayed: false };
}

/**
 * Copies one submission from another store as it is there (its id, files and deliveries included); one already
 * there (by id, or by its idempotency key) is left as it is. Returns whether it was copied.
 */
export function* importSubmission(
  submission: Submission,
  files: readonly (StoredFile & { bytes: Uint8Array })[],
  deliveries: readonly Delivery[],
): Steps<boolean> {
  const { count } = yield insertSubmission(submission);
  if (count === 0) return false;
  for (const [position, { bytes, ...file }] of files.entries()) yield insertFile(submission.id, position, file, bytes);
  for (const delivery of deliveries) yield insertDelivery(delivery);
  return true;
}

/* ------------------------------------------------------------------ the outbox */

/**
 * Claims up to `limit` pending deliveries due at `now` (of one channel if given), oldest due first, leasing each
 * until `leaseUntil`: due again then if the claimant dies before it records the outcome. On PostgreSQL every instance
 * runs a relay: the rows read are locked, and those another claim holds are passed over, so each goes to one.
 */
export function* claimDeliveries(
  dialect: Dialect,
  now: Date,
  leaseUntil: Date,
  limit: number,
  channel?: DeliveryChannel,
): Steps<Delivery[]> {
  const { rows } = yield {
    sql: `SELECT ${DELIVERY_COLUMNS} FROM ${OUTBOX_JOINED}
          WHERE o.state = 'pending' AND o.next_attempt_at <= ?${channel ? ' AND o.channel = ?' : ''}
          ORDER BY o.next_attempt_at LIMIT ?${dialect.skipLocked}`,
    params: [now.toISOString(), ...(channel ? [channel] : []), limit],
  };
  if (rows.length === 0) return [];
  yield {
    sql: `UPDATE outbox SET next_attempt_at = ? WHERE ${dialect.inList('id')}`,
    params: [leaseUntil.toISOString(), dialect.listParam(rows.map((row) => row.id as string))],
  };
  return (rows as DeliveryRow[]).map((row) => toDelivery({ ...row, next_attempt_at: leaseUntil }));
}

/**
 * Records a delivered try, of a pending delivery only: a success is recorded once, even if a lease ran out and
 * another claimant delivered it too. `url`: where the try went, when not where it was planned to go.
 */
export function* markDelivered(deliveryId: string, at: Date, url?: string): Steps<void> {
  yield {
    sql: `UPDATE outbox SET state = 'delivered', attempts = attempts + 1, delivered_at = ?, last_error = NULL,
            url = COALESCE(?, url)
          WHERE id = ? AND state = 'pending'`,
    params: [at.toISOString(), url ?? null, deliveryId],
  };
}

/** Records a failed try (to `url`, if given): due again at `retryAt`, or dead-lettered when it is null. */
export function* markFailed(deliveryId: string, error: string, retryAt: Date | null, url?: string): Steps<void> {
  yield {
    sql: `UPDATE outbox SET attempts = attempts + 1, last_error = ?, state = ?,
            next_attempt_at = COALESCE(?, next_attempt_at), url = COALESCE(?, url)
          WHERE id = ? AND state = 'pending'`,
    params: [error, retryAt === null ? 'dead' : 'pending', retryAt?.toISOString() ?? null, url ?? null, deliveryId],
  };
}

/** Pending and dead-lettered deliveries (delivered ones too when `all`), of every submission or only `of` these. */
export function* listDeliveries(dialect: Dialect, filter: DeliveryFilter): Steps<Delivery[]> {
  const conditions = [
    ...(filter.all ? [] : ["o.state IN ('pending', 'dead')"]),
    ...(filter.of ? [dialect.inList('o.submission_id')] : []),
  ];
  const where = conditions.length === 0 ? '' : `WHERE ${conditions.join(' AND ')}`;
  const { rows } = yield {
    sql: `SELECT ${DELIVERY_COLUMNS} FROM ${OUTBOX_JOINED} ${where} ORDER BY o.created_at, o.${dialect.insertionOrder}`,
    params: filter.of ? [dialect.listParam(filter.of)] : [],
  };
  return (rows as DeliveryRow[]).map(toDelivery);
}

/**
 * Makes a delivery (by its id), or each undelivered delivery of a submission (by the submission's id), pending
 * again, due at `now` with a fresh try count; returns those it queued. The rows it changed stay locked until the
 * end of the transaction, so reading them after the change finds exactly those.
 */
export function* retryDeliveries(dialect: Dialect, id: string, now: Date): Steps<Delivery[]> {
  yield {
    sql: `UPDATE outbox SET state = 'pending', attempts = 0, next_attempt_at = ?, delivered_at = NULL
          WHERE id = ? OR (submission_id = ? AND state != 'delivered')`,
    params: [now.toISOString(), id, id],
  };
  const { rows } = yield {
    sql: `SELECT ${DELIVERY_COLUMNS} FROM ${OUTBOX_JOINED}
          WHERE o.id = ? OR (o.submission_id = ? AND o.state != 'delivered')
          ORDER BY o.created_at, o.${dialect.insertionOrder}`,
    params: [id, id],
  };
  return (rows as DeliveryRow[]).map(toDelivery);
}
