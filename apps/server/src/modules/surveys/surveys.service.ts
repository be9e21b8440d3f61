import {
  answerSheetSchema,
  canAnswerSurvey,
  fullName,
  ratingQuestions,
  type RegistrationSurvey,
  type RegistrationSurveySummary,
  type SessionRegistrationSurvey,
  type SessionSurvey,
  type SessionUser,
  type SurveyKind,
  type SurveyLink,
  zodFieldErrors,
} from '@passerelle/shared';
import type { Database } from '../../db/client.js';
import type { Executor } from '../../db/executor.js';
import { AppError } from '../../lib/app-error.js';
import { personRefOf } from '../../lib/user-columns.js';
import { reachableSession } from '../access/access.service.js';
import {
  addRatingTotals,
  closeOpenSurvey,
  fillSheet,
  findSessionSurvey,
  findSessionSurveyOf,
  findTraineeSheet,
  findTraineeSheetsOf,
  listSurveySheets,
  listTraineeSheets,
  shareLockSurveyStatus,
} from './surveys.repository.js';

/*
 * The satisfaction surveys' API (spec §7, decision 032): a beneficiary reads and answers its own
 * answer sheets only (anyone else's is 404, like a missing one); staff and the session's provider
 * read a session's survey and its trainees' fill statuses, never a named trainee's answers; staff
 * close a survey, for good.
 */

type SheetRow = Awaited<ReturnType<typeof listTraineeSheets>>[number];

function toSummary(row: SheetRow): RegistrationSurveySummary {
  return {
    id: row.id,
    kind: row.kind,
    fillStatus: row.fillStatus,
    filledAt: row.filledAt?.toISOString() ?? null,
    surveyStatus: row.surveyStatus,
    canAnswer: canAnswerSurvey(row),
    session: {
      ...row.session,
      startDate: row.session.startDate.toISOString(),
      endDate: row.session.endDate.toISOString(),
    },
  };
}

/** `GET /api/registration_surveys`: the caller's sheets it may see, to fill first. */
export async function listOwnSurveys(
  db: Executor,
  user: SessionUser,
): Promise<RegistrationSurveySummary[]> {
  return (await listTraineeSheets(db, user.id)).map(toSummary);
}

/**
 * The satisfaction survey of each of the caller's registrations that has one it may see (the
 * beneficiary's past sessions link to it), by registration id.
 */
export async function ownSurveyLinks(
  db: Executor,
  user: SessionUser,
  registrationIds: readonly number[],
): Promise<Map<number, SurveyLink>> {
  if (registrationIds.length === 0) return new Map();
  const rows = await findTraineeSheetsOf(db, user.id, registrationIds);
  return new Map(
    rows.map((row) => [
      row.registrationId,
      { id: row.id, fillStatus: row.fillStatus, canAnswer: canAnswerSurvey(row) },
    ]),
  );
}

/** The caller's own visible sheet `id`, else 404. */
async function ownSheet(db: Executor, user: SessionUser, id: number) {
  const row = await findTraineeSheet(db, id);
  if (!row || row.beneficiaryId !== user.id) throw new AppError('NOT_FOUND');
  return row;
}

/** `GET /api/registration_surveys/{id}`: the caller's sheet, its questionnaire and its answers. */
export async function readOwnSurvey(
  db: Executor,
  user: SessionUser,
  id: number,
): Promise<RegistrationSurvey> {
  const row = await ownSheet(db, user, id);
  return {
    ...toSummary(row),
    questionnaire: row.questionnaire,
    answers:
      row.fillStatus === 'FILLED'
        ? { ratings: row.ratings ?? {}, comments: row.comments ?? {} }
        : null,
  };
}

/**
 * `PUT /api/registration_surveys/{id}`: the caller's answers, checked against the questionnaire
 * the survey was opened with (400 with the missing or wrong answers), sent once (409
 * SURVEY_ALREADY_FILLED) while the survey is OPEN (409 SURVEY_CLOSED). The survey's row is
 * share-locked meanwhile, so a close waits for the answer and refuses the next.
 */
export async function answerOwnSurvey(
  db: Database,
  user: SessionUser,
  id: number,
  body: unknown,
  now = new Date(),
): Promise<RegistrationSurvey> {
  const row = await ownSheet(db, user, id);
  if (row.fillStatus === 'FILLED') throw new AppError('SURVEY_ALREADY_FILLED');
  if (row.surveyStatus !== 'OPEN') throw new AppError('SURVEY_CLOSED');
  const parsed = answerSheetSchema(row.questionnaire).safeParse(body);
  if (!parsed.success) {
    throw new AppError('VALIDATION_FAILED', { fieldErrors: zodFieldErrors(parsed.error) });
  }
  const answers = parsed.data;
  await db.transaction(async (tx) => {
    if ((await shareLockSurveyStatus(tx, row.sessionSurveyId)) !== 'OPEN') {
      throw new AppError('SURVEY_CLOSED');
    }
    if (!(await fillSheet(tx, id, answers, now))) throw new AppError('SURVEY_ALREADY_FILLED');
    await addRatingTotals(
      tx,
      row.sessionSurveyId,
      ratingQuestions(row.questionnaire).map((question) => ({
        questionKey: question.key,
        theme: question.theme,
        stars: answers.ratings[question.key]!,
      })),
    );
  });
  return readOwnSurvey(db, user, id);
}

type SessionSurveyRow = NonNullable<Awaited<ReturnType<typeof findSessionSurvey>>>;

function toSessionSurvey(row: SessionSurveyRow): SessionSurvey {
  return {
    id: row.id,
    sessionId: row.sessionId,
    kind: row.kind,
    status: row.status,
    enabled: row.enabled,
    openedAt: row.openedAt.toISOString(),
    closedAt: row.closedAt?.toISOString() ?? null,
    closedBy: personRefOf(row.closedById, row.closerGivenName, row.closerFamilyName),
    questionnaire: row.questionnaire,
    traineeCount: row.traineeCount,
    filledCount: row.filledCount,
  };
}

/** The survey `id` when `user` reaches its session (a provider: its own sessions), else 404. */
async function reachableSurvey(db: Executor, user: SessionUser, id: number) {
  const row = await findSessionSurvey(db, id);
  if (!row) throw new AppError('NOT_FOUND');
  await reachableSession(db, user, row.sessionId);
  return row;
}

/** `GET /api/session_surveys/{id}`. */
export async function readSessionSurvey(
  db: Executor,
  user: SessionUser,
  id: number,
): Promise<SessionSurvey> {
  return toSessionSurvey(await reachableSurvey(db, user, id));
}

/**
 * `GET /api/sessions/{id}/registration_surveys`: each trainee's fill status of the session's
 * survey of `kind` (the satisfaction survey by default), by name.
 */
export async function listSessionSurveySheets(
  db: Executor,
  user: SessionUser,
  sessionId: number,
  kind: SurveyKind = 'HOT',
): Promise<SessionRegistrationSurvey[]> {
  await reachableSession(db, user, sessionId);
  const survey = await findSessionSurveyOf(db, sessionId, kind);
  if (!survey) return [];
  return (await listSurveySheets(db, survey.id)).map((row) => ({
    id: row.id,
    registrationId: row.registrationId,
    beneficiary: { id: row.beneficiaryId, name: fullName(row) },
    fillStatus: row.fillStatus,
    filledAt: row.filledAt?.toISOString() ?? null,
  }));
}

/**
 * `POST /api/sessions/{id}/close_survey`: the session's survey of `kind` (the satisfaction survey
 * by default, or the cold evaluation) OPEN → CLOSED, irreversible (409 SURVEY_ALREADY_CLOSED
 * after; 409 SURVEY_NOT_OPENED when it never opened). Answers are refused from then on.
 */
export async function closeSessionSurvey(
  db: Database,
  user: SessionUser,
  sessionId: number,
  kind: SurveyKind = 'HOT',
  now = new Date(),
): Promise<SessionSurvey> {
  await reachableSession(db, user, sessionId);
  const survey = await findSessionSurveyOf(db, sessionId, kind);
  if (!survey) throw new AppError('SURVEY_NOT_OPENED');
  const closed = await closeOpenSurvey(db, survey.id, user.id, now);
  if (!closed) throw new AppError('SURVEY_ALREADY_CLOSED');
  return readSessionSurvey(db, user, survey.id);
}
