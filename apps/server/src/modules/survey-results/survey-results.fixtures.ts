import {
  satisfactionQuestionnaire,
  type Questionnaire,
  type SurveyAnswers,
  type SurveyKind,
  type SurveyStatus,
} from '@passerelle/shared';
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import {
  registrationSurveys,
  sessionSurveys,
  surveyQuestionnaires,
  surveyRatingTotals,
} from '../../db/schema/index.js';
import { questionnaireChecksum } from '../../lib/questionnaire-checksum.js';
import { createRegistration } from '../../test/factories.js';

/*
 * Surveys with answers for the results' tests, written as the surveys module writes them
 * (decision 032): a stored questionnaire, the session's survey, one sheet per trainee, and for
 * each sheet sent its answers and its stars added to `survey_rating_totals` in the same
 * transaction. Sheets' counts follow by the database's trigger (decision 034).
 */

/** The questionnaire's row, stored once per content. */
export async function storeQuestionnaire(
  db: Database,
  questionnaire: Questionnaire = satisfactionQuestionnaire(),
): Promise<number> {
  const checksum = questionnaireChecksum(questionnaire);
  await db
    .insert(surveyQuestionnaires)
    .values({
      kind: questionnaire.kind,
      version: questionnaire.version,
      checksum,
      content: questionnaire,
    })
    .onConflictDoNothing();
  const [row] = await db
    .select({ id: surveyQuestionnaires.id })
    .from(surveyQuestionnaires)
    .where(eq(surveyQuestionnaires.checksum, checksum));
  return row!.id;
}

export interface OpenedSurvey {
  id: number;
  questionnaire: Questionnaire;
}

export async function openSurvey(
  db: Database,
  options: {
    sessionId: number;
    questionnaire?: Questionnaire;
    status?: SurveyStatus;
    kind?: SurveyKind;
  },
): Promise<OpenedSurvey> {
  const questionnaire = options.questionnaire ?? satisfactionQuestionnaire();
  const [row] = await db
    .insert(sessionSurveys)
    .values({
      sessionId: options.sessionId,
      kind: options.kind ?? 'HOT',
      questionnaireId: await storeQuestionnaire(db, questionnaire),
      status: options.status ?? 'OPEN',
      closedAt: options.status === 'CLOSED' ? new Date() : null,
    })
    .returning({ id: sessionSurveys.id });
  return { id: row!.id, questionnaire };
}

/** An UNFILLED sheet for a (new) PRESENT trainee of the survey's session. */
export async function addSheet(
  db: Database,
  survey: { id: number },
  sessionId: number,
  beneficiaryId?: number,
): Promise<{ id: number; registrationId: number }> {
  const registration = await createRegistration(db, {
    sessionId,
    status: 'PRESENT',
    ...(beneficiaryId === undefined ? {} : { beneficiaryId }),
  });
  const [sheet] = await db
    .insert(registrationSurveys)
    .values({ sessionSurveyId: survey.id, registrationId: registration.id })
    .returning({ id: registrationSurveys.id });
  return { id: sheet!.id, registrationId: registration.id };
}

/** Sends a sheet's answers: FILLED, and its stars added to the survey's totals. */
export async function fillSheet(
  db: Database,
  survey: OpenedSurvey,
  sheetId: number,
  answers: SurveyAnswers,
): Promise<void> {
  await db
    .update(registrationSurveys)
    .set({
      fillStatus: 'FILLED',
      ratings: answers.ratings,
      comments: answers.comments,
      filledAt: new Date(),
    })
    .where(eq(registrationSurveys.id, sheetId));
  for (const [key, stars] of Object.entries(answers.ratings)) {
    const theme = survey.questionnaire.questions.find((question) => question.key === key)!.theme;
    const column = `stars${stars}` as 'stars1' | 'stars2' | 'stars3' | 'stars4' | 'stars5';
    await db
      .insert(surveyRatingTotals)
      .values({ sessionSurveyId: survey.id, questionKey: key, theme, [column]: 1 })
      .onConflictDoUpdate({
        target: [surveyRatingTotals.sessionSurveyId, surveyRatingTotals.questionKey],
        set: { [column]: sql`${surveyRatingTotals[column]} + 1` },
      });
  }
}

/** Every rating question of `questionnaire` given `stars` (or per key from `by`). */
export function ratingsOf(
  questionnaire: Questionnaire,
  stars: number,
  by: Record<string, number> = {},
): Record<string, number> {
  return Object.fromEntries(
    questionnaire.questions
      .filter((question) => question.type === 'rating')
      .map((question) => [question.key, by[question.key] ?? stars]),
  );
}

/**
 * A survey of `sessionId` with one sheet per element of `answers` (null: not sent), filled in
 * order.
 */
export async function surveyWithAnswers(
  db: Database,
  options: {
    sessionId: number;
    answers: (SurveyAnswers | null)[];
    questionnaire?: Questionnaire;
    status?: SurveyStatus;
  },
): Promise<OpenedSurvey & { sheetIds: number[]; registrationIds: number[] }> {
  const survey = await openSurvey(db, options);
  const sheetIds: number[] = [];
  const registrationIds: number[] = [];
  for (const answers of options.answers) {
    const sheet = await addSheet(db, survey, options.sessionId);
    sheetIds.push(sheet.id);
    registrationIds.push(sheet.registrationId);
    if (answers) await fillSheet(db, survey, sheet.id, answers);
  }
  return { ...survey, sheetIds, registrationIds };
}
