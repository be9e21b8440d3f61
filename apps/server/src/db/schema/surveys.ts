import {
  REPORT_STATUSES,
  SURVEY_FILL_STATUSES,
  SURVEY_KINDS,
  SURVEY_STATUSES,
  type Questionnaire,
} from '@passerelle/shared';
import {
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
} from 'drizzle-orm/pg-core';
import { timestamps } from './columns.js';
import { registrations } from './registrations.js';
import { sessions } from './sessions.js';
import { users } from './users.js';

export const surveyStatus = pgEnum('survey_status', SURVEY_STATUSES);
export const reportStatus = pgEnum('report_status', REPORT_STATUSES);
export const surveyKind = pgEnum('survey_kind', SURVEY_KINDS);
export const surveyFillStatus = pgEnum('survey_fill_status', SURVEY_FILL_STATUSES);

/**
 * A questionnaire as answered (shared `Questionnaire`): the default questions of a version with
 * an action type's conditioned questions. Stored once per distinct content (`checksum`, the
 * SHA-256 of its JSON), shared by every survey opened with it; never changed (decision 032).
 */
export const surveyQuestionnaires = pgTable('survey_questionnaires', {
  id: integer().primaryKey().generatedAlwaysAsIdentity(),
  kind: surveyKind().notNull(),
  version: integer().notNull(),
  checksum: text().notNull().unique('survey_questionnaires_checksum_key'),
  content: jsonb().$type<Questionnaire>().notNull(),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

/**
 * A session's survey (decisions.md "Surveys and reports"), created when it first opens: its
 * questionnaire snapshot and its status OPEN → CLOSED (irreversible). Shown to the trainees only
 * while the session is in a SURVEY_SESSION_STATUSES status with `sessions.surveyEnabled`.
 */
export const sessionSurveys = pgTable(
  'session_surveys',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    sessionId: integer()
      .notNull()
      .references(() => sessions.id, { onDelete: 'cascade' }),
    kind: surveyKind().notNull().default('HOT'),
    questionnaireId: integer()
      .notNull()
      .references(() => surveyQuestionnaires.id, { onDelete: 'no action' }),
    status: surveyStatus().notNull().default('OPEN'),
    openedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    closedAt: timestamp({ withTimezone: true }),
    closedById: integer().references(() => users.id, { onDelete: 'set null' }),
    ...timestamps,
  },
  (table) => [
    unique('session_surveys_session_kind_key').on(table.sessionId, table.kind),
    index('session_surveys_questionnaire_idx').on(table.questionnaireId),
  ],
);

/**
 * One trainee's answer sheet (`registration_surveys/{id}`): created UNFILLED when the survey opens
 * to the trainee, FILLED once sent (then never changed). Ratings 1–5 and free-text answers by
 * question key of the survey's questionnaire.
 */
export const registrationSurveys = pgTable(
  'registration_surveys',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    sessionSurveyId: integer()
      .notNull()
      .references(() => sessionSurveys.id, { onDelete: 'cascade' }),
    registrationId: integer()
      .notNull()
      .references(() => registrations.id, { onDelete: 'cascade' }),
    fillStatus: surveyFillStatus().notNull().default('UNFILLED'),
    ratings: jsonb().$type<Record<string, number>>(),
    comments: jsonb().$type<Record<string, string>>(),
    filledAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    unique('registration_surveys_survey_registration_key').on(
      table.sessionSurveyId,
      table.registrationId,
    ),
    // Response rates: sheets per survey and fill status, counted from the index alone.
    index('registration_surveys_survey_fill_idx').on(table.sessionSurveyId, table.fillStatus),
    // A beneficiary's surveys (through their registrations).
    index('registration_surveys_registration_idx').on(table.registrationId),
  ],
);

/**
 * The stars given per survey and rating question, kept with each answer sheet sent (same
 * transaction): averages, distributions and roll-ups read these few rows per survey instead of
 * every answer sheet. `theme` is the question's theme in the survey's questionnaire.
 */
export const surveyRatingTotals = pgTable(
  'survey_rating_totals',
  {
    sessionSurveyId: integer()
      .notNull()
      .references(() => sessionSurveys.id, { onDelete: 'cascade' }),
    questionKey: text().notNull(),
    theme: text().notNull(),
    stars1: integer().notNull().default(0),
    stars2: integer().notNull().default(0),
    stars3: integer().notNull().default(0),
    stars4: integer().notNull().default(0),
    stars5: integer().notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.sessionSurveyId, table.questionKey] })],
);

/**
 * The pedagogical report (bilan) of a session, written by the provider of its action (decision
 * 033). Identified by its session. Created IN_PROGRESS and empty when the session becomes
 * REALIZED with its report enabled (the REPORT_TO_WRITE mail goes then, once); attendance
 * counts are computed from the registrations, never stored.
 */
export const sessionReports = pgTable('session_reports', {
  sessionId: integer()
    .primaryKey()
    .references(() => sessions.id, { onDelete: 'cascade' }),
  status: reportStatus().notNull().default('IN_PROGRESS'),
  /** Section → text (shared REPORT_SECTIONS). */
  sections: jsonb().$type<Record<string, string>>().notNull().default({}),
  /** The last save of the text (draft or completion) and who made it; null: never written. */
  savedAt: timestamp({ withTimezone: true }),
  authorId: integer().references(() => users.id, { onDelete: 'set null' }),
  completedAt: timestamp({ withTimezone: true }),
  completedById: integer().references(() => users.id, { onDelete: 'set null' }),
  validatedAt: timestamp({ withTimezone: true }),
  validatedById: integer().references(() => users.id, { onDelete: 'set null' }),
  /** The last time a manager or an admin sent it back to the provider, by whom, and why. */
  sentBackAt: timestamp({ withTimezone: true }),
  sentBackById: integer().references(() => users.id, { onDelete: 'set null' }),
  /** The reason of the last sending back. */
  comment: text(),
  ...timestamps,
});

export type SessionSurvey = typeof sessionSurveys.$inferSelect;
export type RegistrationSurvey = typeof registrationSurveys.$inferSelect;
export type SessionReport = typeof sessionReports.$inferSelect;
