import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/executor.js';
import { rowsOf } from '../../db/rows.js';

/**
 * The `when` of each migration the database has applied: Drizzle's migrator records it as
 * `created_at` in `drizzle.__drizzle_migrations` (the same number as the journal's `when`), and
 * compares it with the journal to decide what to apply. One small read, also the readiness
 * probe's proof that the database answers.
 */
export async function appliedMigrationTimes(db: Executor): Promise<number[]> {
  const result = await db.execute(sql`select created_at from drizzle.__drizzle_migrations`);
  return rowsOf<{ created_at: string | number | bigint }>(result).map((row) =>
    Number(row.created_at),
  );
}
