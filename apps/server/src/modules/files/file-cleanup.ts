import { t } from '@passerelle/shared';
import { and, asc, gt, inArray, lt, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client.js';
import { files } from '../../db/schema/index.js';
import type { FileStore } from '../../lib/file-store.js';
import { listFileReferences, unreferenced } from './file-references.js';

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

/**
 * One batch, in its own read-committed transaction, in two statements:
 * 1. lock candidates `FOR UPDATE SKIP LOCKED`. A transaction attaching a file holds a key-share
 *    lock on it (foreign-key check) until it ends, so a file being attached right now is skipped;
 *    one that starts attaching after this waits for the lock, then fails its foreign-key check.
 * 2. delete them with the same conditions checked again: this statement's snapshot, taken after
 *    the locks, sees every attachment committed before them.
 * `lastId` is null when no candidate is left after this batch.
 */
async function deleteBatch(db: Database, graceMs: number, afterId: number, batchSize: number) {
  return db.transaction(
    async (tx) => {
      const orphan = and(
        lt(files.createdAt, sql`now() - ${graceMs} * interval '1 millisecond'`),
        unreferenced(await listFileReferences(tx)),
      );
      const candidates = await tx
        .select({ id: files.id })
        .from(files)
        .where(and(gt(files.id, afterId), orphan))
        .orderBy(asc(files.id))
        .limit(batchSize)
        .for('update', { skipLocked: true });
      if (candidates.length === 0) return { deleted: [], lastId: null };
      const ids = candidates.map((candidate) => candidate.id);
      const deleted = await tx
        .delete(files)
        .where(and(inArray(files.id, ids), orphan))
        .returning({ id: files.id, storageKey: files.storageKey });
      return {
        deleted,
        lastId: candidates.length < batchSize ? null : ids[ids.length - 1]!,
      };
    },
    { isolationLevel: 'read committed' },
  );
}

/** The French line of the jobs page after a pass, or null when it did nothing. */
export function fileCleanupReport(result: FileCleanupResult): string | null {
  if (result.deleted === 0) return null;
  return t('jobs.report.fileCleanup', { count: result.deleted });
}
