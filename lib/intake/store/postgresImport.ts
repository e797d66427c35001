import type { PostgresStore } from './postgresStore';
import type { IntakeStore, Submission } from './store';

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
    const copied = await target.importSubmission(
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
