import { MAIL_STATUSES } from '@passerelle/shared';
import { index, integer, pgEnum, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { timestamps } from './columns.js';

export const mailStatus = pgEnum('mail_status', MAIL_STATUSES);

/** One editable template per mail event (decisions.md "Mail templates"). */
export const mailTemplates = pgTable('mail_templates', {
  id: integer().primaryKey().generatedAlwaysAsIdentity(),
  code: text().notNull().unique('mail_templates_code_key'),
  subject: text().notNull(),
  body: text().notNull(),
  ...timestamps,
});

/**
 * The outbox: a mail is written here in the transaction of the change that causes it and
 * delivered after commit by the sender, so none is lost on a crash and none leaves for a
 * rolled-back change.
 */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    templateCode: text(),
    recipient: text().notNull(),
    subject: text().notNull(),
    html: text().notNull(),
    text: text().notNull(),
    status: mailStatus().notNull().default('PENDING'),
    attempts: integer().notNull().default(0),
    lastError: text(),
    nextAttemptAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('mail_outbox_status_next_idx').on(table.status, table.nextAttemptAt),
    index('mail_outbox_created_idx').on(table.createdAt),
  ],
);

/** Generated documents' templates (convocation, convention…); a DOCX may be imported for each. */
export const documentTemplates = pgTable('document_templates', {
  id: integer().primaryKey().generatedAlwaysAsIdentity(),
  code: text().notNull().unique('document_templates_code_key'),
  name: text().notNull(),
  filePath: text(),
  importedAt: timestamp({ withTimezone: true }),
  ...timestamps,
});

export type MailTemplate = typeof mailTemplates.$inferSelect;
export type OutboxMail = typeof mailOutbox.$inferSelect;
export type DocumentTemplate = typeof documentTemplates.$inferSelect;
