import {
  coldSurveyDueDate,
  coldSurveyPlan,
  type SessionColdSurvey,
  type SessionUser,
} from '@passerelle/shared';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client.js';
import type { Executor } from '../../db/executor.js';
import { AppError } from '../../lib/app-error.js';
import { reachableSession } from '../access/access.service.js';
import {
  findColdSurveySource,
  lockDueColdSurveySession,
  selectDueColdSurveySessions,
} from './cold-survey.repository.js';
import { openColdSurvey } from './survey-opening.service.js';

/*
 * The cold evaluation (decision 035): opened on its date by a scheduled job
 * (cold-survey.plugin.ts, a timed task of decision 043), through the outbox; its state on a session's page.
 */

export interface ColdSurveyRunResult {
  /** Cold evaluations opened by this run. */
  opened: number;
  /** Answer sheets created, each with its SURVEY_COLD_OPEN mail in the outbox. */
  mailed: number;
  /** Sessions whose opening failed (logged; the next run tries again). */
  failed: number;
}

/**
 * Opens every cold evaluation due at `now`, each session in its own transaction: the session's
 * row locked (`for update skip locked`: a row another transaction or server holds is left to the
 * next run) and its conditions checked again under the lock, then the questionnaire snapshot,
 * the survey (unique per session and kind: a second opening writes nothing), the sheets and one
 * SURVEY_COLD_OPEN mail per new sheet, committed together. Everything lives in the database: a
 * run after a restart, or on another server, opens what is left and mails nobody twice.
 */
export async function openDueColdSurveys(options: {
  db: Database;
  publicUrl: string;
  now: Date;
  log?: FastifyBaseLogger;
}): Promise<ColdSurveyRunResult> {
  const { db, publicUrl, now, log } = options;
  const result: ColdSurveyRunResult = { opened: 0, mailed: 0, failed: 0 };
  for (const sessionId of await selectDueColdSurveySessions(db, now)) {
    try {
      const sheets = await db.transaction(async (tx) => {
        if (!(await lockDueColdSurveySession(tx, sessionId, now))) return null;
        return openColdSurvey(tx, { sessionId, publicUrl, now });
      });
      if (sheets === null) continue;
      result.opened += 1;
      result.mailed += sheets;
    } catch (error) {
      result.failed += 1;
      log?.error({ err: error, sessionId }, 'the cold evaluation could not be opened');
    }
  }
  return result;
}

/**
 * `GET /api/sessions/{id}/cold_survey`: the session's cold evaluation as its page shows it —
 * opened (OPEN, CLOSED, with its sheets), else planned for its date or not planned, and why.
 */
export async function readSessionColdSurvey(
  db: Executor,
  user: SessionUser,
  sessionId: number,
  now = new Date(),
): Promise<SessionColdSurvey> {
  await reachableSession(db, user, sessionId);
  const source = await findColdSurveySource(db, sessionId);
  if (!source) throw new AppError('NOT_FOUND');
  const dueAt = coldSurveyDueDate(source.endDate, source.coldSurveyDelayDays);
  const common = {
    typeEnabled: source.coldSurveyEnabled,
    delayDays: source.coldSurveyDelayDays,
    dueAt: dueAt.toISOString(),
  };
  const { survey } = source;
  if (survey) {
    return {
      ...common,
      state: survey.status,
      reason: null,
      survey: {
        id: survey.id,
        openedAt: survey.openedAt.toISOString(),
        closedAt: survey.closedAt?.toISOString() ?? null,
        sheets: source.sheets,
        filled: source.filled,
      },
    };
  }
  const plan = coldSurveyPlan(source, now);
  return plan.planned
    ? { ...common, state: 'PLANNED', reason: null, survey: null }
    : { ...common, state: 'NOT_PLANNED', reason: plan.reason, survey: null };
}
