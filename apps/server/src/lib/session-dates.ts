import { asc, inArray } from 'drizzle-orm';
import type { Executor } from '../db/executor.js';
import { sessionDates } from '../db/schema/index.js';

export interface SessionDate {
  id: number;
  startsAt: Date;
  endsAt: Date;
}

/**
 * The intervention dates of several sessions in one query, in order, by session id (a session
 * without dates has none in the map).
 */
export async function selectDatesOfSessions(
  db: Executor,
  sessionIds: readonly number[],
): Promise<Map<number, SessionDate[]>> {
  const bySession = new Map<number, SessionDate[]>();
  if (sessionIds.length === 0) return bySession;
  const rows = await db
    .select({
      id: sessionDates.id,
      sessionId: sessionDates.sessionId,
      startsAt: sessionDates.startsAt,
      endsAt: sessionDates.endsAt,
    })
    .from(sessionDates)
    .where(inArray(sessionDates.sessionId, [...sessionIds]))
    .orderBy(asc(sessionDates.startsAt), asc(sessionDates.id));
  for (const { sessionId, ...date } of rows) {
    bySession.set(sessionId, [...(bySession.get(sessionId) ?? []), date]);
  }
  return bySession;
}
