import type BetterSqlite from 'better-sqlite3';
import type pg from 'pg';
import type { AddressLimiter } from '../guards/rateLimit';
import {
  eraseAddress,
  listAudit,
  listTombstones,
  purgeExpired,
  reapplyTombstones,
  recordAudit,
  addressSelection,
} from './privacy';
import type { Dialect, Steps } from './steps';
import type {
  Actor,
  AuditEntry,
  Delivery,
  DeliveryChannel,
  DeliveryFilter,
  IdempotentRecord,
  IntakeStore,
  ListFilter,
  NewSubmission,
  Removal,
  RetentionCutoffs,
  SaveResult,
  StoreBackend,
  Submission,
  SubmissionKind,
  Tombstone,
} from './store';
import * as operations from './submissions';

/**
 * What both back ends share: every operation of the store, written once as steps (`submissions.ts`, `privacy.ts`),
 * run through the two ways a back end runs statements. A back end adds only what truly differs: its connection,
 * how it runs and locks a transaction, its rate limiter, its backup and what a removal leaves to clean.
 */
export abstract class StepStore implements IntakeStore {
  abstract readonly backend: StoreBackend;
  abstract readonly dialect: Dialect;

  /** Runs an operation written as steps in one write transaction, after the migrations. */
  abstract transact<T>(steps: Steps<T>): Promise<T>;
  /** Runs statements each on its own (reads, and writes of one statement), after the migrations. */
  protected abstract autocommit<T>(steps: Steps<T>): Promise<T>;
  /** What a removal that deleted submissions leaves to do (SQLite: empty its write-ahead log). */
  protected abstract afterRemoval(): Promise<void>;

  abstract rateLimiter(bucket: string, limit: number, windowMs: number): AddressLimiter;
  abstract backup(destination: string): Promise<void>;
  abstract close(): Promise<void>;
  abstract authDatabase(): Promise<BetterSqlite.Database | pg.Pool>;

  async ping(): Promise<void> {
    await this.autocommit(
      (function* (): Steps<void> {
        yield { sql: 'SELECT 1', params: [] };
      })(),
    );
  }

  save(submission: NewSubmission): Promise<SaveResult> {
    return this.transact(operations.saveSubmission(this.dialect, submission));
  }

  findIdempotent(kind: SubmissionKind, idempotencyKey: string): Promise<IdempotentRecord | undefined> {
    return this.autocommit(operations.findIdempotent(kind, idempotencyKey));
  }

  storedFileBytes(): Promise<number> {
    return this.autocommit(operations.storedFileBytes());
  }

  list(filter: ListFilter = {}): Promise<Submission[]> {
    return this.autocommit(operations.listSubmissions(this.dialect, filter));
  }

  get(id: string): Promise<Submission | undefined> {
    return this.autocommit(operations.getSubmission(this.dialect, id));
  }

  idsStartingWith(prefix: string): Promise<string[]> {
    return this.autocommit(operations.idsStartingWith(this.dialect, prefix));
  }

  fileBytes(fileId: string): Promise<Uint8Array<ArrayBuffer> | undefined> {
    return this.autocommit(operations.fileBytes(fileId));
  }

  findByAddress(address: string): Promise<Submission[]> {
    const order = `received_at, ${this.dialect.insertionOrder}`;
    return this.autocommit(operations.selectSubmissions(this.dialect, addressSelection(this.dialect, address), order));
  }

  async erase(address: string, actor: Actor): Promise<Removal> {
    return this.removing(eraseAddress(this.dialect, await this.ipSalt(), address, actor), (r) => r.tombstones.length);
  }

  async purge(cutoffs: RetentionCutoffs, actor: Actor): Promise<Removal> {
    return this.removing(purgeExpired(this.dialect, await this.ipSalt(), cutoffs, actor), (r) => r.tombstones.length);
  }

  reapplyTombstones(imported: readonly Tombstone[], actor: Actor): Promise<number> {
    return this.removing(reapplyTombstones(this.dialect, imported, actor), (removed) => removed);
  }

  tombstones(): Promise<Tombstone[]> {
    return this.autocommit(listTombstones());
  }

  recordAudit(entry: AuditEntry): Promise<void> {
    return this.autocommit(recordAudit(entry));
  }

  auditLog(): Promise<AuditEntry[]> {
    return this.autocommit(listAudit());
  }

  claimDeliveries(now: Date, leaseUntil: Date, limit: number, channel?: DeliveryChannel): Promise<Delivery[]> {
    return this.transact(operations.claimDeliveries(this.dialect, now, leaseUntil, limit, channel));
  }

  markDelivered(deliveryId: string, at: Date, url?: string): Promise<void> {
    return this.autocommit(operations.markDelivered(deliveryId, at, url));
  }

  markFailed(deliveryId: string, error: string, retryAt: Date | null, url?: string): Promise<void> {
    return this.autocommit(operations.markFailed(deliveryId, error, retryAt, url));
  }

  deliveries(filter: DeliveryFilter = {}): Promise<Delivery[]> {
    return this.autocommit(operations.listDeliveries(this.dialect, filter));
  }

  retryDeliveries(id: string, now: Date): Promise<Delivery[]> {
    return this.transact(operations.retryDeliveries(this.dialect, id, now));
  }

  ipSalt(): Promise<string> {
    return this.autocommit(operations.ipSalt(this.dialect));
  }

  /** A removal in one transaction, and what it leaves to clean when it deleted anything. */
  private async removing<T>(steps: Steps<T>, removed: (result: T) => number): Promise<T> {
    const result = await this.transact(steps);
    if (removed(result) > 0) await this.afterRemoval();
    return result;
  }
}
