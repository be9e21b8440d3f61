import { CIVILITIES, PROFILE_CODES } from '@passerelle/shared';
import { sql } from 'drizzle-orm';
import {
  boolean,
  integer,
  pgEnum,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { timestamps } from './columns.js';

/** Two accounts may not share a username, compared without case. */
export const USERS_USERNAME_UNIQUE_INDEX = 'users_username_lower_idx';
/** Two accounts may not share an e-mail address, compared without case; several may have none. */
export const USERS_EMAIL_UNIQUE_INDEX = 'users_email_lower_idx';

/** One account per subject of the provider. */
export const USERS_SSO_SUBJECT_UNIQUE_INDEX = 'users_sso_subject_idx';

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
    /*
     * Single sign-on (decision 030): the provider's issuer and subject (`sub`) once the account
     * signed in through it, and the tokens of its last sign-in, encrypted (lib/secret-box.ts): the
     * refresh token for the user sync, the ID token for the provider's logout.
     */
    ssoIssuer: text(),
    ssoSubject: text(),
    ssoRefreshToken: text(),
    ssoIdToken: text(),
    ssoSignedInAt: timestamp({ withTimezone: true }),
    ...timestamps,
  },
  (table) => [
    uniqueIndex(USERS_USERNAME_UNIQUE_INDEX).on(sql`lower(${table.username})`),
    // Migration 0006 creates it only when the existing data holds no duplicate (see there).
    uniqueIndex(USERS_EMAIL_UNIQUE_INDEX)
      .on(sql`lower(${table.email})`)
      .where(sql`${table.email} <> ''`),
    uniqueIndex(USERS_SSO_SUBJECT_UNIQUE_INDEX).on(table.ssoIssuer, table.ssoSubject),
  ],
);

export type User = typeof users.$inferSelect;
