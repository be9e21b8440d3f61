import {
  DOCUMENT_SEND_ITEM_STATUSES,
  DOCUMENT_SEND_KINDS,
  DOCUMENT_SEND_STATUSES,
} from '@passerelle/shared';
import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  pgEnum,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { mailOutbox } from './mail.js';
import { registrations } from './registrations.js';
import { sessions } from './sessions.js';
import { structures } from './structures.js';
import { users } from './users.js';

/*
 * Sends of a session's convocations and conventions (decision 039): a batch recorded by the
 * request (who, when, what), one item per recipient, worked through by the server's job, which
 * writes each item's mail to the outbox in the same transaction that marks the item SENT.
 */

export const documentSendStatus = pgEnum('document_send_status', DOCUMENT_SEND_STATUSES);
export const documentSendKind = pgEnum('document_send_kind', DOCUMENT_SEND_KINDS);
export const documentSendItemStatus = pgEnum(
  'document_send_item_status',
  DOCUMENT_SEND_ITEM_STATUSES,
);

export const documentSends = pgTable(
  'document_sends',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    sessionId: integer()
      .notNull()
      .references(() => sessions.id, { onDelete: 'cascade' }),
    status: documentSendStatus().notNull().default('RUNNING'),
    convocations: boolean().notNull(),
    conventions: boolean().notNull(),
    total: integer().notNull(),
    createdById: integer().references(() => users.id, { onDelete: 'set null' }),
    /** The admin acting as `createdById` (decision 031), if any. */
    impersonatorId: integer().references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp({ withTimezone: true }),
    /** Why the send stopped (FAILED). */
    error: text(),
    /** Claims of the send by a process (decision 043): counted, leased, taken over once it lapses. */
    attempts: integer().notNull().default(0),
    /** When a process may claim it: now, or when its current worker's lease ends. */
    nextAttemptAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    /** The process working through it (`host:pid:random`). */
    claimedBy: text(),
  },
  (table) => [
    index('document_sends_session_idx').on(table.sessionId, table.createdAt),
    index('document_sends_due_idx')
      .on(table.nextAttemptAt)
      .where(sql`${table.status} = 'RUNNING'`),
    // One send of a session at a time: two clicks (or two users) never start two.
    uniqueIndex('document_sends_running_key')
      .on(table.sessionId)
      .where(sql`${table.status} = 'RUNNING'`),
  ],
);

export const documentSendItems = pgTable(
  'document_send_items',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    sendId: integer()
      .notNull()
      .references(() => documentSends.id, { onDelete: 'cascade' }),
    kind: documentSendKind().notNull(),
    /** A convocation's trainee. */
    registrationId: integer().references(() => registrations.id, { onDelete: 'set null' }),
    /** A convention's employer structure. */
    structureId: integer().references(() => structures.id, { onDelete: 'set null' }),
    /** The trainee's or structure's name when the send was made (kept if it goes). */
    name: text().notNull(),
    status: documentSendItemStatus().notNull().default('PENDING'),
    /** The addresses its mail went to. */
    recipients: text()
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** Its first outbox mail (the PDF is that mail's attachment). */
    mailId: integer().references(() => mailOutbox.id, { onDelete: 'set null' }),
    reason: text(),
    doneAt: timestamp({ withTimezone: true }),
  },
  (table) => [
    index('document_send_items_send_idx').on(table.sendId, table.status),
    index('document_send_items_registration_idx').on(table.registrationId),
  ],
);

export type DocumentSendRow = typeof documentSends.$inferSelect;
export type DocumentSendItemRow = typeof documentSendItems.$inferSelect;
