import { statfsSync } from 'node:fs';

/**
 * The storage quota: new files are refused, before anything is written, when the files already stored
 * plus the incoming ones would pass `quotaBytes`, or when the disk holding the database would be left with
 * less than `minFreeBytes` (0 turns either check off). A lead without files is still taken: its text is
 * small, and a person's message is worth more than a full disk's last kilobytes.
 */
export type StorageDecision = { ok: true } | { ok: false; reason: 'quota' | 'disk'; detail: string };

export type StorageFacts = {
  /** File bytes the store holds now. */
  storedBytes: number;
  /** Bytes free for this process on the disk that holds the store, or null when it cannot be known. */
  freeBytes: number | null;
};

const MB = 1024 * 1024;
const megabytes = (bytes: number) => `${(bytes / MB).toFixed(1)} MB`;

export function storageDecision(
  incomingBytes: number,
  facts: StorageFacts,
  limits: { quotaBytes: number; minFreeBytes: number },
): StorageDecision {
  if (incomingBytes === 0) return { ok: true };
  if (limits.quotaBytes > 0 && facts.storedBytes + incomingBytes > limits.quotaBytes) {
    return {
      ok: false,
      reason: 'quota',
      detail: `stored files ${megabytes(facts.storedBytes)} + ${megabytes(incomingBytes)} would pass the quota of ${megabytes(limits.quotaBytes)}`,
    };
  }
  if (limits.minFreeBytes > 0 && facts.freeBytes !== null && facts.freeBytes - incomingBytes < limits.minFreeBytes) {
    return {
      ok: false,
      reason: 'disk',
      detail: `${megabytes(facts.freeBytes)} free on the disk, ${megabytes(limits.minFreeBytes)} must stay free`,
    };
  }
  return { ok: true };
}

/** The store found that the files, checked again under its write lock, would pass the quota: nothing was written. */
export class StorageQuotaError extends Error {
  readonly code = 'INTAKE_STORAGE_QUOTA';
}

/**
 * Known by its code, not `instanceof`: Next.js bundles this module more than once in one process, and the store
 * (created once, kept on globalThis) may throw another copy's class than the route handler's.
 */
export const isStorageQuotaError = (error: unknown): error is StorageQuotaError =>
  (error as { code?: unknown } | null)?.code === 'INTAKE_STORAGE_QUOTA';

/**
 * The quota as a store checks it inside the transaction that writes the files, holding the lock that
 * serialises such writes (on PostgreSQL, across instances), so uploads received at once cannot pass it together.
 */
export function assertWithinQuota(incomingBytes: number, storedBytes: number, quotaBytes: number) {
  const decision = storageDecision(incomingBytes, { storedBytes, freeBytes: null }, { quotaBytes, minFreeBytes: 0 });
  if (!decision.ok) throw new StorageQuotaError(decision.detail);
}

/** Bytes free for unprivileged writers on the file system that holds `path` (null when it cannot be read). */
export function freeBytesAt(path: string): number | null {
  try {
    const stats = statfsSync(path);
    return stats.bavail * stats.bsize;
  } catch {
    return null;
  }
}
