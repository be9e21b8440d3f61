import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import helmet from 'helmet';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_CSP } from '../app.js';
import { createTestApp, type TestApp } from '../test/app.js';

/** Headers of the HTTP exchange itself, not of helmet. */
const TRANSPORT = new Set(['connection', 'content-length', 'date', 'keep-alive']);

/**
 * The reference: helmet's own middleware, built for the request as @fastify/helmet did, on a
 * plain Node server.
 */
async function helmetReference(): Promise<Record<string, string>> {
  const server: Server = createServer((request, response) => {
    helmet({ contentSecurityPolicy: API_CSP })(request, response, () => response.end());
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  try {
    const { port } = server.address() as AddressInfo;
    const answer = await fetch(`http://127.0.0.1:${port}/`);
    const headers: Record<string, string> = {};
    answer.headers.forEach((value, name) => {
      if (!TRANSPORT.has(name)) headers[name] = value;
    });
    return headers;
  } finally {
    await new Promise((resolve) => server.close(resolve));
  }
}

describe('security headers computed once (decision 072)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ seed: false });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('gives API answers every header helmet gives, with the same values', async () => {
    const reference = await helmetReference();
    expect(Object.keys(reference).length).toBeGreaterThan(10);
    for (const path of ['/api/health', '/api/_auth/session', '/api/unknown']) {
      const response = await t.app.inject({ url: path });
      for (const [name, value] of Object.entries(reference)) {
        expect({ path, name, value: response.headers[name] }).toEqual({ path, name, value });
      }
      expect(response.headers['x-powered-by']).toBeUndefined();
    }
  });
});
