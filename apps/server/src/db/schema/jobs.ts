import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/*
 * Background work that is not a row of its own (decision 043): the timed tasks and the shared
 * rate limits. Both live in the database so that every replica agrees.
 */

/**
 * A task run on a timer by one replica at a time (the clean-up of unattached files, the opening
 * of cold evaluations, the purge of expired limits…): claimed like a mail (its next run pushed
 * ahead by a lease), then planned again after its interval, or retried with back-off on failure.
 */
export const scheduledTasks = pgTable('scheduled_tasks', {
  /** The task's code (`file-cleanup`, `cold-surveys`, …). */
  name: text().primaryKey(),
  /** When a replica may claim it: its next run, or the end of the current run's lease. */
  nextAttemptAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  /** Claims since its last success: 1 while a first try runs, more after failures. */
  attempts: integer().notNull().default(0),
  /** The process running it (`host:pid:random`). */
  claimedBy: text(),
  lastStartedAt: timestamp({ withTimezone: true }),
  lastSuccessAt: timestamp({ withTimezone: true }),
  lastFailureAt: timestamp({ withTimezone: true }),
  /** The last failure's message, until a run succeeds. */
  lastError: text(),
  /** What the last successful run reported (French, for the jobs page). */
  lastReport: text(),
  /** Failed runs since the task exists. */
  failures: integer().notNull().default(0),
});

/**
 * Hits counted against a rate limit (decision 044), shared by the replicas: one row per limited
 * key (a route's limit and a client address), its count reset when its window is over.
 */
export const rateLimitHits = pgTable(
  'rate_limit_hits',
  {
    key: text().primaryKey(),
    hits: integer().notNull(),
    resetAt: timestamp({ withTimezone: true }).notNull(),
  },
  (table) => [index('rate_limit_hits_reset_idx').on(table.resetAt)],
);

export type ScheduledTaskRow = typeof scheduledTasks.$inferSelect;
