import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './users.js';

/**
 * Private iCalendar feeds (decision 041): a secret link per user and scope (`beneficiary`: the
 * sessions they are registered to; `provider`: the sessions of their provider structures). Only
 * the SHA-256 of the token is stored; the link is shown once, when made. Revoked feeds are kept
 * (revokedAt) and answer 404 like unknown ones; one live feed per user and scope.
 */
export const calendarFeeds = pgTable(
  'calendar_feeds',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    scope: text({ enum: ['beneficiary', 'provider'] }).notNull(),
    /** Hex SHA-256 of the token: the feed route's only lookup key. */
    tokenHash: text().notNull().unique('calendar_feeds_token_hash_key'),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    revokedAt: timestamp({ withTimezone: true }),
  },
  (table) => [
    index('calendar_feeds_user_idx').on(table.userId),
    uniqueIndex('calendar_feeds_live_key')
      .on(table.userId, table.scope)
      .where(sql`${table.revokedAt} is null`),
  ],
);
