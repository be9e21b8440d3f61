import { apiErrorSchema } from '@passerelle/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { buildApp } from './app.js';
import { sessions } from './db/schema/index.js';
import { AppError } from './lib/app-error.js';
import { createTestDatabase, type TestDatabase } from './test/database.js';
import { testConfig } from './test/app.js';

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database?.close();
});

/** The app with a few extra routes that fail on purpose. */
async function appWithTestRoutes(env: Record<string, string> = {}) {
  const app = await buildApp({ config: testConfig(env), database, logger: false });
  app.get('/api/test/crash', { config: { public: true } }, async () => {
    throw new Error('secret: connection to 10.0.0.5 refused at Pool.connect');
  });
  app.get('/api/test/foreign-key', { config: { public: true } }, async () => {
    await database.db.insert(sessions).values({
      actionId: 2147483647,
      code: 'ORPHELINE',
      startDate: new Date(),
      endDate: new Date(),
    });
  });
  app.get('/api/test/out-of-range', { config: { public: true } }, async () => {
    await database.db.execute(sql`select 99999999999::int`);
  });
  app.get('/api/test/conflict', { config: { public: true } }, async () => {
    throw new AppError('CONFLICT', { detail: 'Déjà pris.' });
  });
  app.get(
    '/api/test/bad-response',
    { config: { public: true }, schema: { response: { 200: z.object({ id: z.number() }) } } },
    async () => ({ id: 'not a number' }) as unknown as { id: number },
  );
  app.post(
    '/api/test/echo',
    {
      config: { public: true },
      schema: { body: z.object({ items: z.array(z.object({ count: z.number().int() })).min(1) }) },
    },
    async (request) => request.body,
  );
  app.get('/api/test/admin-only', { config: { permission: 'admin.access' } }, async () => ({
    ok: true,
  }));
  await app.ready();
  return app;
}

describe('error answers', () => {
  it('hide the internals of an unexpected error: 500 INTERNAL with a reference', async () => {
    const app = await appWithTestRoutes();
    const response = await app.inject({ url: '/api/test/crash' });
    expect(response.statusCode).toBe(500);
    const body = apiErrorSchema.parse(response.json());
    expect(body).toEqual({
      error: 'Une erreur technique est survenue. Veuillez réessayer plus tard.',
      code: 'INTERNAL',
      detail: `Référence de l'erreur : ${response.headers['x-request-id']}`,
    });
    expect(response.body).not.toMatch(/secret|10\.0\.0\.5|Pool/);
    await app.close();
  });

  it('hide a response that does not match its schema too', async () => {
    const app = await appWithTestRoutes();
    const response = await app.inject({ url: '/api/test/bad-response' });
    expect(response.statusCode).toBe(500);
    expect(response.json().code).toBe('INTERNAL');
    expect(response.body).not.toContain('not a number');
    await app.close();
  });

  it('answer a database constraint no route expected as 409, a value it cannot hold as 400', async () => {
    const app = await appWithTestRoutes();
    const conflict = await app.inject({ url: '/api/test/foreign-key' });
    expect(conflict.statusCode).toBe(409);
    expect(conflict.json()).toMatchObject({ code: 'CONFLICT' });
    const invalid = await app.inject({ url: '/api/test/out-of-range' });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json()).toMatchObject({ code: 'VALIDATION_FAILED' });
    await app.close();
  });

  it('carry the code, French message and detail of an AppError', async () => {
    const app = await appWithTestRoutes();
    const response = await app.inject({ url: '/api/test/conflict' });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ code: 'CONFLICT', detail: 'Déjà pris.' });
    await app.close();
  });

  it('give French field errors named like the form fields', async () => {
    const app = await appWithTestRoutes();
    const response = await app.inject({
      method: 'POST',
      url: '/api/test/echo',
      payload: { items: [{ count: 1.5 }, {}] },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      error: 'Certains champs sont invalides. Corrigez-les puis réessayez.',
      code: 'VALIDATION_FAILED',
      fieldErrors: {
        'items[0].count': ['Doit être un nombre entier'],
        'items[1].count': ['Champ obligatoire'],
      },
    });
    await app.close();
  });

  it('answer malformed JSON, a wrong content type and a too large body in French', async () => {
    const app = await appWithTestRoutes({ BODY_LIMIT_BYTES: '1024' });
    const badJson = await app.inject({
      method: 'POST',
      url: '/api/test/echo',
      headers: { 'content-type': 'application/json' },
      payload: '{"items": [',
    });
    expect(badJson.statusCode).toBe(400);
    expect(apiErrorSchema.parse(badJson.json()).code).toBe('VALIDATION_FAILED');

    const wrongType = await app.inject({
      method: 'POST',
      url: '/api/test/echo',
      headers: { 'content-type': 'application/xml' },
      payload: '<items/>',
    });
    expect(wrongType.statusCode).toBe(415);
    expect(wrongType.json()).toEqual({
      error: "Ce type de contenu n'est pas accepté.",
      code: 'UNSUPPORTED_MEDIA_TYPE',
    });

    const tooLarge = await app.inject({
      method: 'POST',
      url: '/api/test/echo',
      payload: { items: [{ count: 1 }], padding: 'x'.repeat(2000) },
    });
    expect(tooLarge.statusCode).toBe(413);
    expect(tooLarge.json()).toEqual({
      error: 'Le contenu envoyé est trop volumineux.',
      code: 'PAYLOAD_TOO_LARGE',
    });
    await app.close();
  });

  it('answer JSON 404 for unknown API paths, whatever the method', async () => {
    const app = await appWithTestRoutes();
    for (const [method, url] of [
      ['GET', '/api/nothing-here'],
      ['POST', '/api/structures/previews/1'],
      ['GET', '/api'],
      ['GET', '/elsewhere'],
    ] as const) {
      const response = await app.inject({ method, url });
      expect(response.statusCode, url).toBe(404);
      expect(response.json()).toEqual({ error: 'Élément introuvable.', code: 'NOT_FOUND' });
    }
    await app.close();
  });
});

describe('route guard', () => {
  it('answers 401 to anonymous visitors on a route with a permission', async () => {
    const app = await appWithTestRoutes();
    expect((await app.inject({ url: '/api/test/admin-only' })).json()).toMatchObject({
      code: 'UNAUTHENTICATED',
    });
    await app.close();
  });

  it('refuses to start when a route declares neither public nor a permission', async () => {
    const app = await buildApp({ config: testConfig(), database, logger: false });
    app.get('/api/forgotten', async () => ({ open: 'bar' }));
    app.post('/api/declared', { config: { public: true } }, async () => ({}));
    await expect(app.ready()).rejects.toThrow(
      /Routes without an access rule: GET \/api\/forgotten, HEAD \/api\/forgotten\./,
    );
    await app.close();
  });

  it('refuses to start when a route names a permission that does not exist', async () => {
    const app = await buildApp({ config: testConfig(), database, logger: false });
    app.get(
      '/api/typo',
      { config: { permission: 'struktures.read' as 'structures.read' } },
      async () => ({}),
    );
    await expect(app.ready()).rejects.toThrow(/GET \/api\/typo/);
    await app.close();
  });
});

describe('HTTP hygiene', () => {
  let app: Awaited<ReturnType<typeof appWithTestRoutes>>;
  beforeAll(async () => {
    app = await appWithTestRoutes();
  });
  afterAll(async () => {
    await app?.close();
  });

  it('answers /api/health publicly', async () => {
    const response = await app.inject({ url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok' });
  });

  it('sends security headers and a strict CSP on API answers', async () => {
    const response = await app.inject({ url: '/api/health' });
    expect(response.headers['content-security-policy']).toBe(
      "default-src 'none';base-uri 'none';form-action 'none';frame-ancestors 'none'",
    );
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['referrer-policy']).toBe('no-referrer');
    expect(response.headers['x-frame-options']).toBe('SAMEORIGIN');
  });

  it('gives every answer a request id', async () => {
    const first = await app.inject({ url: '/api/health' });
    const second = await app.inject({ url: '/api/health' });
    expect(first.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    expect(first.headers['x-request-id']).not.toBe(second.headers['x-request-id']);
  });

  it('serves the OpenAPI document generated from the Zod schemas', async () => {
    const response = await app.inject({ url: '/api/docs/json' });
    expect(response.statusCode).toBe(200);
    const document = response.json();
    expect(document.openapi).toBe('3.1.0');
    const login = document.paths['/api/auth/login'].post;
    expect(login.requestBody.content['application/json'].schema).toMatchObject({
      type: 'object',
      required: ['username', 'password'],
    });
    expect(login.responses['401'].content['application/json'].schema.required).toEqual([
      'error',
      'code',
    ]);
    expect(document.paths['/api/_auth/session'].get.security).toEqual([{ bearerAuth: [] }]);
    expect(document.paths['/api/structures/previews'].get).toBeDefined();
    expect(Object.keys(document.paths).some((path) => path.startsWith('/api/docs'))).toBe(false);
  });

  it('serves the OpenAPI UI at /api/docs with its own CSP', async () => {
    const response = await app.inject({ url: '/api/docs' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/text\/html/);
    expect(response.headers['content-security-policy']).toMatch(/script-src 'self'/);
    expect(response.headers['content-security-policy']).not.toMatch(/upgrade-insecure-requests/);
  });
});
