import { inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { mailOutbox } from '../../db/schema/index.js';
import { createTestDatabase, type TestDatabase } from '../../test/database.js';
import {
  claimJobs,
  finishJob,
  fromNow,
  msUntilDue,
  releaseJobs,
  renewLeases,
  type Claim,
  type JobTable,
} from './job-table.js';

/* The claims of background work (decision 043), on the outbox's table. */

/** The outbox as its sender claims it (modules/mail/mail-sender.ts). */
const OUTBOX_JOBS: JobTable = { name: 'mail_outbox', key: 'id', pending: sql`status = 'PENDING'` };

let database: TestDatabase;
const ME = 'test-host:1:aaaaaa';
const OTHER = 'test-host:2:bbbbbb';

beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database?.close();
});
beforeEach(async () => {
  await database.db.delete(mailOutbox);
});

async function addMails(count: number, dueInMs = 0): Promise<number[]> {
  const rows = await database.db
    .insert(mailOutbox)
    .values(
      Array.from({ length: count }, (_, index) => ({
        recipient: `r${index}@example.org`,
        subject: 's',
        html: 'h',
        text: 't',
        nextAttemptAt: sql`now() + ${dueInMs}::integer * interval '1 millisecond'`,
      })),
    )
    .returning({ id: mailOutbox.id });
  return rows.map((row) => row.id);
}

const claim = (limit: number, leaseMs = 60_000, worker = ME) =>
  claimJobs(database.db, OUTBOX_JOBS, { worker, limit, leaseMs });

async function rowOf(id: number) {
  const [row] = await database.db
    .select()
    .from(mailOutbox)
    .where(inArray(mailOutbox.id, [id]));
  return row!;
}

const sent = (job: Claim, worker = ME) =>
  finishJob(database.db, OUTBOX_JOBS, job, worker, sql`status = 'SENT', sent_at = now()`);

describe('claimJobs', () => {
  it('claims due pending rows, counting the attempt, leasing them under its name', async () => {
    const ids = await addMails(3);
    await addMails(1, 60_000); // not due yet
    const claimed = await claim(10);
    expect(claimed).toEqual(ids.map((key) => ({ key, attempts: 1 })));
    expect((await rowOf(ids[0]!)).claimedBy).toBe(ME);
    // Leased: a second claim finds nothing until the lease is over.
    expect(await claim(10, 60_000, OTHER)).toEqual([]);
  });

  it('never claims a finished row, and honours the limit', async () => {
    const ids = await addMails(5);
    const [first] = await claim(1, 0);
    expect(first!.key).toBe(ids[0]);
    expect(await sent(first!)).toBe(true);
    const rest = await claim(10, 0);
    expect(rest.map((job) => job.key)).toEqual(ids.slice(1));
  });

  it('gives concurrent claims disjoint rows', async () => {
    const ids = await addMails(40);
    const claims = await Promise.all(Array.from({ length: 4 }, () => claim(15)));
    const all = claims.flat().map((job) => job.key as number);
    expect(new Set(all).size).toBe(all.length);
    expect([...all].sort((a, b) => a - b)).toEqual(ids);
  });

  it('takes back a row whose lease lapsed: its first claim can no longer finish it', async () => {
    const [id] = await addMails(1);
    const [lost] = await claim(1, 0, OTHER);
    const [again] = await claim(1);
    expect(again).toEqual({ key: id, attempts: 2 });
    expect(await sent(lost!, OTHER)).toBe(false);
    expect(await rowOf(id!)).toMatchObject({ status: 'PENDING', claimedBy: ME, attempts: 2 });
    expect(await sent(again!)).toBe(true);
    expect(await rowOf(id!)).toMatchObject({ status: 'SENT', claimedBy: null });
  });

  // PGlite runs one transaction at a time: row locks held by another connection need PostgreSQL.
  it.runIf(process.env.TEST_DATABASE_URL)(
    'skips rows locked by another replica instead of waiting for them',
    async () => {
      const ids = await addMails(6);
      const locked = ids.slice(0, 3);
      await database.db.transaction(async (tx) => {
        await tx.select().from(mailOutbox).where(inArray(mailOutbox.id, locked)).for('update');
        const started = Date.now();
        const claimed = await claim(10);
        expect(claimed.map((job) => job.key)).toEqual(ids.slice(3));
        expect(Date.now() - started).toBeLessThan(2000);
      });
      const later = await claim(10);
      expect(later.map((job) => job.key)).toEqual(locked);
    },
  );
});

describe('leases', () => {
  it('are renewed only for the rows the worker still holds', async () => {
    const [mine, theirs] = await addMails(2);
    await claim(1, 1_000);
    await claim(1, 1_000, OTHER);
    await renewLeases(database.db, OUTBOX_JOBS, [mine!, theirs!], { worker: ME, leaseMs: 600_000 });
    expect((await rowOf(mine!)).nextAttemptAt.getTime()).toBeGreaterThan(Date.now() + 500_000);
    expect((await rowOf(theirs!)).nextAttemptAt.getTime()).toBeLessThan(Date.now() + 5_000);
  });

  it('are given back by a stopping worker: due at once, the attempt not counted', async () => {
    const [id] = await addMails(1);
    await claim(1);
    await releaseJobs(database.db, OUTBOX_JOBS, [id!], ME);
    expect(await rowOf(id!)).toMatchObject({ attempts: 0, claimedBy: null });
    expect(await claim(1, 60_000, OTHER)).toEqual([{ key: id, attempts: 1 }]);
    // Not its claim any more: releasing again changes nothing.
    await releaseJobs(database.db, OUTBOX_JOBS, [id!], ME);
    expect(await rowOf(id!)).toMatchObject({ attempts: 1, claimedBy: OTHER });
  });
});

describe('msUntilDue', () => {
  it('is null for a queue with nothing to do, never "due now" (the idle server of issue 21)', async () => {
    expect(await msUntilDue(database.db, [OUTBOX_JOBS])).toEqual([null]);
    await addMails(1);
    await database.db.update(mailOutbox).set({ status: 'SENT' });
    expect(await msUntilDue(database.db, [OUTBOX_JOBS])).toEqual([null]);
  });

  it('is 0 for a row due now, and the time left for a retry or a lease', async () => {
    const [id] = await addMails(1);
    expect(await msUntilDue(database.db, [OUTBOX_JOBS, OUTBOX_JOBS])).toEqual([0, 0]);
    const [job] = await claim(1, 60_000);
    const [leased] = await msUntilDue(database.db, [OUTBOX_JOBS]);
    expect(leased).toBeGreaterThan(55_000);
    expect(leased).toBeLessThanOrEqual(60_000);
    await finishJob(database.db, OUTBOX_JOBS, job!, ME, sql`next_attempt_at = ${fromNow(5_000)}`);
    const [retry] = await msUntilDue(database.db, [OUTBOX_JOBS]);
    expect(retry).toBeGreaterThan(3_000);
    expect(retry).toBeLessThanOrEqual(5_000);
    expect((await rowOf(id!)).claimedBy).toBeNull();
  });
});
