/**
 * The intake store: the one interface the route handlers, the relay and the CLI use. SQLite
 * (`sqliteStore.ts`) is the embedded back end for one server; PostgreSQL (`postgresStore.ts`) is the one
 * several servers share. Every method is async so a networked back end fits without changing the callers.
 * This file declares the types the interface speaks in and imports none of the modules that implement it, so
 * that no module of the store imports another back in a circle (`tests/unit/tooling/imports.test.ts`).
 */

import type BetterSqlite from 'better-sqlite3';
import type pg from 'pg';
import type { AddressLimiter } from '../guards/rateLimit';
import type { Dialect, Steps } from './steps';

export type SubmissionKind = 'lead' | 'application';
export const SUBMISSION_KINDS: readonly SubmissionKind[] = ['lead', 'application'];

/** Why a submission was kept aside as spam, or null for a real one. */
export type SpamVerdict = 'honeypot' | 'too-fast' | null;

/** One multipart text entry as posted (`lead[name]`, `lead[sources][]` once per value, `mailing`). */
export type Entry = readonly [key: string, value: string];

export type NewFile = {
  /** The multipart key the file came under (`lead[leads_attachments][]`, `application[cv]`). */
  field: string;
  /** The visitor's file name (shown and used when exporting, never as a storage path). */
  name: string;
  /** The MIME type detected from the bytes (never the browser's). */
  type: string;
  bytes: Uint8Array;
};

export type NewSubmission = {
  kind: SubmissionKind;
  entries: Entry[];
  /** The parsed values of the form's schema (without files), for reading and exporting. */
  fields: Record<string, unknown>;
  attribution: Record<string, string>;
  receivedAt: Date;
  userAgent: string;
  /** A salted hash of the sender's address; the address itself is never stored. */
  ipHash: string;
  spam: SpamVerdict;
  idempotencyKey: string | null;
  /**
   * A hash of what was submitted (text entries and files' bytes), so that a retry under the same
   * idempotency key can be told from another submission reusing the key.
   */
  fingerprint?: string;
  files: NewFile[];
  /**
   * The storage quota in bytes (0 or absent: none): its files are written only if every stored file with them
   * stays within it, checked in the transaction that writes them (else `StorageQuotaError`, nothing written).
   */
  fileQuotaBytes?: number;
  /** Where to re-post it; an outbox row is written in the same transaction. Null: keep it here only. */
  forwardUrl: string | null;
  /** Who is e-mailed about it (sales or recruiting); a spam submission's e-mail is marked, not held back. */
  notifyTo?: readonly string[];
  /**
   * Where to send the sender's acknowledgement: never for spam, and at most once a day per address (an
   * address acknowledged in the 24 hours before `receivedAt` is not acknowledged again).
   */
  acknowledgeTo?: string | null;
};

/** How a delivery passes a submission on: re-posted to a CRM, e-mailed to the team, or acknowledged to its sender. */
export type DeliveryChannel = 'webhook' | 'team-mail' | 'ack-mail';
export const ACKNOWLEDGE_EVERY_MS = 24 * 60 * 60 * 1000;

/** A team e-mail delivery's destination: `mailto:` and the addresses. */
export const teamMailUrl = (addresses: readonly string[]) => `mailto:${addresses.join(',')}`;

/**
 * The outbox rows a new submission is stored with: the CRM when it has a forward URL and is real, the
 * team's e-mail (spam too, marked), and the sender's acknowledgement address when it is real (`acknowledge`,
 * to be written only if that address was not acknowledged in the last `ACKNOWLEDGE_EVERY_MS`).
 */
export function plannedDeliveries(submission: NewSubmission): {
  deliveries: { channel: DeliveryChannel; url: string }[];
  acknowledge: { url: string; since: Date } | null;
} {
  const real = submission.spam === null;
  const deliveries: { channel: DeliveryChannel; url: string }[] = [];
  if (submission.forwardUrl && real) deliveries.push({ channel: 'webhook', url: submission.forwardUrl });
  if (submission.notifyTo?.length) deliveries.push({ channel: 'team-mail', url: teamMailUrl(submission.notifyTo) });
  const acknowledge =
    submission.acknowledgeTo && real
      ? {
          // One mailbox, one spelling: the once-a-day rule counts it, and its To header holds nothing else.
          url: `mailto:${submission.acknowledgeTo.trim().toLowerCase()}`,
          since: new Date(submission.receivedAt.getTime() - ACKNOWLEDGE_EVERY_MS),
        }
      : null;
  return { deliveries, acknowledge };
}

/** The bytes of a new submission's files together. */
export const incomingBytes = (submission: NewSubmission) =>
  submission.files.reduce((sum, file) => sum + file.bytes.byteLength, 0);

export type StoredFile = {
  id: string;
  field: string;
  name: string;
  type: string;
  size: number;
  sha256: string;
};

/** A stored submission: what was received, with its id and its files described (their bytes stay in the store). */
export type Submission = Omit<
  NewSubmission,
  'files' | 'fileQuotaBytes' | 'forwardUrl' | 'notifyTo' | 'acknowledgeTo'
> & {
  id: string;
  files: StoredFile[];
};

/** The submission an idempotency key was first stored with (`fingerprint` null when stored before it was kept). */
export type IdempotentRecord = { id: string; fingerprint: string | null };

export type SaveResult = { id: string; replayed: false } | ({ replayed: true } & IdempotentRecord);

export type ListFilter = { kind?: SubmissionKind; since?: Date; spam?: boolean };

export type DeliveryState = 'pending' | 'delivered' | 'dead';

export type Delivery = {
  id: string;
  submissionId: string;
  kind: SubmissionKind;
  channel: DeliveryChannel;
  /** Where it goes: the CRM's URL, or `mailto:` and the addresses. */
  url: string;
  idempotencyKey: string;
  state: DeliveryState;
  attempts: number;
  nextAttemptAt: Date;
  lastError: string | null;
  createdAt: Date;
  deliveredAt: Date | null;
};

/** Which deliveries to list: pending and dead-lettered ones (delivered too when `all`), of every submission or `of` these. */
export type DeliveryFilter = { all?: boolean; of?: readonly string[] };

/** Who did an operation, and when (for the audit log: a staff member's name or the OS user, never a visitor's data). */
export type Actor = { at: Date; by: string };

/** Why a submission went: a person asked (Art. 17), or its retention period ended (Art. 5(1)(e)). */
export type RemovalReason = 'erasure' | 'retention';

/**
 * What stays of a removed submission: nothing personal. The address is kept only as a keyed hash (the store's own
 * salt), so a later request can be matched against it, but the address cannot be read back from it.
 */
export type Tombstone = {
  submissionId: string;
  kind: SubmissionKind;
  receivedAt: Date;
  removedAt: Date;
  reason: RemovalReason;
  addressHash: string | null;
};

export type Removal = {
  tombstones: Tombstone[];
  files: number;
  /** The deliveries already made (CRM posts, e-mails) whose recipients still hold a copy (Art. 19). */
  delivered: Delivery[];
  /** Deliveries still to make, now never made. */
  cancelled: number;
};

/** An entry of the audit log: what was done to how many submissions, by whom and when; no personal data. */
export type AuditEntry = {
  action: string;
  actor: Actor;
  submissions: number;
  /** The keyed hash of the address an erasure or export was for, matching its tombstones. */
  addressHash: string | null;
  /** The one submission it was about (a view, a download, a status change in the inbox). */
  submissionId?: string | null;
};

/** Oldest kept date per kind: a submission received before it is due for deletion; null keeps that kind. */
export type RetentionCutoffs = Record<SubmissionKind, Date | null>;

/** Which engine a store runs on (the health endpoint names it). */
export type StoreBackend = 'sqlite' | 'postgresql';

export interface IntakeStore {
  readonly backend: StoreBackend;
  /** Resolves when the store answers a trivial query (the load balancer's health check). */
  ping(): Promise<void>;
  /**
   * Stores a submission, its files and its outbox rows (the CRM when it has a forward URL and is not spam,
   * the team's e-mail, the sender's acknowledgement) in one transaction, durable when the promise resolves. A submission whose idempotency key was already
   * stored for the same kind is not stored again: the first one's id and fingerprint come back with
   * `replayed: true`.
   */
  save(submission: NewSubmission): Promise<SaveResult>;
  /** The submission stored under an idempotency key for a kind, if any. */
  findIdempotent(kind: SubmissionKind, idempotencyKey: string): Promise<IdempotentRecord | undefined>;
  /** The bytes of every stored file together (for the storage quota). */
  storedFileBytes(): Promise<number>;
  /** Submissions, newest first. `spam` true lists only spam, false or absent only real submissions. */
  list(filter?: ListFilter): Promise<Submission[]>;
  get(id: string): Promise<Submission | undefined>;
  /** The ids (spam included) that start with `prefix`, newest first: a visitor quotes only the start of one. */
  idsStartingWith(prefix: string): Promise<string[]>;
  fileBytes(fileId: string): Promise<Uint8Array<ArrayBuffer> | undefined>;
  /** Every submission (spam included) whose e-mail address is `address`, trimmed and in any case, oldest first. */
  findByAddress(address: string): Promise<Submission[]>;
  /**
   * Erases every submission of `address` with its files and deliveries in one transaction, leaving a tombstone for
   * each and an audit entry (Art. 17); says which deliveries had already been made.
   */
  erase(address: string, actor: Actor): Promise<Removal>;
  /** Deletes the submissions past their kind's cutoff like `erase`, tombstones and audit entry included. */
  purge(cutoffs: RetentionCutoffs, actor: Actor): Promise<Removal>;
  /** Adds `imported` tombstones and deletes every submission with a tombstone (after a restore); returns how many. */
  reapplyTombstones(imported: readonly Tombstone[], actor: Actor): Promise<number>;
  tombstones(): Promise<Tombstone[]>;
  recordAudit(entry: AuditEntry): Promise<void>;
  auditLog(): Promise<AuditEntry[]>;

  /** Claims up to `limit` pending deliveries due at `now` (of one channel if given), leasing each until `leaseUntil`. */
  claimDeliveries(now: Date, leaseUntil: Date, limit: number, channel?: DeliveryChannel): Promise<Delivery[]>;
  /** Records a delivered try; `url`, where that try went when it is not where the delivery was planned to go. */
  markDelivered(deliveryId: string, at: Date, url?: string): Promise<void>;
  /** Records a failed try (to `url`, if given): retry at `retryAt`, or dead-letter it when `retryAt` is null. */
  markFailed(deliveryId: string, error: string, retryAt: Date | null, url?: string): Promise<void>;
  /** Pending and dead-lettered deliveries (delivered ones too when `all`), of every submission or only `of` these. */
  deliveries(options?: DeliveryFilter): Promise<Delivery[]>;
  /**
   * Makes a delivery (by its id), or each undelivered delivery of a submission (by the submission's id),
   * pending again, due now with a fresh try count; returns those it queued.
   */
  retryDeliveries(id: string, now: Date): Promise<Delivery[]>;

  /**
   * A per-address limit of `limit` a `windowMs`, its counts kept apart by `bucket`: in this process's memory for
   * SQLite (one server: nothing to share, and no write to the disk per request), in the database for PostgreSQL
   * (every instance counts together). Both answer alike: the same decisions and the same wait.
   */
  rateLimiter(bucket: string, limit: number, windowMs: number): AddressLimiter;

  /** A random salt created with the store, for hashing sender addresses. */
  ipSalt(): Promise<string>;
  /**
   * Copies the whole store, consistently, while it is in use. A back end that cannot (PostgreSQL: use
   * `pg_dump`) throws `BackupUnsupportedError` saying what to do instead.
   */
  backup(destination: string): Promise<void>;
  close(): Promise<void>;

  /** How this back end spells what the operations written as steps need (`submissions.ts`, `privacy.ts`, …). */
  readonly dialect: Dialect;
  /** Runs an operation written as steps (`inbox.ts`) in one write transaction, after the migrations. */
  transact<T>(steps: Steps<T>): Promise<T>;
  /**
   * The connection better-auth's Kysely adapter signs staff in through (`lib/inbox/auth.ts`): the same database,
   * whose staff tables these migrations create, after they ran.
   */
  authDatabase(): Promise<BetterSqlite.Database | pg.Pool>;
}

export class BackupUnsupportedError extends Error {}

/**
 * The meta key recording, with each migration, the oldest schema version whose code may still use the database:
 * what lets the previous release run on a database the new one migrated (a rollback, or a rolling release).
 */
export const READABLE_FROM_KEY = 'schema_readable_from';

/**
 * Whether code that knows schema versions up to `known` may use a database at version `found`: an older or equal
 * one it migrates; a newer one only when the newer code recorded that code knowing `readableFrom` may (its
 * migrations since then only add), else `NewerSchemaError`.
 */
export function assertSchemaReadable(engine: string, found: number, known: number, readableFrom: number | undefined) {
  if (found > known && (readableFrom === undefined || known < readableFrom)) {
    throw new NewerSchemaError(engine, found, known);
  }
}

/** A database whose schema is newer than this code, in a way it cannot use: refuse to run rather than misread it. */
export class NewerSchemaError extends Error {
  constructor(engine: string, found: number, known: number) {
    super(
      `The intake's ${engine} database is at schema version ${found}, but this code knows versions up to ${known}. ` +
        'Deploy the newer code that migrated it, or restore a backup made with this version.',
    );
  }
}
