import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
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
