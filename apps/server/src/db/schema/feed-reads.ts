import { bigint, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * When each public feed was last read (decision 075): one row per feed (`lheo`), shared by the
 * replicas, counted at each read (a row update, next to the whole catalogue the read writes out).
 */
export const feedReads = pgTable('feed_reads', {
  feed: text().primaryKey(),
  lastReadAt: timestamp({ withTimezone: true }).notNull(),
  /** Reads since the feed exists. */
  readCount: bigint({ mode: 'number' }).notNull().default(0),
});
