import {
  PROGRAMME_TIME_ZONE,
  UNCOUNTED_REGISTRATION_STATUSES,
  type RegistrationStatus,
} from '@passerelle/shared';
import { and, eq, notInArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/executor.js';
import { actionTypes, actions, registrations, sessions, users } from '../../db/schema/index.js';
import { selectRegistrationsInSessions } from '../../lib/query-joins.js';

/*
 * What the registration rules count: the person's registration to a session, their registrations
 * within the yearly quotas, the requests from one structure to a session.
 */

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
  const [row] = await selectRegistrationsInSessions(db, {
    membersOnly: sql<number>`count(*) filter (where ${actionTypes.membersOnly})::int`,
    hrValidated: sql<number>`count(*) filter (where ${actionTypes.hrValidation})::int`,
  })
    .innerJoin(actionTypes, eq(actionTypes.id, actions.typeId))
    .where(
      and(
        eq(registrations.beneficiaryId, beneficiaryId),
        notInArray(registrations.status, [...UNCOUNTED_REGISTRATION_STATUSES]),
        sql`extract(year from ${sessions.startDate} at time zone ${PROGRAMME_TIME_ZONE}) = ${year}`,
      ),
    );
  return { membersOnly: row?.membersOnly ?? 0, hrValidated: row?.hrValidated ?? 0 };
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
