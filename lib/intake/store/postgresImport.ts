import { insertSubmission, type PostgresStore } from './postgresStore';
import type { Delivery, IntakeStore, StoredFile, Submission } from './store';

export type MigrationReport = { copied: number; alreadyThere: number; files: number };

/**
 * Copies everything a store holds (an existing SQLite database) into PostgreSQL: every submission, spam
 * included, oldest first, with its id, its files byte for byte and its deliveries in their state. Each
 * submission is copied in its own transaction, and one already in PostgreSQL is skipped, so running it
 * twice (or again after an interruption) copies nothing twice.
 */
export async function copyIntoPostgres(source: IntakeStore, target: PostgresStore): Promise<MigrationReport> {
  const submissions: Submission[] = [
    ...(await source.list({ spam: false })),
    ...(await source.list({ spam: true })),
  ].sort((a, b) => a.receivedAt.getTime() - b.receivedAt.getTime());
  const deliveries = await source.deliveries({ all: true });
  const report: MigrationReport = { copied: 0, alreadyThere: 0, files: 0 };
  for (const submission of submissions) {
    const files = await Promise.all(
      submission.files.map(async (file) => ({ ...file, bytes: (await source.fileBytes(file.id)) ?? new Uint8Array() })),
    );
    const copied = await importSubmission(
      target,
      submission,
      files,
      deliveries.filter((delivery) => delivery.submissionId === submission.id),
    );
    if (copied) {
      report.copied += 1;
      report.files += files.length;
    } else report.alreadyThere += 1;
  }
  return report;
}

/**
 * Copies one submission from another store into `target` as it is there (its id, files and deliveries
 * included); one already there (by id, or by its idempotency key) is left as it is. Returns whether it was
 * copied.
 */
async function importSubmission(
  target: PostgresStore,
  submission: Submission,
  files: readonly (StoredFile & { bytes: Uint8Array })[],
  deliveries: readonly Delivery[],
): Promise<boolean> {
  return target.transaction(async (client) => {
    const inserted = await insertSubmission(client, submission);
    if (inserted.rowCount === 0) return false;
    for (const [position, file] of files.entries()) {
      await client.query(
        `INSERT INTO files (id, submission_id, position, field, name, type, size, sha256, bytes)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
        [
          file.id,
          submission.id,
          position,
          file.field,
          file.name,
          file.type,
          file.size,
          file.sha256,
          Buffer.from(file.bytes),
        ],
      );
    }
    for (const delivery of deliveries) {
      await client.query(
        `INSERT INTO outbox (id, submission_id, channel, url, idempotency_key, state, attempts, next_attempt_at,
           last_error, created_at, delivered_at) VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11)`,
        [
          delivery.id,
          submission.id,
          delivery.channel,
          delivery.url,
          delivery.idempotencyKey,
          delivery.state,
          delivery.attempts,
          delivery.nextAttemptAt,
          delivery.lastError,
          delivery.createdAt,
          delivery.deliveredAt,
        ],
      );
    }
    return true;
  });
}
