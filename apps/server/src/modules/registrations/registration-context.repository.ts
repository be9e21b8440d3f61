import { type RegistrationStatus, type SessionHoursSource } from '@passerelle/shared';
import { eq, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/executor.js';
import { rowsOf, toDate, toDateOrNull } from '../../db/rows.js';
import { prepareHint } from '../../db/statement-cache.js';
import {
  actionTypes,
  actions,
  cities,
  registrations,
  sessionDates,
  sessions,
  structures,
} from '../../db/schema/index.js';
import { selectRegistrationsInContext } from '../../lib/query-joins.js';
import { personColumns, type Person } from '../../lib/user-columns.js';

/*
 * What the registration rules and mails read: a session with its action and type, who asks for a
 * seat, a registration with its people. Every registration step reads one of these, so the hot
 * ones are plain SQL in one round trip (decision 020).
 */

const sessionColumns = {
  id: sessions.id,
  code: sessions.code,
  status: sessions.status,
  published: sessions.published,
  externalRegistration: sessions.externalRegistration,
  registrationRequired: sessions.registrationRequired,
  registrationDeadline: sessions.registrationDeadline,
  startDate: sessions.startDate,
  endDate: sessions.endDate,
  seats: sessions.seats,
  modality: sessions.modality,
  cityName: cities.value,
};

const actionColumns = {
  id: actions.id,
  name: actions.name,
  providerId: actions.providerId,
  referentId: actions.referentId,
};

const typeColumns = {
  id: actionTypes.id,
  name: actionTypes.name,
  hrValidation: actionTypes.hrValidation,
  providerValidation: actionTypes.providerValidation,
  membersOnly: actionTypes.membersOnly,
  waitingSeatAmount: actionTypes.waitingSeatAmount,
  disabledAt: actionTypes.disabledAt,
};

/** A session with its action and action type: what the registration rules and mails read. */
export interface SessionContext {
  session: {
    id: number;
    code: string;
    status: (typeof sessions.$inferSelect)['status'];
    published: boolean;
    externalRegistration: boolean;
    registrationRequired: boolean;
    registrationDeadline: Date | null;
    startDate: Date;
    endDate: Date;
    seats: number;
    modality: (typeof sessions.$inferSelect)['modality'];
    cityName: string | null;
  };
  action: { id: number; name: string; providerId: number | null; referentId: number | null };
  type: {
    id: number;
    name: string;
    hrValidation: boolean;
    providerValidation: boolean;
    membersOnly: boolean;
    waitingSeatAmount: number;
    disabledAt: Date | null;
  };
}

/** A row of `findSessionContext`'s statement (timestamps as the driver gives them). */
interface SessionContextRow {
  id: number;
  code: string;
  status: SessionContext['session']['status'];
  published: boolean;
  externalRegistration: boolean;
  registrationRequired: boolean;
  registrationDeadline: Date | string | null;
  startDate: Date | string;
  endDate: Date | string;
  seats: number;
  modality: SessionContext['session']['modality'];
  cityName: string | null;
  actionId: number;
  actionName: string;
  providerId: number | null;
  referentId: number | null;
  typeId: number;
  typeName: string;
  hrValidation: boolean;
  providerValidation: boolean;
  membersOnly: boolean;
  waitingSeatAmount: number;
  disabledAt: Date | string | null;
}

/** The columns of `SessionContextRow`, over `SESSION_CONTEXT_TABLES`. */
const SESSION_CONTEXT_COLUMNS = sql`s.id, s.code, s.status, s.published,
  s.external_registration as "externalRegistration", s.registration_required as "registrationRequired",
  s.registration_deadline as "registrationDeadline", s.start_date as "startDate",
  s.end_date as "endDate", s.seats, s.modality, c.value as "cityName",
  a.id as "actionId", a.name as "actionName", a.provider_id as "providerId",
  a.referent_id as "referentId",
  t.id as "typeId", t.name as "typeName", t.hr_validation as "hrValidation",
  t.provider_validation as "providerValidation", t.members_only as "membersOnly",
  t.waiting_seat_amount as "waitingSeatAmount", t.disabled_at as "disabledAt"`;
const SESSION_CONTEXT_TABLES = sql`sessions s
  join actions a on a.id = s.action_id
  join action_types t on t.id = a.type_id
  left join cities c on c.id = s.city_id`;
/** With `lock`, the session lock of registration-seats.repository.ts: the session row only. */
const lockClause = (lock: boolean | undefined) => (lock ? sql`for no key update of s` : sql``);

/**
 * The session with its action and type. `lock`: also takes the session lock of
 * registration-seats.repository.ts in the same round trip. Plain SQL rather than the query builder: every
 * registration step reads it, and building the joined select cost more than running it.
 */
export async function findSessionContext(
  db: Executor,
  sessionId: number,
  options: { lock?: boolean } = {},
): Promise<SessionContext | undefined> {
  const result = await db.execute(sql`${prepareHint}
    select ${SESSION_CONTEXT_COLUMNS} from ${SESSION_CONTEXT_TABLES}
    where s.id = ${sessionId} ${lockClause(options.lock)}`);
  const [row] = rowsOf<SessionContextRow>(result);
  return row && toSessionContext(row);
}

/** Who asks for a seat: the beneficiary, and the structure they register from if it exists. */
export interface Requester {
  beneficiary: Beneficiary;
  structure: { id: number; name: string; member: boolean } | null;
}

/** A row of `findRequestContext`'s statement. */
type RequestContextRow = SessionContextRow & {
  userId: number | null;
  civility: Beneficiary['civility'];
  givenName: string;
  familyName: string;
  email: string;
  structureId: number | null;
  structureName: string | null;
  structureMember: boolean | null;
};

const REQUESTER_COLUMNS = sql`u.id as "userId", u.civility, u.given_name as "givenName",
  u.family_name as "familyName", u.email, st.id as "structureId", st.name as "structureName",
  st.member as "structureMember"`;
const requesterTables = (asker: { userId: number; structureId: number }) => sql`
  left join users u on u.id = ${asker.userId}
  left join structures st on st.id = ${asker.structureId}`;

export type RequestContext = SessionContext & { requester: Requester | undefined };

/**
 * `findSessionContext` and who asks (a registration request), in one round trip; `requester` is
 * undefined when the user does not exist.
 */
export async function findRequestContext(
  db: Executor,
  sessionId: number,
  asker: { userId: number; structureId: number },
  options: { lock?: boolean } = {},
): Promise<RequestContext | undefined> {
  const result = await db.execute(sql`${prepareHint}
    select ${SESSION_CONTEXT_COLUMNS}, ${REQUESTER_COLUMNS}
    from ${SESSION_CONTEXT_TABLES} ${requesterTables(asker)}
    where s.id = ${sessionId} ${lockClause(options.lock)}`);
  const [row] = rowsOf<RequestContextRow>(result);
  return row && toRequestContext(row);
}

/**
 * Everything a registration request checks, read in one statement without any lock (decision
 * 072): `findRequestContext`, the session's seat counts with the asker's registration to it
 * (`seatCounts`, a SELECT of registration-seats.repository.ts over `s.id`), the session row's
 * version (`xmin`, for the write's guard) and what `extra` adds (the mail templates).
 */
export async function findRequestSnapshot(
  db: Executor,
  sessionId: number,
  asker: { userId: number; structureId: number },
  seatCounts: (session: SQL) => SQL,
  extra: SQL,
): Promise<
  | (RequestContext & {
      version: string;
      counts: { taken: number; waiting: number; existing: RegistrationStatus | null };
      extra: unknown;
    })
  | undefined
> {
  const result = await db.execute(sql`${prepareHint}
    select ${SESSION_CONTEXT_COLUMNS}, ${REQUESTER_COLUMNS}, s.xmin::text as version,
      counts.taken, counts.waiting, counts.existing, ${extra} as extra
    from ${SESSION_CONTEXT_TABLES} ${requesterTables(asker)}
      cross join lateral (${seatCounts(sql`s.id`)}) counts
    where s.id = ${sessionId}`);
  const [row] = rowsOf<
    RequestContextRow & {
      version: string;
      taken: number;
      waiting: number;
      existing: RegistrationStatus | null;
      extra: unknown;
    }
  >(result);
  if (!row) return undefined;
  const { taken, waiting, existing } = row;
  return {
    ...toRequestContext(row),
    version: row.version,
    counts: { taken, waiting, existing },
    extra: row.extra,
  };
}

function toRequestContext(row: RequestContextRow): RequestContext {
  const { userId, structureId, structureName, structureMember } = row;
  const requester =
    userId === null
      ? undefined
      : {
          beneficiary: {
            id: userId,
            civility: row.civility,
            givenName: row.givenName,
            familyName: row.familyName,
            email: row.email,
          },
          structure:
            structureId !== null && structureName !== null
              ? { id: structureId, name: structureName, member: structureMember ?? false }
              : null,
        };
  return { ...toSessionContext(row), requester };
}

function toSessionContext(row: SessionContextRow): SessionContext {
  return {
    session: {
      id: row.id,
      code: row.code,
      status: row.status,
      published: row.published,
      externalRegistration: row.externalRegistration,
      registrationRequired: row.registrationRequired,
      registrationDeadline: toDateOrNull(row.registrationDeadline),
      startDate: toDate(row.startDate),
      endDate: toDate(row.endDate),
      seats: row.seats,
      modality: row.modality,
      cityName: row.cityName,
    },
    action: {
      id: row.actionId,
      name: row.actionName,
      providerId: row.providerId,
      referentId: row.referentId,
    },
    type: {
      id: row.typeId,
      name: row.typeName,
      hrValidation: row.hrValidation,
      providerValidation: row.providerValidation,
      membersOnly: row.membersOnly,
      waitingSeatAmount: row.waitingSeatAmount,
      disabledAt: toDateOrNull(row.disabledAt),
    },
  };
}

/** A registration with its session context, beneficiary and structure. */
export interface RegistrationContext extends SessionContext {
  registration: RegistrationFields & { beneficiaryId: number; structureId: number | null };
  beneficiary: Beneficiary;
  structure: { id: number; name: string; member: boolean } | null;
}

export type Beneficiary = Person;

/** A registration's own fields, as its context and the registration list read them. */
export interface RegistrationFields {
  id: number;
  status: RegistrationStatus;
  waitingList: boolean;
  motivation: string;
  askedAt: Date;
  hrValidatedAt: Date | null;
  providerValidatedAt: Date | null;
  refusalReason: string | null;
  effectiveHours: string | null;
  excusedAbsence: boolean;
}

export const registrationColumns = {
  id: registrations.id,
  status: registrations.status,
  waitingList: registrations.waitingList,
  motivation: registrations.motivation,
  askedAt: registrations.askedAt,
  hrValidatedAt: registrations.hrValidatedAt,
  providerValidatedAt: registrations.providerValidatedAt,
  refusalReason: registrations.refusalReason,
  effectiveHours: registrations.effectiveHours,
  excusedAbsence: registrations.excusedAbsence,
};

export const beneficiaryColumns = personColumns;

export async function findRegistrationContext(
  db: Executor,
  registrationId: number,
): Promise<RegistrationContext | undefined> {
  const [row] = await selectRegistrationsInContext(db, {
    registration: {
      ...registrationColumns,
      beneficiaryId: registrations.beneficiaryId,
      structureId: registrations.structureId,
    },
    session: sessionColumns,
    action: actionColumns,
    type: typeColumns,
    beneficiary: beneficiaryColumns,
    structureId: structures.id,
    structureName: structures.name,
    structureMember: structures.member,
  })
    .leftJoin(cities, eq(cities.id, sessions.cityId))
    .where(eq(registrations.id, registrationId));
  if (!row) return undefined;
  const { structureId, structureName, structureMember, ...rest } = row;
  return {
    ...rest,
    structure:
      structureId !== null && structureName !== null
        ? { id: structureId, name: structureName, member: structureMember ?? false }
        : null,
  };
}

/** What the session's hours are computed from (shared sessionHoursOf). */
export async function findSessionHoursSource(
  db: Executor,
  sessionId: number,
): Promise<SessionHoursSource | undefined> {
  const [session] = await db
    .select({
      realisedHoursOnsite: sessions.realisedHoursOnsite,
      realisedHoursRemote: sessions.realisedHoursRemote,
    })
    .from(sessions)
    .where(eq(sessions.id, sessionId));
  if (!session) return undefined;
  const dates = await db
    .select({ startsAt: sessionDates.startsAt, endsAt: sessionDates.endsAt })
    .from(sessionDates)
    .where(eq(sessionDates.sessionId, sessionId));
  return { ...session, dates };
}
