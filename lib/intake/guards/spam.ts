import type { SpamVerdict } from '../store/store';

/** A person takes longer than this to fill in either form. */
export const MIN_FILL_MS = 3000;

/**
 * Spam signals: a filled honeypot (a field people never see), or a form sent sooner after it was shown
 * than a person could fill it. A missing or unreadable start time (no JavaScript) is not held against
 * anyone, nor is one in the future (the visitor's clock may be ahead of ours).
 */
export function spamVerdict(honeypot: string | undefined, startedAt: string | undefined, now: Date): SpamVerdict {
  if (honeypot && honeypot.trim() !== '') return 'honeypot';
  if (!startedAt) return null;
  const elapsed = now.getTime() - Date.parse(startedAt);
  return elapsed >= 0 && elapsed < MIN_FILL_MS ? 'too-fast' : null;
}
