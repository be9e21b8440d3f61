import {
  SURVEY_SESSION_STATUSES,
  SURVEY_TRAINEE_STATUSES,
  type Questionnaire,
  type SurveyAnswers,
  type SurveyKind,
} from '@passerelle/shared';
import { and, asc, desc, eq, inArray, notInArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/executor.js';
import { rowsOf } from '../../db/rows.js';
import {
  actionTypes,
  actions,
  cities,
  registrationSurveys,
  registrations,
  sessionSurveys,
  sessions,
  structures,
  surveyQuestionnaires,
  surveyRatingTotals,
  users,
} from '../../db/schema/index.js';
import {
  joinedSelect,
  selectRegistrationsWithPeople,
  selectSessionsWithType,
} from '../../lib/query-joins.js';

// Opening: what a session's survey depends on, and its answer sheets.

/** The session's status, survey flag and its action type's conditioned questions. */
export async function findSurveySource(db: Executor, sessionId: number) {
  const [row] = await selectSessionsWithType(db, {
    status: sessions.status,
    surveyEnabled: sessions.surveyEnabled,
    conditionedQuestions: actionTypes.conditionedSurveyQuestions,
  }).where(eq(sessions.id, sessionId));
  return row;
}

/** The session's survey of `kind`, if it ever opened. */
export async function findSessionSurveyOf(db: Executor, sessionId: number, kind: SurveyKind) {
  const [row] = await db
    .select({ id: sessionSurveys.id, status: sessionSurveys.status })
    .from(sessionSurveys)
    .where(and(eq(sessionSurveys.sessionId, sessionId), eq(sessionSurveys.kind, kind)));
  return row;
}

/** The session's surveys that ever opened (at most one of each kind). */
export function findSessionSurveys(db: Executor, sessionId: number) {
  return db
    .select({ id: sessionSurveys.id, kind: sessionSurveys.kind, status: sessionSurveys.status })
    .from(sessionSurveys)
    .where(eq(sessionSurveys.sessionId, sessionId));
}

/** The id of the stored questionnaire with this checksum, stored now if it is new. */
export async function storeQuestionnaire(
  db: Executor,
  questionnaire: Questionnaire,
  checksum: string,
): Promise<number> {
  const [inserted] = await db
    .insert(surveyQuestionnaires)
    .values({
      kind: questionnaire.kind,
      version: questionnaire.version,
      checksum,
      content: questionnaire,
    })
    .onConflictDoNothing()
    .returning({ id: surveyQuestionnaires.id });
  if (inserted) return inserted.id;
  const [existing] = await db
    .select({ id: surveyQuestionnaires.id })
    .from(surveyQuestionnaires)
    .where(eq(surveyQuestionnaires.checksum, checksum));
  return existing!.id;
}

/**
 * Creates the session's survey of `kind`, OPEN; undefined when it exists already (opened by
 * another transaction: the unique (session, kind) decides, so a survey opens once).
 */
export async function insertSessionSurvey(
  db: Executor,
  values: { sessionId: number; kind: SurveyKind; questionnaireId: number; openedAt: Date },
) {
  const [row] = await db
    .insert(sessionSurveys)
    .values(values)
    .onConflictDoNothing()
    .returning({ id: sessionSurveys.id, status: sessionSurveys.status });
  return row;
}

/**
 * Removes the UNFILLED answer sheets of registrations that are no longer PRESENT or
 * PARTIAL_ABSENCE (a sent sheet stays: answers are evidence).
 */
export async function deleteUnfilledOfNonTrainees(db: Executor, sessionSurveyId: number) {
  await db.delete(registrationSurveys).where(
    and(
      eq(registrationSurveys.sessionSurveyId, sessionSurveyId),
      eq(registrationSurveys.fillStatus, 'UNFILLED'),
      inArray(
        registrationSurveys.registrationId,
        db
          .select({ id: registrations.id })
          .from(registrations)
          .where(notInArray(registrations.status, [...SURVEY_TRAINEE_STATUSES])),
      ),
    ),
  );
}

/**
 * An UNFILLED answer sheet for each PRESENT or PARTIAL_ABSENCE registration of the session that
 * has none; returns the new sheets only (a concurrent insert of the same one returns nothing).
 */
export async function insertMissingSheets(
  db: Executor,
  sessionSurveyId: number,
  sessionId: number,
): Promise<{ id: number }[]> {
  const trainees = sql.join(
    SURVEY_TRAINEE_STATUSES.map((status) => sql`${status}`),
    sql`, `,
  );
  const result = await db.execute(sql`
    insert into ${registrationSurveys} (session_survey_id, registration_id)
    select ${sessionSurveyId}::integer, ${registrations.id}
    from ${registrations}
    where ${registrations.sessionId} = ${sessionId}
      and ${registrations.status} in (${trainees})
    on conflict do nothing
    returning id`);
  return rowsOf<{ id: number }>(result);
}

/** What the mail of each sheet says (MAIL_EVENT_TAGS.SURVEY_OPEN and SURVEY_COLD_OPEN). */
export async function findSheetMailSubjects(db: Executor, sheetIds: readonly number[]) {
  if (sheetIds.length === 0) return [];
  return selectRegistrationsWithPeople(db, {
    sheetId: registrationSurveys.id,
    email: users.email,
    beneficiary: {
      civility: users.civility,
      givenName: users.givenName,
      familyName: users.familyName,
    },
    structureName: structures.name,
    action: { name: actions.name },
    session: {
      id: sessions.id,
      code: sessions.code,
      startDate: sessions.startDate,
      endDate: sessions.endDate,
      cityName: cities.value,
      modality: sessions.modality,
    },
  })
    .innerJoin(registrationSurveys, eq(registrationSurveys.registrationId, registrations.id))
    .innerJoin(sessions, eq(sessions.id, registrations.sessionId))
    .innerJoin(actions, eq(actions.id, sessions.actionId))
    .leftJoin(cities, eq(cities.id, sessions.cityId))
    .where(inArray(registrationSurveys.id, [...sheetIds]))
    .orderBy(asc(registrationSurveys.id));
}

// A beneficiary's answer sheets.

/**
 * A sheet its trainee sees: the session took place (SURVEY_SESSION_STATUSES), its survey is
 * enabled, and the registration is still PRESENT or PARTIAL_ABSENCE.
 */
const visibleToTrainee = and(
  inArray(sessions.status, [...SURVEY_SESSION_STATUSES]),
  eq(sessions.surveyEnabled, true),
  inArray(registrations.status, [...SURVEY_TRAINEE_STATUSES]),
);

const sheetSummaryColumns = {
  id: registrationSurveys.id,
  kind: sessionSurveys.kind,
  fillStatus: registrationSurveys.fillStatus,
  filledAt: registrationSurveys.filledAt,
  surveyStatus: sessionSurveys.status,
  sessionSurveyId: sessionSurveys.id,
  beneficiaryId: registrations.beneficiaryId,
  session: {
    id: sessions.id,
    code: sessions.code,
    actionName: actions.name,
    startDate: sessions.startDate,
    endDate: sessions.endDate,
    modality: sessions.modality,
    cityName: cities.value,
  },
};

/** Answer sheets with their survey, registration and session. */
const selectSheets = joinedSelect((select) =>
  select
    .from(registrationSurveys)
    .innerJoin(sessionSurveys, eq(sessionSurveys.id, registrationSurveys.sessionSurveyId))
    .innerJoin(registrations, eq(registrations.id, registrationSurveys.registrationId))
    .innerJoin(sessions, eq(sessions.id, sessionSurveys.sessionId)),
);

/** Answer sheets with their survey's questionnaire, their session and its action. */
function sheetsQuery(db: Executor) {
  return selectSheets(db, {
    ...sheetSummaryColumns,
    ratings: registrationSurveys.ratings,
    comments: registrationSurveys.comments,
    questionnaire: surveyQuestionnaires.content,
  })
    .innerJoin(surveyQuestionnaires, eq(surveyQuestionnaires.id, sessionSurveys.questionnaireId))
    .innerJoin(actions, eq(actions.id, sessions.actionId))
    .leftJoin(cities, eq(cities.id, sessions.cityId));
}

/** The beneficiary's visible sheets: to fill first, then by session end, latest first. */
export function listTraineeSheets(db: Executor, beneficiaryId: number) {
  return sheetsQuery(db)
    .where(and(eq(registrations.beneficiaryId, beneficiaryId), visibleToTrainee))
    .orderBy(
      asc(registrationSurveys.fillStatus),
      desc(sessions.endDate),
      desc(registrationSurveys.id),
    );
}

/** The beneficiary's visible sheets of these registrations. */
export function findTraineeSheetsOf(
  db: Executor,
  beneficiaryId: number,
  registrationIds: readonly number[],
) {
  return selectSheets(db, {
    registrationId: registrationSurveys.registrationId,
    id: registrationSurveys.id,
    fillStatus: registrationSurveys.fillStatus,
    surveyStatus: sessionSurveys.status,
  }).where(
    and(
      eq(registrations.beneficiaryId, beneficiaryId),
      inArray(registrationSurveys.registrationId, [...registrationIds]),
      eq(sessionSurveys.kind, 'HOT'),
      visibleToTrainee,
    ),
  );
}

/** One sheet as its trainee sees it, with its questionnaire and answers; undefined when hidden. */
export async function findTraineeSheet(db: Executor, id: number) {
  const [row] = await sheetsQuery(db).where(and(eq(registrationSurveys.id, id), visibleToTrainee));
  return row;
}

/** The survey's status, its row share-locked: it cannot be closed until the caller commits. */
export async function shareLockSurveyStatus(db: Executor, sessionSurveyId: number) {
  const [row] = await db
    .select({ status: sessionSurveys.status })
    .from(sessionSurveys)
    .where(eq(sessionSurveys.id, sessionSurveyId))
    .for('share');
  return row?.status;
}

/** Records the answers of an UNFILLED sheet; undefined when it was FILLED meanwhile. */
export async function fillSheet(db: Executor, id: number, answers: SurveyAnswers, now: Date) {
  const [row] = await db
    .update(registrationSurveys)
    .set({
      fillStatus: 'FILLED',
      ratings: answers.ratings,
      comments: answers.comments,
      filledAt: now,
    })
    .where(and(eq(registrationSurveys.id, id), eq(registrationSurveys.fillStatus, 'UNFILLED')))
    .returning({ id: registrationSurveys.id });
  return row;
}

/** Adds one sheet's stars to the survey's totals (one row per rating question). */
export async function addRatingTotals(
  db: Executor,
  sessionSurveyId: number,
  ratings: readonly { questionKey: string; theme: string; stars: number }[],
) {
  if (ratings.length === 0) return;
  const star = (n: number, stars: number) => (stars === n ? 1 : 0);
  await db
    .insert(surveyRatingTotals)
    .values(
      ratings.map(({ questionKey, theme, stars }) => ({
        sessionSurveyId,
        questionKey,
        theme,
        stars1: star(1, stars),
        stars2: star(2, stars),
        stars3: star(3, stars),
        stars4: star(4, stars),
        stars5: star(5, stars),
      })),
    )
    .onConflictDoUpdate({
      target: [surveyRatingTotals.sessionSurveyId, surveyRatingTotals.questionKey],
      set: {
        stars1: sql`${surveyRatingTotals.stars1} + excluded.stars1`,
        stars2: sql`${surveyRatingTotals.stars2} + excluded.stars2`,
        stars3: sql`${surveyRatingTotals.stars3} + excluded.stars3`,
        stars4: sql`${surveyRatingTotals.stars4} + excluded.stars4`,
        stars5: sql`${surveyRatingTotals.stars5} + excluded.stars5`,
      },
    });
}

// Staff and the session's provider.

/** A session's survey with its questionnaire, who closed it and its sheet counts. */
export async function findSessionSurvey(db: Executor, id: number) {
  const closer = users;
  const [row] = await db
    .select({
      id: sessionSurveys.id,
      sessionId: sessionSurveys.sessionId,
      kind: sessionSurveys.kind,
      status: sessionSurveys.status,
      enabled: sessions.surveyEnabled,
      openedAt: sessionSurveys.openedAt,
      closedAt: sessionSurveys.closedAt,
      // The closer's own id: null with their names when the join finds nobody.
      closedById: closer.id,
      closerGivenName: closer.givenName,
      closerFamilyName: closer.familyName,
      questionnaire: surveyQuestionnaires.content,
      traineeCount: sql<number>`(select count(*)::int from ${registrationSurveys} where ${registrationSurveys.sessionSurveyId} = ${sessionSurveys.id})`,
      filledCount: sql<number>`(select count(*)::int from ${registrationSurveys} where ${registrationSurveys.sessionSurveyId} = ${sessionSurveys.id} and ${registrationSurveys.fillStatus} = 'FILLED')`,
    })
    .from(sessionSurveys)
    .innerJoin(sessions, eq(sessions.id, sessionSurveys.sessionId))
    .innerJoin(surveyQuestionnaires, eq(surveyQuestionnaires.id, sessionSurveys.questionnaireId))
    .leftJoin(closer, eq(closer.id, sessionSurveys.closedById))
    .where(eq(sessionSurveys.id, id));
  return row;
}

/** Closes an OPEN survey; undefined when it was not OPEN. */
export async function closeOpenSurvey(
  db: Executor,
  id: number,
  closedById: number,
  now: Date,
): Promise<{ id: number } | undefined> {
  const [row] = await db
    .update(sessionSurveys)
    .set({ status: 'CLOSED', closedAt: now, closedById })
    .where(and(eq(sessionSurveys.id, id), eq(sessionSurveys.status, 'OPEN')))
    .returning({ id: sessionSurveys.id });
  return row;
}

/** The fill status of each trainee's sheet of a survey, by name. */
export function listSurveySheets(db: Executor, sessionSurveyId: number) {
  return db
    .select({
      id: registrationSurveys.id,
      registrationId: registrationSurveys.registrationId,
      beneficiaryId: users.id,
      givenName: users.givenName,
      familyName: users.familyName,
      fillStatus: registrationSurveys.fillStatus,
      filledAt: registrationSurveys.filledAt,
    })
    .from(registrationSurveys)
    .innerJoin(registrations, eq(registrations.id, registrationSurveys.registrationId))
    .innerJoin(users, eq(users.id, registrations.beneficiaryId))
    .where(eq(registrationSurveys.sessionSurveyId, sessionSurveyId))
    .orderBy(asc(users.familyName), asc(users.givenName), asc(registrationSurveys.id));
}
