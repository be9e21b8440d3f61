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

/**
 * Password reset links (decision 029): only the SHA-256 of the link's token is stored. A link is
 * used once (`usedAt`), and expires at `expiresAt`.
 */
export const passwordResetTokens = pgTable(
  'password_reset_tokens',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    tokenHash: text().notNull().unique('password_reset_tokens_token_hash_key'),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    usedAt: timestamp({ withTimezone: true }),
  },
  (table) => [index('password_reset_tokens_user_idx').on(table.userId)],
);

/**
 * Password reset requests, per submitted username or e-mail (lower-cased) and per client IP, for
 * the reset throttle. In the database, like `login_failures`, so that every replica agrees.
 */
export const passwordResetRequests = pgTable(
  'password_reset_requests',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    loginKey: text().notNull(),
    ip: text().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('password_reset_requests_login_created_idx').on(table.loginKey, table.createdAt),
    index('password_reset_requests_ip_created_idx').on(table.ip, table.createdAt),
  ],
);
