import { ratingQuestions, satisfactionQuestionnaire, type Questionnaire } from '@passerelle/shared';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { registrationSurveys } from '../../db/schema/index.js';
import { createRegistration, createSession } from '../../test/factories.js';
import { syncSessionSurvey } from './survey-opening.service.js';
import { findSessionSurveyOf } from './surveys.repository.js';

/** Every rating of `questionnaire` given `stars` (the default questionnaire by default). */
export function fullAnswers(questionnaire: Questionnaire = satisfactionQuestionnaire(), stars = 4) {
  return {
    ratings: Object.fromEntries(
      ratingQuestions(questionnaire).map((question) => [question.key, stars]),
    ),
  };
}

/**
 * A REALIZED session of `actionId` (ended yesterday) with its survey enabled and opened to one
 * PRESENT trainee, `beneficiaryId`: returns the session, the survey and the trainee's sheet ids.
 */
export async function openSurveyWithTrainee(
  db: Database,
  input: { actionId?: number; beneficiaryId?: number; structureId?: number | null },
) {
  const startDate = new Date(Date.now() - 2 * 24 * 3600_000);
  const session = await createSession(db, {
    ...(input.actionId === undefined ? {} : { actionId: input.actionId }),
    status: 'REALIZED',
    surveyEnabled: true,
    startDate,
  });
  const registration = await createRegistration(db, {
    sessionId: session.id,
    status: 'PRESENT',
    ...(input.beneficiaryId === undefined ? {} : { beneficiaryId: input.beneficiaryId }),
    ...(input.structureId === undefined ? {} : { structureId: input.structureId }),
  });
  await syncSessionSurvey(db, { sessionId: session.id, publicUrl: 'http://localhost' });
  const survey = (await findSessionSurveyOf(db, session.id, 'HOT'))!;
  const [sheet] = await db
    .select({ id: registrationSurveys.id })
    .from(registrationSurveys)
    .where(eq(registrationSurveys.registrationId, registration.id));
  return { sessionId: session.id, surveyId: survey.id, sheetId: sheet!.id, registration };
}
