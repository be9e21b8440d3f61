import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, loginAs, type TestApp } from '../test/app.js';
import { createAxis } from '../test/factories.js';

// Decision 101: a reference list every back-office user reads alike is kept a few seconds and
// dropped by a back-office write; who may read it is still checked on every request.

let t: TestApp;
let manager: string;
beforeAll(async () => {
  t = await createTestApp();
  manager = await loginAs(t.app, 'manager');
});
afterAll(async () => {
  await t?.close();
});

const AXES = '/api/axes?pageSize=100&sort=number';

async function axisNames(token: string): Promise<string[]> {
  const response = await t.app.inject({ url: AXES, headers: bearer(token) });
  expect(response.statusCode, response.body).toBe(200);
  return (response.json() as { items: { name: string }[] }).items.map((axis) => axis.name);
}

describe('a reference list kept for every back-office user', () => {
  it('answers the next reader from what it kept, until a back-office write drops it', async () => {
    const before = await axisNames(manager);
    // Written behind the API's back: no write through it, so nothing drops the kept answer.
    await createAxis(t.db, { name: 'Axe écrit à côté' });
    const admin = await loginAs(t.app, 'admin');
    expect(await axisNames(admin)).toEqual(before);

    const created = await t.app.inject({
      method: 'POST',
      url: '/api/axes',
      headers: bearer(admin),
      payload: { number: 4321, name: 'Axe créé par l’API' },
    });
    expect(created.statusCode, created.body).toBe(201);
    const after = await axisNames(manager);
    expect(after).toContain('Axe écrit à côté');
    expect(after).toContain('Axe créé par l’API');
  });

  it('still asks who reads it: a kept answer goes to no one who may not read it', async () => {
    await axisNames(manager);
    expect((await t.app.inject({ url: AXES })).statusCode).toBe(401);
    const token = await loginAs(t.app, 'beneficiary');
    expect((await t.app.inject({ url: AXES, headers: bearer(token) })).statusCode).toBe(403);
  });

  it('keeps one answer per address: another order of the list is its own', async () => {
    const list = async (sort: string) => {
      const response = await t.app.inject({
        url: `/api/axes?pageSize=100&sort=${sort}`,
        headers: bearer(manager),
      });
      expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
      return (response.json() as { items: { id: number }[] }).items.map((axis) => axis.id);
    };
    const ascending = await list('number');
    expect(ascending.length).toBeGreaterThan(1);
    expect(await list('-number')).toEqual([...ascending].reverse());
    // Fastify's HEAD twin of the route answers too.
    const head = await t.app.inject({ method: 'HEAD', url: AXES, headers: bearer(manager) });
    expect(head.statusCode).toBe(200);
    expect(head.headers['content-type']).toBe('application/json; charset=utf-8');
  });
});
