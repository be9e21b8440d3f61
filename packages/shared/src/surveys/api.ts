import { z } from 'zod';
import {
  MODALITIES,
  SURVEY_FILL_STATUSES,
  SURVEY_FILL_STATUS_LABELS,
  SURVEY_STATUSES,
  SURVEY_STATUS_LABELS,
  type SurveyFillStatus,
  type SurveyStatus,
} from '../enums';
import { personRefSchema } from '../schemas/auth';
import { questionnaireSchema, surveyAnswersSchema } from './answers';
import { SURVEY_KINDS } from './questionnaire';

/*
 * The HTTP contract of the surveys (spec §7 "Surveys and reports"): a beneficiary's answer sheets
 * (`registration_surveys`), a session's survey (`session_surveys/{id}`), its trainees' fill
 * statuses (`sessions/{id}/registration_surveys`), the close action and the status lists.
 */

/** A trainee answers while the sheet is UNFILLED and the survey OPEN; then it is read-only. */
export function canAnswerSurvey(sheet: {
  fillStatus: SurveyFillStatus;
  surveyStatus: SurveyStatus;
}): boolean {
  return sheet.fillStatus === 'UNFILLED' && sheet.surveyStatus === 'OPEN';
}

/** The session an answer sheet is about, as the trainee sees it. */
export const surveySessionSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  actionName: z.string(),
  startDate: z.string(),
  endDate: z.string(),
  modality: z.enum(MODALITIES),
  cityName: z.string().nullable(),
});
export type SurveySession = z.infer<typeof surveySessionSchema>;

/** A registration's answer sheet as a link to it (the beneficiary's past sessions). */
export const surveyLinkSchema = z.object({
  id: z.number().int(),
  fillStatus: z.enum(SURVEY_FILL_STATUSES),
  canAnswer: z.boolean(),
});
export type SurveyLink = z.infer<typeof surveyLinkSchema>;

/** One of a beneficiary's answer sheets (`GET /api/registration_surveys`). */
export const registrationSurveySummarySchema = z.object({
  id: z.number().int(),
  fillStatus: z.enum(SURVEY_FILL_STATUSES),
  filledAt: z.string().nullable(),
  surveyStatus: z.enum(SURVEY_STATUSES),
  /** canAnswerSurvey: UNFILLED and OPEN. */
  canAnswer: z.boolean(),
  session: surveySessionSchema,
});
export type RegistrationSurveySummary = z.infer<typeof registrationSurveySummarySchema>;
export const registrationSurveyListSchema = z.array(registrationSurveySummarySchema);

/** `GET /api/registration_surveys/{id}`: the sheet with its questionnaire and, once sent, answers. */
export const registrationSurveySchema = registrationSurveySummarySchema.extend({
  questionnaire: questionnaireSchema,
  answers: surveyAnswersSchema.nullable(),
});
export type RegistrationSurvey = z.infer<typeof registrationSurveySchema>;

/** `GET /api/session_surveys/{id}` and the answer of `close_survey`. */
export const sessionSurveySchema = z.object({
  id: z.number().int(),
  sessionId: z.number().int(),
  kind: z.enum(SURVEY_KINDS),
  status: z.enum(SURVEY_STATUSES),
  /** The session's `surveyEnabled`: when false, trainees do not see the survey. */
  enabled: z.boolean(),
  openedAt: z.string(),
  closedAt: z.string().nullable(),
  closedBy: personRefSchema.nullable(),
  questionnaire: questionnaireSchema,
  /** Answer sheets of the trainees, and how many are FILLED. */
  traineeCount: z.number().int(),
  filledCount: z.number().int(),
});
export type SessionSurvey = z.infer<typeof sessionSurveySchema>;

/** One trainee's fill status (`GET /api/sessions/{id}/registration_surveys`): never the answers. */
export const sessionRegistrationSurveySchema = z.object({
  id: z.number().int(),
  registrationId: z.number().int(),
  beneficiary: personRefSchema,
  fillStatus: z.enum(SURVEY_FILL_STATUSES),
  filledAt: z.string().nullable(),
});
export type SessionRegistrationSurvey = z.infer<typeof sessionRegistrationSurveySchema>;
export const sessionRegistrationSurveyListSchema = z.array(sessionRegistrationSurveySchema);

/** `GET /api/survey_statuses` and `GET /api/survey_fill_statuses`: codes with French labels. */
export const surveyStatusOptionsSchema = z.array(
  z.object({ code: z.enum(SURVEY_STATUSES), label: z.string() }),
);
export const surveyFillStatusOptionsSchema = z.array(
  z.object({ code: z.enum(SURVEY_FILL_STATUSES), label: z.string() }),
);
export const SURVEY_STATUS_OPTIONS = SURVEY_STATUSES.map((code) => ({
  code,
  label: SURVEY_STATUS_LABELS[code],
}));
export const SURVEY_FILL_STATUS_OPTIONS = SURVEY_FILL_STATUSES.map((code) => ({
  code,
  label: SURVEY_FILL_STATUS_LABELS[code],
}));
