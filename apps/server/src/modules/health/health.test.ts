import { errorMessage } from '@passerelle/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../../app.js';
import { rowsOf } from '../../db/rows.js';
import { testConfig } from '../../test/app.js';
import { createTestDatabase, type TestDatabase } from '../../test/database.js';
import { migrationJournal, READINESS_TIME_LIMIT_MS } from './health.service.js';

const journal = migrationJournal();
const last = journal.at(-1)!;

describe('health and readiness', () => {
  let database: TestDatabase;
  let app: App;
  beforeAll(async () => {
    database = await createTestDatabase();
    app = await buildApp({ config: testConfig(), database, logger: false });
    await app.ready();
  });
  afterAll(async () => {
    await app?.close();
    await database?.close();
  });

  it('answers alive', async () => {
    const response = await app.inject({ url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok' });
  });

  it('answers ready when the database answers and has applied every migration of the journal', async () => {
    const response = await app.inject({ url: '/api/health/ready' });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({
      status: 'ready',
      database: 'ok',
      migrations: { expected: journal.length, applied: journal.length, missing: [], unknown: 0 },
    });
    expect(journal.length).toBeGreaterThanOrEqual(20);
  });

  it('answers 503 naming a migration of the journal that the database lacks', async () => {
    const removed = rowsOf<{ hash: string; created_at: string | number }>(
      await database.db.execute(
        sql`delete from drizzle.__drizzle_migrations where created_at = ${last.when}
          returning hash, created_at`,
      ),
    );
    expect(removed).toHaveLength(1);
    try {
      const response = await app.inject({ url: '/api/health/ready' });
      expect(response.statusCode).toBe(503);
      expect(response.json()).toEqual({
        status: 'not_ready',
        database: 'ok',
        migrations: {
          expected: journal.length,
          applied: journal.length - 1,
          missing: [last.tag],
          unknown: 0,
        },
        error: errorMessage('SERVICE_UNAVAILABLE'),
        code: 'SERVICE_UNAVAILABLE',
      });
    } finally {
      await database.db.execute(
        sql`insert into drizzle.__drizzle_migrations (hash, created_at)
          values (${removed[0]!.hash}, ${last.when})`,
      );
    }
    expect((await app.inject({ url: '/api/health/ready' })).statusCode).toBe(200);
  });

  it('answers 503 when the database has a migration this code does not know (a newer version)', async () => {
    const newer = last.when + 1000;
    await database.db.execute(
      sql`insert into drizzle.__drizzle_migrations (hash, created_at) values ('newer', ${newer})`,
    );
    try {
      const response = await app.inject({ url: '/api/health/ready' });
      expect(response.statusCode).toBe(503);
      expect(response.json()).toMatchObject({
        status: 'not_ready',
        database: 'ok',
        migrations: { applied: journal.length + 1, missing: [], unknown: 1 },
      });
    } finally {
      await database.db.execute(
        sql`delete from drizzle.__drizzle_migrations where created_at = ${newer}`,
      );
    }
  });

  it.runIf(process.env.TEST_DATABASE_URL)(
    'answers 503 within its time limit when the database does not answer (every connection busy)',
    async () => {
      // The test pool has 4 connections: all of them sleep longer than the probe waits (an
      // async function, because Drizzle runs a query only once it is awaited).
      const sleepSeconds = READINESS_TIME_LIMIT_MS / 1000 + 1.5;
      const busy = Array.from({ length: 4 }, async () =>
        database.db.execute(sql`select pg_sleep(${sleepSeconds})`),
      );
      const started = Date.now();
      const response = await app.inject({ url: '/api/health/ready' });
      const waited = Date.now() - started;
      expect(response.statusCode).toBe(503);
      expect(response.json()).toMatchObject({ database: 'timeout', migrations: null });
      expect(waited).toBeGreaterThanOrEqual(READINESS_TIME_LIMIT_MS - 50);
      expect(waited).toBeLessThan(READINESS_TIME_LIMIT_MS + 1000);
      await Promise.all(busy);
    },
  );
});

describe('when the database is gone', () => {
  let database: TestDatabase;
  let app: App;
  beforeAll(async () => {
    database = await createTestDatabase();
    app = await buildApp({ config: testConfig(), database, logger: false });
    await app.ready();
    await database.close();
  });
  afterAll(async () => {
    await app?.close();
  });

  it('is still alive (the liveness probe never asks the database) but not ready', async () => {
    const alive = await app.inject({ url: '/api/health' });
    expect(alive.statusCode).toBe(200);
    const ready = await app.inject({ url: '/api/health/ready' });
    expect(ready.statusCode).toBe(503);
    expect(ready.json()).toEqual({
      status: 'not_ready',
      database: 'unreachable',
      migrations: null,
      error: errorMessage('SERVICE_UNAVAILABLE'),
      code: 'SERVICE_UNAVAILABLE',
    });
  });
});
