import {
  UNCOUNTED_REGISTRATION_STATUSES,
  type RegistrationHistoryEntry,
  type RegistrationStatus,
  type SessionHoursSource,
} from '@passerelle/shared';
import { and, asc, desc, eq, ne, notInArray, sql } from 'drizzle-orm';
import { rowsOf, toDate, toDateOrNull } from '../../db/rows.js';
import { prepareHint } from '../../db/statement-cache.js';
import {
  actionTypes,
  actions,
  cities,
  registrationHistory,
  registrations,
  sessionDates,
  sessions,
  structures,
  userProfiles,
  users,
} from '../../db/schema/index.js';
import type { Executor } from '../../db/executor.js';

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
/** With `lock`, the session lock of registration-seats.ts: the session row only. */
const lockClause = (lock: boolean | undefined) => (lock ? sql`for no key update of s` : sql``);

/**
 * The session with its action and type. `lock`: also takes the session lock of
 * registration-seats.ts in the same round trip. Plain SQL rather than the query builder: every
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

/**
 * `findSessionContext` and who asks (a registration request), in one round trip; `requester` is
 * undefined when the user does not exist.
 */
export async function findRequestContext(
  db: Executor,
  sessionId: number,
  asker: { userId: number; structureId: number },
  options: { lock?: boolean } = {},
): Promise<(SessionContext & { requester: Requester | undefined }) | undefined> {
  const result = await db.execute(sql`${prepareHint}
    select ${SESSION_CONTEXT_COLUMNS},
      u.id as "userId", u.civility, u.given_name as "givenName", u.family_name as "familyName",
      u.email, st.id as "structureId", st.name as "structureName", st.member as "structureMember"
    from ${SESSION_CONTEXT_TABLES}
      left join users u on u.id = ${asker.userId}
      left join structures st on st.id = ${asker.structureId}
    where s.id = ${sessionId} ${lockClause(options.lock)}`);
  const [row] = rowsOf<
    SessionContextRow & {
      userId: number | null;
      civility: Beneficiary['civility'];
      givenName: string;
      familyName: string;
      email: string;
      structureId: number | null;
      structureName: string | null;
      structureMember: boolean | null;
    }
  >(result);
  if (!row) return undefined;
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
  registration: {
    id: number;
    status: RegistrationStatus;
    waitingList: boolean;
    beneficiaryId: number;
    structureId: number | null;
    motivation: string;
    askedAt: Date;
    hrValidatedAt: Date | null;
    providerValidatedAt: Date | null;
    refusalReason: string | null;
    effectiveHours: string | null;
    excusedAbsence: boolean;
  };
  beneficiary: Beneficiary;
  structure: { id: number; name: string; member: boolean } | null;
}

export interface Beneficiary {
  id: number;
  civility: (typeof users.$inferSelect)['civility'];
  givenName: string;
  familyName: string;
  email: string;
}

const beneficiaryColumns = {
  id: users.id,
  civility: users.civility,
  givenName: users.givenName,
  familyName: users.familyName,
  email: users.email,
};

export async function findRegistrationContext(
  db: Executor,
  registrationId: number,
): Promise<RegistrationContext | undefined> {
  const [row] = await db
    .select({
      registration: {
        id: registrations.id,
        status: registrations.status,
        waitingList: registrations.waitingList,
        beneficiaryId: registrations.beneficiaryId,
        structureId: registrations.structureId,
        motivation: registrations.motivation,
        askedAt: registrations.askedAt,
        hrValidatedAt: registrations.hrValidatedAt,
        providerValidatedAt: registrations.providerValidatedAt,
        refusalReason: registrations.refusalReason,
        effectiveHours: registrations.effectiveHours,
        excusedAbsence: registrations.excusedAbsence,
      },
      session: sessionColumns,
      action: actionColumns,
      type: typeColumns,
      beneficiary: beneficiaryColumns,
      structureId: structures.id,
      structureName: structures.name,
      structureMember: structures.member,
    })
    .from(registrations)
    .innerJoin(sessions, eq(sessions.id, registrations.sessionId))
    .innerJoin(actions, eq(actions.id, sessions.actionId))
    .innerJoin(actionTypes, eq(actionTypes.id, actions.typeId))
    .innerJoin(users, eq(users.id, registrations.beneficiaryId))
    .leftJoin(structures, eq(structures.id, registrations.structureId))
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

export async function findStructure(db: Executor, id: number) {
  const [row] = await db
    .select({ id: structures.id, name: structures.name, member: structures.member })
    .from(structures)
    .where(eq(structures.id, id));
  return row;
}

export async function findBeneficiary(db: Executor, id: number): Promise<Beneficiary | undefined> {
  const [row] = await db.select(beneficiaryColumns).from(users).where(eq(users.id, id));
  return row;
}

/** The status of the beneficiary's registration to the session, if any. */
export async function findExistingRegistration(
  db: Executor,
  sessionId: number,
  beneficiaryId: number,
): Promise<RegistrationStatus | undefined> {
  const [row] = await db
    .select({ status: registrations.status })
    .from(registrations)
    .where(
      and(eq(registrations.sessionId, sessionId), eq(registrations.beneficiaryId, beneficiaryId)),
    );
  return row?.status;
}

/**
 * Locks the beneficiary's user row until the transaction ends, so that two requests of the same
 * person cannot both pass a quota with one place left. NO KEY UPDATE: it does not block the
 * foreign-key checks of rows referencing the user.
 */
export async function lockBeneficiary(db: Executor, userId: number): Promise<void> {
  await db.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('no key update');
}

/**
 * The beneficiary's registrations counted by the quotas: sessions starting in the Paris calendar
 * year `year`, not cancelled nor refused, on members-only types and on HR-validated types.
 */
export async function countQuotaRegistrations(
  db: Executor,
  beneficiaryId: number,
  year: number,
): Promise<{ membersOnly: number; hrValidated: number }> {
  const [row] = await db
    .select({
      membersOnly: sql<number>`count(*) filter (where ${actionTypes.membersOnly})::int`,
      hrValidated: sql<number>`count(*) filter (where ${actionTypes.hrValidation})::int`,
    })
    .from(registrations)
    .innerJoin(sessions, eq(sessions.id, registrations.sessionId))
    .innerJoin(actions, eq(actions.id, sessions.actionId))
    .innerJoin(actionTypes, eq(actionTypes.id, actions.typeId))
    .where(
      and(
        eq(registrations.beneficiaryId, beneficiaryId),
        notInArray(registrations.status, [...UNCOUNTED_REGISTRATION_STATUSES]),
        sql`extract(year from ${sessions.startDate} at time zone 'Europe/Paris') = ${year}`,
      ),
    );
  return { membersOnly: row?.membersOnly ?? 0, hrValidated: row?.hrValidated ?? 0 };
}

/** Inserts the registration; undefined when the beneficiary already has one to the session. */
export async function insertRegistration(
  db: Executor,
  values: {
    sessionId: number;
    beneficiaryId: number;
    structureId: number;
    motivation: string;
    status: RegistrationStatus;
    waitingList: boolean;
  },
): Promise<{ id: number; status: RegistrationStatus; waitingList: boolean } | undefined> {
  const [row] = await db
    .insert(registrations)
    .values(values)
    .onConflictDoNothing({ target: [registrations.sessionId, registrations.beneficiaryId] })
    .returning({
      id: registrations.id,
      status: registrations.status,
      waitingList: registrations.waitingList,
    });
  return row;
}

/**
 * Moves the registration from (`from`, `fromWaiting`) to `values` only if it is still there (a
 * conditional UPDATE): null when someone changed it meanwhile.
 */
export async function updateRegistrationIf(
  db: Executor,
  id: number,
  from: { status: RegistrationStatus; waitingList: boolean },
  values: Partial<
    Pick<
      typeof registrations.$inferInsert,
      | 'status'
      | 'waitingList'
      | 'hrValidatedAt'
      | 'providerValidatedAt'
      | 'refusalReason'
      | 'effectiveHours'
      | 'excusedAbsence'
    >
  >,
): Promise<{ id: number; status: RegistrationStatus; waitingList: boolean } | null> {
  const [row] = await db
    .update(registrations)
    .set(values)
    .where(
      and(
        eq(registrations.id, id),
        eq(registrations.status, from.status),
        eq(registrations.waitingList, from.waitingList),
      ),
    )
    .returning({
      id: registrations.id,
      status: registrations.status,
      waitingList: registrations.waitingList,
    });
  return row ?? null;
}

export interface HistoryRow {
  registrationId: number;
  authorId: number | null;
  fromStatus: RegistrationStatus | null;
  toStatus: RegistrationStatus;
  reason: string;
}

export async function insertHistory(db: Executor, rows: readonly HistoryRow[]): Promise<void> {
  if (rows.length > 0) await db.insert(registrationHistory).values([...rows]);
}

/**
 * `insertRegistration` and the new registration's history in one statement (one round trip under
 * the session lock); undefined, and no history, when the beneficiary already has one.
 */
export async function insertRegistrationWithHistory(
  db: Executor,
  values: Parameters<typeof insertRegistration>[1],
  history: readonly Omit<HistoryRow, 'registrationId'>[],
): Promise<Awaited<ReturnType<typeof insertRegistration>>> {
  const rows = sql.join(
    history.map(
      (row) =>
        sql`(${row.authorId}::int, ${row.fromStatus}::registration_status, ${row.toStatus}::registration_status, ${row.reason}::text, ${history.indexOf(row)}::int)`,
    ),
    sql`, `,
  );
  const result = await db.execute(sql`${prepareHint}
    with created as (
      insert into ${registrations} (session_id, beneficiary_id, structure_id, motivation, status, waiting_list)
      values (${values.sessionId}, ${values.beneficiaryId}, ${values.structureId}, ${values.motivation},
        ${values.status}::registration_status, ${values.waitingList})
      on conflict (session_id, beneficiary_id) do nothing
      returning id, status, waiting_list
    ), history as (
      insert into ${registrationHistory} (registration_id, author_id, from_status, to_status, reason)
      select created.id, step.author_id, step.from_status, step.to_status, step.reason
      from created, (values ${rows}) as step(author_id, from_status, to_status, reason, rank)
      order by step.rank
    )
    select id, status, waiting_list as "waitingList" from created`);
  const [row] = rowsOf<{ id: number; status: RegistrationStatus; waitingList: boolean }>(result);
  return row;
}

/** Oldest first, with the author's name (null for the portal's own steps or a deleted author). */
export async function listHistory(
  db: Executor,
  registrationId: number,
): Promise<RegistrationHistoryEntry[]> {
  const rows = await db
    .select({
      id: registrationHistory.id,
      createdAt: registrationHistory.createdAt,
      authorId: users.id,
      givenName: users.givenName,
      familyName: users.familyName,
      fromStatus: registrationHistory.fromStatus,
      toStatus: registrationHistory.toStatus,
      reason: registrationHistory.reason,
    })
    .from(registrationHistory)
    .leftJoin(users, eq(users.id, registrationHistory.authorId))
    .where(eq(registrationHistory.registrationId, registrationId))
    .orderBy(asc(registrationHistory.createdAt), asc(registrationHistory.id));
  return rows.map(({ authorId, givenName, familyName, createdAt, ...entry }) => ({
    ...entry,
    createdAt: createdAt.toISOString(),
    author: authorId === null ? null : { id: authorId, name: `${givenName} ${familyName}` },
  }));
}

/**
 * The addresses of the enabled users holding `profile` on `structureId` (HR validators of an
 * employer, users of a provider), oldest account first.
 */
export async function structureUserEmails(
  db: Executor,
  profile: 'profile_hr' | 'profile_provider',
  structureId: number,
): Promise<string[]> {
  const rows = await db
    .select({ email: users.email })
    .from(userProfiles)
    .innerJoin(users, eq(users.id, userProfiles.userId))
    .where(
      and(
        eq(userProfiles.profileCode, profile),
        eq(userProfiles.structureId, structureId),
        eq(users.disabled, false),
      ),
    )
    .orderBy(asc(users.id));
  return rows.map((row) => row.email).filter((email) => email.trim() !== '');
}

/** Whether the structure has an HR validator (an enabled user holding profile_hr on it). */
export async function hasHrValidator(db: Executor, structureId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: userProfiles.id })
    .from(userProfiles)
    .innerJoin(users, eq(users.id, userProfiles.userId))
    .where(
      and(
        eq(userProfiles.profileCode, 'profile_hr'),
        eq(userProfiles.structureId, structureId),
        eq(users.disabled, false),
      ),
    )
    .limit(1);
  return row !== undefined;
}

export async function userEmail(db: Executor, userId: number): Promise<string | null> {
  const [row] = await db
    .select({ email: users.email })
    .from(users)
    .where(and(eq(users.id, userId), eq(users.disabled, false), ne(users.email, '')));
  return row?.email ?? null;
}

/** The session's registrations from the structure that count (not cancelled nor refused). */
export async function countStructureRequests(
  db: Executor,
  sessionId: number,
  structureId: number,
): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(registrations)
    .where(
      and(
        eq(registrations.sessionId, sessionId),
        eq(registrations.structureId, structureId),
        notInArray(registrations.status, [...UNCOUNTED_REGISTRATION_STATUSES]),
      ),
    );
  return row?.count ?? 0;
}

/** The from-status of the registration's last history step: what `revert` goes back to. */
export async function lastStepFromStatus(
  db: Executor,
  registrationId: number,
): Promise<RegistrationStatus | null> {
  const [row] = await db
    .select({ fromStatus: registrationHistory.fromStatus })
    .from(registrationHistory)
    .where(eq(registrationHistory.registrationId, registrationId))
    .orderBy(desc(registrationHistory.createdAt), desc(registrationHistory.id))
    .limit(1);
  return row?.fromStatus ?? null;
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
