import { index, integer, pgTable, timestamp } from 'drizzle-orm/pg-core';
import { users } from './users.js';

/**
 * The programme's parameters: one row per change, the newest is current
 * (`year_parameters/current`), the others are its history.
 */
export const yearParameters = pgTable(
  'year_parameters',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    currentPublicYear: integer().notNull(),
    changedById: integer().references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('year_parameters_created_idx').on(table.createdAt)],
);

/**
 * Yearly registration quotas (decisions.md "Quotas"): one row per change and year, the newest
 * per year is in force; the rest is the history.
 */
export const yearQuotas = pgTable(
  'year_quotas',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    year: integer().notNull(),
    maxActionAmount: integer().notNull(),
    maxActionTypeAmount: integer().notNull(),
    changedById: integer().references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('year_quotas_year_created_idx').on(table.year, table.createdAt)],
);

export type YearParameters = typeof yearParameters.$inferSelect;
export type YearQuota = typeof yearQuotas.$inferSelect;
