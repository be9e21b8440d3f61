import {
  boolean,
  index,
  integer,
  pgEnum,
  pgTable,
  text,
  uniqueIndex,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import { STRUCTURE_TYPES } from '@passerelle/shared';
import { timestamps } from './columns.js';
import { files } from './files.js';
import { civility } from './users.js';

/** Two structures never share a SIRET (a field error when a concurrent write slips past the check). */
export const STRUCTURES_SIRET_UNIQUE_INDEX = 'structures_siret_key';

export const structureType = pgEnum('structure_type', STRUCTURE_TYPES);

/**
 * An employer or a training provider (decisions.md "Structures"). HR validators and members are
 * the users holding an hr or beneficiary profile on it (user_profiles).
 */
export const structures = pgTable(
  'structures',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    name: text().notNull(),
    type: structureType().notNull(),
    /** 14 digits, checked by the shared `siretField`; unique (structures_siret_key). */
    siret: text(),
    /** A provider's declared activity number, 11 signs (the LHÉO feed's `numero-activite`). */
    activityNumber: text(),
    address: text(),
    zipCode: text(),
    city: text(),
    phone: text(),
    email: text(),
    /** Member structures may see members-only action types. */
    member: boolean().notNull().default(false),
    /** A structure that is not active no longer lets its people log in. */
    active: boolean().notNull().default(true),
    parentId: integer().references((): AnyPgColumn => structures.id, { onDelete: 'set null' }),
    // Provider information, used on generated documents.
    logoFileId: integer().references(() => files.id, { onDelete: 'set null' }),
    stampFileId: integer().references(() => files.id, { onDelete: 'set null' }),
    managerName: text(),
    /** The manager's civility: the words of the documents agree with it ("Je soussignée"). */
    managerCivility: civility(),
    managerTitle: text(),
    ...timestamps,
  },
  (table) => [
    index('structures_name_idx').on(table.name),
    index('structures_parent_idx').on(table.parentId),
    uniqueIndex(STRUCTURES_SIRET_UNIQUE_INDEX).on(table.siret),
  ],
);

export type Structure = typeof structures.$inferSelect;
