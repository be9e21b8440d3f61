import { count, lt, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { buildApp, type App } from '../app.js';
import { rateLimitHits } from '../db/schema/index.js';
import { testConfig } from '../test/app.js';
import { createTestDatabase, type TestDatabase } from '../test/database.js';
import {
  RATE_LIMIT_PURGE_BATCH,
  countRateLimitHit,
  purgeRateLimitHits,
} from './rate-limit-store.js';

let database: TestDatabase;
const apps: App[] = [];

beforeAll(async () => {
  database = await createTestDatabase();
});
afterEach(async () => {
  await Promise.all(apps.splice(0).map((app) => app.close()));
});
afterAll(async () => {
  await database?.close();
});
beforeEach(async () => {
  await database.db.delete(rateLimitHits);
});

const LIMIT = { max: 3, timeWindow: 60_000 };

/**
 * A replica: an app on the shared test database with two limited routes, its warnings and errors
 * written into `logs`.
 */
async function replica(logs: string[] = []): Promise<App> {
  const app = await buildApp({
    config: testConfig(),
    database,
    logger: { level: 'warn', stream: { write: (line: string) => logs.push(line) } },
  });
  apps.push(app);
  for (const path of ['/api/test/limited', '/api/test/other']) {
    app.get(path, { config: { public: true, rateLimit: LIMIT } }, async () => ({ ok: true }));
  }
  await app.ready();
  return app;
}

function hit(app: App, { path = '/api/test/limited', remoteAddress = '198.51.100.7' } = {}) {
  return app.inject({ url: path, remoteAddress });
}

const statuses = (responses: { statusCode: number }[]) => responses.map((r) => r.statusCode);

describe('limits shared by the replicas', () => {
  it('counts the hits of every replica together: spread over two, the limit comes at the same total', async () => {
    const [a, b] = [await replica(), await replica()];
    const answers = [];
    for (const app of [a, b, a, b, a]) answers.push(await hit(app));
    expect(statuses(answers)).toEqual([200, 200, 200, 429, 429]);
    expect(answers.map((r) => r.headers['x-ratelimit-remaining'])).toEqual([
      '2',
      '1',
      '0',
      '0',
      '0',
    ]);
    const refused = answers[3]!;
    expect(refused.json()).toEqual({
      error: 'Trop de tentatives. Veuillez réessayer dans quelques minutes.',
      code: 'RATE_LIMITED',
    });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(50);
    expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(60);
    // Another address, and another route's limit, count apart.
    expect((await hit(b, { remoteAddress: '198.51.100.8' })).statusCode).toBe(200);
    expect((await hit(a, { path: '/api/test/other' })).statusCode).toBe(200);
  });

  it('loses no hit when both replicas are hit at once', async () => {
    const [a, b] = [await replica(), await replica()];
    const answers = await Promise.all(Array.from({ length: 10 }, (_, i) => hit(i % 2 ? a : b)));
    expect(statuses(answers).sort()).toEqual([200, 200, 200, ...Array(7).fill(429)]);
    const [row] = await database.db.select({ hits: rateLimitHits.hits }).from(rateLimitHits);
    expect(row!.hits).toBe(10);
  });
});

describe('windows', () => {
  it('counts hits in a window, with the time left by the database clock, and opens a new one when it is over', async () => {
    const first = await countRateLimitHit(database.db, 'k', 60_000);
    expect(first.current).toBe(1);
    expect(first.ttl).toBeGreaterThan(55_000);
    expect(first.ttl).toBeLessThanOrEqual(60_000);
    expect((await countRateLimitHit(database.db, 'k', 60_000)).current).toBe(2);
    expect((await countRateLimitHit(database.db, 'other', 60_000)).current).toBe(1);

    await database.db.update(rateLimitHits).set({ resetAt: sql`now() - interval '1 second'` });
    const renewed = await countRateLimitHit(database.db, 'k', 10_000);
    expect(renewed.current).toBe(1);
    expect(renewed.ttl).toBeGreaterThan(5_000);
    expect(renewed.ttl).toBeLessThanOrEqual(10_000);
  });

  it('deletes a few windows that are over when a new one opens, never one that still runs', async () => {
    const overCount = async () =>
      (
        await database.db
          .select({ n: count() })
          .from(rateLimitHits)
          .where(lt(rateLimitHits.resetAt, sql`now()`))
      )[0]!.n;
    await database.db.insert(rateLimitHits).values([
      ...Array.from({ length: 30 }, (_, i) => ({
        key: `over-${i}`,
        hits: 1,
        resetAt: sql`now() - ${30 - i} * interval '1 minute'`,
      })),
      { key: 'running', hits: 2, resetAt: sql`now() + interval '1 minute'` },
    ]);
    expect(await purgeRateLimitHits(database.db)).toBe(RATE_LIMIT_PURGE_BATCH);
    // The oldest went first.
    const left = await database.db.select({ key: rateLimitHits.key }).from(rateLimitHits);
    expect(left.map((row) => row.key).sort()).toEqual(
      ['running', ...Array.from({ length: 10 }, (_, i) => `over-${20 + i}`)].sort(),
    );

    // A hit that only adds to a running window purges nothing; one that opens a window does.
    const app = await replica();
    await countRateLimitHit(database.db, 'GET /api/test/limited 198.51.100.7', 60_000);
    expect((await hit(app)).statusCode).toBe(200);
    expect(await overCount()).toBe(10);
    expect((await hit(app, { remoteAddress: '198.51.100.9' })).statusCode).toBe(200);
    await vi.waitFor(async () => expect(await overCount()).toBe(0));
    const running = await database.db.select().from(rateLimitHits);
    expect(running.map((row) => row.key).sort()).toEqual([
      'GET /api/test/limited 198.51.100.7',
      'GET /api/test/limited 198.51.100.9',
      'running',
    ]);
  });
});

describe('when the database does not count', () => {
  it('counts in each process meanwhile, says so once in the log, never answers 500, and goes back to the database', async () => {
    const logs: string[] = [];
    const [a, b] = [await replica(logs), await replica()];
    await database.db.execute(sql`alter table rate_limit_hits rename to rate_limit_hits_away`);
    try {
      const onA = [];
      for (let i = 0; i < 4; i++) onA.push(await hit(a));
      expect(statuses(onA)).toEqual([200, 200, 200, 429]);
      // Each process counts its own meanwhile: the limit holds per replica.
      expect((await hit(b)).statusCode).toBe(200);
      const errors = logs.filter((line) => line.includes('does not count the rate limits'));
      expect(errors).toHaveLength(1);
      expect(JSON.parse(errors[0]!)).toMatchObject({ level: 50, module: 'rate-limit' });
    } finally {
      await database.db.execute(sql`alter table rate_limit_hits_away rename to rate_limit_hits`);
    }
    const back = await hit(a, { path: '/api/test/other' });
    expect(back.statusCode).toBe(200);
    expect(back.headers['x-ratelimit-remaining']).toBe('2');
    expect(logs.some((line) => line.includes('counted in the database again'))).toBe(true);
    const [row] = await database.db.select().from(rateLimitHits);
    expect(row).toMatchObject({ key: 'GET /api/test/other 198.51.100.7', hits: 1 });
  });
});
