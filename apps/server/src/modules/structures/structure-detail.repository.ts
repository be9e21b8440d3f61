import { UNCOUNTED_REGISTRATION_STATUSES, OVERBOOKING_NOTICE_THRESHOLD } from '@passerelle/shared';
import { and, asc, eq, gt, inArray, notInArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/executor.js';
import {
  actionTypes,
  actions,
  registrations,
  sessions,
  userProfiles,
  users,
} from '../../db/schema/index.js';
import { selectRegistrationsInSessions } from '../../lib/query-joins.js';
import { personColumns } from '../../lib/user-columns.js';

/** The statuses the HR validator's page lists: still in the workflow, before REGISTERED. */
const OPEN_STATUSES = ['REQUESTED', 'PRE_REGISTERED'] as const;

/** The users holding the beneficiary profile in the structure. */
export function listMembers(db: Executor, structureId: number) {
  return db
    .selectDistinct(personColumns)
    .from(users)
    .innerJoin(userProfiles, eq(userProfiles.userId, users.id))
    .where(
      and(
        eq(userProfiles.structureId, structureId),
        eq(userProfiles.profileCode, 'profile_beneficiary'),
      ),
    );
}

/**
 * The structure's REQUESTED and PRE_REGISTERED registrations (the structure the person belonged
 * to when asking, as the workflow's reach reads it), oldest first, with the waiting-list rank
 * counted like the registrations module does (asked_at, then id, over the whole session).
 */
export async function listOpenRegistrations(db: Executor, structureId: number) {
  const waiting = sql`r2.waiting_list and r2.status in ('REQUESTED', 'PRE_REGISTERED')`;
  return selectRegistrationsInSessions(db, {
    id: registrations.id,
    status: registrations.status,
    waitingList: registrations.waitingList,
    waitingPosition: sql<number | null>`case when ${registrations.waitingList} then (
        select count(*)::int + 1 from ${registrations} r2
        where r2.session_id = ${registrations.sessionId} and ${waiting}
          and (r2.asked_at, r2.id) < (${registrations.askedAt}, ${registrations.id})
      ) end`,
    askedAt: registrations.askedAt,
    motivation: registrations.motivation,
    structureId: registrations.structureId,
    session: {
      id: sessions.id,
      code: sessions.code,
      startDate: sessions.startDate,
      endDate: sessions.endDate,
    },
    action: {
      id: actions.id,
      name: actions.name,
      providerId: actions.providerId,
      hrValidation: actionTypes.hrValidation,
      providerValidation: actionTypes.providerValidation,
    },
    beneficiary: personColumns,
  })
    .innerJoin(actionTypes, eq(actionTypes.id, actions.typeId))
    .innerJoin(users, eq(users.id, registrations.beneficiaryId))
    .where(
      and(
        eq(registrations.structureId, structureId),
        inArray(registrations.status, [...OPEN_STATUSES]),
      ),
    )
    .orderBy(asc(registrations.askedAt), asc(registrations.id));
}

/**
 * The "more than 2 requests from the same structure" notice (spec §9, decisions.md): sessions
 * where the structure still has an open request and more than OVERBOOKING_NOTICE_THRESHOLD of its
 * registrations count (the same count as `GET /api/registrations/{id}/detail`).
 */
export function listRequestNotices(db: Executor, structureId: number) {
  const counted = sql<number>`count(*)::int`;
  const withOpenRequest = db
    .selectDistinct({ sessionId: registrations.sessionId })
    .from(registrations)
    .where(
      and(
        eq(registrations.structureId, structureId),
        inArray(registrations.status, [...OPEN_STATUSES]),
      ),
    );
  return selectRegistrationsInSessions(db, {
    session: { id: sessions.id, code: sessions.code },
    actionName: actions.name,
    count: counted,
  })
    .where(
      and(
        eq(registrations.structureId, structureId),
        notInArray(registrations.status, [...UNCOUNTED_REGISTRATION_STATUSES]),
        inArray(registrations.sessionId, withOpenRequest),
      ),
    )
    .groupBy(sessions.id, sessions.code, sessions.startDate, actions.name)
    .having(gt(counted, OVERBOOKING_NOTICE_THRESHOLD))
    .orderBy(asc(sessions.startDate), asc(sessions.id));
}

export type OpenRegistrationRow = Awaited<ReturnType<typeof listOpenRegistrations>>[number];
