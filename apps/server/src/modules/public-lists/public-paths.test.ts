import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.js';

/*
 * Spec §7 "Public, unauthenticated paths": public/axes, cities, contacts, session_views (with next
 * and related), public_documents, public_links, action_types, messages, session_modalities,
 * sessions/{id}/detail, contents/{code}. Each answers a visitor without any token or cookie.
 */

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

async function anonymousGet(url: string) {
  const response = await t.app.inject({ url });
  expect(response.statusCode, `${url}: ${response.body}`).toBe(200);
  expect(response.headers['content-type']).toMatch(/^application\/json/);
  return response.json() as unknown;
}

describe('every public path of spec §7 answers anonymously', () => {
  it.each([
    '/api/public/axes',
    '/api/public/cities',
    '/api/public/action_types',
    '/api/public/public_documents',
    '/api/public/public_links',
    '/api/public/messages',
    '/api/public/session_modalities',
  ])('GET %s gives a list', async (url) => {
    expect(Array.isArray(await anonymousGet(url))).toBe(true);
  });

  it('GET /api/public/contents/{code} gives each content page', async () => {
    for (const code of [
      'cgu',
      'lab',
      'about',
      'format',
      'cookies',
      'condition',
      'accessibility',
      'legal',
    ]) {
      expect(await anonymousGet(`/api/public/contents/${code}`)).toMatchObject({ code });
    }
  });

  it('GET /api/public/contacts/challenge and POST /api/public/contacts are open to visitors', async () => {
    expect(await anonymousGet('/api/public/contacts/challenge')).toHaveProperty('signature');
    // No captcha: refused for its content (400), not for a missing sign-in (401).
    const post = await t.app.inject({ method: 'POST', url: '/api/public/contacts', payload: {} });
    expect(post.statusCode).toBe(400);
    expect(post.json().code).toBe('VALIDATION_FAILED');
  });

  it('GET /api/public/session_views, next, related and sessions/{id}/detail', async () => {
    const page = (await anonymousGet('/api/public/session_views')) as { items: unknown[] };
    expect(Array.isArray(page.items)).toBe(true);
    const next = (await anonymousGet('/api/public/session_views/next')) as { id: number }[];
    // The demo programme has upcoming published sessions.
    expect(next.length).toBeGreaterThan(0);
    const id = next[0]!.id;
    expect(
      Array.isArray(await anonymousGet(`/api/public/session_views/related?sessionId=${id}`)),
    ).toBe(true);
    expect(await anonymousGet(`/api/public/sessions/${id}/detail`)).toMatchObject({});
  });
});
