import { sql } from 'drizzle-orm';
import { boolean, index, integer, numeric, pgTable, text } from 'drizzle-orm/pg-core';
import { foldSql } from '../../lib/crud/fold.js';
import { timestamps, tsvector } from './columns.js';
import { files } from './files.js';
import { actionTypes, axes } from './reference.js';
import { structures } from './structures.js';
import { users } from './users.js';

/** A programme action. Its total cost is derived (pedagogical + animation + travel + sessions). */
export const actions = pgTable(
  'actions',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    name: text().notNull(),
    /** `name` folded (no accents, lower case): searched and sorted on without folding each row. */
    nameFolded: text()
      .notNull()
      .generatedAlwaysAs(foldSql(sql`name`)),
    typeId: integer()
      .notNull()
      .references(() => actionTypes.id, { onDelete: 'no action' }),
    year: integer().notNull(),
    axisId: integer()
      .notNull()
      .references(() => axes.id, { onDelete: 'no action' }),
    providerId: integer().references(() => structures.id, { onDelete: 'no action' }),
    referentId: integer().references(() => users.id, { onDelete: 'set null' }),
    public: text().notNull().default(''),
    goal: text().notNull().default(''),
    description: text().notNull().default(''),
    imageId: integer().references(() => files.id, { onDelete: 'set null' }),
    lotNumber: text(),
    amountDays: numeric({ precision: 6, scale: 2 }),
    amountHours: numeric({ precision: 7, scale: 2 }),
    pedagogicalCost: numeric({ precision: 12, scale: 2 }).notNull().default('0'),
    animationCost: numeric({ precision: 12, scale: 2 }).notNull().default('0'),
    travelCost: numeric({ precision: 12, scale: 2 }).notNull().default('0'),
    supplementaryResources: text().notNull().default(''),
    openBadgeDescription: text(),
    openBadgeImageId: integer().references(() => files.id, { onDelete: 'set null' }),
    openBadgeRequestUrl: text(),
    // What the LHÉO feed needs beyond the above (decision 075).
    expectedResults: text().notNull().default(''),
    prerequisites: text().notNull().default(''),
    rhythm: text().notNull().default(''),
    /** A `code-niveau-entree` of LHÉO (LHEO_ENTRY_LEVELS); null until given. */
    entryLevel: text(),
    entryLevelRequired: boolean().notNull().default(false),
    certifying: boolean().notNull().default(false),
    /** Formacode codes of the public visé and of the domain, five digits each. */
    publicCodes: text()
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    formacodes: text()
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /**
     * The catalogue's French full-text document, on folded text (the query is folded the same
     * way, so accents and case never matter): the name weighs most (A), then the goal, the
     * audience and the description (B).
     */
    searchDocument: tsvector()
      .notNull()
      .generatedAlwaysAs(
        sql`setweight(to_tsvector('french'::regconfig, ${foldSql(sql`name`)}), 'A') || setweight(to_tsvector('french'::regconfig, ${foldSql(sql`goal || ' ' || public || ' ' || description`)}), 'B')`,
      ),
    ...timestamps,
  },
  (table) => [
    index('actions_search_document_idx').using('gin', table.searchDocument),
    index('actions_year_idx').on(table.year),
    index('actions_axis_idx').on(table.axisId),
    index('actions_type_idx').on(table.typeId),
    index('actions_provider_idx').on(table.providerId),
    // The list's and the export's default order (year, newest first, then name).
    index('actions_year_name_folded_idx').on(table.year.desc(), table.nameFolded, table.id),
  ],
);

/** Speakers (users) attached to an action. */
export const actionSpeakers = pgTable(
  'action_speakers',
  {
    actionId: integer()
      .notNull()
      .references(() => actions.id, { onDelete: 'cascade' }),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'no action' }),
  },
  (table) => [index('action_speakers_user_idx').on(table.userId)],
);

export type Action = typeof actions.$inferSelect;
