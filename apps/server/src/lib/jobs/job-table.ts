import { sql, type SQL } from 'drizzle-orm';
import { rowsOf } from '../../db/rows.js';
import type { Executor } from '../../db/executor.js';

/*
 * The claims of background work, written once for every table that holds some (decision 043):
 * the outbox's mails, the document sends, the timed tasks. Such a table has a key, `attempts`,
 * `next_attempt_at` and `claimed_by`. A row is due when it is still work to do (`pending`) and its
 * `next_attempt_at` has come. Claiming it counts an attempt and pushes `next_attempt_at` one lease
 * ahead, under the claiming process's name: no other process takes it while the lease runs, and
 * a process that dies leaves it to be claimed again once the lease is over. Finishing a row checks
 * that the claim is still this one (same process, same attempt).
 */

export interface JobTable {
  /** The table's SQL name. */
  name: string;
  /** Its key column's SQL name. */
  key: 'id' | 'name';
  /** The condition of the rows still to work on (e.g. `status = 'PENDING'`). */
  pending: SQL;
}

/** A claimed row: its key and the attempt this claim is. */
export interface Claim<K extends string | number = string | number> {
  key: K;
  attempts: number;
}

const ms = (value: number): SQL => sql`(${Math.round(value)}::integer * interval '1 millisecond')`;

/**
 * Claims up to `limit` due rows for `worker`, oldest due first: locked `FOR UPDATE SKIP LOCKED`
 * (a process claiming at the same moment takes other rows), their attempt counted and their
 * lease set, in one statement.
 */
export async function claimJobs(
  db: Executor,
  table: JobTable,
  options: { worker: string; limit: number; leaseMs: number },
): Promise<Claim[]> {
  const t = sql.identifier(table.name);
  const key = sql.identifier(table.key);
  const result = await db.execute(sql`
    update ${t} set attempts = attempts + 1, next_attempt_at = now() + ${ms(options.leaseMs)},
      claimed_by = ${options.worker}
    where ${key} in (
      select ${key} from ${t}
      where ${table.pending} and next_attempt_at <= now()
      order by next_attempt_at, ${key}
      limit ${options.limit}
      for update skip locked)
    returning ${key} as key, attempts`);
  return rowsOf<Claim>(result).sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
}

/** Extends the lease of the rows `worker` still holds (a job that takes longer than a lease). */
export async function renewLeases(
  db: Executor,
  table: JobTable,
  keys: readonly (string | number)[],
  options: { worker: string; leaseMs: number },
): Promise<void> {
  if (keys.length === 0) return;
  await db.execute(sql`
    update ${sql.identifier(table.name)} set next_attempt_at = now() + ${ms(options.leaseMs)}
    where ${inKeys(table, keys)} and claimed_by = ${options.worker} and ${table.pending}`);
}

/**
 * Gives back rows `worker` claimed and did not finish (a stopping process): due at once for the
 * others, the attempt not counted.
 */
export async function releaseJobs(
  db: Executor,
  table: JobTable,
  keys: readonly (string | number)[],
  worker: string,
): Promise<void> {
  if (keys.length === 0) return;
  await db.execute(sql`
    update ${sql.identifier(table.name)}
    set next_attempt_at = now(), attempts = greatest(attempts - 1, 0), claimed_by = null
    where ${inKeys(table, keys)} and claimed_by = ${worker} and ${table.pending}`);
}

/**
 * Ends a claim: `set` (SQL assignments) applied to the row if this claim still holds it; answers
 * whether it did. `claimed_by` is cleared.
 */
export async function finishJob(
  db: Executor,
  table: JobTable,
  claim: Claim,
  worker: string,
  set: SQL,
): Promise<boolean> {
  const result = await db.execute(sql`
    update ${sql.identifier(table.name)} set claimed_by = null, ${set}
    where ${sql.identifier(table.key)} = ${claim.key} and claimed_by = ${worker}
      and attempts = ${claim.attempts}
    returning 1 as done`);
  return rowsOf(result).length > 0;
}

/** SQL of "in `delayMs` from now", for a retry. */
export const fromNow = (delayMs: number): SQL => sql`now() + ${ms(delayMs)}`;

/** The earliest `next_attempt_at` of the rows still to work on, as a scalar subquery. */
export function nextDueOf(table: JobTable): SQL {
  return sql`(select min(next_attempt_at) from ${sql.identifier(table.name)} where ${table.pending})`;
}

/**
 * Milliseconds until each table's next due row (0 when one is due, null when none), in one
 * statement: an idle process asks this once per poll, whatever the number of queues.
 */
export async function msUntilDue(
  db: Executor,
  tables: readonly JobTable[],
): Promise<(number | null)[]> {
  if (tables.length === 0) return [];
  // Clamped here, not with SQL's greatest(0, …): greatest ignores nulls, so an empty queue's null
  // would become 0, "due now", and an idle process would poll without rest.
  const columns = sql.join(
    tables.map(
      (table, index) =>
        sql`extract(epoch from ${nextDueOf(table)} - now()) * 1000 as ${sql.identifier(`q${index}`)}`,
    ),
    sql`, `,
  );
  const result = await db.execute(sql`select ${columns}`);
  const row = rowsOf<Record<string, string | number | null>>(result)[0] ?? {};
  return tables.map((_, index) => {
    const value = row[`q${index}`];
    return value === null || value === undefined ? null : Math.max(0, Math.ceil(Number(value)));
  });
}

function inKeys(table: JobTable, keys: readonly (string | number)[]): SQL {
  return sql`${sql.identifier(table.key)} in (${sql.join(
    keys.map((key) => sql`${key}`),
    sql`, `,
  )})`;
}
