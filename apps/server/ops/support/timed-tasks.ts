import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { query } from './databases.js';

const POSTPONE = `update scheduled_tasks set next_attempt_at = now() + interval '1 hour'`;

/**
 * Plans every timed task an hour from now, as if each had just run: the portal of `env` (stopped,
 * for the embedded database, whose folder one process opens at a time) is then between two
 * passes, the state an idle server spends its life in.
 */
export async function postponeTimedTasks(env: Record<string, string>): Promise<void> {
  if (env.DATABASE_URL) {
    await query(env.DATABASE_URL, POSTPONE);
    return;
  }
  const client = await PGlite.create(join(env.DATA_DIR!, 'pglite'));
  try {
    await client.exec(POSTPONE);
  } finally {
    await client.close();
  }
}
