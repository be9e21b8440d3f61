import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../app.js';
import { seedDemo } from '../db/seed/index.js';
import { bearer, loginAs, testConfig } from '../test/app.js';
import { createTestDatabase, type TestDatabase } from '../test/database.js';
import { userIdOf } from '../test/factories.js';

type Line = Record<string, unknown> & { level: number; msg: string; reqId?: string };

/** The app at LOG_LEVEL info, its pino lines parsed as they are written. */
async function loggingApp(database: TestDatabase, env: Record<string, string> = {}) {
  const lines: Line[] = [];
  const stream = { write: (text: string) => lines.push(JSON.parse(text) as Line) };
  const app = await buildApp({
    config: testConfig({ LOG_LEVEL: 'info', ...env }),
    database,
    logger: { level: 'info', stream },
  });
  app.get('/api/test/crash', { config: { public: true } }, async () => {
    throw new Error('boom');
  });
  await app.ready();
  return { app, lines };
}

describe('the log line of a request', () => {
  let database: TestDatabase;
  let app: App;
  let lines: Line[];
  beforeAll(async () => {
    database = await createTestDatabase();
    await seedDemo(database.db);
    ({ app, lines } = await loggingApp(database));
  });
  afterAll(async () => {
    await app?.close();
    await database?.close();
  });
  beforeEach(() => {
    lines.length = 0;
  });

  const linesOf = (requestId: unknown) => lines.filter((line) => line.reqId === requestId);

  it('is one JSON line with the request id of the x-request-id header, the user, method, route, status and duration', async () => {
    const token = await loginAs(app, 'admin');
    const response = await app.inject({ url: '/api/_auth/session', headers: bearer(token) });
    expect(response.statusCode).toBe(200);
    const requestId = response.headers['x-request-id'];
    expect(requestId).toMatch(/^[0-9a-f-]{36}$/);
    const own = linesOf(requestId);
    expect(own).toHaveLength(1);
    expect(own[0]).toMatchObject({
      level: 30,
      msg: 'request',
      reqId: requestId,
      userId: await userIdOf(database.db, 'admin'),
      method: 'GET',
      route: '/api/_auth/session',
      status: 200,
    });
    expect(own[0]!.durationMs).toEqual(expect.any(Number));
    expect(own[0]!.durationMs).toBeGreaterThan(0);
    expect(own[0]!.durationMs).toBeLessThan(10_000);
    expect(own[0]).not.toHaveProperty('impersonatorId');
    // Fastify's own two lines are gone.
    expect(lines.map((line) => line.msg)).not.toContain('incoming request');
    expect(lines.map((line) => line.msg)).not.toContain('request completed');
  });

  it('names the route, never the URL (a calendar secret, a sign-in code travel in URLs)', async () => {
    const response = await app.inject({ url: '/api/contents/about?code=secret-code-42' });
    const [line] = linesOf(response.headers['x-request-id']);
    expect(line).toMatchObject({ route: '/api/contents/:code', status: 200 });
    expect(line).not.toHaveProperty('userId');
    expect(JSON.stringify(lines)).not.toContain('secret-code-42');
  });

  it('logs a refused request at info, a failed one at error', async () => {
    const refused = await app.inject({ url: '/api/users' });
    expect(refused.statusCode).toBe(401);
    expect(linesOf(refused.headers['x-request-id'])).toEqual([
      expect.objectContaining({ level: 30, route: '/api/users', status: 401 }),
    ]);
    const failed = await app.inject({ url: '/api/test/crash' });
    expect(failed.statusCode).toBe(500);
    const own = linesOf(failed.headers['x-request-id']);
    // The error handler's line with the stack, then the request's line.
    expect(own.map((line) => [line.level, line.msg])).toEqual([
      [50, 'request failed'],
      [50, 'request'],
    ]);
    expect(own[1]).toMatchObject({ route: '/api/test/crash', status: 500 });
  });

  it('leaves out the probes and scrapes that succeed', async () => {
    for (const url of ['/api/health', '/api/health/ready']) {
      const response = await app.inject({ url });
      expect(response.statusCode).toBe(200);
      expect(linesOf(response.headers['x-request-id'])).toEqual([]);
    }
  });

  it('makes a new request id for a request id sent by a client that is no trusted proxy', async () => {
    const response = await app.inject({
      url: '/api/contents/about',
      headers: { 'x-request-id': 'chosen-by-the-client' },
    });
    expect(response.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    expect(linesOf('chosen-by-the-client')).toEqual([]);
  });
});

describe('behind a trusted proxy (TRUST_PROXY)', () => {
  let database: TestDatabase;
  let app: App;
  let lines: Line[];
  beforeAll(async () => {
    database = await createTestDatabase();
    ({ app, lines } = await loggingApp(database, { TRUST_PROXY: '127.0.0.1' }));
  });
  afterAll(async () => {
    await app?.close();
    await database?.close();
  });

  it("keeps the proxy's request id, in the answer and in the log", async () => {
    const id = 'f3b1c2d4e5a6978812345678deadbeef';
    const response = await app.inject({
      url: '/api/contents/about',
      headers: { 'x-request-id': id },
    });
    expect(response.headers['x-request-id']).toBe(id);
    expect(lines.filter((line) => line.reqId === id)).toEqual([
      expect.objectContaining({ msg: 'request', route: '/api/contents/:code' }),
    ]);
  });

  it('makes a new one when it is malformed, or when the peer is not the proxy', async () => {
    for (const id of ['has spaces', 'x'.repeat(129), 'line\\nbreak', '-leading-dash']) {
      const response = await app.inject({
        url: '/api/contents/about',
        headers: { 'x-request-id': id },
      });
      expect(response.headers['x-request-id'], id).toMatch(/^[0-9a-f-]{36}$/);
    }
    const direct = await app.inject({
      url: '/api/contents/about',
      headers: { 'x-request-id': 'from-elsewhere-1234' },
      remoteAddress: '203.0.113.9',
    });
    expect(direct.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });
});
