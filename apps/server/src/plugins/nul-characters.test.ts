import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, loginAs, type TestApp } from '../test/app.js';
import { createAxis } from '../test/factories.js';
import { nulCharacterPaths } from './errors.js';

/*
 * PostgreSQL's text cannot hold a NUL character (22021 "invalid byte sequence"): every string of a
 * request is refused at validation, with a French field error, before any service sees it.
 */

const NUL_MESSAGE = 'Contient un caractère non autorisé (caractère nul)';

describe('a NUL character in a request', () => {
  let t: TestApp;
  let admin: string;

  beforeAll(async () => {
    t = await createTestApp();
    admin = await loginAs(t.app, 'admin');
  });
  afterAll(async () => {
    await t?.close();
  });

  it('is a French 400 on the login form, never a 500', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { username: 'ad\u0000min', password: 'x\u0000' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      error: 'Certains champs sont invalides. Corrigez-les puis réessayez.',
      code: 'VALIDATION_FAILED',
      fieldErrors: { username: [NUL_MESSAGE], password: [NUL_MESSAGE] },
    });
  });

  it('is refused in a body written to the database, and changes nothing', async () => {
    const axis = await createAxis(t.db, { name: 'Axe intact' });
    const response = await t.app.inject({
      method: 'PATCH',
      url: `/api/axes/${axis.id}`,
      payload: { name: 'Axe\u0000' },
      headers: bearer(admin),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().fieldErrors).toEqual({ name: [NUL_MESSAGE] });
    const after = await t.app.inject({ url: `/api/axes/${axis.id}`, headers: bearer(admin) });
    expect(after.json().name).toBe('Axe intact');
  });

  it('is refused in a query string and in a path parameter', async () => {
    const search = await t.app.inject({ url: '/api/public/session_views?q=ateli%00er' });
    expect(search.statusCode).toBe(400);
    expect(search.json().fieldErrors).toEqual({ q: [NUL_MESSAGE] });
    const content = await t.app.inject({ url: '/api/public/contents/about%00' });
    expect(content.statusCode).toBe(400);
    expect(content.json().code).toBe('VALIDATION_FAILED');
  });

  it('is found in nested values and in keys', () => {
    expect(nulCharacterPaths({ a: 'ok', b: [{ c: 'x\u0000' }], 'k\u0000': 1, d: null })).toEqual([
      ['b', 0, 'c'],
      ['k\u0000'],
    ]);
    expect(nulCharacterPaths('\u0000')).toEqual([[]]);
    expect(nulCharacterPaths({ a: 'sans', n: 3, when: new Date(0) })).toEqual([]);
  });

  it('walks any depth without recursing, and reports at most 100 paths', () => {
    // Built from the inside out: 50,000 objects, a NUL string at the bottom.
    let deep: unknown = 'x\u0000';
    for (let level = 0; level < 50_000; level++) deep = { a: deep };
    const [path, ...others] = nulCharacterPaths(deep);
    expect(others).toEqual([]);
    expect(path).toHaveLength(50_000);
    expect(new Set(path)).toEqual(new Set(['a']));
    const many = Array.from({ length: 1000 }, () => '\u0000');
    expect(nulCharacterPaths(many)).toEqual(Array.from({ length: 100 }, (_, index) => [index]));
  });
});
