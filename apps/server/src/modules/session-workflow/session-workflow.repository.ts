import {
  SESSION_AWAITING_ATTENDANCE_STATUS,
  SESSION_READ_ONLY_STATUSES,
  type SessionHistoryEntry,
  type SessionStatus,
  type SessionWorkflowState,
} from '@passerelle/shared';
import { and, count, desc, eq, inArray, notInArray, sql } from 'drizzle-orm';
import {
  registrationHistory,
  registrations,
  sessionDates,
  sessionHistory,
  sessions,
  users,
} from '../../db/schema/index.js';
import type { Executor } from '../../db/executor.js';
import { openRegistrationsOf } from './session-mails.repository.js';
import {
  historyAuthorColumns,
  historyImpersonator,
  withHistoryAuthors,
} from '../../lib/history-author.js';

const stateColumns = {
  id: sessions.id,
  status: sessions.status,
  startDate: sessions.startDate,
  endDate: sessions.endDate,
  surveyEnabled: sessions.surveyEnabled,
  reportEnabled: sessions.reportEnabled,
};

type StateRow = { [K in keyof typeof stateColumns]: (typeof sessions.$inferSelect)[K] };

export function toWorkflowState(row: StateRow): SessionWorkflowState {
  return {
    ...row,
    startDate: row.startDate.toISOString(),
    endDate: row.endDate.toISOString(),
  };
}

/**
 * Moves the session from `from` to `to` only if it is still in `from` (a conditional UPDATE): null
 * when someone changed it meanwhile. Concurrent calls queue on the row lock, and the later one
 * then finds the new status and updates nothing.
 */
export async function updateStatusIf(
  tx: Executor,
  id: number,
  from: SessionStatus,
  values: { status: SessionStatus; startDate?: Date; endDate?: Date },
): Promise<SessionWorkflowState | null> {
  const [row] = await tx
    .update(sessions)
    .set(values)
    .where(and(eq(sessions.id, id), eq(sessions.status, from)))
    .returning(stateColumns);
  return row ? toWorkflowState(row) : null;
}

export async function insertSessionHistory(
  tx: Executor,
  values: {
    sessionId: number;
    authorId: number;
    /** The admin acting as the author (impersonation, decision 031). */
    impersonatorId: number | null;
    fromStatus: SessionStatus;
    toStatus: SessionStatus;
    comment: string;
  },
): Promise<void> {
  await tx.insert(sessionHistory).values(values);
}

/** Newest first, with the author's name (null once the author is deleted). */
export async function listSessionHistory(
  db: Executor,
  sessionId: number,
): Promise<SessionHistoryEntry[]> {
  const rows = await db
    .select({
      id: sessionHistory.id,
      createdAt: sessionHistory.createdAt,
      ...historyAuthorColumns,
      fromStatus: sessionHistory.fromStatus,
      toStatus: sessionHistory.toStatus,
      event: sessionHistory.event,
      comment: sessionHistory.comment,
    })
    .from(sessionHistory)
    .leftJoin(users, eq(users.id, sessionHistory.authorId))
    .leftJoin(historyImpersonator, eq(historyImpersonator.id, sessionHistory.impersonatorId))
    .where(eq(sessionHistory.sessionId, sessionId))
    .orderBy(desc(sessionHistory.createdAt), desc(sessionHistory.id));
  return rows.map(({ createdAt, ...entry }) => ({
    ...withHistoryAuthors(entry),
    createdAt: createdAt.toISOString(),
  }));
}

/**
 * Cancels the session's open registrations with `reason`, each with its history row; returns how
 * many. The rows are locked first so that their previous status, kept in the history, is exact.
 */
export async function cancelOpenRegistrations(
  tx: Executor,
  sessionId: number,
  author: { authorId: number; impersonatorId: number | null },
  reason: string,
): Promise<number> {
  const open = await tx
    .select({ id: registrations.id, status: registrations.status })
    .from(registrations)
    .where(openRegistrationsOf(sessionId))
    .for('update');
  if (open.length === 0) return 0;
  await tx
    .update(registrations)
    .set({ status: 'CANCELED', refusalReason: reason })
    .where(
      inArray(
        registrations.id,
        open.map((registration) => registration.id),
      ),
    );
  await tx.insert(registrationHistory).values(
    open.map((registration) => ({
      registrationId: registration.id,
      ...author,
      fromStatus: registration.status,
      toStatus: 'CANCELED' as const,
      reason,
    })),
  );
  return open.length;
}

/** How many REGISTERED trainees of the session have no attendance recorded. */
export async function countAwaitingAttendance(tx: Executor, sessionId: number): Promise<number> {
  const [row] = await tx
    .select({ count: count() })
    .from(registrations)
    .where(
      and(
        eq(registrations.sessionId, sessionId),
        eq(registrations.status, SESSION_AWAITING_ATTENDANCE_STATUS),
      ),
    );
  return row?.count ?? 0;
}

/** Moves every intervention date of the session by `deltaMs` (the schedule follows the session). */
export async function shiftInterventionDates(
  tx: Executor,
  sessionId: number,
  deltaMs: number,
): Promise<void> {
  if (deltaMs === 0) return;
  const shift = sql`(${deltaMs}::double precision * interval '1 millisecond')`;
  await tx
    .update(sessionDates)
    .set({
      startsAt: sql`${sessionDates.startsAt} + ${shift}`,
      endsAt: sql`${sessionDates.endsAt} + ${shift}`,
    })
    .where(eq(sessionDates.sessionId, sessionId));
}

/**
 * Sets (or, with `enabled` undefined, flips) the survey or report flag of a session that is not
 * read-only; null when the session is closed (or gone) at the time of the update.
 */
export async function updateFlagUnlessClosed(
  db: Executor,
  id: number,
  flag: 'surveyEnabled' | 'reportEnabled',
  enabled: boolean | undefined,
): Promise<SessionWorkflowState | null> {
  const column = sessions[flag];
  const [row] = await db
    .update(sessions)
    .set({ [flag]: enabled ?? sql`not ${column}` })
    .where(and(eq(sessions.id, id), notInArray(sessions.status, [...SESSION_READ_ONLY_STATUSES])))
    .returning(stateColumns);
  return row ? toWorkflowState(row) : null;
}
