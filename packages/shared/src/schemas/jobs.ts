import { z } from 'zod';
import { SCHEDULED_TASKS } from '../jobs/scheduled-tasks';
import { defineRoute } from './route';

/*
 * The HTTP contract of the automatic tasks page (decision 043): `GET /api/jobs` and
 * `POST /api/jobs/{name}/run`. Instants are ISO strings.
 */

const instant = z.string();

/** A timed task as the answering server sees it: its plan here, and its state in the database. */
export const scheduledTaskSchema = z.object({
  name: z.enum(SCHEDULED_TASKS),
  /** What the page calls it, and what it does (French). */
  label: z.string(),
  description: z.string(),
  /** This server runs it: its interval is set here (another server may run it all the same). */
  enabled: z.boolean(),
  /** The interval configured here, in minutes; null when the task is off here. */
  intervalMinutes: z.number().int().positive().nullable(),
  /** The environment variable of that interval (0 turns the task off). */
  setting: z.string(),
  /** A server holds it now: claimed, and its lease not over. */
  running: z.boolean(),
  lastStartedAt: instant.nullable(),
  lastSuccessAt: instant.nullable(),
  lastFailureAt: instant.nullable(),
  /** The last failure's message, until a run succeeds. */
  lastError: z.string().nullable(),
  /** What the last successful run did (French); null when it had nothing to do. */
  lastReport: z.string().nullable(),
  /** When it may run next; null while it runs or before it ever ran anywhere. */
  nextRunAt: instant.nullable(),
  /** Failed runs since the task exists. */
  failures: z.number().int().nonnegative(),
  /** Tries since its last success (the one under way included). */
  attempts: z.number().int().nonnegative(),
});
export type ScheduledTaskState = z.infer<typeof scheduledTaskSchema>;

/** The mails waiting in the outbox and those that failed for good. */
export const outboxSummarySchema = z.object({
  pending: z.number().int().nonnegative(),
  failed: z.number().int().nonnegative(),
  /** How long the oldest pending mail has waited, in seconds; null when none waits. */
  oldestPendingSeconds: z.number().nonnegative().nullable(),
  /** The outbox's page, and the same showing the failed mails only. */
  page: z.string(),
  failedPage: z.string(),
});
export type OutboxSummary = z.infer<typeof outboxSummarySchema>;

/** A document send of the last days that failed, or some of whose documents could not be made. */
export const failedDocumentSendSchema = z.object({
  id: z.number().int(),
  sessionId: z.number().int(),
  actionId: z.number().int(),
  actionName: z.string(),
  sessionStart: instant,
  createdAt: instant,
  /** Why the send stopped (French), if it did. */
  error: z.string().nullable(),
  /** Recipients whose document could not be made. */
  failedItems: z.number().int().nonnegative(),
  /** The session's page, where the send's detail shows. */
  page: z.string(),
});
export type FailedDocumentSend = z.infer<typeof failedDocumentSendSchema>;

/** The document sends of the last `days` days: running now, and failed (the latest listed). */
export const documentSendsSummarySchema = z.object({
  days: z.number().int().positive(),
  running: z.number().int().nonnegative(),
  failed: z.number().int().nonnegative(),
  latestFailures: z.array(failedDocumentSendSchema),
});
export type DocumentSendsSummary = z.infer<typeof documentSendsSummarySchema>;

/** `GET /api/jobs`. */
export const jobsOverviewSchema = z.object({
  /** The server's clock when it answered (what "due" and "ago" are measured against). */
  now: instant,
  tasks: z.array(scheduledTaskSchema),
  outbox: outboxSummarySchema,
  documentSends: documentSendsSummarySchema,
});
export type JobsOverview = z.infer<typeof jobsOverviewSchema>;

/** `POST /api/jobs/{name}/run`'s path: the task's code (an unknown one is a 404). */
export const jobNameParamsSchema = z.object({ name: z.string().max(100) });

/** The routes of the automatic tasks page. */
export const JOBS_API = {
  overview: defineRoute({
    method: 'GET',
    path: '/jobs',
    access: { permission: 'jobs.manage' },
    response: jobsOverviewSchema,
    errors: [401, 403],
  }),
  /** 202 with the task's state; 404 for a task unknown or off on this server, 409 while it runs. */
  run: defineRoute({
    method: 'POST',
    path: '/jobs/:name/run',
    access: { permission: 'jobs.manage' },
    params: jobNameParamsSchema,
    status: 202,
    response: scheduledTaskSchema,
    errors: [400, 401, 403, 404, 409],
  }),
};
