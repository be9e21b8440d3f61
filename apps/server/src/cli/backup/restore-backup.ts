import { createHash } from 'node:crypto';
import type { Config } from '../../config.js';
import { openDatabase } from '../../db/client.js';
import { isFileKey } from '../../lib/file-store.js';
import { openFileStore } from '../../lib/open-file-store.js';
import { readArchive, type ArchiveEntry } from './archive.js';
import {
  checkMigrationsKnown,
  describeRows,
  pendingMigrations,
  rowDifferences,
} from './database-facts.js';
import { embeddedContents, lockEmbedded, restoreEmbedded } from './embedded.js';
import {
  CHECKSUMS_ENTRY,
  FILES_PREFIX,
  FORMAT,
  FORMAT_VERSION,
  MANIFEST_ENTRY,
  PGLITE_PREFIX,
  POSTGRES_DUMP_ENTRY,
  manifestSchema,
  parseChecksums,
  type Manifest,
} from './manifest.js';
import { OperatorError } from './operator-error.js';
import { checkRestoreTools, postgresContents, postgresRows, restorePostgres } from './postgres.js';
import { megabytes, progressEvery, seconds } from './report.js';
import { describeStore, restoreFiles, storeKeys } from './store-files.js';

/*
 * The restore (decision 047): the whole archive is checked first (manifest, every entry's
 * checksum), then the target (empty, or `--force`), then the files are written and the database
 * loaded; a failure there takes the written files back and leaves the database as it was.
 */

const KINDS: Record<Manifest['database']['kind'], string> = {
  postgres: 'PostgreSQL',
  pglite: 'the embedded database (PGlite)',
};

const notABackup = (path: string, why: string) =>
  new OperatorError(`${path} is not a Passerelle backup (${why}). Nothing was changed.`);

interface Described {
  manifest: Manifest;
  /** `SHA256SUMS`: every data entry's checksum. */
  sums: Map<string, string>;
}

/** Reads the manifest and the checksums (the central directory and two small entries). */
export async function readManifest(path: string, say: (line: string) => void): Promise<Described> {
  let manifestText: string | null = null;
  let checksumsText: string | null = null;
  for await (const entry of readArchive(path)) {
    if (entry.name === MANIFEST_ENTRY) manifestText = (await entry.bytes()).toString('utf8');
    if (entry.name === CHECKSUMS_ENTRY) checksumsText = (await entry.bytes()).toString('utf8');
  }
  if (manifestText === null) throw notABackup(path, `no ${MANIFEST_ENTRY}`);
  let parsed: unknown;
  try {
    parsed = JSON.parse(manifestText);
  } catch {
    throw notABackup(path, `${MANIFEST_ENTRY} is not JSON`);
  }
  const head = parsed as { format?: unknown; formatVersion?: unknown };
  if (head?.format !== FORMAT) throw notABackup(path, `${MANIFEST_ENTRY} is not ours`);
  if (typeof head.formatVersion === 'number' && head.formatVersion > FORMAT_VERSION) {
    throw new OperatorError(
      `${path} is a backup of format ${head.formatVersion}, made by a newer Passerelle; this one ` +
        `reads format ${FORMAT_VERSION}. Restore it with the version that made it. Nothing was changed.`,
    );
  }
  const result = manifestSchema.safeParse(parsed);
  if (!result.success)
    throw notABackup(path, `${MANIFEST_ENTRY}: ${result.error.issues[0]!.message}`);
  const manifest = result.data;
  say(
    `Archive: made ${manifest.createdAt} from ${KINDS[manifest.database.kind]} ` +
      `${manifest.database.serverVersion}, migration ${manifest.database.migrations.last}, ` +
      `${describeRows(manifest.database.rows)}; ${manifest.files.count} files ` +
      `(${megabytes(manifest.files.bytes)})`,
  );

  const sums = checksumsText === null ? null : parseChecksums(checksumsText);
  if (!sums || sha256Of(checksumsText!) !== manifest.checksums.sha256) {
    throw damaged(path, `${CHECKSUMS_ENTRY} does not match the manifest`);
  }
  return { manifest, sums };
}

/** Reads every entry and checks it against its checksum and the manifest's counts. */
export async function checkEntries(
  path: string,
  { manifest, sums }: Described,
  say: (line: string) => void,
): Promise<void> {
  const started = performance.now();
  say('Checking every entry of the archive against its checksum…');
  const seen = new Set<string>();
  let files = 0;
  let databaseEntries = 0;
  for await (const entry of readArchive(path)) {
    if (entry.name === MANIFEST_ENTRY || entry.name === CHECKSUMS_ENTRY) continue;
    if (!belongs(entry, manifest.database.kind)) {
      throw notABackup(path, `unexpected entry ${entry.name}`);
    }
    if (entry.isDirectory) continue;
    const expected = sums.get(entry.name);
    if (expected === undefined) throw damaged(path, `${entry.name} has no checksum`);
    const { sha256 } = await entry.digest();
    if (sha256 !== expected) throw damaged(path, `${entry.name} does not match its checksum`);
    seen.add(entry.name);
    if (entry.name.startsWith(FILES_PREFIX)) files += 1;
    else databaseEntries += 1;
  }
  const absent = [...sums.keys()].filter((name) => !seen.has(name));
  if (absent.length > 0)
    throw damaged(path, `${absent.length} entries are missing, e.g. ${absent[0]}`);
  if (files !== manifest.files.count || databaseEntries !== manifest.database.entries) {
    throw damaged(path, 'its entries are not those its manifest counts');
  }
  say(`  the archive is complete and intact (${seen.size} entries, ${seconds(started)})`);
}

const sha256Of = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');

const damaged = (path: string, why: string) =>
  new OperatorError(`The archive ${path} is damaged: ${why}. Nothing was changed.`);

/** Whether an entry's name is one a backup of this kind holds. */
function belongs(entry: ArchiveEntry, kind: Manifest['database']['kind']): boolean {
  if (entry.name.startsWith(FILES_PREFIX)) {
    return !entry.isDirectory && isFileKey(entry.name.slice(FILES_PREFIX.length));
  }
  return kind === 'postgres'
    ? entry.name === POSTGRES_DUMP_ENTRY
    : entry.name.startsWith(PGLITE_PREFIX) && entry.name.length > PGLITE_PREFIX.length;
}

export interface RestoreOptions {
  /** Replace a database and a store that are not empty. */
  force: boolean;
}

/** Restores the archive at `path` into the configured database and store. */
export async function restoreBackup(
  config: Config,
  path: string,
  { force }: RestoreOptions,
  say: (line: string) => void,
): Promise<Manifest> {
  const started = performance.now();
  const described = await readManifest(path, say);
  const { manifest } = described;
  const kind = config.DATABASE_URL ? 'postgres' : 'pglite';
  if (manifest.database.kind !== kind) {
    throw new OperatorError(
      `The archive holds ${KINDS[manifest.database.kind]}, but the configuration names ` +
        `${KINDS[kind]} (DATABASE_URL is ${config.DATABASE_URL ? 'set' : 'unset'}): a backup is ` +
        'restored into the same kind of database. Nothing was changed.',
    );
  }
  checkMigrationsKnown(manifest.database.migrations);
  if (kind === 'postgres') await checkRestoreTools(manifest.database.dumpedBy);

  const lock = kind === 'pglite' ? lockEmbedded(config) : null;
  try {
    const store = await openFileStore(config);
    const storeLabel = describeStore(store, config);
    const existingKeys = await storeKeys(store);
    const database = config.DATABASE_URL
      ? await postgresContents(config.DATABASE_URL)
      : await embeddedContents(config);
    const archived = new Set<string>();
    for await (const entry of readArchive(path)) {
      if (entry.name.startsWith(FILES_PREFIX)) archived.add(entry.name.slice(FILES_PREFIX.length));
    }
    const leftOver = [...existingKeys].filter((key) => !archived.has(key));
    const contents = [
      ...(database ? [database] : []),
      ...(existingKeys.size > 0 ? [`${storeLabel} holds ${existingKeys.size} files`] : []),
    ];
    if (contents.length > 0 && !force) {
      throw new OperatorError(
        `Refusing to restore: the target is not empty: ${contents.join('; ')}. Restore into an ` +
          'empty database and an empty store (a portal started on them once is no longer empty), ' +
          'or run again with --force to replace what they hold. Nothing was changed.',
      );
    }
    await checkEntries(path, described, say);
    if (contents.length > 0) {
      say('--force: replacing what the target holds:');
      if (database) {
        say(
          kind === 'postgres'
            ? `  - ${database}: its schemas public and drizzle are dropped and replaced by the archive's, in the restore's transaction`
            : `  - ${database}: it is replaced by the archive's once that one is written and checked`,
        );
      }
      if (existingKeys.size > 0) {
        say(
          `  - ${storeLabel}: ${existingKeys.size - leftOver.length} of its files are written again ` +
            `from the archive, the ${leftOver.length} others are deleted once the database is restored`,
        );
      }
    }

    const written = new Set<string>();
    try {
      const filesStarted = performance.now();
      say(`Files: writing ${manifest.files.count} files into ${storeLabel}…`);
      await restoreFiles(
        readArchive(path),
        store,
        written,
        progressEvery(1000, (count, bytes) => say(`  ${count} files (${megabytes(bytes)})…`)),
      );
      say(`  done in ${seconds(filesStarted)}`);

      const databaseStarted = performance.now();
      say(`Database: loading the archive's into ${KINDS[kind]}…`);
      if (config.DATABASE_URL) {
        const url = config.DATABASE_URL;
        await withEntry(path, POSTGRES_DUMP_ENTRY, (dump) =>
          restorePostgres(url, dump, database !== null),
        );
      } else {
        await restoreEmbedded(config, readArchive(path), manifest.database, say);
      }
      say(`  done in ${seconds(databaseStarted)}`);
    } catch (error) {
      // Only what was not there before: with --force, a file written again is the same file.
      for (const key of written) if (!existingKeys.has(key)) await store.remove(key);
      throw error;
    }

    if (config.DATABASE_URL) {
      const differences = rowDifferences(
        manifest.database.rows,
        await postgresRows(config.DATABASE_URL),
      );
      if (differences.length > 0) {
        throw new OperatorError(
          `The database was restored but does not hold the rows the archive lists: ${differences.join('; ')}.`,
        );
      }
      await migratePostgres(config, manifest, say);
    }
    for (const key of leftOver) await store.remove(key);
    if (leftOver.length > 0) say(`Files: ${leftOver.length} files not in the archive deleted`);
    say(`Restore complete in ${seconds(started)}: the portal can be started on it.`);
    return manifest;
  } finally {
    lock?.release();
  }
}

/** Runs `work` on the entry `name` while the archive is open. */
async function withEntry(
  path: string,
  name: string,
  work: (entry: ArchiveEntry) => Promise<void>,
): Promise<void> {
  for await (const entry of readArchive(path)) if (entry.name === name) return await work(entry);
  throw new OperatorError(`The archive ${path} has no ${name}.`);
}

/** The migrations the restored database lacks, applied as the portal's start would. */
async function migratePostgres(
  config: Config,
  manifest: Manifest,
  say: (line: string) => void,
): Promise<void> {
  const pending = pendingMigrations(manifest.database.migrations);
  if (pending.length === 0) return;
  say(`Database: applying the migrations it lacks (${pending.join(', ')})…`);
  const handle = await openDatabase(config);
  try {
    await handle.exclusively(() => handle.migrate());
  } finally {
    await handle.close();
  }
}
