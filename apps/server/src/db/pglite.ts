import { existsSync, mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { rename, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { copyTree } from '../lib/copy-tree.js';
import { MIGRATIONS_FOLDER } from '../paths.js';
import { readBulkRowsThrough } from './bulk-rows.js';
import { drizzleOptions, type Database, type DatabaseHandle } from './handle.js';
import { acquireDirLock } from './lock.js';
import { PgliteNotifications } from './pglite-notifications.js';
import { countPgliteTransactions } from './transaction-count.js';

/* The embedded database: PGlite, on a data directory or in memory (the tests). */

/** PGlite in `<dataDir>/pglite`, the directory locked while it is open. */
export async function openPglite(dataDir: string, pgliteTemplate: string): Promise<DatabaseHandle> {
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
 * PostgreSQL's shared buffers inside PGlite's WebAssembly memory. initdb's 128 MB are written
 * while the database starts, so they count in the process's resident memory from the first
 * second (and WebAssembly memory is never given back); the portal's data is a few tens of MB,
 * read from the operating system's file cache when it is not in these buffers (decision 073).
 * A page read that way costs PGlite a system call through its JavaScript file system (about
 * 8 µs here): 32 MB rather than 16 keep a large export's pages (decision 102).
 */
const SHARED_BUFFERS = '32MB';

/** How the portal opens PGlite on a data directory: its defaults, smaller shared buffers. */
const openOptions = () => ({
  startParams: [...PGlite.defaultStartParams, '-c', `shared_buffers=${SHARED_BUFFERS}`],
});

/**
 * PGlite on the data directory `dir`. A new database starts as a copy of `template` (the build's
 * data directory, made by initdb and the migrations at build time) when there is one: seconds
 * saved, and none of initdb's memory kept by this process (decision 025). Otherwise, or when the
 * copy does not open, PGlite runs initdb itself.
 */
async function createPglite(dir: string, template: string): Promise<PGlite> {
  const isNew = !existsSync(dir) || readdirSync(dir).length === 0;
  if (!isNew || !existsSync(join(template, 'PG_VERSION'))) return PGlite.create(dir, openOptions());
  try {
    // Copied under another name first: a copy cut short is never taken for a database. Copied
    // asynchronously: the app's modules load meanwhile.
    const partial = `${dir}.partial`;
    await rm(partial, { recursive: true, force: true });
    await copyTree(template, partial);
    await rm(dir, { recursive: true, force: true });
    await rename(partial, dir);
    return await PGlite.create(dir, openOptions());
  } catch (error) {
    console.warn(`The database template could not be used, running initdb: ${String(error)}`);
    rmSync(dir, { recursive: true, force: true });
    return PGlite.create(dir, openOptions());
  }
}

/** Applies the migrations to a new PGlite, runs `then`, closes it. */
async function withMigrated(client: PGlite, then: (db: Database) => Promise<void>): Promise<void> {
  const handle = wrapPglite(client);
  try {
    await handle.migrate();
    await then(handle.db);
  } finally {
    await handle.close();
  }
}

/** Makes the build's template: a new, migrated PGlite data directory in `dir`, without data. */
export async function writePgliteTemplate(dir: string): Promise<void> {
  await withMigrated(await PGlite.create(dir), async () => {});
}

/**
 * Writes to `file` a dump of a new, migrated PGlite data directory, without data unless `fill`
 * writes some, which each test file loads into memory (`test/global-setup.ts`). Uncompressed:
 * 43 MB, but loaded in half the time of the gzipped 5 MB (0.6 s instead of 1.2 s, once per test
 * file).
 */
export async function writePgliteDump(
  file: string,
  fill: (db: Database) => Promise<unknown> = async () => {},
): Promise<void> {
  const client = new PGlite();
  await withMigrated(client, async (db) => {
    await fill(db);
    const dump = await client.dumpDataDir('none');
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
  const notifications = new PgliteNotifications(client);
  const { transactions, statements } = countPgliteTransactions(client);
  const analyze = async () => {
    await client.exec('ANALYZE');
  };
  // Bulk rows cross out of the WebAssembly as one text a batch (db/bulk-rows.ts).
  readBulkRowsThrough(db as unknown as Database, async (statement) => {
    const result = await client.query(`copy (${statement}) to '/dev/blob' with (header true)`);
    return (await result.blob?.text()) ?? '';
  });
  return {
    db: db as unknown as Database,
    driver: 'pglite',
    notifications,
    transactions,
    statements,
    poolUse: () => null,
    exclusively: (work) => work(),
    migrate: () => migratePglite(db, { migrationsFolder: MIGRATIONS_FOLDER }),
    analyze,
    analyzeIfMissing: async () => {
      const { rows } = await client.query<{ missing: boolean }>(MISSING_STATISTICS);
      if (rows[0]?.missing) await analyze();
      return rows[0]?.missing === true;
    },
    close: async () => {
      try {
        await notifications.close();
        if (!client.closed) await client.close();
      } finally {
        onClose();
      }
    },
  };
}
