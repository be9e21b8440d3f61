import { randomBytes } from 'node:crypto';
import { hostname } from 'node:os';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client.js';
import { CHANNELS, notify, type Notifications } from '../../db/notifications.js';
import {
  claimJobs,
  msUntilDue,
  releaseJobs,
  renewLeases,
  type Claim,
  type JobTable,
} from './job-table.js';

/*
 * The one way the portal runs background work (decision 043). Each kind of work is a queue over a
 * table (lib/jobs/job-table.ts): the outbox's mails, the document sends, the timed tasks. A
 * process's runner claims due rows of each queue and works them; several processes share the work
 * without ever doing a row twice at the same time. It is woken by a notification on the `jobs`
 * channel (a transaction that adds work notifies it on commit, and every replica hears it), by a
 * timer set to the next due row it knows of (a retry, a lapsed lease, a timed task), and by a poll
 * every `pollIntervalMs` for what another process planned: idle, a process runs one short
 * statement per poll and nothing else. A job that fails is retried with back-off, then recorded as
 * failed for good; a lease longer than a job is renewed while it runs; a stopping process finishes
 * the jobs it started and gives back those it had not.
 */

/** What a job may ask of the runner while it works. */
export interface JobContext {
  /** This process's name in `claimed_by`. */
  worker: string;
  /** True once the process is stopping: a long job stops at its next safe point. */
  stopping(): boolean;
}

export interface JobQueue<J extends Claim = Claim> {
  /** Its name, which notifications on the `jobs` channel carry. */
  readonly name: string;
  readonly table: JobTable;
  /** Rows claimed at once. */
  readonly batchSize: number;
  /** Run a batch's jobs side by side (long jobs) rather than one after the other (mails). */
  readonly parallel?: boolean;
  /** Tries before a failure is final (Infinity: a timed task is always tried again). */
  readonly maxAttempts: number;
  /** Delay before the next try after `attempts` tries failed. */
  retryDelayMs(attempts: number): number;
  /** The claimed rows' data; a row gone meanwhile is left out. */
  load(claims: Claim[]): Promise<J[]>;
  /** Does the job and records its success (in the same transaction as its work when it can). */
  run(job: J, context: JobContext): Promise<void>;
  /** Records a failed try: to be tried again in `retryInMs`, or failed for good (null). */
  recordFailure(job: J, message: string, retryInMs: number | null, worker: string): Promise<void>;
}

export interface JobRunnerOptions {
  db: Database;
  notifications: Notifications;
  log: FastifyBaseLogger;
  /** How often an idle process looks for work nobody told it about. */
  pollIntervalMs: number;
  /** How long a claim keeps a row from the other processes (renewed while the job runs). */
  leaseMs: number;
  /** Told of every failed try (the metrics count them). */
  onFailure?: (queue: string, error: unknown) => void;
}

/** The longest a timer may be set for (Node's limit is 2^31 - 1 ms). */
const MAX_TIMER_MS = 2 ** 31 - 1;
const MAX_ERROR_LENGTH = 1000;
/** How soon a queue looks again at a row it found due but could not claim. */
const RECHECK_MS = 1000;

interface QueueState {
  queue: JobQueue<Claim>;
  draining: Promise<void> | null;
  /** Woken while draining: drain again at once. */
  again: boolean;
  timer: NodeJS.Timeout | null;
  timerDue: number;
}

/** `host:pid:random`: who holds a claim, unique even when a pid is reused. */
export function newWorkerName(): string {
  return `${hostname()}:${process.pid}:${randomBytes(3).toString('hex')}`;
}

export class JobRunner {
  readonly worker = newWorkerName();
  private readonly queues = new Map<string, QueueState>();
  private started = false;
  private stopping = false;
  private stopped: Promise<void> | null = null;
  private pollTimer: NodeJS.Timeout | null = null;
  private polling: Promise<void> | null = null;
  private unlisten: (() => Promise<void>) | null = null;

  constructor(private readonly options: JobRunnerOptions) {}

  /** Adds a queue; before `start()`. */
  register<J extends Claim>(queue: JobQueue<J>): void {
    if (this.queues.has(queue.name)) throw new Error(`Queue ${queue.name} registered twice`);
    this.queues.set(queue.name, {
      queue: queue as unknown as JobQueue<Claim>,
      draining: null,
      again: false,
      timer: null,
      timerDue: Infinity,
    });
  }

  get queueNames(): string[] {
    return [...this.queues.keys()];
  }

  /** Listens for work, then works what is due now. */
  async start(): Promise<void> {
    if (this.started || this.queues.size === 0) return;
    this.started = true;
    this.unlisten = await this.options.notifications.listen(CHANNELS.jobs, (payload) =>
      // null: notifications may have been lost; look at every queue.
      this.wake(payload ?? undefined),
    );
    this.wake();
    this.planPoll();
  }

  /** Works the named queue (every queue without a name) now, or right after its current run. */
  wake(name?: string): void {
    if (!this.started || this.stopping) return;
    for (const state of this.queues.values()) {
      if (name === undefined || state.queue.name === name) this.drainNow(state);
    }
  }

  /** Resolves once the named queue (or every queue) has nothing under way in this process. */
  async idle(name?: string): Promise<void> {
    for (;;) {
      const busy = [...this.queues.values()]
        .filter((state) => name === undefined || state.queue.name === name)
        .map((state) => state.draining)
        .filter((draining): draining is Promise<void> => draining !== null);
      if (busy.length === 0) return;
      await Promise.all(busy);
    }
  }

  /**
   * Stops: no new claim; the jobs under way finish (a long one at its next safe point), those
   * claimed and not started are given back to the other processes; no timer is left.
   */
  stop(): Promise<void> {
    this.stopped ??= (async () => {
      this.stopping = true;
      if (this.pollTimer) clearTimeout(this.pollTimer);
      this.pollTimer = null;
      for (const state of this.queues.values()) this.clearTimer(state);
      await this.unlisten?.().catch(() => undefined);
      await this.polling;
      await this.idle();
    })();
    return this.stopped;
  }

  private drainNow(state: QueueState): void {
    if (state.draining) {
      state.again = true;
      return;
    }
    this.clearTimer(state);
    state.draining = this.drain(state)
      .catch((error: unknown) => {
        this.options.log.error({ err: error, queue: state.queue.name }, 'job queue run failed');
      })
      .finally(() => {
        state.draining = null;
        if (this.stopping) return;
        if (state.again) {
          state.again = false;
          this.drainNow(state);
        } else {
          // Due now right after a drain means locked by someone else: look again in a moment.
          void this.planNext([state], RECHECK_MS);
        }
      });
  }

  /** Claims and works batches until the queue has nothing due. */
  private async drain(state: QueueState): Promise<void> {
    const { queue } = state;
    const { db, leaseMs } = this.options;
    while (!this.stopping) {
      state.again = false;
      const claims = await claimJobs(db, queue.table, {
        worker: this.worker,
        limit: queue.batchSize,
        leaseMs,
      });
      if (claims.length === 0) return;
      const jobs = await queue.load(claims);
      const unfinished = new Set(claims.map((claim) => claim.key));
      // Jobs of the batch still to finish keep their lease while the others run.
      const heartbeat = setInterval(() => {
        renewLeases(db, queue.table, [...unfinished], { worker: this.worker, leaseMs }).catch(
          (error: unknown) => this.options.log.warn({ err: error }, 'lease renewal failed'),
        );
      }, leaseMs / 3);
      heartbeat.unref();
      try {
        const work = async (job: Claim) => {
          if (this.stopping) return;
          await this.runJob(queue, job);
          unfinished.delete(job.key);
        };
        if (queue.parallel) await Promise.all(jobs.map(work));
        else for (const job of jobs) await work(job);
      } finally {
        clearInterval(heartbeat);
        // What is left (not started, or stopped half-way) is given back, and the other processes
        // told to take it; the release leaves alone the rows whose job finished.
        if (this.stopping) {
          const keys = claims.map((claim) => claim.key);
          await releaseJobs(db, queue.table, keys, this.worker)
            .then(() => notify(db, CHANNELS.jobs, queue.name))
            .catch((error: unknown) => this.options.log.warn({ err: error }, 'release failed'));
        }
      }
      if (claims.length < queue.batchSize && !state.again) return;
    }
  }

  private async runJob(queue: JobQueue<Claim>, job: Claim): Promise<void> {
    const context: JobContext = { worker: this.worker, stopping: () => this.stopping };
    try {
      await queue.run(job, context);
    } catch (error) {
      this.options.onFailure?.(queue.name, error);
      const final = job.attempts >= queue.maxAttempts;
      const retryInMs = final ? null : queue.retryDelayMs(job.attempts);
      const log = { err: error, queue: queue.name, job: job.key, attempts: job.attempts };
      if (final) this.options.log.error(log, 'job failed for good');
      else this.options.log.warn({ ...log, retryInMs }, 'job failed, will be tried again');
      await queue.recordFailure(job, errorText(error), retryInMs, this.worker);
    }
  }

  /**
   * Sets the queues' timers to their next due row; those due now are drained at once, or after
   * `floorMs` when given (a row due but not claimable: another transaction holds its lock).
   */
  private async planNext(states: QueueState[], floorMs = 0): Promise<void> {
    if (states.length === 0 || this.stopping) return;
    try {
      const dues = await msUntilDue(
        this.options.db,
        states.map((state) => state.queue.table),
      );
      if (this.stopping) return;
      states.forEach((state, index) => {
        const due = dues[index];
        if (due === null || due === undefined || state.draining) return;
        if (due > 0) this.setTimer(state, due);
        else if (floorMs > 0) this.setTimer(state, floorMs);
        else this.drainNow(state);
      });
    } catch (error) {
      this.options.log.error({ err: error }, 'could not read when the next jobs are due');
    }
  }

  /** Every `pollIntervalMs`: one statement for every queue's next due row. */
  private planPoll(): void {
    if (this.stopping) return;
    this.pollTimer = setTimeout(() => {
      this.pollTimer = null;
      this.polling = this.planNext([...this.queues.values()]).finally(() => {
        this.polling = null;
        this.planPoll();
      });
    }, this.options.pollIntervalMs);
    this.pollTimer.unref();
  }

  private setTimer(state: QueueState, delayMs: number): void {
    const due = Date.now() + delayMs;
    if (state.timer && state.timerDue <= due) return;
    this.clearTimer(state);
    state.timerDue = due;
    state.timer = setTimeout(
      () => {
        state.timer = null;
        state.timerDue = Infinity;
        if (Date.now() >= due) this.drainNow(state);
        else this.setTimer(state, due - Date.now());
      },
      Math.min(delayMs, MAX_TIMER_MS),
    );
    state.timer.unref();
  }

  private clearTimer(state: QueueState): void {
    if (state.timer) clearTimeout(state.timer);
    state.timer = null;
    state.timerDue = Infinity;
  }
}

/** A retry delay: `baseMs` doubled at each further failure, at most `maxMs`. */
export function backoffMs(attempts: number, baseMs: number, maxMs: number): number {
  return Math.min(baseMs * 2 ** Math.max(0, attempts - 1), maxMs);
}

/**
 * What the outbox and the jobs page show of a failure: its message, or for a failed query the
 * database's own (Drizzle's wrapper repeats the whole statement and its parameters).
 */
export function errorText(error: unknown): string {
  const cause = error instanceof Error && error.cause instanceof Error ? error.cause : null;
  const source = cause && /^Failed query/.test((error as Error).message) ? cause : error;
  const message = source instanceof Error ? source.message : String(source);
  return message.length > MAX_ERROR_LENGTH ? `${message.slice(0, MAX_ERROR_LENGTH)}…` : message;
}
