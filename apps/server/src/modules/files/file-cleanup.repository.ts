import { and, asc, gt, inArray, lt, sql } from 'drizzle-orm';
import type { Executor } from '../../db/executor.js';
import { files } from '../../db/schema/index.js';
import { listFileReferences, unreferenced } from './file-references.repository.js';

/**
 * One batch of the clean-up, in the caller's read-committed transaction, in two statements:
 * 1. lock candidates `FOR UPDATE SKIP LOCKED`. A transaction attaching a file holds a key-share
 *    lock on it (foreign-key check) until it ends, so a file being attached right now is skipped;
 *    one that starts attaching after this waits for the lock, then fails its foreign-key check.
 * 2. delete them with the same conditions checked again: this statement's snapshot, taken after
 *    the locks, sees every attachment committed before them.
 * `lastId` is null when no candidate is left after this batch.
 */
export async function deleteOrphanBatch(
  tx: Executor,
  { graceMs, afterId, batchSize }: { graceMs: number; afterId: number; batchSize: number },
): Promise<{ deleted: { id: number; storageKey: string }[]; lastId: number | null }> {
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
}
