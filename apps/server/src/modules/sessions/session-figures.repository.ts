import {
  ATTENDED_REGISTRATION_STATUSES,
  SEAT_TAKING_REGISTRATION_STATUSES,
  UNCOUNTED_REGISTRATION_STATUSES,
  type ActionScope,
  type SessionFilters,
  type SessionStatus,
} from '@passerelle/shared';
import { and, eq, inArray, notInArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import {
  sessionFigureColumns,
  sessionsByStatus,
  sessionsByStatusSql,
} from '../../lib/sessions-by-status.js';
import { actions, registrations, sessions } from '../../db/schema/index.js';
import { needsActions, sessionConditions } from './sessions-list.repository.js';

export interface SessionCounts {
  sessionCount: number;
  sessionsByStatus: Record<SessionStatus, number>;
  seats: number;
  takenSeats: number;
  registrations: number;
  attended: number;
  totalCost: string;
}

/**
 * Figures of the sessions the list's filters select, in one statement: the sessions by status,
 * their seats and costs, and their registrations counted three ways (seats held off the waiting
 * list; every one neither cancelled nor refused; the trainees who came).
 */
export async function selectSessionIndicators(
  db: Database,
  filters: SessionFilters,
  scope: ActionScope,
): Promise<SessionCounts> {
  let matching = db.select(sessionFigureColumns).from(sessions).$dynamic();
  if (needsActions(filters, scope)) {
    matching = matching.innerJoin(actions, eq(actions.id, sessions.actionId));
  }
  const filtered = db
    .$with('filtered_sessions')
    .as(matching.where(sessionConditions(filters, scope)));
  const ofFiltered = inArray(
    registrations.sessionId,
    db.select({ id: filtered.id }).from(filtered),
  );
  const countRegistrations = (condition: ReturnType<typeof and>) =>
    sql<number>`(select count(*)::int from ${registrations} where ${and(ofFiltered, condition)})`;

  const [row] = await db
    .with(filtered)
    .select({
      byStatus: sessionsByStatusSql(filtered, filtered.status),
      seats: sql<number>`(select coalesce(sum(${filtered.seats}), 0)::int from ${filtered})`,
      totalCost: sql<string>`(select coalesce(sum(${filtered.cost}), 0.00) from ${filtered})::text`,
      takenSeats: countRegistrations(
        and(
          eq(registrations.waitingList, false),
          inArray(registrations.status, [...SEAT_TAKING_REGISTRATION_STATUSES]),
        ),
      ),
      registrations: countRegistrations(
        notInArray(registrations.status, [...UNCOUNTED_REGISTRATION_STATUSES]),
      ),
      attended: countRegistrations(
        inArray(registrations.status, [...ATTENDED_REGISTRATION_STATUSES]),
      ),
    })
    .from(sql`(select 1) as one`);

  const byStatus = sessionsByStatus(row!.byStatus);
  return {
    sessionCount: Object.values(byStatus).reduce((sum, n) => sum + n, 0),
    sessionsByStatus: byStatus,
    seats: row!.seats,
    takenSeats: row!.takenSeats,
    registrations: row!.registrations,
    attended: row!.attended,
    totalCost: row!.totalCost,
  };
}

/** Seats held and trainees who came in one session. */
export async function selectSessionAttendanceCounts(
  db: Database,
  sessionId: number,
): Promise<{ takenSeats: number; attended: number }> {
  const [row] = await db
    .select({
      takenSeats: sql<number>`(count(*) filter (where ${and(
        eq(registrations.waitingList, false),
        inArray(registrations.status, [...SEAT_TAKING_REGISTRATION_STATUSES]),
      )}))::int`,
      attended: sql<number>`(count(*) filter (where ${inArray(registrations.status, [
        ...ATTENDED_REGISTRATION_STATUSES,
      ])}))::int`,
    })
    .from(registrations)
    .where(eq(registrations.sessionId, sessionId));
  return { takenSeats: row?.takenSeats ?? 0, attended: row?.attended ?? 0 };
}
