import {
  OVERBOOKING_NOTICE_THRESHOLD,
  STRUCTURE_PAGE_EVENTS,
  UNCOUNTED_REGISTRATION_STATUSES,
  registrationEventsFor,
  type SessionUser,
  type StructureDetail,
  type StructureMember,
  type StructurePageEvent,
  type StructureRegistration,
} from '@passerelle/shared';
import { and, asc, eq, gt, inArray, notInArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import {
  actionTypes,
  actions,
  registrations,
  sessions,
  userProfiles,
  users,
} from '../../db/schema/index.js';
import { reachableStructure } from '../access/access.service.js';

/** The statuses the HR validator's page lists: still in the workflow, before REGISTERED. */
const OPEN_STATUSES = ['REQUESTED', 'PRE_REGISTERED'] as const;

/**
 * `GET /api/structures/{id}`: admins and managers see every structure, an HR validator the active
 * structures of its hr profiles; anything else answers 404 (existence not revealed).
 */
export async function structureDetail(
  db: Database,
  structureId: number,
  user: SessionUser,
  now: Date = new Date(),
): Promise<StructureDetail> {
  const structure = await reachableStructure(db, user, structureId);

  const [members, open, notices] = await Promise.all([
    listMembers(db, structureId),
    listOpenRegistrations(db, structureId),
    listRequestNotices(db, structureId),
  ]);

  const people = new Map<number, StructureMember>(
    members.map((member) => [member.id, { ...member, member: true, registrations: [] }]),
  );
  for (const row of open) {
    let person = people.get(row.beneficiary.id);
    if (!person) {
      // Left the structure after asking: still the validator's decision.
      person = { ...row.beneficiary, member: false, registrations: [] };
      people.set(person.id, person);
    }
    person.registrations.push(toRegistration(row, user, now));
  }
  return {
    structure,
    members: [...people.values()].sort(byName),
    notices,
  };
}

const personColumns = {
  id: users.id,
  civility: users.civility,
  givenName: users.givenName,
  familyName: users.familyName,
  email: users.email,
};

/** The users holding the beneficiary profile in the structure. */
function listMembers(db: Database, structureId: number) {
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
async function listOpenRegistrations(db: Database, structureId: number) {
  const waiting = sql`r2.waiting_list and r2.status in ('REQUESTED', 'PRE_REGISTERED')`;
  return db
    .select({
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
    .from(registrations)
    .innerJoin(sessions, eq(sessions.id, registrations.sessionId))
    .innerJoin(actions, eq(actions.id, sessions.actionId))
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

type OpenRow = Awaited<ReturnType<typeof listOpenRegistrations>>[number];

function toRegistration(row: OpenRow, user: SessionUser, now: Date): StructureRegistration {
  const { providerId, ...action } = row.action;
  return {
    id: row.id,
    status: row.status,
    waitingList: row.waitingList,
    waitingPosition: row.waitingPosition,
    askedAt: row.askedAt.toISOString(),
    motivation: row.motivation,
    session: {
      id: row.session.id,
      code: row.session.code,
      startDate: row.session.startDate.toISOString(),
      endDate: row.session.endDate.toISOString(),
    },
    action,
    events: pageEvents(
      registrationEventsFor(
        user,
        {
          status: row.status,
          waitingList: row.waitingList,
          beneficiaryId: row.beneficiary.id,
          structureId: row.structureId,
          providerId,
          sessionStartDate: row.session.startDate,
          hrValidation: action.hrValidation,
          providerValidation: action.providerValidation,
        },
        now,
      ),
    ),
  };
}

function pageEvents(events: readonly string[]): StructurePageEvent[] {
  return STRUCTURE_PAGE_EVENTS.filter((event) => events.includes(event));
}

/**
 * The "more than 2 requests from the same structure" notice (spec §9, decisions.md): sessions
 * where the structure still has an open request and more than OVERBOOKING_NOTICE_THRESHOLD of its
 * registrations count (the same count as `GET /api/registrations/{id}/detail`).
 */
function listRequestNotices(db: Database, structureId: number) {
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
  return db
    .select({
      session: { id: sessions.id, code: sessions.code },
      actionName: actions.name,
      count: counted,
    })
    .from(registrations)
    .innerJoin(sessions, eq(sessions.id, registrations.sessionId))
    .innerJoin(actions, eq(actions.id, sessions.actionId))
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

function byName(a: StructureMember, b: StructureMember): number {
  return (
    a.familyName.localeCompare(b.familyName, 'fr') ||
    a.givenName.localeCompare(b.givenName, 'fr') ||
    a.id - b.id
  );
}
