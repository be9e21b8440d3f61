import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './users.js';

/**
 * An uploaded file. The bytes live in the file store (`./data/files` by default) under
 * `storageKey`; the type is the one detected from the content, never the client's claim.
 */
export const files = pgTable(
  'files',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    storageKey: text().notNull().unique('files_storage_key_key'),
    originalName: text().notNull(),
    mimeType: text().notNull(),
    size: integer().notNull(),
    uploadedById: integer().references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('files_uploaded_by_idx').on(table.uploadedById)],
);

export type StoredFile = typeof files.$inferSelect;
