import { trustedForwarded } from './forwarded';

/**
 * A per-address limit on submissions: at most `limit` in any fixed window of `windowMs` per key, kept in
 * memory (one server process; several servers need a shared counter). The clock is injected.
 *
 * Memory stays bounded: windows are kept in the order they started (a Map keeps insertion order and a
 * restarted window is moved to the end), so finished ones are dropped from the front in constant time per
 * request, and past `maxKeys` live windows the oldest is dropped (a flood of addresses is the site-wide
 * ceiling's job, not this one's).
 */
export type RateDecision = { ok: true } | { ok: false; retryAfterSeconds: number };

/**
 * What the handler needs of a per-address limit: this file's in-memory one (one server), or one kept in
 * the shared database (`postgresStore.ts`, several servers).
 */
export interface AddressLimiter {
  /** Whether `key` may send one more now, without counting it. */
  check(key: string, now: number): RateDecision | Promise<RateDecision>;
  /** Counts one for `key` if it is within its limit. */
  hit(key: string, now: number): RateDecision | Promise<RateDecision>;
  /** Gives back one counted by `hit` (a request that turned out not to be a new submission). */
  refund(key: string): void | Promise<void>;
}

const MAX_TRACKED_ADDRESSES = 50_000;

export class RateLimiter implements AddressLimiter {
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
    return { ok: false, retryAfterSeconds: Math.max(1, Math.ceil((window.start + this.windowMs - now) / 1000)) };
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

/**
 * The sender's address. With no trusted proxy it is the connection's own address, whatever the request's
 * X-Forwarded-For says. With `trustedHops` reverse proxies in front, each appending the address it saw, it is
 * the address the outermost trusted proxy saw: the entry that many places from the right; what the client wrote
 * before it is never used. Undefined when it cannot be known (a request that came in while the server was still
 * starting, before it could see connection addresses): such a request is never counted under a shared name,
 * which on PostgreSQL every instance would share (`perAddressLimiter`).
 */
export function clientAddress(
  forwardedFor: string | null,
  trustedHops: number,
  peer: string | undefined,
): string | undefined {
  return trustedForwarded(forwardedFor, trustedHops) ?? peer;
}

const UNCOUNTED: RateDecision = { ok: true };

/**
 * `limiter` for one sender: its budget when the address is known; when it is not, nothing is counted by address
 * and only the site-wide ceiling holds (`siteCeiling.ts`), so early requests never lock each other out.
 */
export function perAddressLimiter(limiter: AddressLimiter, address: string | undefined) {
  return {
    check: (now: number) => (address === undefined ? UNCOUNTED : limiter.check(address, now)),
    hit: (now: number) => (address === undefined ? UNCOUNTED : limiter.hit(address, now)),
    refund: () => (address === undefined ? undefined : limiter.refund(address)),
  };
}
