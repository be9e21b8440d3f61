import { REPORT_STATUSES, SURVEY_STATUSES } from '@passerelle/shared';
import {
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
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

/** A session's satisfaction survey (decisions.md "Surveys and reports"). */
export const sessionSurveys = pgTable('session_surveys', {
  sessionId: integer()
    .primaryKey()
    .references(() => sessions.id, { onDelete: 'cascade' }),
  status: surveyStatus().notNull().default('OPEN'),
  closedAt: timestamp({ withTimezone: true }),
  closedById: integer().references(() => users.id, { onDelete: 'set null' }),
  ...timestamps,
});

/** One trainee's answers: ratings 1–5 by question key and free-text items. */
export const surveyResponses = pgTable(
  'survey_responses',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    sessionId: integer()
      .notNull()
      .references(() => sessions.id, { onDelete: 'cascade' }),
    registrationId: integer()
      .notNull()
      .references(() => registrations.id, { onDelete: 'cascade' }),
    ratings: jsonb().$type<Record<string, number>>().notNull(),
    comments: jsonb().$type<Record<string, string>>().notNull(),
    submittedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    unique('survey_responses_registration_key').on(table.registrationId),
    index('survey_responses_session_idx').on(table.sessionId),
  ],
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
export type SurveyResponse = typeof surveyResponses.$inferSelect;
export type SessionReport = typeof sessionReports.$inferSelect;
