import type { Config } from '@/lib/config';
import type { IntakeStore, RetentionCutoffs, SubmissionKind } from './store/store';

/**
 * Storage limitation (GDPR Art. 5(1)(e)): each kind is kept a number of days after it arrived (0: kept until it is
 * erased), then deleted by a daily purge that leaves tombstones (`IntakeStore.purge`).
 */
export type RetentionDays = Record<SubmissionKind, number>;

const DAY_MS = 24 * 60 * 60 * 1000;

/** The variable each kind's period is set by (what `show` and the docs name). */
export const RETENTION_VARIABLES: Record<SubmissionKind, string> = {
  lead: 'INTAKE_LEAD_RETENTION_DAYS',
  application: 'INTAKE_APPLICATION_RETENTION_DAYS',
};

export const retentionDays = (config: Config): RetentionDays => ({
  lead: config.intakeLeadRetentionDays,
  application: config.intakeApplicationRetentionDays,
});

/** When a submission received at `receivedAt` is deleted; null when its kind is kept (0 days). */
export const deletionDate = (days: number, receivedAt: Date): Date | null =>
  days === 0 ? null : new Date(receivedAt.getTime() + days * DAY_MS);

/** What the purge deletes at `now`: each kind received before `now` less its period. */
export const retentionCutoffs = (days: RetentionDays, now: Date): RetentionCutoffs => ({
  lead: days.lead === 0 ? null : new Date(now.getTime() - days.lead * DAY_MS),
  application: days.application === 0 ? null : new Date(now.getTime() - days.application * DAY_MS),
});

/** The name the running server's purges are recorded under in the audit log. */
export const SERVER_ACTOR = 'retention (server)';

/**
 * Purges what is past its retention now and then every day. Each server runs it: a purge is one transaction that
 * locks what it deletes and keeps a tombstone already there, so two servers at once delete each submission once.
 */
export function startRetentionPurge(
  store: IntakeStore,
  days: RetentionDays,
  log: (message: string) => void,
  everyMs = DAY_MS,
): { stop(): void; firstRun: Promise<void> } {
  const purge = async () => {
    try {
      const now = new Date();
      const removal = await store.purge(retentionCutoffs(days, now), { at: now, by: SERVER_ACTOR });
      if (removal.tombstones.length > 0) {
        log(`intake: deleted ${removal.tombstones.length} submission(s) past their retention period`);
      }
    } catch (error) {
      log(`intake: the retention purge failed (${(error as Error).message}); it runs again in a day`);
    }
  };
  const firstRun = purge();
  const timer = setInterval(() => void purge(), everyMs);
  timer.unref(); // never keeps a process alive on its own
  return { stop: () => clearInterval(timer), firstRun };
}
