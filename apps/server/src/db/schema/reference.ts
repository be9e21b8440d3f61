import { boolean, check, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { OPTIONAL_DOCUMENTS, REGULATORY_DOCUMENTS } from '@passerelle/shared';
import { sql } from 'drizzle-orm';
import { foldSql } from '../../lib/crud/fold.js';
import { timestamps } from './columns.js';

export const axes = pgTable('axes', {
  id: integer().primaryKey().generatedAlwaysAsIdentity(),
  number: integer().notNull().unique('axes_number_key'),
  name: text().notNull(),
  description: text().notNull().default(''),
  /** `#rrggbb`, or null: an axis saved without a colour keeps none. */
  color: text(),
  ...timestamps,
});

export const cities = pgTable('cities', {
  id: integer().primaryKey().generatedAlwaysAsIdentity(),
  code: text().notNull().unique('cities_code_key'),
  value: text().notNull(),
  /** `value` folded (no accents, lower case), to sort sessions by city. */
  valueFolded: text()
    .notNull()
    .generatedAlwaysAs(foldSql(sql`value`)),
  ...timestamps,
});

export const actionTypes = pgTable(
  'action_types',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    name: text().notNull(),
    acronym: text().notNull().default(''),
    seatAmount: integer().notNull().default(0),
    waitingSeatAmount: integer().notNull().default(0),
    membersOnly: boolean().notNull().default(false),
    hrValidation: boolean().notNull().default(false),
    providerValidation: boolean().notNull().default(false),
    /** Which documents its sessions offer (decision 064): all of them unless unticked. */
    regulatoryDocuments: text()
      .array()
      .notNull()
      .default([...REGULATORY_DOCUMENTS]),
    generatedDocuments: text()
      .array()
      .notNull()
      .default([...OPTIONAL_DOCUMENTS]),
    /** Survey question keys asked only for this type. */
    conditionedSurveyQuestions: text().array().notNull().default([]),
    /** A cold evaluation is sent this many days after each session's end (decision 035). */
    coldSurveyEnabled: boolean().notNull().default(false),
    coldSurveyDelayDays: integer().notNull().default(90),
    disabledAt: timestamp({ withTimezone: true }),
    ...timestamps,
  },
  (table) => [
    check(
      'action_types_cold_survey_delay_days_check',
      sql`${table.coldSurveyDelayDays} between 1 and 730`,
    ),
  ],
);

export type Axis = typeof axes.$inferSelect;
export type City = typeof cities.$inferSelect;
export type ActionType = typeof actionTypes.$inferSelect;
