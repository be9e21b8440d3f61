import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { backoffMs, type JobQueue } from './job-runner.js';
import { finishJob, fromNow, type Claim, type JobTable } from './job-table.js';

/*
 * Timed tasks (decision 043): work that is not a row of its own but a pass over everything (the
 * clean-up of unattached files, the opening of the cold evaluations). Each task is a row of
 * `scheduled_tasks`, claimed like any job: whichever replica finds it due first runs the pass,
 * the others do nothing; after a success its next run is one interval later, after a failure it
 * is tried again with back-off (never later than its interval), the error kept for the jobs page.
 */

export interface ScheduledTask {
  /** Its code in `scheduled_tasks.name` (and the jobs page's label key). */
  name: string;
  /** Time between two passes. */
  intervalMs: number;
  /** Delay of the very first pass, when the task's row is created. */
  firstRunDelayMs: number;
  /** One pass; answers what it did, in French for the jobs page, or null when it did nothing. */
  run(): Promise<string | null>;
}

const QUEUE = 'scheduled-tasks';
/** First retry of a failed pass after a minute, then doubled. */
const RETRY_BASE_MS = 60_000;
const MAX_REPORT_LENGTH = 500;

type TaskClaim = Claim<string>;

export class ScheduledTaskQueue implements JobQueue<TaskClaim> {
  readonly name = QUEUE;
  readonly batchSize = 10;
  readonly parallel = true;
  readonly maxAttempts = Infinity;
  private readonly tasks = new Map<string, ScheduledTask>();

  constructor(private readonly db: Database) {}

  /** Adds a task (before the runner starts). */
  add(task: ScheduledTask): void {
    if (this.tasks.has(task.name)) throw new Error(`Task ${task.name} added twice`);
    this.tasks.set(task.name, task);
  }

  has(name: string): boolean {
    return this.tasks.has(name);
  }

  get size(): number {
    return this.tasks.size;
  }

  /** Only this process's tasks are claimed (another replica may be configured without one). */
  get table(): JobTable {
    const names = [...this.tasks.keys()];
    return {
      name: 'scheduled_tasks',
      key: 'name',
      pending:
        names.length === 0
          ? sql`false`
          : sql`name in (${sql.join(
              names.map((name) => sql`${name}`),
              sql`, `,
            )})`,
    };
  }

  /** Creates the rows of tasks run for the first time here; existing rows keep their plan. */
  async ensureRows(): Promise<void> {
    if (this.tasks.size === 0) return;
    const rows = [...this.tasks.values()].map(
      (task) => sql`(${task.name}, ${fromNow(task.firstRunDelayMs)})`,
    );
    await this.db.execute(sql`
      insert into scheduled_tasks (name, next_attempt_at) values ${sql.join(rows, sql`, `)}
      on conflict (name) do nothing`);
  }

  retryDelayMs(attempts: number): number {
    return backoffMs(attempts, RETRY_BASE_MS, Infinity);
  }

  async load(claims: Claim[]): Promise<TaskClaim[]> {
    return claims.filter((claim): claim is TaskClaim => this.tasks.has(String(claim.key)));
  }

  async run(job: TaskClaim, { worker }: { worker: string }): Promise<void> {
    const task = this.tasks.get(job.key)!;
    await this.db.execute(
      sql`update scheduled_tasks set last_started_at = now() where name = ${job.key}`,
    );
    const report = await task.run();
    await finishJob(
      this.db,
      this.table,
      job,
      worker,
      sql`next_attempt_at = ${fromNow(task.intervalMs)}, attempts = 0,
        last_success_at = now(), last_error = null,
        last_report = ${report === null ? null : report.slice(0, MAX_REPORT_LENGTH)}`,
    );
  }

  async recordFailure(
    job: TaskClaim,
    message: string,
    retryInMs: number | null,
    worker: string,
  ): Promise<void> {
    const task = this.tasks.get(job.key)!;
    const delay = Math.min(retryInMs ?? task.intervalMs, task.intervalMs);
    await finishJob(
      this.db,
      this.table,
      job,
      worker,
      sql`next_attempt_at = ${fromNow(delay)}, last_failure_at = now(),
        last_error = ${message}, failures = failures + 1`,
    );
  }
}
