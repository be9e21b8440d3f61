import { MAIL_STATUSES } from '@passerelle/shared';
import { index, integer, pgEnum, pgTable, text, timestamp, unique } from 'drizzle-orm/pg-core';
import { timestamps } from './columns.js';
import { files } from './files.js';

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
    /** Where an answer goes when it is not the portal's address: the contact form's sender. */
    replyTo: text(),
    /**
     * An address that unsubscribes the recipient in one POST (RFC 8058): sent as the
     * `List-Unsubscribe` header with `List-Unsubscribe-Post` (the alerts on favourites, decision 078).
     */
    listUnsubscribe: text(),
    status: mailStatus().notNull().default('PENDING'),
    attempts: integer().notNull().default(0),
    lastError: text(),
    /** When it may be claimed: now, at its retry, or at the end of a sender's lease (decision 043). */
    nextAttemptAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    /** The process whose lease it is under (`host:pid:random`), while it is being sent. */
    claimedBy: text(),
    sentAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('mail_outbox_status_next_idx').on(table.status, table.nextAttemptAt),
    index('mail_outbox_created_idx').on(table.createdAt),
  ],
);

/**
 * A file attached to a mail of the outbox (decision 039): the bytes are a `files` row in the file
 * store, written before the mail and kept as sent, so the outbox shows what the recipient got.
 * Deleting the mail deletes this row; the file, then attached to nothing, goes with the periodic
 * clean-up of unattached files (decision 013). Several mails may carry the same file (a
 * convention sent to each HR validator of a structure).
 */
export const mailAttachments = pgTable(
  'mail_attachments',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    mailId: integer()
      .notNull()
      .references(() => mailOutbox.id, { onDelete: 'cascade' }),
    fileId: integer()
      .notNull()
      .references(() => files.id, { onDelete: 'restrict' }),
    /** Order of the attachments in the mail. */
    position: integer().notNull().default(0),
  },
  (table) => [
    unique('mail_attachments_mail_file_key').on(table.mailId, table.fileId),
    index('mail_attachments_file_idx').on(table.fileId),
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
export type MailAttachment = typeof mailAttachments.$inferSelect;
export type DocumentTemplate = typeof documentTemplates.$inferSelect;
