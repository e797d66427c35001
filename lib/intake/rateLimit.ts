/**
 * A per-address limit on submissions: at most `limit` in any fixed window of `windowMs` per key, kept in
 * memory (one server process; several servers need a shared counter). The clock is injected.
 */
export type RateDecision = { ok: true } | { ok: false; retryAfterSeconds: number };

export class RateLimiter {
  private readonly windows = new Map<string, { start: number; count: number }>();

  constructor(
    private readonly limit: number,
    private readonly windowMs: number,
  ) {}

  hit(key: string, now: number): RateDecision {
    if (this.limit === 0) return { ok: true };
    this.prune(now);
    const window = this.windows.get(key);
    if (!window || now - window.start >= this.windowMs) {
      this.windows.set(key, { start: now, count: 1 });
      return { ok: true };
    }
    if (window.count >= this.limit) {
      return { ok: false, retryAfterSeconds: Math.max(1, Math.ceil((window.start + this.windowMs - now) / 1000)) };
    }
    window.count += 1;
    return { ok: true };
  }

  /** Forgets finished windows once the map grows, so a flood of addresses cannot grow it without bound. */
  private prune(now: number) {
    if (this.windows.size < 10_000) return;
    for (const [key, window] of this.windows) if (now - window.start >= this.windowMs) this.windows.delete(key);
  }
}

/**
 * The sender's address. Next.js puts the connection's address in X-Forwarded-For when the request has
 * none. With `trustedHops` reverse proxies in front (each appending the address it saw), the client is
 * the entry that many places from the right; with none trusted, only the last entry is used.
 */
export function clientAddress(forwardedFor: string | null, trustedHops: number): string {
  const entries = (forwardedFor ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  if (entries.length === 0) return 'unknown';
  const index = Math.max(0, entries.length - Math.max(1, trustedHops));
  return entries[index]!;
}
