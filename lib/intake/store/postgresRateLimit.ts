import type pg from 'pg';
import { retryAfter, type AddressLimiter, type RateDecision } from '../guards/rateLimit';

/** How the limiter reaches the database: one statement, after the migrations (`PostgresStore.run`). */
export type RunStatement = {
  run<R extends pg.QueryResultRow>(text: string, values: unknown[]): Promise<pg.QueryResult<R>>;
};

/**
 * The per-address limit in PostgreSQL: one row per bucket and address, updated atomically, so two
 * instances count together. A refused hit leaves the count at `limit + 1` (a marker: the window is full),
 * which `refund` reads as `limit`.
 */
export class PostgresRateLimiter implements AddressLimiter {
  private hits = 0;

  constructor(
    private readonly store: RunStatement,
    private readonly bucket: string,
    private readonly limit: number,
    private readonly windowMs: number,
  ) {}

  async check(key: string, now: number): Promise<RateDecision> {
    if (this.limit === 0) return { ok: true };
    const { rows } = await this.store.run<{ count: number; window_start: Date }>(
      'SELECT count, window_start FROM rate_limits WHERE bucket = $1 AND key = $2',
      [this.bucket, key],
    );
    const row = rows[0];
    if (!row || now - row.window_start.getTime() >= this.windowMs || row.count < this.limit) return { ok: true };
    return retryAfter(row.window_start.getTime(), this.windowMs, now);
  }

  async hit(key: string, now: number): Promise<RateDecision> {
    if (this.limit === 0) return { ok: true };
    this.hits += 1;
    // Now and then, drop windows that ended (any instance may; the row is recreated on the next hit).
    if (this.hits % 200 === 0) {
      await this.store.run('DELETE FROM rate_limits WHERE bucket = $1 AND window_start < $2', [
        this.bucket,
        new Date(now - this.windowMs),
      ]);
    }
    const { rows } = await this.store.run<{ count: number; window_start: Date }>(
      `INSERT INTO rate_limits AS r (bucket, key, window_start, count) VALUES ($1, $2, $3, 1)
       ON CONFLICT (bucket, key) DO UPDATE SET
         window_start = CASE WHEN r.window_start <= $4 THEN $3 ELSE r.window_start END,
         count = CASE WHEN r.window_start <= $4 THEN 1 ELSE LEAST(r.count + 1, $5) END
       RETURNING count, window_start`,
      [this.bucket, key, new Date(now), new Date(now - this.windowMs), this.limit + 1],
    );
    const row = rows[0]!;
    return row.count <= this.limit ? { ok: true } : retryAfter(row.window_start.getTime(), this.windowMs, now);
  }

  async refund(key: string): Promise<void> {
    if (this.limit === 0) return;
    await this.store.run(
      `UPDATE rate_limits SET count = LEAST(count, $3) - 1 WHERE bucket = $1 AND key = $2 AND count > 0`,
      [this.bucket, key, this.limit],
    );
  }
}
