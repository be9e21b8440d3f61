import { boolean, index, integer, pgEnum, pgTable, text } from 'drizzle-orm/pg-core';
import { timestamps } from './columns.js';

export const STRUCTURE_TYPES = ['employer', 'provider'] as const;
export const structureType = pgEnum('structure_type', STRUCTURE_TYPES);

/** Minimal for now (issue 2): the fields of decisions.md "Structures" come with their screens. */
export const structures = pgTable(
  'structures',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    name: text().notNull(),
    type: structureType().notNull(),
    /** Member structures may see members-only action types. */
    member: boolean().notNull().default(false),
    /** A structure that is not active no longer lets its people log in. */
    active: boolean().notNull().default(true),
    ...timestamps,
  },
  (table) => [index('structures_name_idx').on(table.name)],
);

export type Structure = typeof structures.$inferSelect;
