import { boolean, index, integer, numeric, pgTable, text } from 'drizzle-orm/pg-core';
import { timestamps } from './columns.js';
import { files } from './files.js';

/** A training room (spec §3 "Room"): two attached files and a PDF (access plan, etc.). */
export const rooms = pgTable(
  'rooms',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    name: text().notNull(),
    address: text(),
    city: text(),
    zipCode: text(),
    seatAmount: integer(),
    cost: numeric({ precision: 12, scale: 2 }),
    comment: text(),
    details: text(),
    googleLink: text(),
    file1Id: integer().references(() => files.id, { onDelete: 'set null' }),
    file2Id: integer().references(() => files.id, { onDelete: 'set null' }),
    pdfId: integer().references(() => files.id, { onDelete: 'set null' }),
    enabled: boolean().notNull().default(true),
    ...timestamps,
  },
  (table) => [index('rooms_name_idx').on(table.name)],
);

export type Room = typeof rooms.$inferSelect;
