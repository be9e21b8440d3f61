import { mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { prepareHintedStatements } from './statement-cache.js';
import type { Config } from '../config.js';
import { acquireDirLock } from './lock.js';
import * as schema from './schema/index.js';

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
  /** Closes the connections and releases the data directory lock. */
  close(): Promise<void>;
}

/** How often a running portal refreshes PGlite's statistics (ANALYZE takes about a second). */
export const ANALYZE_INTERVAL_MS = 60 * 60 * 1000;

/**
 * Runs `handle.analyze()` every `intervalMs` (the timer does not keep the process alive);
 * returns the function that stops it. A failure is reported, never thrown.
 */
export function scheduleAnalyze(
  handle: Pick<DatabaseHandle, 'analyze'>,
  onError: (error: unknown) => void,
  intervalMs = ANALYZE_INTERVAL_MS,
): () => void {
  const timer = setInterval(() => {
    handle.analyze().catch(onError);
  }, intervalMs);
  timer.unref();
  return () => clearInterval(timer);
}

export const MIGRATIONS_FOLDER = fileURLToPath(new URL('./migrations', import.meta.url));

const drizzleOptions = { schema, casing: 'snake_case' } as const;

/** Opens PostgreSQL when DATABASE_URL is set, else PGlite in DATA_DIR/pglite (locked). */
export async function openDatabase(
  config: Pick<Config, 'DATABASE_URL' | 'DATA_DIR'>,
): Promise<DatabaseHandle> {
  if (config.DATABASE_URL) return openPostgres(config.DATABASE_URL);
  const dataDir = resolve(config.DATA_DIR);
  mkdirSync(dataDir, { recursive: true });
  const lock = acquireDirLock(join(dataDir, 'pglite.lock'));
  try {
    const client = await PGlite.create(join(dataDir, 'pglite'));
    return wrapPglite(client, () => lock.release());
  } catch (error) {
    lock.release();
    throw error;
  }
}

/** Wraps an open PGlite (a data directory or an in-memory copy, as the tests make). */
export function wrapPglite(client: PGlite, onClose: () => void = () => {}): DatabaseHandle {
  const db = drizzlePglite({ client, ...drizzleOptions });
  return {
    db: db as unknown as Database,
    driver: 'pglite',
    migrate: () => migratePglite(db, { migrationsFolder: MIGRATIONS_FOLDER }),
    analyze: async () => {
      await client.exec('ANALYZE');
    },
    close: async () => {
      try {
        if (!client.closed) await client.close();
      } finally {
        onClose();
      }
    },
  };
}

/** A node-postgres pool; `max` connections per API replica. */
export function openPostgres(connectionString: string, max = 10): DatabaseHandle {
  const pool = new pg.Pool({ connectionString, max });
  // An idle client losing its connection must not crash the process; the next query reconnects.
  pool.on('error', (error) => console.warn(`PostgreSQL idle connection lost: ${error.message}`));
  prepareHintedStatements(pool);
  const db = drizzlePg({ client: pool, ...drizzleOptions });
  return {
    db: db as unknown as Database,
    driver: 'pg',
    migrate: () => migratePg(db, { migrationsFolder: MIGRATIONS_FOLDER }),
    analyze: async () => {},
    close: () => pool.end(),
  };
}
