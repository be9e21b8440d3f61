import { existsSync } from 'node:fs';
import { open, rename, rm } from 'node:fs/promises';
import { dirname } from 'node:path';
import type { Config } from '../../config.js';
import { openFileStore } from '../../lib/open-file-store.js';
import { ArchiveWriter } from './archive.js';
import type { DatabaseFacts } from './database-facts.js';
import { dumpEmbedded, lockEmbedded } from './embedded.js';
import {
  CHECKSUMS_ENTRY,
  FORMAT,
  FORMAT_VERSION,
  MANIFEST_ENTRY,
  POSTGRES_DUMP_ENTRY,
  formatChecksums,
  type Manifest,
} from './manifest.js';
import { OperatorError } from './operator-error.js';
import { dumpPostgres } from './postgres.js';
import { archiveFiles, describeStore } from './store-files.js';
import { megabytes, progressEvery, seconds } from './report.js';

export interface BackupResult {
  manifest: Manifest;
  archiveBytes: number;
}

/** Where the archive is written until it is complete: `path` never names half an archive. */
export const partialPath = (path: string) => `${path}.partial`;

/**
 * Writes one archive holding the database and the store's files (decision 047). The database
 * first: a file uploaded meanwhile is then merely one the restored database does not reference.
 */
export async function writeBackup(
  config: Config,
  path: string,
  say: (line: string) => void,
): Promise<BackupResult> {
  if (existsSync(path)) {
    throw new OperatorError(`${path} already exists: a backup never overwrites a file.`);
  }
  if (!existsSync(dirname(path))) {
    throw new OperatorError(`The folder ${dirname(path)} does not exist: create it first.`);
  }
  const started = performance.now();
  const partial = partialPath(path);
  await rm(partial, { force: true });
  const store = await openFileStore(config);
  const lock = config.DATABASE_URL ? null : lockEmbedded(config);
  const archive = new ArchiveWriter(partial);
  try {
    const sums = new Map<string, string>();
    let database: Manifest['database'];
    let facts: DatabaseFacts;
    if (config.DATABASE_URL) {
      const dump = await dumpPostgres(config.DATABASE_URL, archive, say);
      sums.set(POSTGRES_DUMP_ENTRY, dump.written.sha256);
      facts = dump.facts;
      database = manifestDatabase('postgres', facts, dump.dumpedBy, 1, dump.written.size);
    } else {
      const copy = await dumpEmbedded(config, archive, sums, say);
      facts = copy.facts;
      database = manifestDatabase('pglite', facts, null, copy.entries, copy.bytes);
    }
    say(`  done in ${seconds(started)} (${megabytes(database.bytes)} before compression)`);

    const filesStarted = performance.now();
    say(`Files: ${describeStore(store, config)}`);
    const files = await archiveFiles(
      store,
      archive,
      sums,
      progressEvery(1000, (count, bytes) => say(`  ${count} files (${megabytes(bytes)})…`)),
    );
    say(`  ${files.keys.size} files, ${megabytes(files.bytes)} in ${seconds(filesStarted)}`);
    const missing = [...facts.storageKeys].filter((key) => !files.keys.has(key)).sort();
    if (missing.length > 0) {
      say(
        `  Warning: ${missing.length} files that the database references were not in the store ` +
          `(deleted since, or lost before): ${missing.slice(0, 5).join(', ')}${missing.length > 5 ? ', …' : ''}`,
      );
    }

    const checksums = archive.addBuffer(CHECKSUMS_ENTRY, Buffer.from(formatChecksums(sums)));
    const manifest: Manifest = {
      format: FORMAT,
      formatVersion: FORMAT_VERSION,
      createdAt: new Date().toISOString(),
      database,
      files: { store: store.kind, count: files.keys.size, bytes: files.bytes, missing },
      checksums: { entry: CHECKSUMS_ENTRY, sha256: checksums.sha256 },
    };
    archive.addBuffer(MANIFEST_ENTRY, Buffer.from(`${JSON.stringify(manifest, null, 2)}\n`));
    const archiveBytes = await archive.finish();
    await flushToDisk(partial);
    await rename(partial, path);
    say(`Backup written: ${path} (${megabytes(archiveBytes)}) in ${seconds(started)}.`);
    return { manifest, archiveBytes };
  } catch (error) {
    archive.abort();
    await rm(partial, { force: true });
    throw error;
  } finally {
    lock?.release();
  }
}

function manifestDatabase(
  kind: 'postgres' | 'pglite',
  facts: DatabaseFacts,
  dumpedBy: string | null,
  entries: number,
  bytes: number,
): Manifest['database'] {
  return {
    kind,
    serverVersion: facts.serverVersion,
    dumpedBy,
    migrations: facts.migrations,
    rows: facts.rows,
    entries,
    bytes,
  };
}

/** A backup is only one once it is on the disk, not in the system's cache. */
async function flushToDisk(path: string): Promise<void> {
  const handle = await open(path, 'r+');
  try {
    await handle.sync();
  } finally {
    await handle.close();
  }
}
