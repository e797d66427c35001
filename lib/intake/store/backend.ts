import type { Config } from '@/lib/config';
import { openPostgresStore } from './postgresStore';
import { RateLimiter, type AddressLimiter } from '../guards/rateLimit';
import { openSqliteStore, type SqliteOptions } from './sqliteStore';
import type { IntakeStore } from './store';

export type Backend = {
  store: IntakeStore;
  /** A per-address limit of `limit` a window (the intake's, or `ownWindowMs`); `bucket` keeps the limits apart. */
  limiter: (bucket: string, limit: number, ownWindowMs?: number) => AddressLimiter;
};

/**
 * The configured store and per-address limits: in PostgreSQL when DATABASE_URL is set (every instance
 * shares them), else the SQLite file and limits kept in this process's memory (one server).
 */
export function openBackend(config: Config, windowMs: number, options: SqliteOptions = {}): Backend {
  if (config.databaseUrl) {
    const store = openPostgresStore({
      connectionString: config.databaseUrl,
      poolSize: config.databasePoolSize,
      statementTimeoutMs: config.databaseStatementTimeoutMs,
      connectTimeoutMs: config.databaseConnectTimeoutMs,
    });
    return {
      store,
      limiter: (bucket, limit, ownWindowMs = windowMs) => store.rateLimiter(bucket, limit, ownWindowMs),
    };
  }
  return {
    store: openSqliteStore(config.intakeDb, options),
    limiter: (_bucket, limit, ownWindowMs = windowMs) => new RateLimiter(limit, ownWindowMs),
  };
}
