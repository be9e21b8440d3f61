import { REGISTRATION_STATUSES, SEAT_TAKING_REGISTRATION_STATUSES } from '@passerelle/shared';
import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  numeric,
  pgEnum,
  pgTable,
  text,
  timestamp,
  unique,
} from 'drizzle-orm/pg-core';
import { timestamps } from './columns.js';
import { sessions } from './sessions.js';
import { structures } from './structures.js';
import { users } from './users.js';

export const registrationStatus = pgEnum('registration_status', REGISTRATION_STATUSES);

export const registrations = pgTable(
  'registrations',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    sessionId: integer()
      .notNull()
      .references(() => sessions.id, { onDelete: 'no action' }),
    beneficiaryId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'no action' }),
    structureId: integer().references(() => structures.id, { onDelete: 'no action' }),
    motivation: text().notNull().default(''),
    status: registrationStatus().notNull().default('REQUESTED'),
    /** On the waiting list (decisions.md). */
    waitingList: boolean().notNull().default(false),
    askedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    hrValidatedAt: timestamp({ withTimezone: true }),
    providerValidatedAt: timestamp({ withTimezone: true }),
    refusalReason: text(),
    effectiveHours: numeric({ precision: 7, scale: 2 }),
    excusedAbsence: boolean().notNull().default(false),
    ...timestamps,
  },
  (table) => [
    unique('registrations_session_beneficiary_key').on(table.sessionId, table.beneficiaryId),
    index('registrations_session_status_idx').on(table.sessionId, table.status),
    index('registrations_beneficiary_idx').on(table.beneficiaryId),
    // The back-office list's structure filter and its choices.
    index('registrations_structure_idx').on(table.structureId),
    // Seats taken per session (SEAT_TAKING_REGISTRATION_STATUSES off the waiting list), counted
    // by the catalogue for every candidate session: answered from this index alone.
    index('registrations_seat_idx')
      .on(table.sessionId)
      .where(
        sql`not ${table.waitingList} and ${table.status} in (${sql.raw(
          SEAT_TAKING_REGISTRATION_STATUSES.map((status) => `'${status}'`).join(', '),
        )})`,
      ),
  ],
);

export const registrationHistory = pgTable(
  'registration_history',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    registrationId: integer()
      .notNull()
      .references(() => registrations.id, { onDelete: 'cascade' }),
    authorId: integer().references(() => users.id, { onDelete: 'set null' }),
    /** The admin who acted as the author (impersonation, decision 031), else null. */
    impersonatorId: integer().references(() => users.id, { onDelete: 'set null' }),
    fromStatus: registrationStatus(),
    toStatus: registrationStatus().notNull(),
    reason: text().notNull().default(''),
    /** Decided through a link of an "à valider" mail (decision 077), not in the portal. */
    viaMailLink: boolean().notNull().default(false),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('registration_history_registration_idx').on(table.registrationId)],
);

export type Registration = typeof registrations.$inferSelect;

/**
 * The "Valider" / "Refuser" links of the "à valider" mails (decision 077): one secret per person
 * and registration (its SHA-256 kept, never the secret), for one step, acting once, while the
 * registration is still in the status it had when the mail left, until `expiresAt`.
 */
export const registrationDecisionLinks = pgTable(
  'registration_decision_links',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    tokenHash: text().notNull().unique('registration_decision_links_token_hash_key'),
    registrationId: integer()
      .notNull()
      .references(() => registrations.id, { onDelete: 'cascade' }),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** `hr` or `provider` (shared DECISION_LINK_STEPS). */
    step: text().notNull(),
    /** The registration's status when the mail left: the link acts only while it stays so. */
    expectedStatus: registrationStatus().notNull(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    usedAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('registration_decision_links_registration_idx').on(table.registrationId)],
);
