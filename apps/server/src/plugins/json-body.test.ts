import { MAX_BODY_DEPTH } from '@passerelle/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/app.js';

/*
 * The JSON body parser measures a body's nesting on its raw text before parsing it: deeper than
 * any schema accepts is a French 400, whatever the route (decision 049).
 */

const TOO_DEEP = {
  error: `Le contenu envoyé est imbriqué trop profondément : ${MAX_BODY_DEPTH} niveaux au plus sont acceptés.`,
  code: 'BODY_TOO_DEEP',
};

/** A login body whose `username` is objects nested so that the whole body is `depth` deep. */
const loginNested = (depth: number) =>
  `{"username":${'{"a":'.repeat(depth - 1)}"x"${'}'.repeat(depth - 1)},"password":"x"}`;

describe('a JSON body', () => {
  let t: TestApp;
  const login = (payload: string, contentType = 'application/json') =>
    t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': contentType },
      payload,
    });

  beforeAll(async () => {
    t = await createTestApp({ seed: false });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('as deep as the limit reaches the schema; one level more is refused unread', async () => {
    const atLimit = await login(loginNested(MAX_BODY_DEPTH));
    expect(atLimit.statusCode).toBe(400);
    expect(atLimit.json().code).toBe('VALIDATION_FAILED');
    expect(atLimit.json().fieldErrors.username).toBeDefined();
    const over = await login(loginNested(MAX_BODY_DEPTH + 1));
    expect(over.statusCode).toBe(400);
    expect(over.json()).toEqual(TOO_DEEP);
  });

  it('nested 50,000 levels deep is a French 400, never a 500', async () => {
    for (const body of [
      '{"a":'.repeat(50_000) + '1' + '}'.repeat(50_000),
      '['.repeat(50_000) + ']'.repeat(50_000),
      `{"username":"x","password":"x","extra":${'[{"a":'.repeat(25_000)}${'}]'.repeat(25_000)}}`,
    ]) {
      const response = await login(body, 'application/json; charset=utf-8');
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual(TOO_DEEP);
    }
  });

  it('may hold any brackets inside its strings', async () => {
    // Within the schema's 1,024 characters: 500 brackets, an escaped quote, 500 closing ones.
    const password = `${'[{'.repeat(250)}\\"${']}'.repeat(250)}`;
    const response = await login(`{"username":"[[[[[[[[","password":"${password}"}`);
    expect(response.statusCode).toBe(401);
    expect(response.json().code).toBe('INVALID_CREDENTIALS');
  });

  it('may be a huge flat array', async () => {
    const ids = JSON.stringify(Array.from({ length: 100_000 }, (_, index) => index));
    const response = await login(`{"username":${ids},"password":"x"}`);
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe('VALIDATION_FAILED');
  });

  it("keeps Fastify's parser: empty, malformed or poisoned bodies are 400s", async () => {
    for (const body of ['', '{"username":', '{"__proto__":{"admin":true}}']) {
      const response = await login(body);
      expect(response.statusCode, body).toBe(400);
      expect(response.json().code, body).toBe('VALIDATION_FAILED');
    }
  });

  it('is the only part that nests: a query string key with brackets stays one flat key', async () => {
    // No `qs`-style nesting in Fastify's query string parser: the NUL check reports the key whole.
    const key = `${'a['.repeat(5_000)}b\u0000${']'.repeat(5_000)}`;
    const response = await t.app.inject({
      url: `/api/public/session_views?${encodeURIComponent(key)}=1`,
    });
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json().fieldErrors)).toEqual([key]);
  });
});
