import { existsSync, mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { cp, rename, rm } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { prepareHintedStatements } from './statement-cache.js';
import type { Config } from '../config.js';
import { MIGRATIONS_FOLDER, PGLITE_TEMPLATE } from '../paths.js';
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

const drizzleOptions = { schema, casing: 'snake_case' } as const;

/**
 * Opens PostgreSQL when DATABASE_URL is set, else PGlite in DATA_DIR/pglite (locked); a new
 * PGlite database starts as a copy of `pgliteTemplate` when there is one (see `createPglite`).
 */
export async function openDatabase(
  config: Pick<Config, 'DATABASE_URL' | 'DATA_DIR'>,
  { pgliteTemplate = PGLITE_TEMPLATE }: { pgliteTemplate?: string } = {},
): Promise<DatabaseHandle> {
  if (config.DATABASE_URL) return openPostgres(config.DATABASE_URL);
  const dataDir = resolve(config.DATA_DIR);
  mkdirSync(dataDir, { recursive: true });
  const lock = acquireDirLock(join(dataDir, 'pglite.lock'));
  try {
    const client = await createPglite(join(dataDir, 'pglite'), pgliteTemplate);
    return wrapPglite(client, () => lock.release());
  } catch (error) {
    lock.release();
    throw error;
  }
}

/**
 * PGlite on the data directory `dir`. A new database starts as a copy of `template` (the build's
 * data directory, made by initdb and the migrations at build time) when there is one: seconds
 * saved, and none of initdb's memory kept by this process (decision 025). Otherwise, or when the
 * copy does not open, PGlite runs initdb itself.
 */
async function createPglite(dir: string, template: string): Promise<PGlite> {
  const isNew = !existsSync(dir) || readdirSync(dir).length === 0;
  if (!isNew || !existsSync(join(template, 'PG_VERSION'))) return PGlite.create(dir);
  try {
    // Copied under another name first: a copy cut short is never taken for a database. Copied
    // asynchronously: the app's modules load meanwhile.
    const partial = `${dir}.partial`;
    await rm(partial, { recursive: true, force: true });
    await cp(template, partial, { recursive: true });
    await rm(dir, { recursive: true, force: true });
    await rename(partial, dir);
    return await PGlite.create(dir);
  } catch (error) {
    console.warn(`The database template could not be used, running initdb: ${String(error)}`);
    rmSync(dir, { recursive: true, force: true });
    return PGlite.create(dir);
  }
}

/** Applies the migrations to a new PGlite, runs `then`, closes it. */
async function withMigrated(client: PGlite, then: () => Promise<void>): Promise<void> {
  const handle = wrapPglite(client);
  try {
    await handle.migrate();
    await then();
  } finally {
    await handle.close();
  }
}

/** Makes the build's template: a new, migrated PGlite data directory in `dir`, without data. */
export async function writePgliteTemplate(dir: string): Promise<void> {
  await withMigrated(await PGlite.create(dir), async () => {});
}

/**
 * Writes to `file` a gzipped dump of a new, migrated PGlite data directory, without data, which
 * each test file loads into memory (`test/global-setup.ts`).
 */
export async function writePgliteDump(file: string): Promise<void> {
  const client = new PGlite();
  await withMigrated(client, async () => {
    const dump = await client.dumpDataDir('gzip');
    writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  });
}

/** True when a table of the schema has never been analyzed (or holds rows without statistics). */
const MISSING_STATISTICS = `
  select exists (
    select 1 from pg_class c
    where c.relnamespace = 'public'::regnamespace and c.relkind = 'r'
      and (c.reltuples < 0
        or (c.reltuples > 0 and not exists (select 1 from pg_statistic s where s.starelid = c.oid)))
  ) as missing`;

/** Wraps an open PGlite (a data directory or an in-memory copy, as the tests make). */
export function wrapPglite(client: PGlite, onClose: () => void = () => {}): DatabaseHandle {
  const db = drizzlePglite({ client, ...drizzleOptions });
  const analyze = async () => {
    await client.exec('ANALYZE');
  };
  return {
    db: db as unknown as Database,
    driver: 'pglite',
    migrate: () => migratePglite(db, { migrationsFolder: MIGRATIONS_FOLDER }),
    analyze,
    analyzeIfMissing: async () => {
      const { rows } = await client.query<{ missing: boolean }>(MISSING_STATISTICS);
      if (rows[0]?.missing) await analyze();
      return rows[0]?.missing === true;
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
    analyzeIfMissing: async () => false,
    close: () => pool.end(),
  };
}
