import { CONTACT_CATEGORIES } from '@passerelle/shared';
import {
  boolean,
  index,
  integer,
  pgEnum,
  pgTable,
  primaryKey,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { sessions } from './sessions.js';
import { users } from './users.js';

/** A beneficiary's favourite sessions. */
export const favorites = pgTable(
  'favorites',
  {
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    sessionId: integer()
      .notNull()
      .references(() => sessions.id, { onDelete: 'cascade' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.sessionId] }),
    index('favorites_session_idx').on(table.sessionId),
  ],
);

export const contactCategory = pgEnum('contact_category', CONTACT_CATEGORIES);

/**
 * The contact categories as the programme words them (decision 067): one row per code of spec §3,
 * written by the base seed with the shared defaults, then edited by the admin. `active` says
 * whether the public contact form offers it.
 */
export const contactCategories = pgTable('contact_categories', {
  code: contactCategory().primaryKey(),
  label: text().notNull(),
  description: text().notNull().default(''),
  active: boolean().notNull().default(true),
  updatedAt: timestamp({ withTimezone: true })
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date()),
});

/** Messages sent through the public contact form. */
export const contactMessages = pgTable(
  'contact_messages',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    category: contactCategory().notNull(),
    name: text().notNull(),
    email: text().notNull(),
    phone: text(),
    subject: text().notNull().default(''),
    body: text().notNull(),
    userId: integer().references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('contact_messages_created_idx').on(table.createdAt)],
);

/**
 * Solved captcha challenges of the contact form already used, until they expire: shared by every
 * replica, so that none accepts a challenge twice (decision 016).
 */
export const captchaUses = pgTable(
  'captcha_uses',
  {
    signature: text().primaryKey(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
  },
  (table) => [index('captcha_uses_expires_idx').on(table.expiresAt)],
);

export type Favorite = typeof favorites.$inferSelect;
export type ContactMessage = typeof contactMessages.$inferSelect;
export type ContactCategoryRow = typeof contactCategories.$inferSelect;
