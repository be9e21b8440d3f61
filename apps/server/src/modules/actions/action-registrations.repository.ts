import type { ActionRegistration, ActionRegistrationsQuery } from '@passerelle/shared';
import { and, asc, eq, sql } from 'drizzle-orm';
import { registrations, sessions, structures, users } from '../../db/schema/index.js';
import type { Executor } from './actions.repository.js';

/**
 * One page of the registrations to the sessions of an action, filtered by session and status:
 * by session start date, then the oldest request first (the order of the waiting list).
 */
export async function selectActionRegistrations(
  db: Executor,
  actionId: number,
  query: ActionRegistrationsQuery,
): Promise<{ items: ActionRegistration[]; total: number }> {
  const where = and(
    eq(sessions.actionId, actionId),
    query.sessionId !== undefined ? eq(registrations.sessionId, query.sessionId) : undefined,
    query.status !== undefined ? eq(registrations.status, query.status) : undefined,
  );
  const [rows, [count]] = await Promise.all([
    db
      .select({
        id: registrations.id,
        status: registrations.status,
        waitingList: registrations.waitingList,
        askedAt: registrations.askedAt,
        sessionId: sessions.id,
        sessionCode: sessions.code,
        sessionStart: sessions.startDate,
        beneficiaryId: users.id,
        civility: users.civility,
        givenName: users.givenName,
        familyName: users.familyName,
        email: users.email,
        structureId: structures.id,
        structureName: structures.name,
      })
      .from(registrations)
      .innerJoin(sessions, eq(sessions.id, registrations.sessionId))
      .innerJoin(users, eq(users.id, registrations.beneficiaryId))
      .leftJoin(structures, eq(structures.id, registrations.structureId))
      .where(where)
      .orderBy(
        asc(sessions.startDate),
        asc(sessions.id),
        asc(registrations.askedAt),
        asc(registrations.id),
      )
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db
      .select({ total: sql<number>`count(*)::int` })
      .from(registrations)
      .innerJoin(sessions, eq(sessions.id, registrations.sessionId))
      .where(where),
  ]);
  return {
    total: count?.total ?? 0,
    items: rows.map((row) => ({
      id: row.id,
      beneficiary: {
        id: row.beneficiaryId,
        civility: row.civility,
        givenName: row.givenName,
        familyName: row.familyName,
        email: row.email,
      },
      structure:
        row.structureId !== null && row.structureName !== null
          ? { id: row.structureId, name: row.structureName }
          : null,
      session: {
        id: row.sessionId,
        code: row.sessionCode,
        startDate: row.sessionStart.toISOString(),
      },
      status: row.status,
      waitingList: row.waitingList,
      askedAt: row.askedAt.toISOString(),
    })),
  };
}
