import { sql } from 'drizzle-orm';
import { bigint, check, integer, pgTable } from 'drizzle-orm/pg-core';

/**
 * The version of what the catalogue's lists show (decision 069): one row, its count raised by
 * the database itself — triggers deferred to the commit on `sessions`, `actions`,
 * `action_types`, `axes`, `cities`, `structures` and `year_parameters` (migration
 * `catalogue_version`) — at every write, whatever code does it. Each replica's catalogue index compares it at every search and is built
 * again when it moved; the row changes with the write's commit, never before.
 */
export const catalogueVersion = pgTable(
  'catalogue_version',
  {
    id: integer().primaryKey().default(1),
    version: bigint({ mode: 'number' }).notNull().default(0),
  },
  (table) => [check('catalogue_version_one_row', sql`${table.id} = 1`)],
);
