import { z } from 'zod';
import {
  MODALITIES,
  SURVEY_FILL_STATUSES,
  SURVEY_FILL_STATUS_LABELS,
  SURVEY_STATUSES,
  SURVEY_STATUS_LABELS,
  SURVEY_FILL_STATUS_MEANINGS,
  SURVEY_STATUS_MEANINGS,
  statusOptions,
  statusOptionsSchema,
  type SurveyFillStatus,
  type SurveyStatus,
} from '../enums';
import { t } from '../i18n';
import { personRefSchema } from './auth';
import { idParams } from './fields';
import { param } from './query-params';
import { defineRoute } from './route';
import {
  questionnaireSchema,
  surveyAnswersBodySchema,
  surveyAnswersSchema,
} from '../surveys/answers';
import { SURVEY_KINDS, type SurveyKind } from '../surveys/questionnaire';

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
  /** The satisfaction survey (HOT) or the cold evaluation (COLD). */
  kind: z.enum(SURVEY_KINDS),
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

/** `GET /api/survey_statuses` and `GET /api/survey_fill_statuses`: codes, labels, meanings. */
export const surveyStatusOptionsSchema = statusOptionsSchema(SURVEY_STATUSES);
export const surveyFillStatusOptionsSchema = statusOptionsSchema(SURVEY_FILL_STATUSES);
export const SURVEY_STATUS_OPTIONS = statusOptions(
  SURVEY_STATUSES,
  SURVEY_STATUS_LABELS,
  SURVEY_STATUS_MEANINGS,
);
export const SURVEY_FILL_STATUS_OPTIONS = statusOptions(
  SURVEY_FILL_STATUSES,
  SURVEY_FILL_STATUS_LABELS,
  SURVEY_FILL_STATUS_MEANINGS,
);

const kindChoice = () => t('validation.choice');

/**
 * `?kind=` of the session's survey routes (`sessions/{id}/registration_surveys`,
 * `sessions/{id}/close_survey`): the satisfaction survey (HOT, the default) or the cold
 * evaluation (COLD).
 */
export const surveyKindQuerySchema = z.object({
  kind: param(z.enum(SURVEY_KINDS, { error: kindChoice })).transform(
    (kind): SurveyKind => kind ?? 'HOT',
  ),
});
export type SurveyKindQuery = z.output<typeof surveyKindQuerySchema>;

/** The optional body of `POST sessions/{id}/close_survey`: which survey (else `?kind=`, else HOT). */
export const closeSurveyBodySchema = z
  .object({ kind: z.enum(SURVEY_KINDS, { error: kindChoice }).optional() })
  .nullish();
export type CloseSurveyBody = z.infer<typeof closeSurveyBodySchema>;

/**
 * The state of a session's cold evaluation (decision 035): not planned (and why), planned for a
 * date, open or closed.
 */
export const COLD_SURVEY_STATES = ['NOT_PLANNED', 'PLANNED', 'OPEN', 'CLOSED'] as const;
export type ColdSurveyState = (typeof COLD_SURVEY_STATES)[number];
export const COLD_SURVEY_NOT_PLANNED_REASONS = [
  'typeDisabled',
  'surveyDisabled',
  'canceled',
  'expired',
] as const;

/** `GET /api/sessions/{id}/cold_survey`: the session's cold evaluation, planned or opened. */
export const sessionColdSurveySchema = z.object({
  /** Its action type asks for a cold evaluation (`coldSurveyEnabled`). */
  typeEnabled: z.boolean(),
  /** The type's delay, in days after the session's end. */
  delayDays: z.number().int(),
  /** The session's end plus the delay: when it opens (or opened, if on time). */
  dueAt: z.string(),
  state: z.enum(COLD_SURVEY_STATES),
  /** Why it will not open (NOT_PLANNED only). */
  reason: z.enum(COLD_SURVEY_NOT_PLANNED_REASONS).nullable(),
  /** The evaluation once opened: its id (`survey_views/{id}`), sheets and those sent. */
  survey: z
    .object({
      id: z.number().int(),
      openedAt: z.string(),
      closedAt: z.string().nullable(),
      sheets: z.number().int(),
      filled: z.number().int(),
    })
    .nullable(),
});
export type SessionColdSurvey = z.infer<typeof sessionColdSurveySchema>;

/** The routes of the satisfaction surveys and the cold evaluation the pages call. */
export const SURVEYS_API = {
  /** A session's cold evaluation: planned, not planned (why), open or closed (its figures). */
  sessionCold: defineRoute({
    method: 'GET',
    path: '/sessions/:id/cold_survey',
    access: { permission: 'surveys.read' },
    params: idParams,
    response: sessionColdSurveySchema,
    errors: [400, 401, 403, 404],
  }),
  /** The beneficiary's own answer sheets. */
  ownList: defineRoute({
    method: 'GET',
    path: '/registration_surveys',
    access: { permission: 'surveys.fill' },
    response: registrationSurveyListSchema,
    errors: [401, 403],
  }),
  /** One of the beneficiary's answer sheets; 404 for another's or a hidden one. */
  own: defineRoute({
    method: 'GET',
    path: '/registration_surveys/:id',
    access: { permission: 'surveys.fill' },
    params: idParams,
    response: registrationSurveySchema,
    errors: [400, 401, 403, 404],
  }),
  /** Sends the answers, once: 409 afterwards and once the survey is closed. */
  answer: defineRoute({
    method: 'PUT',
    path: '/registration_surveys/:id',
    access: { permission: 'surveys.fill' },
    params: idParams,
    body: surveyAnswersBodySchema,
    response: registrationSurveySchema,
    errors: [400, 401, 403, 404, 409],
  }),
  session: defineRoute({
    method: 'GET',
    path: '/session_surveys/:id',
    access: { permission: 'surveys.read' },
    params: idParams,
    response: sessionSurveySchema,
    errors: [400, 401, 403, 404],
  }),
  /** Whether each trainee of a session filled the survey of `kind`, without the answers. */
  sessionSheets: defineRoute({
    method: 'GET',
    path: '/sessions/:id/registration_surveys',
    access: { permission: 'surveys.read' },
    params: idParams,
    query: surveyKindQuerySchema,
    response: sessionRegistrationSurveyListSchema,
    errors: [400, 401, 403, 404],
  }),
  /** For good; 409 when already closed or never opened. */
  close: defineRoute({
    method: 'POST',
    path: '/sessions/:id/close_survey',
    access: { permission: 'surveys.close' },
    params: idParams,
    query: surveyKindQuerySchema,
    body: closeSurveyBodySchema,
    response: sessionSurveySchema,
    errors: [400, 401, 403, 404, 409],
  }),
};
