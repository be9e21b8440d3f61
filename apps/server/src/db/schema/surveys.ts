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

/** The pedagogical report (bilan) written by the provider; attendance counts are computed. */
export const sessionReports = pgTable('session_reports', {
  sessionId: integer()
    .primaryKey()
    .references(() => sessions.id, { onDelete: 'cascade' }),
  status: reportStatus().notNull().default('IN_PROGRESS'),
  sections: jsonb().$type<Record<string, string>>().notNull().default({}),
  completedAt: timestamp({ withTimezone: true }),
  validatedAt: timestamp({ withTimezone: true }),
  validatedById: integer().references(() => users.id, { onDelete: 'set null' }),
  authorId: integer().references(() => users.id, { onDelete: 'set null' }),
  comment: text(),
  ...timestamps,
});

export type SessionSurvey = typeof sessionSurveys.$inferSelect;
export type SurveyResponse = typeof surveyResponses.$inferSelect;
export type SessionReport = typeof sessionReports.$inferSelect;
