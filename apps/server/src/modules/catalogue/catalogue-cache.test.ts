import type { CataloguePage, CatalogueSession } from '@passerelle/shared';
import { catalogueQuerySchema } from '@passerelle/shared';
import { eq, is, sql, SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp, type App } from '../../app.js';
import { CHANNELS } from '../../db/notifications.js';
import { sessions } from '../../db/schema/index.js';
import { bearer, createTestApp, loginAs, type TestApp } from '../../test/app.js';
import { cacheDropOf, nextNotification } from '../../test/notifications.js';
import {
  createAction,
  createActionType,
  createAxis,
  createSession,
  createStructure,
  createUser,
} from '../../test/factories.js';
import { AnswerCache } from '../../lib/answer-cache.js';
import { CATALOGUE_CACHE } from './catalogue-cache.plugin.js';
import { CATALOGUE_CACHE_TTL_MS, searchCatalogue } from './catalogue.service.js';

/** A promise and the functions that settle it. */
function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((ok, fail) => {
    resolve = ok;
    reject = fail;
  });
  return { promise, resolve, reject };
}

/** Lets the computations started in the background settle. */
const settled = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('AnswerCache', () => {
  function cacheAt(
    clock: { now: number },
    limits: { maxEntries?: number; maxChars?: number; refreshAfterMs?: number } = {},
  ) {
    return new AnswerCache({
      ttlMs: 5_000,
      // Renewal ahead of expiry has its own test; the others count computations without it.
      refreshAfterMs: limits.refreshAfterMs ?? 5_000,
      maxEntries: limits.maxEntries ?? 100,
      maxChars: limits.maxChars ?? 1_000_000,
      now: () => clock.now,
    });
  }

  it('serves an answer for its lifetime, counted from the start of its computation', async () => {
    const clock = { now: 1_000 };
    const cache = cacheAt(clock);
    let computed = 0;
    const compute = async () => {
      computed += 1;
      // The query takes a second.
      clock.now += 1_000;
      return `answer ${computed}`;
    };
    expect(await cache.get('k', compute)).toBe('answer 1');
    clock.now = 1_000 + 4_999;
    expect(await cache.get('k', compute)).toBe('answer 1');
    clock.now = 1_000 + 5_000;
    expect(await cache.get('k', compute)).toBe('answer 2');
    expect(computed).toBe(2);
  });

  it('renews an answer asked for late in its life in the background, once', async () => {
    const clock = { now: 0 };
    const cache = cacheAt(clock, { refreshAfterMs: 3_000 });
    const next = deferred<string>();
    const compute = vi.fn(async () => 'first');
    expect(await cache.get('k', compute)).toBe('first');
    clock.now = 2_999;
    expect(await cache.get('k', compute)).toBe('first');
    expect(compute).toHaveBeenCalledTimes(1);
    // Late in its life: served at once, renewed once behind it.
    clock.now = 3_000;
    const renew = vi.fn(() => next.promise);
    expect(await cache.get('k', renew)).toBe('first');
    expect(await cache.get('k', renew)).toBe('first');
    expect(renew).toHaveBeenCalledTimes(1);
    next.resolve('renewed');
    await settled();
    // Past the first answer's end (5 000): the renewed one lives from its own computation on.
    clock.now = 5_999;
    expect(await cache.get('k', compute)).toBe('renewed');
    expect(compute).toHaveBeenCalledTimes(1);
  });

  it('keeps serving an answer whose renewal failed until it expires, renewing it once', async () => {
    const clock = { now: 0 };
    const cache = cacheAt(clock, { refreshAfterMs: 3_000 });
    await cache.get('k', async () => 'kept');
    clock.now = 4_000;
    let failures = 0;
    const failing = async (): Promise<string> => {
      failures += 1;
      throw new Error('database down');
    };
    expect(await cache.get('k', failing)).toBe('kept');
    await settled();
    expect(await cache.get('k', failing)).toBe('kept');
    expect(failures).toBe(1);
    clock.now = 5_000;
    expect(await cache.get('k', async () => 'fresh')).toBe('fresh');
  });

  it('computes once for concurrent misses of one key (single flight)', async () => {
    const cache = cacheAt({ now: 0 });
    const answer = deferred<string>();
    const compute = vi.fn(() => answer.promise);
    const waiting = Array.from({ length: 10 }, () => cache.get('k', compute));
    const other = cache.get('other', async () => 'other answer');
    answer.resolve('shared');
    expect(await Promise.all(waiting)).toEqual(Array(10).fill('shared'));
    expect(await other).toBe('other answer');
    expect(compute).toHaveBeenCalledTimes(1);
  });

  it('never keeps an answer computed across a clear, but still hands it to its waiters', async () => {
    const cache = cacheAt({ now: 0 });
    const before = deferred<string>();
    const waiter = cache.get('k', () => before.promise);
    cache.clear();
    // A request after the write does not join the computation started before it…
    const after = cache.get('k', async () => 'after the write');
    expect(await after).toBe('after the write');
    // …and the older computation, ending last, neither replaces the newer answer…
    before.resolve('before the write');
    expect(await waiter).toBe('before the write');
    expect(await cache.get('k', async () => 'recomputed')).toBe('after the write');
    // …nor is kept when nothing else was.
    const alone = deferred<string>();
    const pending = cache.get('other', () => alone.promise);
    cache.clear();
    alone.resolve('stale');
    expect(await pending).toBe('stale');
    expect(await cache.get('other', async () => 'fresh')).toBe('fresh');
  });

  it('keeps no failure: the next request computes again', async () => {
    const cache = cacheAt({ now: 0 });
    await expect(
      cache.get('k', async () => {
        throw new Error('database down');
      }),
    ).rejects.toThrow('database down');
    expect(await cache.get('k', async () => 'back')).toBe('back');
  });

  it('drops its answers soon after they expire, with no timer left once it holds none', async () => {
    vi.useFakeTimers();
    try {
      const clock = { now: 0 };
      const cache = cacheAt(clock);
      await cache.get('a', async () => 'aaa');
      clock.now = 2_000;
      await cache.get('b', async () => 'bbb');
      expect(cache.size).toBe(2);
      expect(vi.getTimerCount()).toBe(1);
      // 'a' expires at 5 s: one sweep a second later drops it and plans the next for 'b'.
      clock.now = 6_000;
      vi.advanceTimersByTime(6_000);
      expect(cache.size).toBe(1);
      expect(vi.getTimerCount()).toBe(1);
      clock.now = 8_000;
      vi.advanceTimersByTime(2_000);
      expect(cache.size).toBe(0);
      // Idle: nothing kept, nothing planned.
      expect(vi.getTimerCount()).toBe(0);
      // A sweep keeps what has not expired by the cache's own clock.
      await cache.get('c', async () => 'ccc');
      vi.advanceTimersByTime(10_000);
      expect(cache.size).toBe(1);
    } finally {
      vi.useRealTimers();
    }
  });

  it('pushes out the least recently used answers beyond its entries and characters', async () => {
    const cache = cacheAt({ now: 0 }, { maxEntries: 2, maxChars: 10 });
    const kept = (key: string) => cache.get(key, async () => `${key} again`);
    await cache.get('a', async () => 'aaa');
    await cache.get('b', async () => 'bbb');
    expect(await kept('a')).toBe('aaa'); // now the most recently used
    await cache.get('c', async () => 'ccc');
    expect(cache.size).toBe(2);
    expect(await kept('b')).toBe('b again');
    // 'b again' (7) and 'ccc' (3) fill the 10 characters; 'a' went out when 'b' came back.
    expect(await kept('a')).toBe('a again');
    expect(cache.size).toBe(1);
  });
});

describe('catalogue list cache', () => {
  let t: TestApp;
  const DAY = 24 * 3600_000;
  const inDays = (days: number) => new Date(Date.now() + days * DAY);

  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t?.close();
  });

  async function get(url: string, token?: string) {
    const response = await t.app.inject({ url, headers: token ? bearer(token) : {} });
    expect(response.statusCode, response.body).toBe(200);
    return response;
  }
  const search = async (query: string, token?: string) =>
    (await get(`/api/public/session_views?${query}`, token)).json() as CataloguePage;
  const ids = (page: { items: { id: number }[] }) => page.items.map((item) => item.id);

  async function publishedSession(axisId: number, typeId?: number) {
    const action = await createAction(t.db, { axisId, ...(typeId ? { typeId } : {}) });
    return createSession(t.db, {
      actionId: action.id,
      published: true,
      startDate: inDays(20),
      seats: 10,
    });
  }

  async function beneficiary(member: boolean) {
    const employer = await createStructure(t.db, { type: 'employer', member });
    const user = await createUser(t.db, {
      profile: 'profile_beneficiary',
      structureId: employer.id,
    });
    return loginAs(t.app, user.username);
  }

  it('answers exactly what a fresh query answers, as JSON that no browser or proxy keeps', async () => {
    const axis = await createAxis(t.db);
    for (let i = 0; i < 3; i += 1) await publishedSession(axis.id);
    const url = `/api/public/session_views?axisId=${axis.id}&pageSize=10`;
    const first = await get(url);
    const second = await get(url);
    expect(second.body).toBe(first.body);
    expect(second.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(second.headers['cache-control']).toBe('private, no-cache');
    const { answer: fresh } = await searchCatalogue(
      t.app.catalogueIndex,
      { membersOnly: false },
      catalogueQuerySchema.parse({ axisId: String(axis.id), pageSize: '10' }),
    );
    expect(second.json()).toEqual(fresh);
    expect(fresh.total).toBe(3);
  });

  it('serves a kept answer until something drops it (the lists may lag)', async () => {
    const axis = await createAxis(t.db);
    const session = await publishedSession(axis.id);
    expect(ids(await search(`axisId=${axis.id}`))).toEqual([session.id]);
    // Unpublished behind the portal's back: no write went through the API.
    await t.db.update(sessions).set({ published: false }).where(eq(sessions.id, session.id));
    expect(ids(await search(`axisId=${axis.id}`))).toEqual([session.id]);
    // Another question is not answered from the cache.
    expect(ids(await search(`axisId=${axis.id}&pageSize=10`))).toEqual([]);
    t.app.catalogueCache.clear();
    expect(ids(await search(`axisId=${axis.id}`))).toEqual([]);
  });

  it('never gives one visibility class the answer kept for another', async () => {
    const axis = await createAxis(t.db);
    const shown = await publishedSession(axis.id);
    const reserved = await createActionType(t.db, { membersOnly: true });
    const membersOnly = await publishedSession(axis.id, reserved.id);
    const query = `axisId=${axis.id}`;
    const both = [shown.id, membersOnly.id];

    // A member asks first: the members' answer is kept…
    expect(ids(await search(query, await beneficiary(true)))).toEqual(both);
    // …and is not given to a visitor, a non-member beneficiary nor an hr.
    expect(ids(await search(query))).toEqual([shown.id]);
    expect(ids(await search(query, await beneficiary(false)))).toEqual([shown.id]);
    const hr = await createUser(t.db, {
      profile: 'profile_hr',
      structureId: (await createStructure(t.db, { type: 'employer', member: true })).id,
    });
    expect(ids(await search(query, await loginAs(t.app, hr.username)))).toEqual([shown.id]);
    // The visitors' answer, now kept, is not given to staff.
    expect(ids(await search(query, await loginAs(t.app, 'manager')))).toEqual(both);

    // The home page's next sessions alike.
    const next = async (token?: string) =>
      (await get('/api/public/session_views/next', token)).json() as CatalogueSession[];
    const reservedTypeOf = (items: CatalogueSession[]) =>
      items.filter((item) => item.action.type.membersOnly);
    await t.db
      .update(sessions)
      .set({ startDate: inDays(0.01) })
      .where(eq(sessions.id, membersOnly.id));
    t.app.catalogueCache.clear();
    expect(ids({ items: reservedTypeOf(await next(await loginAs(t.app, 'admin'))) })).toContain(
      membersOnly.id,
    );
    expect(reservedTypeOf(await next())).toEqual([]);
  });

  it('is dropped by a back-office write, not by a beneficiary’s', async () => {
    const axis = await createAxis(t.db);
    const first = await publishedSession(axis.id);
    const second = await publishedSession(axis.id);
    const query = `axisId=${axis.id}`;
    expect(ids(await search(query))).toEqual([first.id, second.id]);

    // Hidden behind the portal's back, then a beneficiary's write: the answer is still the kept one.
    await t.db.update(sessions).set({ published: false }).where(eq(sessions.id, second.id));
    const token = await beneficiary(false);
    const favourite = await t.app.inject({
      method: 'POST',
      url: `/api/sessions/${first.id}/favorite`,
      headers: bearer(token),
    });
    expect(favourite.statusCode, favourite.body).toBe(204);
    expect(ids(await search(query))).toEqual([first.id, second.id]);

    // A refused back-office write changes nothing and drops nothing.
    const admin = await loginAs(t.app, 'admin');
    const refused = await t.app.inject({
      method: 'PATCH',
      url: `/api/sessions/${first.id}`,
      headers: bearer(admin),
      payload: { seats: -5 },
    });
    expect(refused.statusCode).toBe(400);
    expect(ids(await search(query))).toEqual([first.id, second.id]);

    // The manager changes the first session's seats: every kept answer goes at once.
    const changed = await t.app.inject({
      method: 'PATCH',
      url: `/api/sessions/${first.id}`,
      headers: bearer(await loginAs(t.app, 'manager')),
      payload: { seats: 3 },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    const page = await search(query);
    expect(ids(page)).toEqual([first.id]);
    expect(page.items[0]).toMatchObject({ seatsLeft: 3, availability: 'LAST_PLACES' });
  });

  describe('on several replicas', () => {
    /** Another replica: an app on the same database, with the same configuration. */
    let replica: App;
    beforeAll(async () => {
      replica = await buildApp({ config: t.config, database: t.database, logger: false });
      await replica.ready();
    });
    afterAll(async () => {
      await replica?.close();
    });
    const searchOn = async (app: App, query: string) => {
      const response = await app.inject({ url: `/api/public/session_views?${query}` });
      expect(response.statusCode, response.body).toBe(200);
      return ids(response.json() as CataloguePage);
    };

    it('is dropped on every replica by a back-office write through any of them, long before it expires', async () => {
      const axis = await createAxis(t.db);
      const session = await publishedSession(axis.id);
      const query = `axisId=${axis.id}`;
      const manager = await loginAs(t.app, 'manager');
      const keptAt = performance.now();
      expect(await searchOn(replica, query)).toEqual([session.id]);
      // The replica keeps its answer: a change behind the portal's back does not show there.
      await t.db.update(sessions).set({ seats: 4 }).where(eq(sessions.id, session.id));
      expect(await searchOn(replica, query)).toEqual([session.id]);

      // The manager unpublishes the session through the other replica.
      const notified = await nextNotification(
        t.database,
        CHANNELS.caches,
        cacheDropOf(CATALOGUE_CACHE),
      );
      const unpublished = await t.app.inject({
        method: 'PATCH',
        url: `/api/sessions/${session.id}`,
        headers: bearer(manager),
        payload: { published: false },
      });
      expect(unpublished.statusCode, unpublished.body).toBe(200);
      await notified.received;
      expect(await searchOn(replica, query)).toEqual([]);
      expect(performance.now() - keptAt).toBeLessThan(CATALOGUE_CACHE_TTL_MS);
    });

    it.runIf(process.env.TEST_DATABASE_URL)(
      'is dropped everywhere when notifications may have been missed (the listening connection lost)',
      async () => {
        const axis = await createAxis(t.db);
        const session = await publishedSession(axis.id);
        const query = `axisId=${axis.id}`;
        expect(await searchOn(replica, query)).toEqual([session.id]);
        await t.db.update(sessions).set({ published: false }).where(eq(sessions.id, session.id));
        expect(await searchOn(replica, query)).toEqual([session.id]);

        // PostgreSQL drops the connection that listens: it is opened again, then every cache is
        // dropped, as notifications may have been sent meanwhile.
        const missed = await nextNotification(t.database, CHANNELS.caches, null);
        await t.db.execute(sql`
          select pg_terminate_backend(pid) from pg_stat_activity
          where datname = current_database() and pid <> pg_backend_pid()
            and query like 'LISTEN %'`);
        await missed.received;
        expect(await searchOn(replica, query)).toEqual([]);
      },
    );
  });

  it('runs one query for many visitors asking the same new question at once', async () => {
    const axis = await createAxis(t.db);
    await publishedSession(axis.id);
    const execute = vi.spyOn(t.db, 'execute');
    try {
      const answers = await Promise.all(
        Array.from({ length: 12 }, () =>
          t.app.inject({ url: `/api/public/session_views?axisId=${axis.id}&page=1` }),
        ),
      );
      expect(answers.map((answer) => answer.statusCode)).toEqual(Array(12).fill(200));
      expect(new Set(answers.map((answer) => answer.body)).size).toBe(1);
      // One search: the programme's version read, the index built again for the new session
      // (decision 069); the visitors' visibility needs none.
      const dialect = new PgDialect();
      const statements = execute.mock.calls.map(([query]) =>
        is(query, SQL) ? dialect.sqlToQuery(query).sql : '',
      );
      expect(statements.filter((text) => text.includes('from catalogue_version'))).toHaveLength(2);
      expect(statements.filter((text) => text.includes('from sessions s'))).toHaveLength(1);
    } finally {
      execute.mockRestore();
    }
  });
});
