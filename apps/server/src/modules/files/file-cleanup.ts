import { t } from '@passerelle/shared';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client.js';
import type { FileStore } from '../../lib/file-store.js';
import { deleteOrphanBatch } from './file-cleanup.repository.js';

/*
 * Uploads are stored first and attached later (a form uploads, gets an id, then saves the entity
 * pointing at it). Files nobody attached, or detached since, are deleted here once older than the
 * grace period, so that a form being filled never loses its files. Decision 013.
 */

/** The first pass ever runs this long after start-up (or sooner with a shorter interval). */
export const FIRST_CLEANUP_DELAY_MS = 60_000;
/** Files deleted per transaction: short transactions, short locks. */
const DEFAULT_BATCH_SIZE = 200;

export interface FileCleanupResult {
  /** `files` rows deleted. */
  deleted: number;
  /** Of those, stored bytes that could not be removed (logged; the row is gone all the same). */
  bytesNotRemoved: number;
}

export interface FileCleanupOptions {
  db: Database;
  store: FileStore;
  log: FastifyBaseLogger;
  /** Only files created longer ago than this are deleted. */
  graceMs: number;
  batchSize?: number;
}

/**
 * Deletes every file that no row references (any foreign key to `files`, read from the catalogue)
 * and that is older than the grace period: the row in a transaction, the bytes after its commit.
 */
export async function cleanUpUnattachedFiles(
  options: FileCleanupOptions,
): Promise<FileCleanupResult> {
  const { db, store, log, graceMs } = options;
  const batchSize = options.batchSize ?? DEFAULT_BATCH_SIZE;
  const result: FileCleanupResult = { deleted: 0, bytesNotRemoved: 0 };
  let afterId = 0;
  for (;;) {
    const batch = await deleteBatch(db, graceMs, afterId, batchSize);
    result.deleted += batch.deleted.length;
    // After the commit only: a rolled-back delete must never leave a row without its bytes.
    for (const { id, storageKey } of batch.deleted) {
      try {
        await store.remove(storageKey); // a missing file is fine: `rm --force`
      } catch (error) {
        result.bytesNotRemoved += 1;
        log.warn({ err: error, fileId: id, storageKey }, 'could not remove the bytes of a file');
      }
    }
    if (batch.lastId === null) return result;
    afterId = batch.lastId;
  }
}

/** One batch (`deleteOrphanBatch`), in its own read-committed transaction. */
async function deleteBatch(db: Database, graceMs: number, afterId: number, batchSize: number) {
  return db.transaction((tx) => deleteOrphanBatch(tx, { graceMs, afterId, batchSize }), {
    isolationLevel: 'read committed',
  });
}

/** The French line of the jobs page after a pass, or null when it did nothing. */
export function fileCleanupReport(result: FileCleanupResult): string | null {
  if (result.deleted === 0) return null;
  return t('jobs.report.fileCleanup', { count: result.deleted });
}
