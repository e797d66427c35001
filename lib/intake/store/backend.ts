import type { Config } from '@/lib/config';
import type { AddressLimiter } from '../guards/rateLimit';
import { openPostgresStore } from './postgresStore';
import { openSqliteStore, type SqliteOptions } from './sqliteStore';
import type { IntakeStore } from './store';

export type Backend = {
  store: IntakeStore;
  /** A per-address limit of `limit` a window (the intake's, or `ownWindowMs`); `bucket` keeps the limits apart. */
  limiter: (bucket: string, limit: number, ownWindowMs?: number) => AddressLimiter;
};

/**
 * The configured store, with its per-address limits (`IntakeStore.rateLimiter`): PostgreSQL when DATABASE_URL is
 * set (every instance shares them), else the SQLite file (one server).
 */
export function openBackend(config: Config, windowMs: number, options: SqliteOptions = {}): Backend {
  const store = config.databaseUrl
    ? openPostgresStore({
        connectionString: config.databaseUrl,
        poolSize: config.databasePoolSize,
        statementTimeoutMs: config.databaseStatementTimeoutMs,
        connectTimeoutMs: config.databaseConnectTimeoutMs,
      })
    : openSqliteStore(config.intakeDb, options);
  return { store, limiter: (bucket, limit, ownWindowMs = windowMs) => store.rateLimiter(bucket, limit, ownWindowMs) };
}
