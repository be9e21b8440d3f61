import {
  STRUCTURE_PAGE_EVENTS,
  registrationEventsFor,
  type SessionUser,
  type StructureDetail,
  type StructureMember,
  type StructurePageEvent,
  type StructureRegistration,
} from '@passerelle/shared';
import type { Database } from '../../db/client.js';
import { reachableStructure } from '../access/access.service.js';
import {
  listMembers,
  listOpenRegistrations,
  listRequestNotices,
  type OpenRegistrationRow,
} from './structure-detail.repository.js';

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

function toRegistration(
  row: OpenRegistrationRow,
  user: SessionUser,
  now: Date,
): StructureRegistration {
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

function byName(a: StructureMember, b: StructureMember): number {
  return (
    a.familyName.localeCompare(b.familyName, 'fr') ||
    a.givenName.localeCompare(b.givenName, 'fr') ||
    a.id - b.id
  );
}
