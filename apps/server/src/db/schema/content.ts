import { CONTENT_CODES } from '@passerelle/shared';
import { boolean, index, integer, pgEnum, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { timestamps } from './columns.js';
import { files } from './files.js';
import { users } from './users.js';

export const contentCode = pgEnum('content_code', CONTENT_CODES);

/** The nine rich-text pages; `html` is sanitised by the server before it is stored. */
export const contents = pgTable('contents', {
  code: contentCode().primaryKey(),
  title: text().notNull(),
  html: text().notNull().default(''),
  updatedById: integer().references(() => users.id, { onDelete: 'set null' }),
  ...timestamps,
});

/** The public message shown on the home page (`messages`, `messages/current`). */
export const publicMessages = pgTable(
  'public_messages',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    title: text().notNull().default(''),
    html: text().notNull(),
    published: boolean().notNull().default(false),
    startsAt: timestamp({ withTimezone: true }),
    endsAt: timestamp({ withTimezone: true }),
    ...timestamps,
  },
  (table) => [index('public_messages_published_idx').on(table.published, table.startsAt)],
);

/** Documents shown on the home page: a stored file or an external URL. */
export const publicDocuments = pgTable('public_documents', {
  id: integer().primaryKey().generatedAlwaysAsIdentity(),
  name: text().notNull(),
  fileId: integer().references(() => files.id, { onDelete: 'set null' }),
  url: text(),
  published: boolean().notNull().default(false),
  importedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  position: integer().notNull().default(0),
  ...timestamps,
});

/** Links shown on the home page. */
export const publicLinks = pgTable('public_links', {
  id: integer().primaryKey().generatedAlwaysAsIdentity(),
  name: text().notNull(),
  url: text().notNull(),
  published: boolean().notNull().default(false),
  importedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  position: integer().notNull().default(0),
  ...timestamps,
});

export type Content = typeof contents.$inferSelect;
export type PublicMessage = typeof publicMessages.$inferSelect;
export type PublicDocument = typeof publicDocuments.$inferSelect;
export type PublicLink = typeof publicLinks.$inferSelect;
