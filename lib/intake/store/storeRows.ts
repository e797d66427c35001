import type {
  Delivery,
  DeliveryChannel,
  DeliveryState,
  Entry,
  SpamVerdict,
  StoredFile,
  Submission,
  SubmissionKind,
} from './store';

/**
 * The rows both back ends keep, and how they become the store's values. Times come back as ISO text from
 * SQLite and as Dates from PostgreSQL; JSON columns are text in both, so values come back exactly as written.
 */
type Time = string | Date;

export type SubmissionRow = {
  id: string;
  kind: SubmissionKind;
  entries: string;
  fields: string;
  attribution: string;
  received_at: Time;
  user_agent: string;
  ip_hash: string;
  spam: SpamVerdict;
  idempotency_key: string | null;
  fingerprint: string | null;
};

export type FileRow = StoredFile & { submission_id: string };

export type DeliveryRow = {
  id: string;
  submission_id: string;
  kind: SubmissionKind;
  channel: DeliveryChannel;
  url: string;
  idempotency_key: string;
  state: DeliveryState;
  attempts: number;
  next_attempt_at: Time;
  last_error: string | null;
  created_at: Time;
  delivered_at: Time | null;
};

/** The columns of a delivery with its submission's kind (`OUTBOX_JOINED`). */
export const DELIVERY_COLUMNS = `o.id, o.submission_id, s.kind, o.channel, o.url, o.idempotency_key, o.state, o.attempts,
  o.next_attempt_at, o.last_error, o.created_at, o.delivered_at`;
export const OUTBOX_JOINED = 'outbox o JOIN submissions s ON s.id = o.submission_id';

export const toDelivery = (row: DeliveryRow): Delivery => ({
  id: row.id,
  submissionId: row.submission_id,
  kind: row.kind,
  channel: row.channel,
  url: row.url,
  idempotencyKey: row.idempotency_key,
  state: row.state,
  attempts: row.attempts,
  nextAttemptAt: new Date(row.next_attempt_at),
  lastError: row.last_error,
  createdAt: new Date(row.created_at),
  deliveredAt: row.delivered_at === null ? null : new Date(row.delivered_at),
});

/** A submission from its row and its files' rows (in their order). */
export const toSubmission = (row: SubmissionRow, files: readonly FileRow[]): Submission => ({
  id: row.id,
  kind: row.kind,
  entries: JSON.parse(row.entries) as Entry[],
  fields: JSON.parse(row.fields) as Record<string, unknown>,
  attribution: JSON.parse(row.attribution) as Record<string, string>,
  receivedAt: new Date(row.received_at),
  userAgent: row.user_agent,
  ipHash: row.ip_hash,
  spam: row.spam,
  idempotencyKey: row.idempotency_key,
  ...(row.fingerprint !== null && { fingerprint: row.fingerprint }),
  files: files.map(({ id, field, name, type, size, sha256 }) => ({ id, field, name, type, size, sha256 })),
});
