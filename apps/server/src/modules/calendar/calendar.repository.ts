import {
  UNCOUNTED_REGISTRATION_STATUSES,
  type CalendarFeedScope,
  type Modality,
  type RegistrationStatus,
  type SessionStatus,
} from '@passerelle/shared';
import { and, asc, eq, gte, inArray, isNull, notInArray, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/executor.js';
import { selectDatesOfSessions } from '../../lib/session-dates.js';
import {
  actions,
  calendarFeeds,
  cities,
  registrations,
  rooms,
  sessions,
  structures,
  userProfiles,
  users,
} from '../../db/schema/index.js';
import { sessionHeadColumns } from '../../lib/session-columns.js';
import { selectSessionsWithPlace } from '../../lib/query-joins.js';

/** The live feed of a user and scope, if any. */
export async function findLiveFeed(
  db: Executor,
  userId: number,
  scope: CalendarFeedScope,
): Promise<{ createdAt: Date } | undefined> {
  const [row] = await db
    .select({ createdAt: calendarFeeds.createdAt })
    .from(calendarFeeds)
    .where(
      and(
        eq(calendarFeeds.userId, userId),
        eq(calendarFeeds.scope, scope),
        isNull(calendarFeeds.revokedAt),
      ),
    );
  return row;
}

/** Revokes the user's live feed of `scope`; whether there was one. */
export async function revokeLiveFeed(
  db: Executor,
  userId: number,
  scope: CalendarFeedScope,
): Promise<boolean> {
  const rows = await db
    .update(calendarFeeds)
    .set({ revokedAt: sql`now()` })
    .where(
      and(
        eq(calendarFeeds.userId, userId),
        eq(calendarFeeds.scope, scope),
        isNull(calendarFeeds.revokedAt),
      ),
    )
    .returning({ id: calendarFeeds.id });
  return rows.length > 0;
}

export async function insertFeed(
  db: Executor,
  values: { userId: number; scope: CalendarFeedScope; tokenHash: string },
): Promise<{ createdAt: Date }> {
  const [row] = await db
    .insert(calendarFeeds)
    .values(values)
    .returning({ createdAt: calendarFeeds.createdAt });
  return row!;
}

/** The live feed of a token's hash, with its owner, unless revoked or the account disabled. */
export async function findFeedByHash(
  db: Executor,
  tokenHash: string,
): Promise<{ userId: number; scope: CalendarFeedScope } | undefined> {
  const [row] = await db
    .select({ userId: calendarFeeds.userId, scope: calendarFeeds.scope })
    .from(calendarFeeds)
    .innerJoin(users, eq(users.id, calendarFeeds.userId))
    .where(
      and(
        eq(calendarFeeds.tokenHash, tokenHash),
        isNull(calendarFeeds.revokedAt),
        eq(users.disabled, false),
      ),
    );
  return row;
}

/** The structures a user is a provider of. */
export async function providerStructureIdsOf(db: Executor, userId: number): Promise<number[]> {
  const rows = await db
    .select({ structureId: userProfiles.structureId })
    .from(userProfiles)
    .where(and(eq(userProfiles.userId, userId), eq(userProfiles.profileCode, 'profile_provider')));
  return rows.flatMap((row) => (row.structureId === null ? [] : [row.structureId]));
}

/** A session as its calendar events need it. */
export interface CalendarSessionRow {
  id: number;
  code: string;
  status: SessionStatus;
  startDate: Date;
  endDate: Date;
  updatedAt: Date;
  modality: Modality;
  remoteUrl: string | null;
  cityName: string | null;
  roomName: string | null;
  roomAddress: string | null;
  actionId: number;
  actionName: string;
  providerName: string | null;
  /** The viewer's registration (beneficiary feeds), else null. */
  registrationStatus: RegistrationStatus | null;
  dates: { id: number; startsAt: Date; endsAt: Date }[];
}

const sessionColumns = {
  ...sessionHeadColumns,
  updatedAt: sessions.updatedAt,
  modality: sessions.modality,
  remoteUrl: sessions.remoteUrl,
  cityName: cities.value,
  roomName: rooms.name,
  roomAddress: rooms.address,
  actionId: actions.id,
  actionName: actions.name,
  providerName: structures.name,
};

async function withDates(
  db: Executor,
  rows: Omit<CalendarSessionRow, 'dates'>[],
): Promise<CalendarSessionRow[]> {
  const dates = await selectDatesOfSessions(
    db,
    rows.map((row) => row.id),
  );
  return rows.map((row) => ({ ...row, dates: dates.get(row.id) ?? [] }));
}

function sessionsQuery(db: Executor) {
  return selectSessionsWithPlace(db, {
    ...sessionColumns,
    registrationStatus: sql<RegistrationStatus | null>`null`,
  });
}

/** The sessions the beneficiary is registered to (not cancelled nor refused), ending after `since`. */
export async function beneficiarySessions(
  db: Executor,
  userId: number,
  since: Date,
): Promise<CalendarSessionRow[]> {
  const rows = await selectSessionsWithPlace(db, {
    ...sessionColumns,
    registrationStatus: registrations.status,
  })
    .innerJoin(registrations, eq(registrations.sessionId, sessions.id))
    .where(
      and(
        eq(registrations.beneficiaryId, userId),
        notInArray(registrations.status, [...UNCOUNTED_REGISTRATION_STATUSES]),
        gte(sessions.endDate, since),
      ),
    )
    .orderBy(asc(sessions.startDate), asc(sessions.id));
  return withDates(db, rows);
}

/** The sessions of the providers' actions, ending after `since`. */
export async function providerSessions(
  db: Executor,
  structureIds: readonly number[],
  since: Date,
): Promise<CalendarSessionRow[]> {
  if (structureIds.length === 0) return [];
  return sessionsWhere(
    db,
    and(inArray(actions.providerId, [...structureIds]), gte(sessions.endDate, since))!,
  );
}

/** One session. */
export async function oneSession(db: Executor, sessionId: number): Promise<CalendarSessionRow[]> {
  return sessionsWhere(db, eq(sessions.id, sessionId));
}

async function sessionsWhere(db: Executor, where: SQL): Promise<CalendarSessionRow[]> {
  const rows = await sessionsQuery(db)
    .where(where)
    .orderBy(asc(sessions.startDate), asc(sessions.id));
  return withDates(db, rows);
}
