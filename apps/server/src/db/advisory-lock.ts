import { sql } from 'drizzle-orm';
import type { Executor } from './executor.js';

/**
 * Holds, until `tx`'s transaction ends, PostgreSQL's advisory lock on `key` in `space` (the
 * two-number form, from the hashes of both texts): a count-then-record by several replicas on
 * one key takes turns, so none of them counts before another has recorded. Locks of different
 * spaces never wait for each other. Only inside a transaction (outside one it is released at
 * once).
 */
export async function lockUntilCommit(tx: Executor, space: string, key: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${space}), hashtext(${key}))`);
}
