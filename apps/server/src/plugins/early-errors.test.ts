import { connect } from 'node:net';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/app.js';

/*
 * Answers given before any route: the router's (malformed percent-encoding, a path segment over
 * maxParamLength) and Node's HTTP parser's (a request over 16 KiB of request line and headers,
 * a broken request line). `inject` skips the parser, so those are sent over a real socket.
 */

interface RawAnswer {
  status: number;
  headers: Record<string, string>;
  body: string;
}

/** Sends `request` as is on a new connection and reads the whole answer. */
function rawRequest(port: number, request: string): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1');
    const chunks: Buffer[] = [];
    socket.on('data', (chunk: Buffer) => chunks.push(chunk));
    socket.on('error', reject);
    socket.on('close', () => {
      const text = Buffer.concat(chunks).toString('utf8');
      const end = text.indexOf('\r\n\r\n');
      const [statusLine = '', ...lines] = text.slice(0, end).split('\r\n');
      const headers: Record<string, string> = {};
      for (const line of lines) {
        const colon = line.indexOf(':');
        headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
      }
      resolve({ status: Number(statusLine.split(' ')[1]), headers, body: text.slice(end + 4) });
    });
    socket.write(request);
  });
}

const get = (path: string) =>
  `GET ${path} HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n`;

describe('answers before any route', () => {
  let t: TestApp;
  let port: number;
  /** The security headers of a normal API answer, which every early answer must carry too. */
  let security: Record<string, string>;

  beforeAll(async () => {
    t = await createTestApp({ seed: false });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    port = (t.app.server.address() as AddressInfo).port;
    const normal = await rawRequest(port, get('/api/health'));
    expect(normal.status).toBe(200);
    security = Object.fromEntries(
      Object.entries(normal.headers).filter(
        ([name]) =>
          name === 'content-security-policy' ||
          name.startsWith('x-') ||
          name.startsWith('cross-origin-') ||
          name === 'referrer-policy' ||
          name === 'strict-transport-security' ||
          name === 'origin-agent-cluster',
      ),
    );
    delete security['x-request-id'];
    expect(Object.keys(security).length).toBeGreaterThan(5);
  });
  afterAll(async () => {
    await t?.close();
  });

  function expectFrenchJson(
    answer: RawAnswer,
    status: number,
    code: string,
    error: string,
    { early = true } = {},
  ) {
    expect(answer.status).toBe(status);
    expect(answer.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(JSON.parse(answer.body)).toEqual({ error, code });
    expect(answer.headers).toMatchObject(security);
    if (early) expect(answer.headers['cache-control']).toBe('no-store');
    expect(answer.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    expect(Number(answer.headers['content-length'])).toBe(Buffer.byteLength(answer.body));
  }

  const MALFORMED = "La requête est mal formée : vérifiez l'adresse demandée.";

  it('answers malformed percent-encoding in French, on API paths and pages alike', async () => {
    for (const path of ['/api/axes/%ZZ', '/programmation/%E0%A4%A']) {
      expectFrenchJson(await rawRequest(port, get(path)), 400, 'MALFORMED_REQUEST', MALFORMED);
    }
    // The same through inject, which the web app's in-process API calls use.
    const injected = await t.app.inject({ url: '/api/axes/%ZZ' });
    expect(injected.statusCode).toBe(400);
    expect(injected.json()).toEqual({ error: MALFORMED, code: 'MALFORMED_REQUEST' });
    expect(injected.headers).toMatchObject(security);
  });

  it('answers a path segment longer than the router takes in French', async () => {
    // Where a catch-all takes it (every API path), the unknown path's 404; elsewhere the router's.
    const api = await rawRequest(port, get(`/api/sessions/${'9'.repeat(150)}/history`));
    expectFrenchJson(api, 404, 'NOT_FOUND', 'Élément introuvable.', { early: false });
    const image = await rawRequest(port, get(`/_ipx/${'w'.repeat(150)}/files/1`));
    expectFrenchJson(image, 414, 'URL_TOO_LONG', "L'adresse demandée est trop longue.");
  });

  it('answers a URL over 16 KiB in French (refused by Node before Fastify)', async () => {
    const answer = await rawRequest(port, get(`/api/axes?q=${'a'.repeat(17 * 1024)}`));
    expectFrenchJson(
      answer,
      431,
      'HEADERS_TOO_LARGE',
      "La requête est trop volumineuse : l'adresse ou les en-têtes sont trop longs.",
    );
  });

  it('answers a broken request line in French', async () => {
    const answer = await rawRequest(port, 'NOT HTTP AT ALL\r\n\r\n');
    expectFrenchJson(answer, 400, 'MALFORMED_REQUEST', MALFORMED);
  });
});
