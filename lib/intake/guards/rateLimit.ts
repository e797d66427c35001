import { trustedForwarded } from './forwarded';

export type RateDecision = { ok: true } | { ok: false; retryAfterSeconds: number };

/**
 * A per-address limit on submissions: at most a number in any fixed window per key. The store keeps the counts
 * (`IntakeStore.rateLimiter`): in this process's memory for SQLite (one server), in the database for PostgreSQL
 * (every instance counts together).
 */
export interface AddressLimiter {
  /** Whether `key` may send one more now, without counting it. */
  check(key: string, now: number): RateDecision | Promise<RateDecision>;
  /** Counts one for `key` if it is within its limit. */
  hit(key: string, now: number): RateDecision | Promise<RateDecision>;
  /** Gives back one counted by `hit` (a request that turned out not to be a new submission). */
  refund(key: string): void | Promise<void>;
}

/** How long to wait, in whole seconds (at least one), for a window that started at `windowStart` to end. */
export const retryAfter = (windowStart: number, windowMs: number, now: number): RateDecision => ({
  ok: false,
  retryAfterSeconds: Math.max(1, Math.ceil((windowStart + windowMs - now) / 1000)),
});

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
