import { CONTACT_CATEGORIES, FAVORITE_ALERT_KINDS } from '@passerelle/shared';
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

/** A person's row about a session (a favourite, an alert): gone with either. */
const personAndSession = {
  userId: integer()
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  sessionId: integer()
    .notNull()
    .references(() => sessions.id, { onDelete: 'cascade' }),
};

/** A beneficiary's favourite sessions. */
export const favorites = pgTable(
  'favorites',
  {
    ...personAndSession,
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.sessionId] }),
    index('favorites_session_idx').on(table.sessionId),
  ],
);

export const favoriteAlertKind = pgEnum('favorite_alert_kind', FAVORITE_ALERT_KINDS);

/**
 * What waits to be announced to a person who follows a session or its action (decision 078):
 * written in the transaction of the change (a session published: the `sessions_favorite_alerts`
 * trigger of migration 0030; a seat released: the registrations workflow), removed when mailed
 * or when it no longer holds.
 */
export const favoriteAlerts = pgTable(
  'favorite_alerts',
  {
    ...personAndSession,
    kind: favoriteAlertKind().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.sessionId, table.kind] })],
);

/** A person's alerts on favourites: on unless turned off; when the last alert mail left. */
export const favoriteAlertSettings = pgTable('favorite_alert_settings', {
  userId: integer()
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  enabled: boolean().notNull().default(true),
  mailedAt: timestamp({ withTimezone: true }),
  updatedAt: timestamp({ withTimezone: true })
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date()),
});

/** The "ne plus recevoir" links of the alert mails: one secret a mail, its SHA-256 kept. */
export const favoriteAlertLinks = pgTable(
  'favorite_alert_links',
  {
    tokenHash: text().primaryKey(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('favorite_alert_links_user_idx').on(table.userId),
    index('favorite_alert_links_expires_idx').on(table.expiresAt),
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
export type FavoriteAlert = typeof favoriteAlerts.$inferSelect;
export type ContactMessage = typeof contactMessages.$inferSelect;
export type ContactCategoryRow = typeof contactCategories.$inferSelect;
