import {
  availableSeats,
  type InterventionDate,
  type SessionDetail,
  type SessionPreview,
  type ActionScope,
} from '@passerelle/shared';
import { and, asc, eq, sql } from 'drizzle-orm';
import {
  actions,
  cities,
  registrations,
  rooms,
  sessionDates,
  sessions,
  structures,
  type Session,
} from '../../db/schema/index.js';
import { actionScopeCondition } from '../../lib/scope-conditions.js';
import { takenSeatsSql } from '../../lib/taken-seats.js';
import type { Executor } from '../../db/executor.js';
import { selectSessionsWithPlace } from '../../lib/query-joins.js';

export type SessionValues = Omit<
  typeof sessions.$inferInsert,
  'id' | 'status' | 'createdAt' | 'updatedAt' | 'surveyEnabled' | 'reportEnabled'
>;

export async function selectInterventionDates(db: Executor, sessionId: number) {
  const rows = await db
    .select({ id: sessionDates.id, startsAt: sessionDates.startsAt, endsAt: sessionDates.endsAt })
    .from(sessionDates)
    .where(eq(sessionDates.sessionId, sessionId))
    .orderBy(asc(sessionDates.startsAt), asc(sessionDates.id));
  return rows.map((row) => ({
    id: row.id,
    startsAt: row.startsAt.toISOString(),
    endsAt: row.endsAt.toISOString(),
  }));
}

export async function replaceInterventionDates(
  db: Executor,
  sessionId: number,
  dates: readonly InterventionDate[],
): Promise<void> {
  await db.delete(sessionDates).where(eq(sessionDates.sessionId, sessionId));
  if (dates.length > 0) {
    await db.insert(sessionDates).values(
      dates.map((date) => ({
        sessionId,
        startsAt: new Date(date.startsAt),
        endsAt: new Date(date.endsAt),
      })),
    );
  }
}

/** The sessions of an action, by start date, with their seats. */
export async function selectSessionPreviews(
  db: Executor,
  actionId: number,
): Promise<SessionPreview[]> {
  const rows = await db
    .select({
      session: sessions,
      cityName: cities.value,
      takenSeats: takenSeatsSql(sessions.id),
    })
    .from(sessions)
    .leftJoin(cities, eq(cities.id, sessions.cityId))
    .where(eq(sessions.actionId, actionId))
    .orderBy(asc(sessions.startDate), asc(sessions.id));
  return rows.map((row) => toPreview(row.session, row.cityName, row.takenSeats));
}

function toPreview(session: Session, cityName: string | null, takenSeats: number): SessionPreview {
  return {
    id: session.id,
    code: session.code,
    status: session.status,
    startDate: session.startDate.toISOString(),
    endDate: session.endDate.toISOString(),
    modality: session.modality,
    city:
      session.cityId !== null && cityName !== null ? { id: session.cityId, name: cityName } : null,
    seats: session.seats,
    takenSeats,
    availableSeats: availableSeats(session.seats, takenSeats),
    published: session.published,
    cost: session.cost,
  };
}

/** The detail of a session in the scope. */
export async function selectSessionDetail(
  db: Executor,
  id: number,
  scope: ActionScope,
): Promise<SessionDetail | undefined> {
  const [row] = await selectSessionsWithPlace(db, {
    session: sessions,
    actionName: actions.name,
    actionYear: actions.year,
    providerId: actions.providerId,
    providerName: structures.name,
    cityName: cities.value,
    roomName: rooms.name,
    takenSeats: takenSeatsSql(sessions.id),
  }).where(and(eq(sessions.id, id), actionScopeCondition(scope, actions.providerId)));
  if (!row) return undefined;
  const { session } = row;
  return {
    ...toPreview(session, row.cityName, row.takenSeats),
    actionId: session.actionId,
    action: { id: session.actionId, name: row.actionName, year: row.actionYear },
    provider:
      row.providerId !== null && row.providerName !== null
        ? { id: row.providerId, name: row.providerName }
        : null,
    cityId: session.cityId,
    roomId: session.roomId,
    room:
      session.roomId !== null && row.roomName !== null
        ? { id: session.roomId, name: row.roomName }
        : null,
    interventionDates: await selectInterventionDates(db, session.id),
    registrationDeadline: session.registrationDeadline?.toISOString() ?? null,
    externalRegistration: session.externalRegistration,
    externalRegistrationUrl: session.externalRegistrationUrl,
    remoteUrl: session.remoteUrl,
    eCourse: session.eCourse,
    payable: session.payable,
    registrationRequired: session.registrationRequired,
    noFinancialContribution: session.noFinancialContribution,
    realisedHoursOnsite: session.realisedHoursOnsite,
    realisedHoursRemote: session.realisedHoursRemote,
    asyncTime: session.asyncTime,
    surveyEnabled: session.surveyEnabled,
    reportEnabled: session.reportEnabled,
    createdAt: session.createdAt.toISOString(),
    updatedAt: session.updatedAt.toISOString(),
  };
}

/** Inserts a session; its status is the column default (PROGRAMMED), never chosen here. */
export async function insertSession(db: Executor, values: SessionValues): Promise<Session> {
  const [row] = await db.insert(sessions).values(values).returning();
  return row!;
}

/** Updates a session's fields; the status is not among them (the workflow changes it). */
export async function updateSession(
  db: Executor,
  id: number,
  values: Partial<Omit<SessionValues, 'actionId'>>,
): Promise<void> {
  await db
    .update(sessions)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(sessions.id, id));
}

export async function deleteSession(db: Executor, id: number): Promise<void> {
  await db.delete(sessions).where(eq(sessions.id, id));
}

export async function countRegistrations(db: Executor, sessionId: number): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(registrations)
    .where(eq(registrations.sessionId, sessionId));
  return row?.count ?? 0;
}

export async function cityExists(db: Executor, id: number): Promise<boolean> {
  const [row] = await db.select({ id: cities.id }).from(cities).where(eq(cities.id, id));
  return row !== undefined;
}

export async function roomExists(db: Executor, id: number): Promise<boolean> {
  const [row] = await db.select({ id: rooms.id }).from(rooms).where(eq(rooms.id, id));
  return row !== undefined;
}
