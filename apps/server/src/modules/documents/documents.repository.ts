import {
  HELD_SESSION_STATUSES,
  SESSION_TRAINEE_STATUSES,
  type QualityPeriod,
  type SurveyKind,
} from '@passerelle/shared';
import { and, asc, eq, gte, inArray, lt, sql } from 'drizzle-orm';
import type { Executor } from '../../db/executor.js';
import { fromJson } from '../../db/rows.js';
import {
  actionSpeakers,
  actionTypes,
  actions,
  cities,
  registrations,
  rooms,
  sessionDates,
  sessionSurveys,
  sessions,
  structures,
  users,
} from '../../db/schema/index.js';
import { sessionHeadColumns } from '../../lib/session-columns.js';
import {
  selectRegistrationsInSessions,
  selectRegistrationsWithPeople,
  selectSessionsWithType,
  selectStructuresWithImages,
  structureLogo,
  structureStamp,
} from '../../lib/query-joins.js';
import { userContactColumns } from '../../lib/user-columns.js';

/* What the generated documents read of a session (decision 036). */

export type DocumentSessionRow = NonNullable<Awaited<ReturnType<typeof findDocumentSession>>>;

/** The session with its action, action type, city and room. */
export async function findDocumentSession(db: Executor, sessionId: number) {
  const [row] = await selectSessionsWithType(db, {
    ...sessionHeadColumns,
    modality: sessions.modality,
    remoteUrl: sessions.remoteUrl,
    cost: sessions.cost,
    payable: sessions.payable,
    noFinancialContribution: sessions.noFinancialContribution,
    reportEnabled: sessions.reportEnabled,
    realisedHoursOnsite: sessions.realisedHoursOnsite,
    realisedHoursRemote: sessions.realisedHoursRemote,
    actionName: actions.name,
    actionGoal: actions.goal,
    actionPublic: actions.public,
    actionType: actionTypes.name,
    regulatoryDocuments: actionTypes.regulatoryDocuments,
    generatedDocuments: actionTypes.generatedDocuments,
    providerId: actions.providerId,
    actionId: actions.id,
    cityName: cities.value,
    roomName: rooms.name,
    roomAddress: rooms.address,
    roomZipCode: rooms.zipCode,
    roomCity: rooms.city,
  })
    .leftJoin(cities, eq(cities.id, sessions.cityId))
    .leftJoin(rooms, eq(rooms.id, sessions.roomId))
    .where(eq(sessions.id, sessionId));
  return row;
}

/** The provider structure with its identity on documents: logo, stamp, manager. */
export async function findDocumentProvider(db: Executor, structureId: number) {
  const [row] = await selectStructuresWithImages(db, {
    id: structures.id,
    name: structures.name,
    address: structures.address,
    zipCode: structures.zipCode,
    city: structures.city,
    siret: structures.siret,
    phone: structures.phone,
    email: structures.email,
    managerName: structures.managerName,
    managerCivility: structures.managerCivility,
    managerTitle: structures.managerTitle,
    logoKey: structureLogo.storageKey,
    logoType: structureLogo.mimeType,
    stampKey: structureStamp.storageKey,
    stampType: structureStamp.mimeType,
  }).where(eq(structures.id, structureId));
  return row;
}

export async function findInterventionDates(db: Executor, sessionId: number) {
  return db
    .select({ startsAt: sessionDates.startsAt, endsAt: sessionDates.endsAt })
    .from(sessionDates)
    .where(eq(sessionDates.sessionId, sessionId))
    .orderBy(asc(sessionDates.startsAt));
}

export async function findSpeakers(db: Executor, actionId: number) {
  return db
    .select({ civility: users.civility, givenName: users.givenName, familyName: users.familyName })
    .from(actionSpeakers)
    .innerJoin(users, eq(users.id, actionSpeakers.userId))
    .where(eq(actionSpeakers.actionId, actionId))
    .orderBy(asc(users.familyName), asc(users.givenName));
}

export type TraineeRow = Awaited<ReturnType<typeof findTrainees>>[number];

/**
 * The session's registrations, with their beneficiary and structure: its trainees (shared
 * SESSION_TRAINEE_STATUSES, not on the waiting list) unless `all`, by name.
 */
export async function findTrainees(
  db: Executor,
  sessionId: number,
  options: { registrationId?: number } = {},
) {
  return selectRegistrationsWithPeople(db, {
    registrationId: registrations.id,
    beneficiaryId: registrations.beneficiaryId,
    status: registrations.status,
    waitingList: registrations.waitingList,
    effectiveHours: registrations.effectiveHours,
    ...userContactColumns,
    structureId: structures.id,
    structureName: structures.name,
    structureAddress: structures.address,
    structureZipCode: structures.zipCode,
    structureCity: structures.city,
    structureSiret: structures.siret,
  })
    .where(
      and(
        eq(registrations.sessionId, sessionId),
        options.registrationId === undefined
          ? and(
              inArray(registrations.status, [...SESSION_TRAINEE_STATUSES]),
              eq(registrations.waitingList, false),
            )
          : eq(registrations.id, options.registrationId),
      ),
    )
    .orderBy(asc(users.familyName), asc(users.givenName), asc(registrations.id));
}

/** A beneficiary's registrations that may have documents, with their session's status. */
export async function findBeneficiaryRegistrations(db: Executor, beneficiaryId: number) {
  return selectRegistrationsInSessions(db, {
    registrationId: registrations.id,
    sessionId: registrations.sessionId,
    status: registrations.status,
    waitingList: registrations.waitingList,
    effectiveHours: registrations.effectiveHours,
    sessionStatus: sessions.status,
    regulatoryDocuments: actionTypes.regulatoryDocuments,
    generatedDocuments: actionTypes.generatedDocuments,
  })
    .innerJoin(actionTypes, eq(actionTypes.id, actions.typeId))
    .where(
      and(
        eq(registrations.beneficiaryId, beneficiaryId),
        inArray(registrations.status, [...SESSION_TRAINEE_STATUSES]),
        eq(registrations.waitingList, false),
      ),
    )
    .orderBy(asc(sessions.startDate));
}

/** The documents the session's action type offers (decision 064); undefined: no such session. */
export async function findDocumentChoice(db: Executor, sessionId: number) {
  const [row] = await selectSessionsWithType(db, {
    regulatoryDocuments: actionTypes.regulatoryDocuments,
    generatedDocuments: actionTypes.generatedDocuments,
  }).where(eq(sessions.id, sessionId));
  return row;
}

/** A session's survey (HOT first: the enum's order). */
export interface EvidenceSurvey {
  id: number;
  kind: SurveyKind;
}

/**
 * The sessions of a provider's actions held (realised, validated, closed) and ended in `period`,
 * with their surveys: what its Qualiopi evidence of the period covers (decision 081), by end.
 */
export async function findEvidenceSessions(
  db: Executor,
  providerId: number,
  period: QualityPeriod,
) {
  const rows = await db
    .select({
      id: sessions.id,
      code: sessions.code,
      endDate: sessions.endDate,
      actionName: actions.name,
      surveys: sql<EvidenceSurvey[] | string>`(
        select coalesce(json_agg(json_build_object('id', ${sessionSurveys.id},
          'kind', ${sessionSurveys.kind}) order by ${sessionSurveys.kind}), '[]'::json)
        from ${sessionSurveys} where ${sessionSurveys.sessionId} = ${sessions.id})`,
    })
    .from(sessions)
    .innerJoin(actions, eq(actions.id, sessions.actionId))
    .where(
      and(
        eq(actions.providerId, providerId),
        inArray(sessions.status, [...HELD_SESSION_STATUSES]),
        gte(sessions.endDate, period.from),
        lt(sessions.endDate, period.to),
      ),
    )
    .orderBy(asc(sessions.endDate), asc(sessions.code), asc(sessions.id));
  return rows.map((row) => ({ ...row, surveys: fromJson(row.surveys) }));
}
