import { integer, pgTable } from 'drizzle-orm/pg-core';
import { sessionSurveys } from './surveys.js';

/**
 * How many answer sheets each session survey has and how many are FILLED (decision 034): the
 * response rates of lists, filters and roll-ups read these rows instead of counting every sheet.
 * Kept by the database itself: a trigger on `registration_surveys` (migration
 * `survey_sheet_counts`) adds and removes sheets as they are inserted, filled, deleted, whatever
 * code does it. A survey without any sheet may have no row (counts 0).
 */
export const surveySheetCounts = pgTable('survey_sheet_counts', {
  sessionSurveyId: integer()
    .primaryKey()
    .references(() => sessionSurveys.id, { onDelete: 'cascade' }),
  sheets: integer().notNull().default(0),
  filled: integer().notNull().default(0),
});
