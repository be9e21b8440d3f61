import {
  type BeneficiaryInfoUpdate,
  type BeneficiarySession,
  type RegistrationStatus,
} from '@passerelle/shared';
import {
  and,
  asc,
  count,
  desc,
  eq,
  gte,
  inArray,
  lt,
  notInArray,
  or,
  sql,
  type SQL,
} from 'drizzle-orm';
import { alias, type SelectedFields } from 'drizzle-orm/pg-core';
import {
  actionTypes,
  actions,
  cities,
  favorites,
  registrations,
  sessions,
  structures,
  userProfiles,
  users,
} from '../../db/schema/index.js';
import { takenSeatsSql } from '../../lib/taken-seats.js';
import {
  activeMemberStructureSql,
  visibleToBeneficiary,
} from '../../lib/beneficiary-visibility.js';
import type { Executor } from '../../db/executor.js';
import type { PageWindow } from '../../lib/pagination.js';
import { sessionHeadColumns } from '../../lib/session-columns.js';
import { selectSessionsWithType } from '../../lib/query-joins.js';
import { userContactColumns } from '../../lib/user-columns.js';

/** Registrations that are over without a seat: they never count as current. */
export const CLOSED_REGISTRATION_STATUSES = [
  'CANCELED',
  'REFUSED_HR',
  'REFUSED_SUPPLIER',
] as const satisfies readonly RegistrationStatus[];

/** Requests that may wait on a session's waiting list (decisions.md). */
const WAITING_STATUSES = [
  'REQUESTED',
  'PRE_REGISTERED',
] as const satisfies readonly RegistrationStatus[];

/** The action's provider structure. */
const providers = alias(structures, 'provider');

/** The columns of a session card; the query must join actions, cities and the provider alias. */
const sessionColumns = {
  ...sessionHeadColumns,
  modality: sessions.modality,
  city: cities.value,
  actionId: actions.id,
  actionName: actions.name,
  provider: providers.name,
};
type SessionRow = {
  id: number;
  code: string;
  status: BeneficiarySession['status'];
  startDate: Date;
  endDate: Date;
  modality: BeneficiarySession['modality'];
  city: string | null;
  actionId: number;
  actionName: string;
  provider: string | null;
};

export function toBeneficiarySession(row: SessionRow): BeneficiarySession {
  return {
    id: row.id,
    code: row.code,
    status: row.status,
    startDate: row.startDate.toISOString(),
    endDate: row.endDate.toISOString(),
    modality: row.modality,
    city: row.city,
    action: { id: row.actionId, name: row.actionName },
    provider: row.provider,
  };
}

/** The session and its action, type, city and provider, for the beneficiary lists. */
function fromSessions(db: Executor, columns: SelectedFields) {
  return selectSessionsWithType(db, columns)
    .leftJoin(cities, eq(cities.id, sessions.cityId))
    .leftJoin(providers, eq(providers.id, actions.providerId));
}

/** Whether one of these structures is an active member structure. */
export async function isMemberOfAny(db: Executor, structureIds: readonly number[]) {
  if (structureIds.length === 0) return false;
  const [row] = await db
    .select({ n: count() })
    .from(structures)
    .where(and(inArray(structures.id, [...structureIds]), activeMemberStructureSql));
  return (row?.n ?? 0) > 0;
}

export async function isSessionVisible(db: Executor, sessionId: number, isMember: boolean) {
  const [row] = await selectSessionsWithType(db, { id: sessions.id }).where(
    and(eq(sessions.id, sessionId), visibleToBeneficiary(isMember)),
  );
  return row !== undefined;
}

/** Idempotent: a second call changes nothing. */
export async function addFavorite(db: Executor, userId: number, sessionId: number) {
  await db.insert(favorites).values({ userId, sessionId }).onConflictDoNothing();
}

/** Whether a favourite was there (and is now gone). */
export async function removeFavorite(db: Executor, userId: number, sessionId: number) {
  const removed = await db
    .delete(favorites)
    .where(and(eq(favorites.userId, userId), eq(favorites.sessionId, sessionId)))
    .returning({ sessionId: favorites.sessionId });
  return removed.length > 0;
}

async function countOf(db: Executor, where: SQL, join: 'favorites' | 'registrations') {
  const base = selectSessionsWithType(db, { n: count() });
  const [row] = await (
    join === 'favorites'
      ? base.innerJoin(favorites, eq(favorites.sessionId, sessions.id))
      : base.innerJoin(registrations, eq(registrations.sessionId, sessions.id))
  ).where(where);
  return row?.n ?? 0;
}

/**
 * The favourite sessions the beneficiary may still see: those not over first (soonest first),
 * then the past ones (latest first), with their seats left.
 */
export async function selectFavorites(
  db: Executor,
  userId: number,
  isMember: boolean,
  now: Date,
  paging: PageWindow,
) {
  const where = and(eq(favorites.userId, userId), visibleToBeneficiary(isMember))!;
  const over = sql`${sessions.endDate} < ${now}`;
  const rows = await fromSessions(db, {
    ...sessionColumns,
    seats: sessions.seats,
    taken: takenSeatsSql(sessions.id),
    favoritedAt: favorites.createdAt,
  })
    .innerJoin(favorites, eq(favorites.sessionId, sessions.id))
    .where(where)
    .orderBy(
      asc(over),
      sql`case when ${over} then null else ${sessions.startDate} end asc`,
      desc(sessions.startDate),
      asc(sessions.id),
    )
    .limit(paging.limit)
    .offset(paging.offset);
  const total = await countOf(db, where, 'favorites');
  return {
    total,
    rows: rows as unknown as (SessionRow & { seats: number; taken: number; favoritedAt: Date })[],
  };
}

/** 1 for the oldest request on the session's waiting list (the next one promoted). */
const waitingPosition = sql<number | null>`case when ${registrations.waitingList} then (
  select count(*)::int from ${registrations} as waiting
  where waiting.session_id = ${registrations.sessionId}
    and waiting.waiting_list
    and waiting.status in (${sql.join(
      WAITING_STATUSES.map((status) => sql`${status}`),
      sql`, `,
    )})
    and (waiting.asked_at, waiting.id) <= (${registrations.askedAt}, ${registrations.id})
) end`;

const registrationColumns = {
  registrationId: registrations.id,
  registrationStatus: registrations.status,
  waitingList: registrations.waitingList,
  askedAt: registrations.askedAt,
  effectiveHours: registrations.effectiveHours,
  excusedAbsence: registrations.excusedAbsence,
  refusalReason: registrations.refusalReason,
  beneficiaryId: registrations.beneficiaryId,
  structureId: registrations.structureId,
  providerId: actions.providerId,
  hrValidation: actionTypes.hrValidation,
  providerValidation: actionTypes.providerValidation,
};
export type RegistrationRow = SessionRow & {
  registrationId: number;
  registrationStatus: RegistrationStatus;
  waitingList: boolean;
  askedAt: Date;
  effectiveHours: string | null;
  excusedAbsence: boolean;
  refusalReason: string | null;
  beneficiaryId: number;
  structureId: number | null;
  providerId: number | null;
  hrValidation: boolean;
  providerValidation: boolean;
};

async function selectRegistrations(
  db: Executor,
  where: SQL,
  order: SQL[],
  paging: PageWindow,
  extra: Record<string, unknown> = {},
) {
  const rows = await fromSessions(db, { ...sessionColumns, ...registrationColumns, ...extra })
    .innerJoin(registrations, eq(registrations.sessionId, sessions.id))
    .where(where)
    .orderBy(...order)
    .limit(paging.limit)
    .offset(paging.offset);
  const total = await countOf(db, where, 'registrations');
  return { total, rows: rows as unknown as RegistrationRow[] };
}

/** Current and upcoming sessions the beneficiary holds an open registration on, soonest first. */
export function selectFutureRegistrations(
  db: Executor,
  userId: number,
  now: Date,
  paging: PageWindow,
) {
  const where = and(
    eq(registrations.beneficiaryId, userId),
    notInArray(registrations.status, [...CLOSED_REGISTRATION_STATUSES]),
    gte(sessions.endDate, now),
  )!;
  return selectRegistrations(db, where, [asc(sessions.startDate), asc(sessions.id)], paging, {
    waitingPosition,
  }) as Promise<{ total: number; rows: (RegistrationRow & { waitingPosition: number | null })[] }>;
}

/**
 * The beneficiary's finished registrations, latest first: every session that is over, and the
 * requests cancelled or refused (nothing more will happen to them, whatever the session's date).
 */
export function selectPassedRegistrations(
  db: Executor,
  userId: number,
  now: Date,
  paging: PageWindow,
) {
  const where = and(
    eq(registrations.beneficiaryId, userId),
    or(lt(sessions.endDate, now), inArray(registrations.status, [...CLOSED_REGISTRATION_STATUSES])),
  )!;
  return selectRegistrations(db, where, [desc(sessions.startDate), desc(registrations.id)], paging);
}

export async function selectInfo(db: Executor, userId: number) {
  const [user] = await db.select(userContactColumns).from(users).where(eq(users.id, userId));
  if (!user) return undefined;
  const memberOf = await db
    .select({ id: structures.id, name: structures.name })
    .from(userProfiles)
    .innerJoin(structures, eq(structures.id, userProfiles.structureId))
    .where(
      and(eq(userProfiles.userId, userId), eq(userProfiles.profileCode, 'profile_beneficiary')),
    )
    .orderBy(asc(structures.name), asc(structures.id));
  return { ...user, structures: memberOf };
}

export async function updateInfo(db: Executor, userId: number, values: BeneficiaryInfoUpdate) {
  await db.update(users).set(values).where(eq(users.id, userId));
}
