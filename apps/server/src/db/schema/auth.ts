import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { profileCode, users } from './users.js';

/** Access tokens: only the SHA-256 of the token is stored; the token itself is shown once. */
export const authTokens = pgTable(
  'auth_tokens',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    /** Hex SHA-256 of the token: the only lookup key of the authentication path. */
    tokenHash: text().notNull().unique('auth_tokens_token_hash_key'),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    revokedAt: timestamp({ withTimezone: true }),
    /**
     * The session's active profile (profile switching, decision 031); null: the user's remembered
     * one (`users.current_profile_code`).
     */
    profileCode: profileCode(),
    /** Impersonation (decision 031): the admin acting as `userId`, else null. */
    impersonatorId: integer().references(() => users.id, { onDelete: 'cascade' }),
    /** Impersonation: when the admin's own session would have ended (its session on exit). */
    impersonatorExpiresAt: timestamp({ withTimezone: true }),
  },
  (table) => [
    index('auth_tokens_user_idx').on(table.userId),
    index('auth_tokens_expires_idx').on(table.expiresAt),
  ],
);

/**
 * Failed logins, per submitted username (lower-cased), for the per-account throttle. Kept in the
 * database so that every API replica sees the same count.
 */
export const loginFailures = pgTable(
  'login_failures',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    usernameKey: text().notNull(),
    ip: text().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('login_failures_username_created_idx').on(table.usernameKey, table.createdAt)],
);
