import type { Readable } from 'node:stream';
import type { Config } from '../../config.js';
import type { FileStore } from '../../lib/file-store.js';
import type { ArchiveEntry, ArchiveWriter } from './archive.js';
import { FILES_PREFIX } from './manifest.js';

/*
 * The store's files in and out of an archive, through the FileStore interface only (the disk or
 * an object store, whichever the configuration names): keys(), open() and putAt().
 */

/** Files opened ahead of the one being written: an object store answers each in tens of ms. */
const OPEN_AHEAD = 8;

export interface ArchivedFiles {
  keys: Set<string>;
  bytes: number;
}

/** Where the files are, for the operator. */
export function describeStore(store: FileStore, config: Pick<Config, 'FILES_DIR' | 'S3_BUCKET'>) {
  return store.kind === 'disk'
    ? `the disk store ${config.FILES_DIR}`
    : `the S3 bucket ${config.S3_BUCKET}`;
}

/** Writes every file of `store` to `archive` as `files/<key>`, recording its checksum in `sums`. */
export async function archiveFiles(
  store: FileStore,
  archive: ArchiveWriter,
  sums: Map<string, string>,
  progress: (files: number, bytes: number) => void,
): Promise<ArchivedFiles> {
  const keys = new Set<string>();
  let bytes = 0;
  for await (const { key, stream } of openAhead(store)) {
    if (!stream) continue; // deleted since it was listed (the clean-up): nothing to keep
    const written = await archive.addStream(FILES_PREFIX + key, stream, false);
    sums.set(FILES_PREFIX + key, written.sha256);
    keys.add(key);
    bytes += written.size;
    progress(keys.size, bytes);
  }
  return { keys, bytes };
}

/** The store's files opened in the order listed, OPEN_AHEAD at a time. */
async function* openAhead(
  store: FileStore,
): AsyncGenerator<{ key: string; stream: Readable | null }> {
  const pending: Promise<{ key: string; stream: Readable | null }>[] = [];
  for await (const key of store.keys()) {
    const opening = store.open(key).then((stream) => ({ key, stream }));
    opening.catch(() => {}); // awaited below, in turn; not an unhandled rejection meanwhile
    pending.push(opening);
    if (pending.length >= OPEN_AHEAD) yield await pending.shift()!;
  }
  while (pending.length > 0) yield await pending.shift()!;
}

/** Every key of the store. */
export async function storeKeys(store: FileStore): Promise<Set<string>> {
  const keys = new Set<string>();
  for await (const key of store.keys()) keys.add(key);
  return keys;
}

/**
 * Writes the archive's files into the store, adding each key to `written` once it is there (so
 * that a failure later can take them back). Each file is held in memory while it is written.
 */
export async function restoreFiles(
  entries: AsyncIterable<ArchiveEntry>,
  store: FileStore,
  written: Set<string>,
  progress: (files: number, bytes: number) => void,
): Promise<void> {
  let bytes = 0;
  for await (const entry of entries) {
    if (!entry.name.startsWith(FILES_PREFIX)) continue;
    const content = await entry.bytes();
    const key = entry.name.slice(FILES_PREFIX.length);
    await store.putAt(key, content);
    written.add(key);
    bytes += content.length;
    progress(written.size, bytes);
  }
}
