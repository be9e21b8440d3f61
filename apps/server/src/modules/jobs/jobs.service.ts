import {
  isScheduledTaskCode,
  JOBS_DOCUMENT_SENDS_DAYS,
  JOBS_FAILED_SENDS_LISTED,
  OUTBOX_FAILED_PAGE,
  OUTBOX_PAGE,
  SCHEDULED_TASK_DESCRIPTIONS,
  SCHEDULED_TASK_LABELS,
  SCHEDULED_TASKS,
  type JobsOverview,
  type ScheduledTaskCode,
  type ScheduledTaskState,
} from '@passerelle/shared';
import type { Config } from '../../config.js';
import type { Database } from '../../db/client.js';
import { CHANNELS, notify } from '../../db/notifications.js';
import { AppError } from '../../lib/app-error.js';
import { documentSendsSummary } from '../document-sends/document-sends.service.js';
import { outboxSummary } from '../mail/outbox.service.js';
import {
  findScheduledTaskRows,
  makeTaskDue,
  type ScheduledTaskStateRow,
} from './jobs.repository.js';

/*
 * The automatic tasks page (decision 043): every timed task the portal knows, as this server
 * runs it (or not) and as the database records its runs, whichever server ran them; the backlog
 * of the other queues (the outbox, the document sends); and a timed task asked to run now.
 */

/** The environment variable of each task's interval, in minutes (0 turns it off). */
const INTERVAL_SETTINGS = {
  'cold-surveys': 'COLD_SURVEY_CHECK_MINUTES',
  'favorite-alerts': 'FAVORITE_ALERTS_CHECK_MINUTES',
  'file-cleanup': 'FILES_CLEANUP_INTERVAL_MINUTES',
} as const satisfies Record<ScheduledTaskCode, keyof Config>;

/** What the page needs of the server: its database, its timed tasks and its configuration. */
export interface JobsContext {
  db: Database;
  /** This process's timed tasks: which it runs, and the job queue that runs them. */
  tasks: { readonly name: string; has(name: string): boolean };
  config: Pick<Config, (typeof INTERVAL_SETTINGS)[ScheduledTaskCode]>;
}

const iso = (date: Date | null) => date?.toISOString() ?? null;

function taskState(
  context: JobsContext,
  name: ScheduledTaskCode,
  row: ScheduledTaskStateRow | undefined,
): ScheduledTaskState {
  const setting = INTERVAL_SETTINGS[name];
  const enabled = context.tasks.has(name);
  const running = row?.running ?? false;
  return {
    name,
    label: SCHEDULED_TASK_LABELS[name],
    description: SCHEDULED_TASK_DESCRIPTIONS[name],
    enabled,
    intervalMinutes: enabled && context.config[setting] > 0 ? context.config[setting] : null,
    setting,
    running,
    lastStartedAt: iso(row?.lastStartedAt ?? null),
    lastSuccessAt: iso(row?.lastSuccessAt ?? null),
    lastFailureAt: iso(row?.lastFailureAt ?? null),
    lastError: row?.lastError ?? null,
    lastReport: row?.lastReport ?? null,
    // While it runs, `next_attempt_at` is the end of its lease, not a run.
    nextRunAt: row && !running ? iso(row.nextAttemptAt) : null,
    failures: row?.failures ?? 0,
    attempts: row?.attempts ?? 0,
  };
}

async function taskStates(context: JobsContext) {
  const { now, rows } = await findScheduledTaskRows(context.db);
  const byName = new Map(rows.map((row) => [row.name, row]));
  return {
    now,
    tasks: SCHEDULED_TASKS.map((name) => taskState(context, name, byName.get(name))),
  };
}

/** `GET /api/jobs`. */
export async function getJobsOverview(context: JobsContext): Promise<JobsOverview> {
  const [{ now, tasks }, outbox, documentSends] = await Promise.all([
    taskStates(context),
    outboxSummary(context.db),
    documentSendsSummary(context.db, {
      days: JOBS_DOCUMENT_SENDS_DAYS,
      listed: JOBS_FAILED_SENDS_LISTED,
    }),
  ]);
  return {
    now: now.toISOString(),
    tasks,
    outbox: { ...outbox, page: OUTBOX_PAGE, failedPage: OUTBOX_FAILED_PAGE },
    documentSends,
  };
}

/**
 * `POST /api/jobs/{name}/run`: the task due now, and every server told (the `jobs` channel, on
 * commit), so that whichever is free runs it. 404 for a task unknown or not run by this server,
 * 409 while a server runs it.
 */
export async function requestTaskRun(
  context: JobsContext,
  name: string,
): Promise<ScheduledTaskState> {
  if (!isScheduledTaskCode(name)) throw new AppError('NOT_FOUND');
  if (!context.tasks.has(name)) throw new AppError('SCHEDULED_TASK_DISABLED');
  await context.db.transaction(async (tx) => {
    if (!(await makeTaskDue(tx, name))) throw new AppError('SCHEDULED_TASK_RUNNING');
    await notify(tx, CHANNELS.jobs, context.tasks.name);
  });
  const { tasks } = await taskStates(context);
  return tasks.find((task) => task.name === name)!;
}
