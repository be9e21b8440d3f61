import { eq, inArray, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Database } from '../../db/client.js';
import { CHANNELS, notify } from '../../db/notifications.js';
import { mailOutbox, scheduledTasks } from '../../db/schema/index.js';
import { createTestDatabase, TEST_POOL_MAX, type TestDatabase } from '../../test/database.js';
import { errorText, JobRunner, type JobContext, type JobQueue } from './job-runner.js';
import { finishJob, fromNow, type Claim, type JobTable } from './job-table.js';
import { ScheduledTaskQueue } from './scheduled-tasks.js';

/**
 * Waits until `check` passes: soon, but on a CI machine whose two cores run other suites too, a
 * runner may take seconds where vi.waitFor's default gives one.
 */
const eventually = <T>(check: () => T | Promise<T>) => vi.waitFor(check, { timeout: 10_000 });

/* The job runner (decision 043) with a queue of its own over the outbox's table. */

const TABLE: JobTable = { name: 'mail_outbox', key: 'id', pending: sql`status = 'PENDING'` };

class TestQueue implements JobQueue {
  readonly name = 'test';
  readonly table = TABLE;
  readonly maxAttempts = 3;
  readonly runs: Claim[] = [];
  handler: (job: Claim, context: JobContext) => Promise<void> = async () => {};

  constructor(
    private readonly db: Database,
    readonly batchSize = 10,
  ) {}

  retryDelayMs(attempts: number): number {
    return 20 * attempts;
  }

  async load(claims: Claim[]): Promise<Claim[]> {
    return claims;
  }

  async run(job: Claim, context: JobContext): Promise<void> {
    this.runs.push(job);
    await this.handler(job, context);
    await finishJob(this.db, TABLE, job, context.worker, sql`status = 'SENT'`);
  }

  async recordFailure(job: Claim, message: string, retryInMs: number | null, worker: string) {
    await finishJob(
      this.db,
      TABLE,
      job,
      worker,
      retryInMs === null
        ? sql`status = 'FAILED', last_error = ${message}`
        : sql`last_error = ${message}, next_attempt_at = ${fromNow(retryInMs)}`,
    );
  }
}

let database: TestDatabase;
let runners: JobRunner[] = [];

beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database?.close();
});
beforeEach(async () => {
  await database.db.delete(mailOutbox);
  await database.db.delete(scheduledTasks);
});
afterEach(async () => {
  await Promise.all(runners.map((runner) => runner.stop()));
  runners = [];
});

function silentLog() {
  const log = { error: vi.fn(), warn: vi.fn(), info: vi.fn(), debug: vi.fn() };
  return log as unknown as FastifyBaseLogger & typeof log;
}

function runnerWith(
  queues: JobQueue<Claim>[],
  options: {
    pollIntervalMs?: number;
    leaseMs?: number;
    db?: Database;
    onFailure?: () => void;
  } = {},
) {
  const runner = new JobRunner({
    db: options.db ?? database.db,
    notifications: database.notifications,
    log: silentLog(),
    pollIntervalMs: options.pollIntervalMs ?? 600_000,
    leaseMs: options.leaseMs ?? 30_000,
    onFailure: options.onFailure,
  });
  for (const queue of queues) runner.register(queue);
  runners.push(runner);
  return runner;
}

async function addRows(count: number): Promise<number[]> {
  const rows = await database.db
    .insert(mailOutbox)
    .values(
      Array.from({ length: count }, (_, index) => ({
        recipient: `r${index}@example.org`,
        subject: 's',
        html: 'h',
        text: 't',
      })),
    )
    .returning({ id: mailOutbox.id });
  return rows.map((row) => row.id);
}

async function rowsOf(ids: number[]) {
  return database.db.select().from(mailOutbox).where(inArray(mailOutbox.id, ids));
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('the job runner', () => {
  it('works what is due at start, then what a committed transaction notifies', async () => {
    const queue = new TestQueue(database.db);
    const [early] = await addRows(1);
    const runner = runnerWith([queue]);
    await runner.start();
    await eventually(() => expect(queue.runs.map((run) => run.key)).toEqual([early]));
    const ids = await database.db.transaction(async (tx) => {
      const [row] = await tx
        .insert(mailOutbox)
        .values({ recipient: 'late@example.org', subject: 's', html: 'h', text: 't' })
        .returning({ id: mailOutbox.id });
      await notify(tx, CHANNELS.jobs, 'test');
      await sleep(100);
      // Nothing runs before the commit.
      expect(queue.runs).toHaveLength(1);
      return [row!.id];
    });
    await eventually(() => expect(queue.runs.map((run) => run.key)).toEqual([early, ...ids]));
    expect(await rowsOf(ids)).toMatchObject([{ status: 'SENT', claimedBy: null, attempts: 1 }]);
  });

  it('finds work nobody told it about at its next poll, one statement per poll when idle', async () => {
    const queue = new TestQueue(database.db);
    let statements = 0;
    const counting = new Proxy(database.db, {
      get(target, property, receiver) {
        if (property === 'execute') statements += 1;
        return Reflect.get(target, property, receiver) as unknown;
      },
    });
    const runner = runnerWith([queue], { pollIntervalMs: 100, db: counting });
    await runner.start();
    await sleep(50);
    statements = 0;
    await sleep(1_000);
    // About ten polls in a second, each one statement (no claim while nothing is due).
    expect(statements).toBeGreaterThanOrEqual(5);
    expect(statements).toBeLessThanOrEqual(12);
    const ids = await addRows(2); // no notification
    await eventually(() => expect(queue.runs.map((run) => run.key)).toEqual(ids));
  });

  // PGlite runs one transaction at a time: a lock held by another connection needs PostgreSQL.
  it.runIf(process.env.TEST_DATABASE_URL)(
    'does not spin on a due row another transaction holds locked',
    async () => {
      const queue = new TestQueue(database.db);
      let statements = 0;
      const counting = new Proxy(database.db, {
        get(target, property, receiver) {
          if (property === 'execute') statements += 1;
          return Reflect.get(target, property, receiver) as unknown;
        },
      });
      const [id] = await addRows(1);
      const runner = runnerWith([queue], { db: counting });
      await database.db.transaction(async (tx) => {
        await tx.select().from(mailOutbox).where(eq(mailOutbox.id, id!)).for('update');
        await runner.start();
        await sleep(1_500);
      });
      // A claim and a look at what is due, then one more of each a second later: not thousands.
      expect(statements).toBeLessThanOrEqual(6);
      await eventually(() => expect(queue.runs.map((run) => run.key)).toEqual([id]));
    },
  );

  it('retries a failed job with back-off, then records it failed for good', async () => {
    const queue = new TestQueue(database.db);
    queue.handler = async () => {
      throw new Error('451 try later');
    };
    const failures: string[] = [];
    const runner = runnerWith([queue], { onFailure: () => failures.push('x') });
    const [id] = await addRows(1);
    await runner.start();
    await eventually(async () => expect((await rowsOf([id!]))[0]!.status).toBe('FAILED'));
    expect(queue.runs.map((run) => run.attempts)).toEqual([1, 2, 3]);
    expect(failures).toHaveLength(3);
    expect((await rowsOf([id!]))[0]).toMatchObject({ lastError: '451 try later', attempts: 3 });
  });

  it('keeps a long job leased while it runs, so that no other process takes it', async () => {
    const slow = new TestQueue(database.db);
    let release!: () => void;
    const running = new Promise<void>((resolve) => (release = resolve));
    slow.handler = () => running;
    const [id] = await addRows(1);
    const first = runnerWith([slow], { leaseMs: 300 });
    await first.start();
    await eventually(() => expect(slow.runs).toHaveLength(1));
    const other = new TestQueue(database.db);
    const second = runnerWith([other], { leaseMs: 300, pollIntervalMs: 50 });
    await second.start();
    await sleep(1_000); // three leases
    expect(other.runs).toEqual([]);
    release();
    await eventually(async () => expect((await rowsOf([id!]))[0]!.status).toBe('SENT'));
    expect(other.runs).toEqual([]);
  });

  it('stops: the job under way finishes, the claimed ones go back, no timer is left', async () => {
    // On PostgreSQL each idle connection of the pool holds a timer: the pool is filled first, so
    // that the count compares the runner's timers only (one more connection opened for the
    // runner's claims once made it 4 against 3).
    await Promise.all(
      Array.from({ length: TEST_POOL_MAX }, () => database.db.execute(sql`select pg_sleep(0.02)`)),
    );
    const timeoutsBefore = countTimeouts();
    const queue = new TestQueue(database.db, 5);
    let release!: () => void;
    const first = new Promise<void>((resolve) => (release = resolve));
    queue.handler = () => first;
    const ids = await addRows(5);
    const runner = runnerWith([queue], { pollIntervalMs: 50 });
    await runner.start();
    await eventually(() => expect(queue.runs).toHaveLength(1));
    const stopped = runner.stop();
    release();
    await stopped;
    // At most as many (a timer of an earlier test may have ended meanwhile).
    expect(countTimeouts()).toBeLessThanOrEqual(timeoutsBefore);
    const rows = await rowsOf(ids);
    expect(rows.filter((row) => row.status === 'SENT')).toHaveLength(1);
    // Given back: due now, not counted as an attempt, nobody's claim.
    for (const row of rows.filter((row) => row.status === 'PENDING')) {
      expect(row).toMatchObject({ attempts: 0, claimedBy: null });
      expect(row.nextAttemptAt.getTime()).toBeLessThanOrEqual(Date.now());
    }
    // Stopped: it takes nothing more.
    await addRows(1);
    await sleep(200);
    expect(queue.runs).toHaveLength(1);
  });
});

describe('timed tasks', () => {
  it('run once due on one runner of several, then an interval later', async () => {
    const passes: string[] = [];
    const queues = [1, 2].map(() => {
      const tasks = new ScheduledTaskQueue(database.db);
      tasks.add({
        name: 'test-task',
        intervalMs: 60_000,
        firstRunDelayMs: 0,
        run: async () => {
          passes.push('pass');
          await sleep(100);
          return 'Deux fichiers supprimés';
        },
      });
      return tasks;
    });
    for (const tasks of queues) await tasks.ensureRows();
    for (const tasks of queues) await runnerWith([tasks]).start();
    await eventually(async () => {
      const [row] = await database.db.select().from(scheduledTasks);
      expect(row!.lastSuccessAt).not.toBeNull();
    });
    await sleep(200);
    expect(passes).toEqual(['pass']);
    const [row] = await database.db.select().from(scheduledTasks);
    expect(row).toMatchObject({ attempts: 0, lastReport: 'Deux fichiers supprimés', failures: 0 });
    expect(row!.nextAttemptAt.getTime()).toBeGreaterThan(Date.now() + 55_000);
  });

  it('record a failed pass and try again with back-off, never later than the interval', async () => {
    const tasks = new ScheduledTaskQueue(database.db);
    let fail = true;
    tasks.add({
      name: 'flaky',
      intervalMs: 150,
      firstRunDelayMs: 0,
      run: async () => {
        if (fail) throw new Error('base indisponible');
        return null;
      },
    });
    await tasks.ensureRows();
    await runnerWith([tasks]).start();
    await eventually(async () => {
      const [row] = await database.db
        .select()
        .from(scheduledTasks)
        .where(eq(scheduledTasks.name, 'flaky'));
      expect(row!.failures).toBeGreaterThanOrEqual(2);
      expect(row!.lastError).toBe('base indisponible');
    });
    fail = false;
    await eventually(async () => {
      const [row] = await database.db.select().from(scheduledTasks);
      expect(row).toMatchObject({ lastError: null, attempts: 0 });
      expect(row!.lastSuccessAt).not.toBeNull();
    });
  });
});

function countTimeouts(): number {
  return process.getActiveResourcesInfo().filter((name) => name === 'Timeout').length;
}

describe('errorText', () => {
  it('keeps the database’s message of a failed query, not the statement and its parameters', async () => {
    const failure = await database.db
      .execute(sql`select * from no_such_table where secret = ${'s3cr3t'}`)
      .then(
        () => null,
        (error: unknown) => error,
      );
    expect(errorText(failure)).toMatch(/no_such_table/);
    expect(errorText(failure)).not.toMatch(/s3cr3t|Failed query/);
    expect(errorText(new Error('451 try later'))).toBe('451 try later');
    expect(errorText('x'.repeat(2000))).toHaveLength(1001);
  });
});
