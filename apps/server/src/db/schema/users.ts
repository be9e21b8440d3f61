import { CIVILITIES, PROFILE_CODES } from '@passerelle/shared';
import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  pgEnum,
  pgTable,
  text,
  timestamp,
  unique,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { timestamps } from './columns.js';
import { structures } from './structures.js';

/** Two accounts may not share a username, compared without case. */
export const USERS_USERNAME_UNIQUE_INDEX = 'users_username_lower_idx';
/** Two accounts may not share an e-mail address, compared without case; several may have none. */
export const USERS_EMAIL_UNIQUE_INDEX = 'users_email_lower_idx';

export const profileCode = pgEnum('profile_code', PROFILE_CODES);
export const civility = pgEnum('civility', CIVILITIES);

export const users = pgTable(
  'users',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    /** Unique regardless of case (see the index). */
    username: text().notNull(),
    civility: civility(),
    givenName: text().notNull(),
    familyName: text().notNull(),
    /**
     * Empty when unknown (e.g. the first admin created from the environment); otherwise unique
     * regardless of case (see the index).
     */
    email: text().notNull().default(''),
    /** argon2id PHC string. */
    passwordHash: text().notNull(),
    disabled: boolean().notNull().default(false),
    /** The active profile (session `userProfileCode`); one of the user's profiles. */
    currentProfileCode: profileCode(),
    ...timestamps,
  },
  (table) => [
    uniqueIndex(USERS_USERNAME_UNIQUE_INDEX).on(sql`lower(${table.username})`),
    // Migration 0006 creates it only when the existing data holds no duplicate (see there).
    uniqueIndex(USERS_EMAIL_UNIQUE_INDEX)
      .on(sql`lower(${table.email})`)
      .where(sql`${table.email} <> ''`),
  ],
);

/**
 * A profile held by a user, tied to a structure (`structure_profiles` in the spec's API). The admin
 * profile may have no structure. An hr profile makes the user HR validator of that structure; a
 * beneficiary profile makes them one of its members.
 */
export const userProfiles = pgTable(
  'user_profiles',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    profileCode: profileCode().notNull(),
    structureId: integer().references(() => structures.id, { onDelete: 'restrict' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    unique('user_profiles_user_profile_structure_key')
      .on(table.userId, table.profileCode, table.structureId)
      .nullsNotDistinct(),
    index('user_profiles_structure_idx').on(table.structureId, table.profileCode),
  ],
);

export type User = typeof users.$inferSelect;
export type UserProfile = typeof userProfiles.$inferSelect;
