import { SEAT_TAKING_REGISTRATION_STATUSES, type RegistrationStatus } from '@passerelle/shared';
import { and, asc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { rowsOf } from '../../db/rows.js';
import { prepareHint } from '../../db/statement-cache.js';
import { registrations } from '../../db/schema/index.js';
import type { Executor } from '../../db/executor.js';

/* The SQL of a session's seats and waiting list (registration-seats.ts has their rules). */

/**
 * How a transaction that may give or free a seat holds the session while it counts: the default
 * locks the session row until the transaction ends, so concurrent requests for one session count
 * and insert one after the other. The race test swaps in `withoutSessionLock` to show that without
 * it the same requests overbook.
 */
export type SessionLock = (tx: Executor, sessionId: number) => Promise<void>;

/**
 * An UPDATE of the session row that changes nothing: it takes the lock of the FOR UPDATE family
 * that `SELECT … FOR NO KEY UPDATE` would (two holders exclude each other, as do the session
 * workflow's UPDATEs and `assertSessionEditable`'s share lock, without blocking the foreign-key
 * checks of rows that merely reference the session), and gives the row a new version (`xmin`):
 * a registration request written without the lock (decision 072) sees that the seats may have
 * changed since it counted them, and counts again.
 */
export const lockSessionRow: SessionLock = async (tx, sessionId) => {
  await tx.execute(sql`${prepareHint}${bumpSessionVersion(sessionId)}`);
};

/**
 * The UPDATE that gives the session row a new version (`xmin`) and locks it; with `version`, only
 * if the row is still at that version (the row's `xmin` as read with `sessionVersionColumn`).
 * Under READ COMMITTED, an UPDATE that waited for another writer of the row checks its condition
 * again on the row that writer left, so a stale version matches nothing.
 */
export function bumpSessionVersion(sessionId: number, version?: string): SQL {
  return sql`update sessions set seats = seats where id = ${sessionId}${
    version === undefined ? sql`` : sql` and xmin::text = ${version}`
  } returning id`;
}

export interface SeatCounts {
  seats: number;
  /** Seats held: seat-taking statuses off the waiting list. */
  taken: number;
  /** Open registrations on the waiting list. */
  waiting: number;
}

const WAITING_STATUSES = ['REQUESTED', 'PRE_REGISTERED'] as const satisfies RegistrationStatus[];

/** The status lists of the counts, as SQL literals (constants of the shared rules). */
const SEAT_TAKING = sql.raw(
  SEAT_TAKING_REGISTRATION_STATUSES.map((status) => `'${status}'`).join(', '),
);
const WAITING = sql.raw(WAITING_STATUSES.map((status) => `'${status}'`).join(', '));

/**
 * The session's seats, the seats taken and the waiting list's length, read now; with
 * `beneficiaryId`, also the status of that person's registration to the session, if any.
 */
export async function countSeats(
  tx: Executor,
  sessionId: number,
  beneficiaryId?: number,
): Promise<SeatCounts & { existing?: RegistrationStatus }> {
  // Plain SQL: every registration step counts, under the session lock.
  const result = await tx.execute(sql`${prepareHint}
    select (select seats from sessions where id = ${sessionId}) as seats, counts.*
    from (${seatCountsOf(sessionId, beneficiaryId)}) counts`);
  const [row] = rowsOf<SeatCounts & { existing: RegistrationStatus | null }>(result);
  return toSeatCounts(row);
}

/** Counts as read by `seatCountsOf`, with the session's seats. */
export function toSeatCounts(
  row: (SeatCounts & { existing: RegistrationStatus | null }) | undefined,
): SeatCounts & { existing?: RegistrationStatus } {
  const counts = { seats: row?.seats ?? 0, taken: row?.taken ?? 0, waiting: row?.waiting ?? 0 };
  return row?.existing ? { ...counts, existing: row.existing } : counts;
}

/**
 * The SELECT of the session's seats taken (`taken`) and waiting list's length (`waiting`); with
 * `beneficiaryId`, also the status of that person's registration to the session (`existing`).
 */
export function seatCountsOf(sessionId: number | SQL, beneficiaryId?: number): SQL {
  return sql`select (count(*) filter (where not waiting_list and status in (${SEAT_TAKING})))::int as taken,
      (count(*) filter (where waiting_list and status in (${WAITING})))::int as waiting,
      ${
        beneficiaryId === undefined
          ? sql`null`
          : sql`(array_agg(status) filter (where beneficiary_id = ${beneficiaryId}))[1]`
      } as existing
    from registrations where session_id = ${sessionId}`;
}

/** The registrations of the session's waiting list (still waiting, whatever their step). */
function onWaitingList(sessionId: number): SQL {
  return and(
    eq(registrations.sessionId, sessionId),
    eq(registrations.waitingList, true),
    inArray(registrations.status, WAITING_STATUSES),
  )!;
}

/** The oldest registration of the session's waiting list (askedAt, then id), its row locked. */
export async function findOldestWaiting(tx: Executor, sessionId: number) {
  const [row] = await tx
    .select({
      id: registrations.id,
      status: registrations.status,
      beneficiaryId: registrations.beneficiaryId,
      structureId: registrations.structureId,
    })
    .from(registrations)
    .where(onWaitingList(sessionId))
    .orderBy(asc(registrations.askedAt), asc(registrations.id))
    .limit(1)
    .for('update');
  return row;
}

/**
 * The rank of a waiting registration on its session's list: 1 for the oldest, else one more than
 * those before it (askedAt, then id).
 */
export async function findWaitingRank(
  db: Executor,
  sessionId: number,
  registration: { id: number; askedAt: Date },
): Promise<number> {
  const [row] = await db
    .select({ ahead: sql<number>`count(*)::int` })
    .from(registrations)
    .where(
      and(
        onWaitingList(sessionId),
        sql`(${registrations.askedAt}, ${registrations.id}) < (${registration.askedAt.toISOString()}::timestamptz, ${registration.id})`,
      ),
    );
  return (row?.ahead ?? 0) + 1;
}
