import { COLD_SURVEY_GRACE_DAYS, SURVEY_SESSION_STATUSES } from '@passerelle/shared';
import { and, asc, eq, inArray, notExists, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/executor.js';
import {
  actionTypes,
  actions,
  sessionSurveys,
  sessions,
  surveySheetCounts,
} from '../../db/schema/index.js';
import { selectSessionsWithType } from '../../lib/query-joins.js';

/*
 * The SQL of the cold evaluation's opening (decision 035). A session's cold evaluation is due
 * when its action type asks for one, its survey is enabled, it took place
 * (SURVEY_SESSION_STATUSES), its end plus the type's delay has come and is no older than
 * COLD_SURVEY_GRACE_DAYS, and it has none yet: the shared `isColdSurveyDue`, as SQL. Days count
 * 24 hours each (`make_interval(hours => …)`), as `coldSurveyDueDate` does, whatever the
 * database's time zone.
 */

const dueAt = sql`${sessions.endDate} + make_interval(hours => 24 * ${actionTypes.coldSurveyDelayDays})`;

function dueCondition(now: Date): SQL {
  const at = sql`${now.toISOString()}::timestamptz`;
  return and(
    eq(actionTypes.coldSurveyEnabled, true),
    eq(sessions.surveyEnabled, true),
    inArray(sessions.status, [...SURVEY_SESSION_STATUSES]),
    sql`${dueAt} <= ${at}`,
    sql`${dueAt} >= ${at} - make_interval(hours => ${24 * COLD_SURVEY_GRACE_DAYS})`,
    notExists(
      sql`(select 1 from ${sessionSurveys} where ${sessionSurveys.sessionId} = ${sessions.id} and ${sessionSurveys.kind} = 'COLD')`,
    ),
  )!;
}

/** The sessions whose cold evaluation is due at `now`, the longest due first. */
export async function selectDueColdSurveySessions(db: Executor, now: Date): Promise<number[]> {
  const rows = await selectSessionsWithType(db, { id: sessions.id })
    .where(dueCondition(now))
    .orderBy(asc(dueAt), asc(sessions.id));
  return rows.map((row) => row.id);
}

/**
 * Locks the session's row if its cold evaluation is still due (checked again under the lock);
 * a row another transaction holds (a change of the session or of an attendance, another server
 * opening it) is skipped: the next run sees it again. True when locked and due.
 */
export async function lockDueColdSurveySession(
  db: Executor,
  sessionId: number,
  now: Date,
): Promise<boolean> {
  const rows = await selectSessionsWithType(db, { id: sessions.id })
    .where(and(eq(sessions.id, sessionId), dueCondition(now)))
    .for('update', { of: sessions, skipLocked: true });
  return rows.length > 0;
}

/** What the session's cold evaluation depends on, and the evaluation once opened. */
export async function findColdSurveySource(db: Executor, sessionId: number) {
  const [row] = await selectSessionsWithType(db, {
    actionId: sessions.actionId,
    providerId: actions.providerId,
    status: sessions.status,
    surveyEnabled: sessions.surveyEnabled,
    endDate: sessions.endDate,
    coldSurveyEnabled: actionTypes.coldSurveyEnabled,
    coldSurveyDelayDays: actionTypes.coldSurveyDelayDays,
    survey: {
      id: sessionSurveys.id,
      status: sessionSurveys.status,
      openedAt: sessionSurveys.openedAt,
      closedAt: sessionSurveys.closedAt,
    },
    sheets: sql<number>`coalesce(${surveySheetCounts.sheets}, 0)`,
    filled: sql<number>`coalesce(${surveySheetCounts.filled}, 0)`,
  })
    .leftJoin(
      sessionSurveys,
      and(eq(sessionSurveys.sessionId, sessions.id), eq(sessionSurveys.kind, 'COLD')),
    )
    .leftJoin(surveySheetCounts, eq(surveySheetCounts.sessionSurveyId, sessionSurveys.id))
    .where(eq(sessions.id, sessionId));
  return row;
}
