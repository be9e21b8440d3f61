import { afterAll, beforeAll, expect, it } from 'vitest';
import {
  createEmptyDatabase,
  describeOnPostgres,
  type EmptyDatabase,
} from './support/databases.js';
import { api, login, startPortal, type Portal } from './support/portal.js';

/*
 * Two replicas on one PostgreSQL, as real processes (decisions 044 and 045): a visitor spreading
 * login attempts over both gets no more than one process would give, and a change made through
 * one shows through the other as soon as it is written, not when the other's cache expires.
 */

/** Login attempts per address and minute the replicas allow (the harness's admin logins aside). */
const MAX_ATTEMPTS = 6;
/** The catalogue cache's lifetime (CATALOGUE_CACHE_TTL_MS). */
const CATALOGUE_TTL_MS = 5_000;

describeOnPostgres('two replicas share their limits and drop their caches together', () => {
  let database: EmptyDatabase;
  let a: Portal;
  let b: Portal;

  beforeAll(async () => {
    database = await createEmptyDatabase();
    const env = {
      DATABASE_URL: database.url,
      LOGIN_MAX_ATTEMPTS_PER_IP: String(MAX_ATTEMPTS),
      // The attempts come "from" an address of their own (X-Forwarded-For, trusted from the test
      // on this machine), apart from the admin's logins from 127.0.0.1.
      TRUST_PROXY: '127.0.0.1',
    };
    [a, b] = await Promise.all([startPortal(env), startPortal(env)]);
  });
  afterAll(async () => {
    await Promise.all([a, b].map((portal) => portal?.kill()));
    await database?.drop();
  });

  it('answers 429 to login attempts alternated between the replicas at the configured total, not twice it', async () => {
    const attempt = (portal: Portal, index: number) =>
      fetch(`${portal.url}/api/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': '203.0.113.9' },
        // Another name each time: the per-account throttle stays out of it.
        body: JSON.stringify({ username: `inconnu-${index}`, password: 'mauvais-mot-de-passe' }),
      });
    const statuses: number[] = [];
    let refused: Response | undefined;
    for (let index = 0; index < 2 * MAX_ATTEMPTS; index++) {
      const response = await attempt(index % 2 ? b : a, index);
      statuses.push(response.status);
      if (response.status === 429) refused ??= response;
    }
    expect(statuses).toEqual([
      ...Array<number>(MAX_ATTEMPTS).fill(401),
      ...Array<number>(MAX_ATTEMPTS).fill(429),
    ]);
    expect(await refused!.json()).toEqual({
      error: 'Trop de tentatives. Veuillez réessayer dans quelques minutes.',
      code: 'RATE_LIMITED',
    });
    expect(Number(refused!.headers.get('retry-after'))).toBeGreaterThan(0);
    // Another address still may.
    const other = await fetch(`${b.url}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': '203.0.113.10' },
      body: JSON.stringify({ username: 'inconnu', password: 'mauvais-mot-de-passe' }),
    });
    expect(other.status).toBe(401);
  });

  it('shows a session published through one replica at once through the other, well before its cache expires', async () => {
    const admin = await login(a);
    const created = async (path: string, body: unknown) => {
      const response = await api(a, admin, path, { body });
      expect(response.status, await response.clone().text()).toBe(201);
      return (await response.json()) as { id: number };
    };
    const axis = await created('/api/axes', { number: 1, name: 'Accueil des publics' });
    const type = await created('/api/action_types', { name: 'Formation', active: true });
    const year = new Date().getFullYear();
    const action = await created('/api/actions', {
      name: 'Écoute active',
      typeId: type.id,
      axisId: axis.id,
      year,
    });

    const listedByB = async () => {
      const response = await api(b, null, '/api/public/session_views');
      expect(response.status).toBe(200);
      return ((await response.json()) as { total: number }).total;
    };
    // B answers the list, and keeps its answer.
    expect(await listedByB()).toBe(0);
    const keptAt = performance.now();

    const start = new Date(Date.now() + 30 * 24 * 3600_000);
    start.setUTCHours(8, 0, 0, 0);
    await created(`/api/actions/${action.id}/add_session`, {
      code: 'ECOUTE-01',
      startDate: start.toISOString(),
      endDate: new Date(start.getTime() + 7 * 3600_000).toISOString(),
      seats: 12,
      published: true,
    });
    // Without the notification B would list nothing for 5 s, or 3.75 s at the earliest (an answer
    // asked for in the last quarter of its life is renewed behind the request).
    await expect.poll(listedByB, { interval: 20, timeout: 2_000 }).toBe(1);
    expect(performance.now() - keptAt).toBeLessThan(0.75 * CATALOGUE_TTL_MS);
  });
});
