/**
 * The site-wide ceiling on what the intake takes in, whoever sends it: at most `submissionsPerMinute`
 * stored submissions in a minute and `bytesPerHour` stored file bytes in an hour (fixed windows; 0 turns a
 * ceiling off). It holds when addresses cannot be told apart (a botnet, or a proxy nobody configured) and
 * answers before the disk is at risk. Kept in memory by the server process; the clock is injected.
 */
export type CeilingDecision = { ok: true } | { ok: false; reason: 'submissions' | 'bytes'; retryAfterSeconds: number };

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

class FixedWindow {
  private start = -Infinity;
  private used = 0;

  constructor(private readonly lengthMs: number) {}

  usedAt(now: number): number {
    if (now - this.start >= this.lengthMs) {
      this.start = now;
      this.used = 0;
    }
    return this.used;
  }

  add(amount: number, now: number) {
    this.usedAt(now);
    this.used += amount;
  }

  secondsLeft(now: number): number {
    return Math.max(1, Math.ceil((this.start + this.lengthMs - now) / 1000));
  }
}

export class SiteCeiling {
  private readonly submissions = new FixedWindow(MINUTE);
  private readonly bytes = new FixedWindow(HOUR);

  constructor(
    private readonly submissionsPerMinute: number,
    private readonly bytesPerHour: number,
  ) {}

  /** Whether one more submission carrying `incomingBytes` of files fits now. */
  check(now: number, incomingBytes = 0): CeilingDecision {
    if (this.submissionsPerMinute > 0 && this.submissions.usedAt(now) >= this.submissionsPerMinute) {
      return { ok: false, reason: 'submissions', retryAfterSeconds: this.submissions.secondsLeft(now) };
    }
    if (this.bytesPerHour > 0 && this.bytes.usedAt(now) + incomingBytes > this.bytesPerHour) {
      return { ok: false, reason: 'bytes', retryAfterSeconds: this.bytes.secondsLeft(now) };
    }
    return { ok: true };
  }

  /** Counts a stored submission and its file bytes. */
  record(now: number, storedBytes: number) {
    this.submissions.add(1, now);
    this.bytes.add(storedBytes, now);
  }
}
