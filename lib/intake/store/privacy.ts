import { createHmac } from 'node:crypto';
import type { Dialect, Statement, StatementResult, Steps } from './steps';
import type { Actor, AuditEntry, Removal, RemovalReason, RetentionCutoffs, SubmissionKind, Tombstone } from './store';
import { DELIVERY_COLUMNS, OUTBOX_JOINED, toDelivery, type DeliveryRow } from './storeRows';

/**
 * The privacy operations (GDPR Art. 15-17: find, erase, purge by retention, re-apply erasures after a restore),
 * written once for both back ends as steps (`steps.ts`). Their records (`Tombstone`, `Removal`, `AuditEntry`, …) are
 * part of the store's interface, so `store.ts` declares them.
 * A table that holds anything of a submission references it with ON DELETE CASCADE, as `files` and `outbox` do, so
 * that an erasure or a purge takes it too (`privacy.test.ts` looks for the address in every table afterwards).
 */

/** An address as the store compares it: trimmed and lower-cased. */
export const normalizeAddress = (address: string) => address.trim().toLowerCase();

/** The keyed hash of an address kept in tombstones and the audit log (HMAC-SHA-256 with the store's salt). */
export const addressHash = (salt: string, address: string) =>
  createHmac('sha256', salt).update(normalizeAddress(address)).digest('hex');

/** Statements with an `IN (...)` list are split so that no statement has more parameters than either engine takes. */
const CHUNK = 500;

/** Runs `statement` for each chunk of `values`, its `IN (...)` list filled in; rows and counts added up. */
function* inChunks(
  values: readonly unknown[],
  statement: (list: string, chunk: readonly unknown[]) => Statement,
): Steps<StatementResult> {
  const total: StatementResult = { rows: [], count: 0 };
  for (let start = 0; start < values.length; start += CHUNK) {
    const chunk = values.slice(start, start + CHUNK);
    const result = yield statement(chunk.map(() => '?').join(', '), chunk);
    total.rows.push(...result.rows);
    total.count += result.count;
  }
  return total;
}

const iso = (time: unknown) => new Date(time as string | Date).toISOString();

/** The submissions of one address (trimmed, any case), oldest first: spam included, as it is data about them too. */
export const addressSelection = (dialect: Dialect, address: string): Statement => ({
  sql: `${dialect.addressOf} = ?`,
  params: [normalizeAddress(address)],
});

/** The submissions past their kind's retention period. */
export function retentionSelection(cutoffs: RetentionCutoffs): Statement {
  const kinds = Object.entries(cutoffs).filter((entry): entry is [SubmissionKind, Date] => entry[1] !== null);
  if (kinds.length === 0) return { sql: '1 = 0', params: [] };
  return {
    sql: kinds.map(() => '(kind = ? AND received_at < ?)').join(' OR '),
    params: kinds.flatMap(([kind, before]) => [kind, before.toISOString()]),
  };
}

/** The submissions whose id has a tombstone (brought back by restoring a backup made before they were removed). */
export const tombstonedSelection: Statement = {
  sql: 'id IN (SELECT submission_id FROM tombstones)',
  params: [],
};

/**
 * Removes the selected submissions with their files and outbox rows (the foreign keys cascade), leaving a tombstone
 * for each and one audit entry, and tells what went and which deliveries had already been made.
 */
export function* removeSubmissions(
  dialect: Dialect,
  selection: Statement,
  reason: RemovalReason,
  salt: string,
  action: { name: string; actor: Actor; addressHash: string | null },
): Steps<Removal> {
  // By id from here on: a submission stored meanwhile for the same address is not removed without its tombstone.
  const { rows } = yield {
    sql: `SELECT id, kind, received_at, ${dialect.addressOf} AS address FROM submissions
          WHERE ${selection.sql} ORDER BY received_at, id${dialect.forUpdate}`,
    params: selection.params,
  };
  const ids = rows.map((row) => row.id as string);
  const tombstones: Tombstone[] = rows.map((row) => ({
    submissionId: row.id as string,
    kind: row.kind as SubmissionKind,
    receivedAt: new Date(iso(row.received_at)),
    removedAt: action.actor.at,
    reason,
    addressHash: typeof row.address === 'string' && row.address !== '' ? addressHash(salt, row.address) : null,
  }));
  const files = yield* inChunks(ids, (list, chunk) => ({
    sql: `SELECT COUNT(*) AS n FROM files WHERE submission_id IN (${list})`,
    params: [...chunk],
  }));
  const delivered = yield* inChunks(ids, (list, chunk) => ({
    sql: `SELECT ${DELIVERY_COLUMNS} FROM ${OUTBOX_JOINED}
          WHERE o.state = 'delivered' AND o.submission_id IN (${list})`,
    params: [...chunk],
  }));
  const cancelled = yield* inChunks(ids, (list, chunk) => ({
    sql: `SELECT COUNT(*) AS n FROM outbox WHERE state != 'delivered' AND submission_id IN (${list})`,
    params: [...chunk],
  }));
  yield* insertTombstones(tombstones);
  yield* inChunks(ids, (list, chunk) => ({ sql: `DELETE FROM submissions WHERE id IN (${list})`, params: [...chunk] }));
  if (ids.length > 0 || reason === 'erasure') {
    yield* recordAudit({
      action: action.name,
      actor: action.actor,
      submissions: ids.length,
      addressHash: action.addressHash,
    });
  }
  const sum = (result: StatementResult) => result.rows.reduce((total, row) => total + Number(row.n), 0);
  return {
    tombstones,
    files: sum(files),
    delivered: (delivered.rows as DeliveryRow[])
      .map(toDelivery)
      .sort((a, b) => a.deliveredAt!.getTime() - b.deliveredAt!.getTime()),
    cancelled: sum(cancelled),
  };
}

/** Erases every submission of `address` (Art. 17); the audit entry carries the address's keyed hash. */
export const eraseAddress = (dialect: Dialect, salt: string, address: string, actor: Actor) =>
  removeSubmissions(dialect, addressSelection(dialect, address), 'erasure', salt, {
    name: 'erase',
    actor,
    addressHash: addressHash(salt, address),
  });

/** Deletes what is past its kind's retention period. */
export const purgeExpired = (dialect: Dialect, salt: string, cutoffs: RetentionCutoffs, actor: Actor) =>
  removeSubmissions(dialect, retentionSelection(cutoffs), 'retention', salt, {
    name: 'purge',
    actor,
    addressHash: null,
  });

/** Writes tombstones, keeping one already there (an erasure re-applied, or a purge two servers ran at once). */
function* insertTombstones(tombstones: readonly Tombstone[]): Steps<void> {
  yield* inChunks(
    tombstones.map((t) => [t.submissionId, t.kind, iso(t.receivedAt), iso(t.removedAt), t.reason, t.addressHash]),
    (_list, chunk) => ({
      sql: `INSERT INTO tombstones (submission_id, kind, received_at, removed_at, reason, address_hash)
            VALUES ${chunk.map(() => '(?, ?, ?, ?, ?, ?)').join(', ')} ON CONFLICT (submission_id) DO NOTHING`,
      params: chunk.flat(),
    }),
  );
}

export function* recordAudit(entry: AuditEntry): Steps<void> {
  yield {
    sql: `INSERT INTO audit_log (at, actor, action, submissions, address_hash, submission_id)
          VALUES (?, ?, ?, ?, ?, ?)`,
    params: [
      entry.actor.at.toISOString(),
      entry.actor.by,
      entry.action,
      entry.submissions,
      entry.addressHash,
      entry.submissionId ?? null,
    ],
  };
}

/**
 * After a restore: adds the tombstones kept outside the backup (`imported`; those already there stay), then removes
 * every submission that has one again, files and deliveries with it; returns how many came back and went again.
 */
export function* reapplyTombstones(dialect: Dialect, imported: readonly Tombstone[], actor: Actor): Steps<number> {
  yield* insertTombstones(imported);
  const { rows } = yield {
    sql: `SELECT id FROM submissions WHERE ${tombstonedSelection.sql}${dialect.forUpdate}`,
    params: [],
  };
  const ids = rows.map((row) => row.id as string);
  yield* inChunks(ids, (list, chunk) => ({ sql: `DELETE FROM submissions WHERE id IN (${list})`, params: [...chunk] }));
  yield* recordAudit({ action: 'reapply-erasures', actor, submissions: ids.length, addressHash: null });
  return ids.length;
}

export function* listTombstones(): Steps<Tombstone[]> {
  const { rows } = yield {
    sql: 'SELECT * FROM tombstones ORDER BY removed_at, submission_id',
    params: [],
  };
  return rows.map((row) => ({
    submissionId: row.submission_id as string,
    kind: row.kind as SubmissionKind,
    receivedAt: new Date(iso(row.received_at)),
    removedAt: new Date(iso(row.removed_at)),
    reason: row.reason as RemovalReason,
    addressHash: (row.address_hash as string | null) ?? null,
  }));
}

/** The audit log, oldest first. */
export function* listAudit(): Steps<AuditEntry[]> {
  const { rows } = yield { sql: 'SELECT * FROM audit_log ORDER BY at, id', params: [] };
  return rows.map((row) => ({
    action: row.action as string,
    actor: { at: new Date(iso(row.at)), by: row.actor as string },
    submissions: Number(row.submissions),
    addressHash: (row.address_hash as string | null) ?? null,
    ...(row.submission_id ? { submissionId: row.submission_id as string } : {}),
  }));
}

/**
 * The tables both back ends add for these operations, in one migration each (`time`, `serial`: the engine's types).
 * A released migration: never change it; add another.
 */
export const privacyTablesMigration = (time: string, serial: string) =>
  `CREATE TABLE tombstones (
     submission_id TEXT PRIMARY KEY,
     kind TEXT NOT NULL,
     received_at ${time} NOT NULL,
     removed_at ${time} NOT NULL,
     reason TEXT NOT NULL,
     address_hash TEXT
   );
   CREATE INDEX tombstones_address ON tombstones (address_hash);
   CREATE TABLE audit_log (
     id ${serial},
     at ${time} NOT NULL,
     actor TEXT NOT NULL,
     action TEXT NOT NULL,
     submissions INTEGER NOT NULL,
     address_hash TEXT
   );
   CREATE INDEX audit_log_at ON audit_log (at);`;
