import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type { Notifications } from './notifications.js';
import * as schema from './schema/index.js';

/*
 * What both database drivers hand over (db/pglite.ts, db/postgres.ts): each is loaded only when
 * the configuration asks for it (db/client.ts), so a start never loads the other one.
 */

/** The Drizzle database, whichever driver is behind it. */
export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface DatabaseHandle {
  readonly db: Database;
  readonly driver: 'pglite' | 'pg';
  /** LISTEN/NOTIFY between the portal's processes (decision 043). */
  readonly notifications: Notifications;
  /** The connection pool's use now (PostgreSQL); null on the embedded database (one connection). */
  poolUse(): { total: number; idle: number; waiting: number; max: number } | null;
  /**
   * Runs `work` while no other process runs its own (a PostgreSQL advisory lock): replicas started
   * together migrate and seed one after the other, never side by side. The embedded database has
   * one process: `work` just runs.
   */
  exclusively<T>(work: () => Promise<T>): Promise<T>;
  /** Transactions this process has run on the database so far (db/transaction-count.ts). */
  transactions(): number;
  /** Statements this process has sent to the database so far, BEGIN and COMMIT included. */
  statements(): number;
  /** Applies the committed migrations that are not applied yet. */
  migrate(): Promise<void>;
  /**
   * Refreshes the planner's statistics where nothing else does: PGlite has no autovacuum, and
   * without statistics its plans are up to 25 times slower (docs/performance.md). A no-op on
   * PostgreSQL, whose autovacuum analyzes changed tables by itself.
   */
  analyze(): Promise<void>;
  /**
   * `analyze()` at start-up, only when a table has no statistics yet (a new database, a new
   * table, data just written into one): the statistics earlier runs left are kept until the
   * periodic ANALYZE, rather than gathered again on every start (decision 025). Answers whether
   * it ran; always false on PostgreSQL.
   */
  analyzeIfMissing(): Promise<boolean>;
  /** Closes the connections and releases the data directory lock. */
  close(): Promise<void>;
}

/** The Drizzle options both drivers use. */
export const drizzleOptions = { schema, casing: 'snake_case' } as const;
