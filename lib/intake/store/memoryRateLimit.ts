import { retryAfter, type AddressLimiter, type RateDecision } from '../guards/rateLimit';

const MAX_TRACKED_ADDRESSES = 50_000;

/**
 * The per-address limit kept in memory, SQLite's (one server process: nothing to share; the clock is injected):
 * at most `limit` in any fixed window of `windowMs` per key.
 *
 * Memory stays bounded: windows are kept in the order they started (a Map keeps insertion order and a
 * restarted window is moved to the end), so finished ones are dropped from the front in constant time per
 * request, and past `maxKeys` live windows the oldest is dropped (a flood of addresses is the site-wide
 * ceiling's job, not this one's).
 */
export class MemoryRateLimiter implements AddressLimiter {
  private readonly windows = new Map<string, { start: number; count: number }>();

  constructor(
    private readonly limit: number,
    private readonly windowMs: number,
    private readonly maxKeys = MAX_TRACKED_ADDRESSES,
  ) {}

  /** Whether `key` may send one more now, without counting it. */
  check(key: string, now: number): RateDecision {
    if (this.limit === 0) return { ok: true };
    this.prune(now);
    const window = this.windows.get(key);
    if (!window || window.count < this.limit) return { ok: true };
    return retryAfter(window.start, this.windowMs, now);
  }

  /** Counts one for `key` if it is within its limit. */
  hit(key: string, now: number): RateDecision {
    const decision = this.check(key, now);
    if (!decision.ok || this.limit === 0) return decision;
    const window = this.windows.get(key);
    if (window) window.count += 1;
    else {
      this.windows.set(key, { start: now, count: 1 });
      if (this.windows.size > this.maxKeys) this.windows.delete(this.windows.keys().next().value!);
    }
    return decision;
  }

  /** Gives back one counted by `hit` (a request that turned out not to be a new submission). */
  refund(key: string) {
    const window = this.windows.get(key);
    if (window && window.count > 0) window.count -= 1;
  }

  /** How many addresses are tracked (for tests of the bound). */
  get size() {
    return this.windows.size;
  }

  private prune(now: number) {
    for (const [key, window] of this.windows) {
      if (now - window.start < this.windowMs) return;
      this.windows.delete(key);
    }
  }
}
