import { boolean, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { foldSql } from '../../lib/crud/fold.js';
import { timestamps } from './columns.js';

export const axes = pgTable('axes', {
  id: integer().primaryKey().generatedAlwaysAsIdentity(),
  number: integer().notNull().unique('axes_number_key'),
  name: text().notNull(),
  description: text().notNull().default(''),
  color: text().notNull().default('#000000'),
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

export const actionTypes = pgTable('action_types', {
  id: integer().primaryKey().generatedAlwaysAsIdentity(),
  name: text().notNull(),
  acronym: text().notNull().default(''),
  seatAmount: integer().notNull().default(0),
  waitingSeatAmount: integer().notNull().default(0),
  membersOnly: boolean().notNull().default(false),
  hrValidation: boolean().notNull().default(false),
  providerValidation: boolean().notNull().default(false),
  regulatoryDocuments: text().notNull().default(''),
  generatedDocuments: text().notNull().default(''),
  /** Survey question keys asked only for this type. */
  conditionedSurveyQuestions: text().array().notNull().default([]),
  disabledAt: timestamp({ withTimezone: true }),
  ...timestamps,
});

export type Axis = typeof axes.$inferSelect;
export type City = typeof cities.$inferSelect;
export type ActionType = typeof actionTypes.$inferSelect;
