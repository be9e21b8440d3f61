import { SESSION_OPEN_REGISTRATION_STATUSES } from '@passerelle/shared';
import { and, asc, eq, inArray, ne } from 'drizzle-orm';
import { registrations, users } from '../../db/schema/index.js';
import type { Executor } from '../../db/executor.js';

/* The SQL of who hears of a session's change (session-mails.ts). */

/** The session's open registrations: the ones a change of the session concerns. */
export function openRegistrationsOf(sessionId: number) {
  return and(
    eq(registrations.sessionId, sessionId),
    inArray(registrations.status, SESSION_OPEN_REGISTRATION_STATUSES),
  );
}

/** The trainees and structures of the session's open registrations. */
export function selectOpenRegistrants(tx: Executor, sessionId: number) {
  return tx
    .select({ beneficiaryId: registrations.beneficiaryId, structureId: registrations.structureId })
    .from(registrations)
    .where(openRegistrationsOf(sessionId));
}

/** The trainees holding a seat (REGISTERED, off the waiting list): whom a new date concerns. */
export async function selectRegisteredTrainees(tx: Executor, sessionId: number): Promise<number[]> {
  const rows = await tx
    .select({ beneficiaryId: registrations.beneficiaryId })
    .from(registrations)
    .where(
      and(
        eq(registrations.sessionId, sessionId),
        eq(registrations.status, 'REGISTERED'),
        eq(registrations.waitingList, false),
      ),
    );
  return rows.map((row) => row.beneficiaryId);
}

/** The addresses of the enabled users among `userIds` that have one, by user id. */
export async function selectMailAddresses(
  tx: Executor,
  userIds: readonly number[],
): Promise<string[]> {
  const rows = await tx
    .select({ email: users.email })
    .from(users)
    .where(and(inArray(users.id, [...userIds]), eq(users.disabled, false), ne(users.email, '')))
    .orderBy(asc(users.id));
  return rows.map((row) => row.email);
}
