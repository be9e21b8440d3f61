import {
  ACTION_DOCUMENT_KINDS,
  SESSION_DOCUMENT_KINDS,
  STRUCTURE_DOCUMENT_KINDS,
} from '@passerelle/shared';
import { index, integer, pgEnum, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { actions } from './actions.js';
import { files } from './files.js';
import { sessions } from './sessions.js';
import { structures } from './structures.js';

/** What a file attached to an action is for (spec §3 "Action"): the shared list. */
export const actionDocumentKind = pgEnum('action_document_kind', ACTION_DOCUMENT_KINDS);

export const actionDocuments = pgTable(
  'action_documents',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    actionId: integer()
      .notNull()
      .references(() => actions.id, { onDelete: 'cascade' }),
    fileId: integer()
      .notNull()
      .references(() => files.id, { onDelete: 'cascade' }),
    kind: actionDocumentKind().notNull(),
    name: text().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('action_documents_action_idx').on(table.actionId, table.kind)],
);

/** Public links of an action. */
export const actionLinks = pgTable(
  'action_links',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    actionId: integer()
      .notNull()
      .references(() => actions.id, { onDelete: 'cascade' }),
    name: text().notNull(),
    url: text().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('action_links_action_idx').on(table.actionId)],
);

export const sessionDocumentKind = pgEnum('session_document_kind', SESSION_DOCUMENT_KINDS);

/** Files of a session: its documents, invoice and signed attendance sheet. */
export const sessionDocuments = pgTable(
  'session_documents',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    sessionId: integer()
      .notNull()
      .references(() => sessions.id, { onDelete: 'cascade' }),
    fileId: integer()
      .notNull()
      .references(() => files.id, { onDelete: 'cascade' }),
    kind: sessionDocumentKind().notNull(),
    name: text().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('session_documents_session_idx').on(table.sessionId, table.kind)],
);

export const structureDocumentKind = pgEnum('structure_document_kind', STRUCTURE_DOCUMENT_KINDS);

/** Files attached to a structure (`structure_files`, spec §7): deleted with it. */
export const structureDocuments = pgTable(
  'structure_documents',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    structureId: integer()
      .notNull()
      .references(() => structures.id, { onDelete: 'cascade' }),
    fileId: integer()
      .notNull()
      .references(() => files.id, { onDelete: 'cascade' }),
    kind: structureDocumentKind().notNull().default('document'),
    name: text().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('structure_documents_structure_idx').on(table.structureId)],
);

export type ActionDocument = typeof actionDocuments.$inferSelect;
export type ActionLink = typeof actionLinks.$inferSelect;
export type SessionDocument = typeof sessionDocuments.$inferSelect;
export type StructureDocument = typeof structureDocuments.$inferSelect;
