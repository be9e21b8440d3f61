import { SEAT_TAKING_REGISTRATION_STATUSES } from '@passerelle/shared';
import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { registrations } from '../db/schema/index.js';

/** A registration that takes a seat: off the waiting list, in a seat-taking status. */
export const seatTakingSql = and(
  eq(registrations.waitingList, false),
  inArray(registrations.status, [...SEAT_TAKING_REGISTRATION_STATUSES]),
)!;

/** Seats taken in the session `sessionId` (a column or expression): off the waiting list. */
export function takenSeatsSql(sessionId: AnyPgColumn | SQL.Aliased | SQL): SQL<number> {
  return sql<number>`(select count(*)::int from ${registrations} where ${and(
    eq(registrations.sessionId, sessionId as AnyPgColumn),
    seatTakingSql,
  )})`;
}
