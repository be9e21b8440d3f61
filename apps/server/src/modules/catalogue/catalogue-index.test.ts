import {
  CATALOGUE_API,
  cataloguePageSchema,
  catalogueQuerySchema,
  parisDay,
  type CataloguePage,
  type SessionStatus,
} from '@passerelle/shared';
import { eq, sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';

/** Whether the tests run on a PostgreSQL server (two connections of their own). */
const onPostgres = Boolean(process.env.TEST_DATABASE_URL);
import { buildApp, type App } from '../../app.js';
import { rowsOf } from '../../db/rows.js';
import { sessions } from '../../db/schema/index.js';
import { foldSql, foldText } from '../../lib/crud/fold.js';
import { pageWindow } from '../../lib/pagination.js';
import { bearer, createTestApp, loginAs, type TestApp } from '../../test/app.js';
import {
  createAction,
  createActionType,
  createAxis,
  createCity,
  createRegistration,
  createSession,
  createStructure,
  sequence,
} from '../../test/factories.js';
import { parisMidnight } from './catalogue-index-search.js';
import { CatalogueIndex } from './catalogue-index.js';
import { searchSessionPage } from './catalogue-sql-search.repository.js';
import type { CatalogueVisibility } from './catalogue.repository.js';

let t: TestApp;
const DAY = 24 * 3600_000;
/** `days` from now at `hour` UTC. */
function inDays(days: number, hour = 9): Date {
  const date = new Date(Date.now() + days * DAY);
  date.setUTCHours(hour, 0, 0, 0);
  return date;
}

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const ids = (page: { items: { id: number }[] }) => page.items.map((item) => item.id);

async function search(query: string, app: App = t.app) {
  const response = await app.inject({ url: `/api/public/session_views?${query}` });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as CataloguePage;
}

/** The SQL search the index replaced (the oracle), for a parsed query. */
async function sqlSearch(visibility: CatalogueVisibility, query: Record<string, string>) {
  const { page, pageSize, ...filters } = catalogueQuerySchema.parse(query);
  const { items, total } = await searchSessionPage(
    t.db,
    filters,
    visibility,
    pageWindow({ page, pageSize }),
  );
  return { items, total, page, pageSize };
}

describe('the index answers what the SQL search answered', () => {
  const visibilities: CatalogueVisibility[] = [{ membersOnly: false }, { membersOnly: true }];
  let codeFragment = '';

  beforeAll(async () => {
    // A small programme with what each filter, each visibility rule and the text search look at.
    const axes = [await createAxis(t.db), await createAxis(t.db, { color: '#336699' })];
    const types = [
      await createActionType(t.db),
      await createActionType(t.db, { membersOnly: true }),
      await createActionType(t.db, { disabledAt: new Date() }),
    ];
    const cities = [
      await createCity(t.db, { value: 'Saint-Étienne' }),
      await createCity(t.db, { value: 'Nîmes' }),
      await createCity(t.db, { value: 'Besançon' }),
    ];
    const provider = await createStructure(t.db, { name: 'Institut Écologie' });
    const names = [
      'Sécurité incendie : les bons réflexes',
      'Évaluation des risques professionnels',
      'Œuvre collective et coopération',
      'Prise de parole en public',
      'Gestion des conflits au quotidien',
      'Premiers secours en équipe',
    ];
    const actions = [];
    for (const [index, name] of names.entries()) {
      actions.push(
        await createAction(t.db, {
          name,
          description: index % 2 ? 'Prévenir les risques et réagir.' : 'Sécuriser ses pratiques.',
          axisId: axes[index % 2]!.id,
          typeId: types[index % 3]!.id,
          ...(index % 2 ? { providerId: provider.id } : {}),
        }),
      );
    }
    const statuses: SessionStatus[] = ['PROGRAMMED', 'PROGRAMMED', 'REPORTED', 'CANCELED'];
    const run = sequence();
    for (let i = 0; i < 48; i += 1) {
      // Pairs starting at the same instant: the order falls back on the id.
      const start = inDays(-40 + Math.floor(i / 2) * 9, 7 + (i % 3) * 8);
      const session = await createSession(t.db, {
        actionId: actions[i % actions.length]!.id,
        code: `ÉTÉ-${run}-${i}`,
        published: i % 7 !== 3,
        status: statuses[i % statuses.length],
        startDate: start,
        endDate: new Date(start.getTime() + 2 * DAY),
        modality: i % 4 === 1 ? 'REMOTE' : 'ONSITE',
        cityId: i % 5 === 4 ? null : cities[i % 3]!.id,
        seats: i % 6,
        registrationDeadline: i % 4 === 0 ? new Date(start.getTime() - DAY) : null,
      });
      for (let r = 0; r < i % 4; r += 1) {
        await createRegistration(t.db, {
          sessionId: session.id,
          status: r === 2 ? 'REQUESTED' : 'REGISTERED',
        });
      }
    }
    codeFragment = `été-${run}-1`;
  });

  it('for texts with and without accents or capitals, filters, dates and pages', async () => {
    const axisIds = rowsOf<{ id: number }>(
      await t.db.execute(sql`select id from axes order by id desc limit 2`),
    ).map((row) => String(row.id));
    const typeIds = rowsOf<{ id: number }>(
      await t.db.execute(sql`select id from action_types order by id desc limit 3`),
    ).map((row) => String(row.id));
    const cityIds = rowsOf<{ id: number }>(
      await t.db.execute(sql`select id from cities order by id desc limit 3`),
    ).map((row) => String(row.id));
    const past = parisDay(inDays(-30));
    const later = parisDay(inDays(120));
    const queries: Record<string, string>[] = [
      {},
      { pageSize: '10', page: '2' },
      { page: '9' },
      { q: 'securite' },
      { q: 'SÉCURITÉ' },
      { q: 'évaluation risques' },
      { q: 'oeuvre' },
      { q: 'Œuvre' },
      { q: '"sécurité incendie"' },
      { q: 'risques -evaluation' },
      { q: 'risques or parole' },
      { q: 'le' },
      { q: 'saint-etienne' },
      { q: 'NIMES' },
      { q: 'besançon', pageSize: '10' },
      { q: codeFragment },
      { q: codeFragment.toUpperCase() },
      { q: '%' },
      { q: 'introuvablezzz' },
      { q: 'risques', page: '2', pageSize: '10' },
      { q: 'risques', from: past },
      { axisId: axisIds[0]! },
      { axisId: axisIds[1]!, modality: 'REMOTE' },
      { typeId: typeIds[1]! },
      { typeId: typeIds[2]! },
      { cityId: cityIds[0]! },
      { modality: 'ONSITE', to: later },
      { from: past },
      { from: past, to: later },
      { from: past, pageSize: '10', page: '3' },
      { to: later },
      { availability: 'AVAILABLE' },
      { availability: 'LAST_PLACES' },
      { availability: 'FULL', from: past },
      { q: 'securite', availability: 'LAST_PLACES', from: past },
      { q: 'conflits', axisId: axisIds[0]!, cityId: cityIds[1]! },
    ];
    const index = new CatalogueIndex(t.db, { seatsTtlMs: 60_000 });
    for (const visibility of visibilities) {
      for (const query of queries) {
        const expected = await sqlSearch(visibility, query);
        const { answer } = await index.search(visibility, catalogueQuerySchema.parse(query));
        expect(answer, JSON.stringify({ visibility, query })).toEqual(expected);
        // Sent as built (no parse on the way out): exactly the contract's shape.
        expect(cataloguePageSchema.parse(answer)).toEqual(answer);
      }
    }
    // The programme is large enough for the comparison to mean something.
    expect((await sqlSearch(visibilities[1]!, { from: past })).total).toBeGreaterThan(20);
    expect(
      (await sqlSearch(visibilities[0]!, { q: 'securite', from: past })).total,
    ).toBeGreaterThan(1);
  });

  it('gives the home page the first sessions to come, as the SQL search does', async () => {
    const index = new CatalogueIndex(t.db, { seatsTtlMs: 60_000 });
    for (const visibility of visibilities) {
      const expected = await sqlSearch(visibility, { pageSize: '10' });
      const { answer } = await index.next(visibility);
      expect(answer).toEqual(expected.items.slice(0, answer.length));
      expect(CATALOGUE_API.next.response.parse(answer)).toEqual(answer);
      expect(answer.length).toBeGreaterThan(0);
    }
  });

  it('places Paris midnights as the database does, across the clock changes', async () => {
    for (const day of ['2026-03-28', '2026-03-29', '2026-03-30', '2026-10-25', '2027-01-01']) {
      for (const plusDays of [0, 1]) {
        const [row] = rowsOf<{ at: Date | string }>(
          await t.db.execute(
            sql`select ((${day}::date + ${plusDays}::int)::timestamp at time zone 'Europe/Paris') as at`,
          ),
        );
        expect(parisMidnight(day, plusDays), `${day} + ${plusDays}`).toBe(
          new Date(row!.at).getTime(),
        );
      }
    }
  });

  it('folds texts as the database does', async () => {
    for (const text of ['Sécurité', 'ÉVALUATION', 'Œuvre Cœur', 'Besançon', 'ÀÉÎÕÜŸ', 'ab_%\\']) {
      const [row] = rowsOf<{ folded: string }>(
        await t.db.execute(sql`select ${foldSql(sql`${text}::text`)} as folded`),
      );
      expect(foldText(text)).toBe(row!.folded);
    }
    // Letters outside the table are left as they are (the database's lower may differ).
    expect(foldText('Ωmega')).toBe('Ωmega');
  });
});

describe('the index follows the programme', () => {
  async function publishedSession(
    axisId: number,
    values: Parameters<typeof createSession>[1] = {},
  ) {
    const action = await createAction(t.db, { axisId });
    return createSession(t.db, {
      actionId: action.id,
      published: true,
      startDate: inDays(20),
      seats: 10,
      ...values,
    });
  }

  it('shows a session published, edited or cancelled through the back office at once', async () => {
    const axis = await createAxis(t.db);
    const session = await publishedSession(axis.id, { published: false });
    expect(ids(await search(`axisId=${axis.id}`))).toEqual([]);
    const manager = bearer(await loginAs(t.app, 'manager'));
    const patch = async (payload: object) => {
      const response = await t.app.inject({
        method: 'PATCH',
        url: `/api/sessions/${session.id}`,
        headers: manager,
        payload,
      });
      expect(response.statusCode, response.body).toBe(200);
    };
    await patch({ published: true });
    expect(ids(await search(`axisId=${axis.id}`))).toEqual([session.id]);
    await patch({ seats: 3 });
    expect((await search(`axisId=${axis.id}&pageSize=10`)).items[0]).toMatchObject({
      seatsLeft: 3,
      availability: 'LAST_PLACES',
    });
    const cancelled = await t.app.inject({
      method: 'POST',
      url: `/api/sessions/${session.id}/cancel`,
      headers: manager,
      payload: { comment: 'Annulée' },
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(ids(await search(`axisId=${axis.id}&pageSize=20`))).toEqual([]);
  });

  it('sees a change made behind the portal’s back at the next search', async () => {
    const axis = await createAxis(t.db);
    const session = await publishedSession(axis.id);
    expect(ids(await search(`axisId=${axis.id}`))).toEqual([session.id]);
    // No API write: the database's own count of programme changes tells the index.
    await t.db.update(sessions).set({ published: false }).where(eq(sessions.id, session.id));
    expect(ids(await search(`axisId=${axis.id}&pageSize=10`))).toEqual([]);
  });

  it('is dropped and rebuilt only by the next search, never while idle', async () => {
    const axis = await createAxis(t.db);
    await publishedSession(axis.id);
    await search(`axisId=${axis.id}`);
    expect(t.app.catalogueIndex.built).toBe(true);
    const execute = vi.spyOn(t.db, 'execute');
    try {
      const response = await t.app.inject({
        method: 'PATCH',
        url: `/api/axes/${axis.id}`,
        headers: bearer(await loginAs(t.app, 'admin')),
        payload: { name: `Axe renommé ${sequence()}` },
      });
      expect(response.statusCode, response.body).toBeLessThan(300);
      expect(t.app.catalogueIndex.built).toBe(false);
      execute.mockClear();
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(execute).not.toHaveBeenCalled();
      await search(`axisId=${axis.id}&pageSize=10`);
      expect(t.app.catalogueIndex.built).toBe(true);
    } finally {
      execute.mockRestore();
    }
  });

  it('counts the seats again once they are older than the lists may lag', async () => {
    const axis = await createAxis(t.db);
    const session = await publishedSession(axis.id, { seats: 5 });
    const clock = { now: 0 };
    const index = new CatalogueIndex(t.db, { seatsTtlMs: 5_000, now: () => clock.now });
    const query = catalogueQuerySchema.parse({ axisId: String(axis.id) });
    const seatsLeft = async () =>
      (await index.search({ membersOnly: false }, query)).answer.items[0]!.seatsLeft;
    expect(await seatsLeft()).toBe(5);
    await createRegistration(t.db, { sessionId: session.id, status: 'REGISTERED' });
    clock.now = 3_000;
    expect(await seatsLeft()).toBe(5);
    // In the last quarter: served, counted again behind it.
    clock.now = 4_000;
    expect(await seatsLeft()).toBe(5);
    await vi.waitFor(async () => expect(await seatsLeft()).toBe(4));
    // The answer is dated from the count it was made from, for the answer cache.
    expect((await index.search({ membersOnly: false }, query)).since).toBe(4_000);
  });

  it('reads a text’s matches again only when the programme changed', async () => {
    const axis = await createAxis(t.db);
    const word = `wapiti${sequence()}`;
    const session = await publishedSession(axis.id);
    const index = new CatalogueIndex(t.db, { seatsTtlMs: 60_000 });
    const visitor = { membersOnly: false };
    const found = async (q: string) =>
      ids((await index.search(visitor, catalogueQuerySchema.parse({ q }))).answer);
    expect(await found(word)).toEqual([]);
    const execute = vi.spyOn(t.db, 'execute');
    try {
      // Asked again (other letters, same folded text): the programme's version alone is read.
      expect(await found(word.toUpperCase())).toEqual([]);
      expect(execute).toHaveBeenCalledTimes(1);
      await t.db.execute(
        sql`update actions set name = ${`Le ${word}`} where id = ${session.actionId}`,
      );
      expect(await found(word)).toEqual([session.id]);
    } finally {
      execute.mockRestore();
    }
  });

  it('keeps one answer for a text asked with or without accents and capitals', async () => {
    const axis = await createAxis(t.db);
    const word = `ouistiti${sequence()}`;
    const session = await publishedSession(axis.id, {});
    await t.db.execute(
      sql`update actions set name = ${`Sécurité ${word}`} where id = ${session.actionId}`,
    );
    const first = await search(`q=${encodeURIComponent(`SÉCURITÉ ${word.toUpperCase()}`)}`);
    expect(ids(first)).toEqual([session.id]);
    const execute = vi.spyOn(t.db, 'execute');
    try {
      const second = await search(`q=${encodeURIComponent(`securite ${word}`)}`);
      expect(second).toEqual(first);
      expect(execute).not.toHaveBeenCalled();
    } finally {
      execute.mockRestore();
    }
  });

  it.skipIf(!onPostgres)(
    'lets two programme edits cross without a deadlock (the version is raised at commit)',
    async () => {
      const axis = await createAxis(t.db);
      const [a, b] = [await publishedSession(axis.id), await publishedSession(axis.id)];
      const [first, second] = [new pg.Client(t.database.url!), new pg.Client(t.database.url!)];
      await Promise.all([first.connect(), second.connect()]);
      try {
        await first.query('begin');
        await second.query('begin');
        await first.query('update sessions set seats = seats + 1 where id = $1', [a.id]);
        await second.query('update sessions set seats = seats + 1 where id = $1', [b.id]);
        // The first now waits for the second's row; the second commits, raising the version.
        const crossing = first.query('update sessions set seats = seats + 1 where id = $1', [b.id]);
        await second.query('commit');
        await crossing;
        await first.query('commit');
      } finally {
        await Promise.all([first.end(), second.end()]);
      }
      const seatsOf = async (id: number) =>
        (await t.db.select({ seats: sessions.seats }).from(sessions).where(eq(sessions.id, id)))[0]!
          .seats;
      expect([await seatsOf(a.id), await seatsOf(b.id)]).toEqual([a.seats + 1, b.seats + 2]);
    },
  );

  describe('on several replicas', () => {
    let replica: App;
    beforeAll(async () => {
      replica = await buildApp({ config: t.config, database: t.database, logger: false });
      await replica.ready();
    });
    afterAll(async () => {
      await replica?.close();
    });

    it('shows another replica the change at its next search', async () => {
      const axis = await createAxis(t.db);
      const session = await publishedSession(axis.id);
      expect(ids(await search(`axisId=${axis.id}`, replica))).toEqual([session.id]);
      const response = await t.app.inject({
        method: 'PATCH',
        url: `/api/sessions/${session.id}`,
        headers: bearer(await loginAs(t.app, 'manager')),
        payload: { published: false },
      });
      expect(response.statusCode, response.body).toBe(200);
      // It drops its index when it hears of the write (decision 045)…
      await vi.waitFor(() => expect(replica.catalogueIndex.built).toBe(false));
      expect(ids(await search(`axisId=${axis.id}&pageSize=10`, replica))).toEqual([]);
      // …and would see the change at its next search anyway (the programme's version).
      await t.db.update(sessions).set({ published: true }).where(eq(sessions.id, session.id));
      expect(ids(await search(`axisId=${axis.id}&pageSize=20`, replica))).toEqual([session.id]);
    });
  });
});
