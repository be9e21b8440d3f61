import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/executor.js';
import { rowsOf } from '../../db/rows.js';
import { scheduledTasks, type ScheduledTaskRow } from '../../db/schema/index.js';

/* The SQL of the automatic tasks page: the timed tasks' rows (decision 043). */

/** Held by a server now: claimed, and its lease (`next_attempt_at` while claimed) not over. */
const RUNNING = sql`(${scheduledTasks.claimedBy} is not null
  and ${scheduledTasks.nextAttemptAt} > now())`;

export type ScheduledTaskStateRow = ScheduledTaskRow & { running: boolean };

/** Every timed task's row, with whether a server runs it now, and the database's clock. */
export async function findScheduledTaskRows(
  db: Executor,
): Promise<{ now: Date; rows: ScheduledTaskStateRow[] }> {
  const [rows, [clock]] = await Promise.all([
    db
      .select({
        name: scheduledTasks.name,
        nextAttemptAt: scheduledTasks.nextAttemptAt,
        attempts: scheduledTasks.attempts,
        claimedBy: scheduledTasks.claimedBy,
        lastStartedAt: scheduledTasks.lastStartedAt,
        lastSuccessAt: scheduledTasks.lastSuccessAt,
        lastFailureAt: scheduledTasks.lastFailureAt,
        lastError: scheduledTasks.lastError,
        lastReport: scheduledTasks.lastReport,
        failures: scheduledTasks.failures,
        running: sql<boolean>`${RUNNING}`,
      })
      .from(scheduledTasks),
    db
      .execute(sql`select extract(epoch from now()) * 1000 as ms`)
      .then((result) => rowsOf<{ ms: string | number }>(result)),
  ]);
  return { now: new Date(Number(clock!.ms)), rows };
}

/**
 * Makes the task due now unless a server runs it, in one statement (a claim at the same moment
 * either comes first, and the task is running, or finds it due). Creates its row when it has
 * none yet. Answers false when it runs.
 */
export async function makeTaskDue(db: Executor, name: string): Promise<boolean> {
  const result = await db.execute(sql`
    insert into ${scheduledTasks} (name, next_attempt_at) values (${name}, now())
    on conflict (name) do update set next_attempt_at = now()
      where not ${RUNNING}
    returning name`);
  return rowsOf(result).length > 0;
}
