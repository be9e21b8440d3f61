import { inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { mailOutbox } from '../../db/schema/index.js';
import { createTestDatabase, type TestDatabase } from '../../test/database.js';
import { claimDueMails, markSent, scheduleRetry } from './mail.repository.js';

let database: TestDatabase;

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

describe('claimDueMails', () => {
  it('claims due pending mails, counting the attempt and leasing them', async () => {
    const ids = await addMails(3);
    await addMails(1, 60_000); // not due yet
    const claimed = await claimDueMails(database.db, 10, 60_000);
    expect(claimed.map((mail) => mail.id)).toEqual(ids);
    expect(claimed.every((mail) => mail.attempts === 1)).toBe(true);
    // Leased: a second claim finds nothing until the lease is over.
    expect(await claimDueMails(database.db, 10, 60_000)).toEqual([]);
  });

  it('never claims a sent mail, and honours the limit', async () => {
    const ids = await addMails(5);
    const [first] = await claimDueMails(database.db, 1, 0);
    expect(first!.id).toBe(ids[0]);
    await markSent(database.db, first!);
    const rest = await claimDueMails(database.db, 10, 0);
    expect(rest.map((mail) => mail.id)).toEqual(ids.slice(1));
  });

  it('gives concurrent claims disjoint mails', async () => {
    const ids = await addMails(40);
    const claims = await Promise.all(
      Array.from({ length: 4 }, () => claimDueMails(database.db, 15, 60_000)),
    );
    const all = claims.flat().map((mail) => mail.id);
    expect(new Set(all).size).toBe(all.length);
    expect([...all].sort((a, b) => a - b)).toEqual(ids);
  });

  it('ignores the outcome of an attempt whose claim was lost', async () => {
    const [id] = await addMails(1);
    const [claimed] = await claimDueMails(database.db, 1, 0);
    // The lease ran out and another sender claimed it again (attempt 2).
    const [again] = await claimDueMails(database.db, 1, 60_000);
    expect(again!.attempts).toBe(2);
    await scheduleRetry(database.db, claimed!, 'late failure', 0);
    const [row] = await database.db
      .select()
      .from(mailOutbox)
      .where(inArray(mailOutbox.id, [id!]));
    expect(row).toMatchObject({ attempts: 2, lastError: null, status: 'PENDING' });
  });

  // PGlite runs one transaction at a time: row locks held by another connection need PostgreSQL.
  it.runIf(process.env.TEST_DATABASE_URL)(
    'skips mails locked by another replica instead of waiting for them',
    async () => {
      const ids = await addMails(6);
      const locked = ids.slice(0, 3);
      await database.db.transaction(async (tx) => {
        await tx.select().from(mailOutbox).where(inArray(mailOutbox.id, locked)).for('update');
        const started = Date.now();
        const claimed = await claimDueMails(database.db, 10, 60_000);
        expect(claimed.map((mail) => mail.id)).toEqual(ids.slice(3));
        expect(Date.now() - started).toBeLessThan(2000);
      });
      const later = await claimDueMails(database.db, 10, 60_000);
      expect(later.map((mail) => mail.id)).toEqual(locked);
    },
  );
});
