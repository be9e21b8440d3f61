import { createReadStream, createWriteStream, existsSync, mkdirSync } from 'node:fs';
import { mkdir, readdir, rename, rm } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { Config } from '../../config.js';
import { acquireDirLock, DataDirLockedError, type DirLock } from '../../db/lock.js';
import { wrapPglite } from '../../db/pglite.js';
import type { ArchiveEntry, ArchiveWriter } from './archive.js';
import {
  describeRows,
  readFacts,
  rowDifferences,
  tableRows,
  type DatabaseFacts,
  type Query,
} from './database-facts.js';
import { PGLITE_PREFIX } from './manifest.js';
import { OperatorError } from './operator-error.js';

/*
 * The embedded database (decision 047). PGlite runs inside the portal's process and one process
 * only may open its folder (db/lock.ts), so a backup or a restore takes the portal's lock: the
 * portal must be stopped. With the lock held and PGlite closed, the data directory is at rest and
 * its files, copied one by one, are a consistent copy (PostgreSQL's file-system-level backup of
 * a stopped server); they are deflated in the archive.
 */

export function pgliteDir(config: Pick<Config, 'DATA_DIR'>): string {
  return resolve(config.DATA_DIR, 'pglite');
}

/** The portal's own lock on the data folder; refused, with what to do, while a portal runs. */
export function lockEmbedded(config: Pick<Config, 'DATA_DIR'>): DirLock {
  mkdirSync(resolve(config.DATA_DIR), { recursive: true });
  try {
    return acquireDirLock(join(resolve(config.DATA_DIR), 'pglite.lock'));
  } catch (error) {
    if (!(error instanceof DataDirLockedError)) throw error;
    throw new OperatorError(
      `The embedded database in ${pgliteDir(config)} is in use by a running portal` +
        `${error.pid === null ? '' : ` (pid ${error.pid})`}. The embedded database can be backed ` +
        'up or restored only while the portal is stopped: stop it, run this command again, then ' +
        `start the portal. (If no portal runs, delete ${error.lockPath}.) Nothing was changed.`,
    );
  }
}

const queryOf =
  (client: PGlite): Query =>
  async <Row extends object>(sql: string) =>
    (await client.query<Row>(sql)).rows;

const hasDatabase = (dir: string) => existsSync(join(dir, 'PG_VERSION'));

export interface EmbeddedCopy {
  facts: DatabaseFacts;
  entries: number;
  bytes: number;
}

/** Copies the embedded database (the caller holds the lock) into the archive, file by file. */
export async function dumpEmbedded(
  config: Pick<Config, 'DATA_DIR'>,
  archive: ArchiveWriter,
  sums: Map<string, string>,
  say: (line: string) => void,
): Promise<EmbeddedCopy> {
  const dir = pgliteDir(config);
  if (!hasDatabase(dir)) {
    throw new OperatorError(`There is no embedded database in ${dir}: nothing to back up.`);
  }
  // Opened and closed first: a crash's leftovers are recovered, and its facts read.
  const client = await PGlite.create(dir);
  let facts: DatabaseFacts;
  try {
    facts = await readFacts(queryOf(client), `The embedded database in ${dir}`);
  } finally {
    await client.close();
  }
  say(
    `Database: embedded (PGlite, PostgreSQL ${facts.serverVersion}) in ${dir}, migration ` +
      `${facts.migrations.last}, ${describeRows(facts.rows)}`,
  );
  let entries = 0;
  let bytes = 0;
  for (const { path, isDirectory } of await walk(dir)) {
    const name = PGLITE_PREFIX + path;
    if (isDirectory) {
      archive.addDirectory(`${name}/`);
      continue;
    }
    const written = await archive.addStream(name, createReadStream(join(dir, path)), true);
    sums.set(name, written.sha256);
    entries += 1;
    bytes += written.size;
  }
  return { facts, entries, bytes };
}

/** Every directory and file under `root`, relative, with '/' separators, parents first. */
async function walk(root: string): Promise<{ path: string; isDirectory: boolean }[]> {
  const found: { path: string; isDirectory: boolean }[] = [];
  const visit = async (relative: string) => {
    const children = await readdir(join(root, relative), { withFileTypes: true });
    children.sort((a, b) => (a.name < b.name ? -1 : 1));
    for (const child of children) {
      const path = relative ? `${relative}/${child.name}` : child.name;
      if (child.isDirectory()) {
        found.push({ path, isDirectory: true });
        await visit(path);
      } else if (child.isFile()) {
        found.push({ path, isDirectory: false });
      }
    }
  };
  await visit('');
  return found;
}

/**
 * What the embedded database folder holds, or null when there is none. Not opened: PGlite writes
 * to its folder even to read it, and a refused restore changes nothing.
 */
export async function embeddedContents(config: Pick<Config, 'DATA_DIR'>): Promise<string | null> {
  const dir = pgliteDir(config);
  if (!existsSync(dir) || (await readdir(dir)).length === 0) return null;
  return hasDatabase(dir)
    ? `the embedded database in ${dir} exists (a portal has started on it)`
    : `the folder ${dir} is not empty`;
}

/**
 * Writes the archive's database files into `<DATA_DIR>/pglite.restoring`, opens it, checks its
 * rows against the manifest's, brings its migrations current, and only then puts it in place of
 * `<DATA_DIR>/pglite` (the one there, with `--force`, is deleted). A failure removes the folder
 * being written: the data folder is left as it was. The caller holds the lock.
 */
export async function restoreEmbedded(
  config: Pick<Config, 'DATA_DIR'>,
  entries: AsyncIterable<ArchiveEntry>,
  expected: { rows: Record<string, number>; serverVersion: string },
  say: (line: string) => void,
): Promise<void> {
  const dir = pgliteDir(config);
  const staging = `${dir}.restoring`;
  await rm(staging, { recursive: true, force: true });
  await mkdir(staging, { recursive: true, mode: 0o700 });
  try {
    for await (const entry of entries) {
      if (!entry.name.startsWith(PGLITE_PREFIX)) continue;
      const path = join(staging, entry.name.slice(PGLITE_PREFIX.length));
      if (entry.isDirectory) {
        await mkdir(path, { recursive: true, mode: 0o700 });
        continue;
      }
      await mkdir(dirname(path), { recursive: true, mode: 0o700 });
      await entry.copyTo(createWriteStream(path, { mode: 0o600 }));
    }
    let client: PGlite;
    try {
      client = await PGlite.create(staging);
    } catch (error) {
      throw new OperatorError(
        `This Passerelle's embedded database cannot open the archive's (PostgreSQL ` +
          `${expected.serverVersion}): ${(error as Error).message}. Restore it with the version ` +
          'that made it. Nothing was changed.',
      );
    }
    const handle = wrapPglite(client);
    try {
      const differences = rowDifferences(expected.rows, await tableRows(queryOf(client)));
      if (differences.length > 0) {
        throw new OperatorError(
          `The restored database does not hold the rows the archive lists (${differences.join('; ')}). Nothing was changed.`,
        );
      }
      say('  bringing its migrations up to date…');
      await handle.migrate();
    } finally {
      await handle.close();
    }
    if (existsSync(dir)) {
      const replaced = `${dir}.replaced`;
      await rm(replaced, { recursive: true, force: true });
      await rename(dir, replaced);
      await rename(staging, dir);
      await rm(replaced, { recursive: true, force: true });
    } else {
      await rename(staging, dir);
    }
  } catch (error) {
    await rm(staging, { recursive: true, force: true });
    throw error;
  }
}
