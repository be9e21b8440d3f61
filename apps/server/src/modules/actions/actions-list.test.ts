import { actionIndicatorsSchema, actionPageSchema } from '@passerelle/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, loginAs, type TestApp } from '../../test/app.js';
import { createAction } from '../../test/factories.js';
import { createProgrammingFixture, type ProgrammingFixture } from './programming.fixtures.js';

let t: TestApp;
let f: ProgrammingFixture;
let admin: string;
let bulkIds: number[];

beforeAll(async () => {
  t = await createTestApp({ seed: false });
  f = await createProgrammingFixture(t.db);
  // 11 actions of 2023 without provider, named to sort "Lot 01" … "Lot 11".
  bulkIds = [];
  for (let n = 1; n <= 11; n++) {
    const action = await createAction(t.db, {
      name: `Lot ${String(n).padStart(2, '0')}`,
      year: 2023,
      axisId: f.axes.axis1.id,
      typeId: f.types.atelier.id,
    });
    bulkIds.push(action.id);
  }
  admin = await loginAs(t.app, f.users.admin.username);
});
afterAll(async () => {
  await t?.close();
});

async function list(query: string, token = admin) {
  const response = await t.app.inject({ url: `/api/actions?${query}`, headers: bearer(token) });
  expect(response.statusCode, response.body).toBe(200);
  return actionPageSchema.parse(response.json());
}

async function names(query: string, token = admin) {
  return (await list(query, token)).items.map((item) => item.name);
}

describe('GET /api/actions', () => {
  it('gives each row its axis, type, provider, session count and exact total cost', async () => {
    const page = await list('year=2025');
    expect(page.total).toBe(2);
    expect(page.items).toEqual([
      {
        id: f.actions.ecoute.id,
        name: 'Écoute active',
        year: 2025,
        lotNumber: null,
        axis: { id: f.axes.axis1.id, number: 1, name: 'Accompagner les publics', color: null },
        type: { id: f.types.atelier.id, name: 'Atelier' },
        provider: { id: f.ownProviderId, name: 'Institut Horizon Formation' },
        sessionCount: 2,
        totalCost: '360.35',
      },
      {
        id: f.actions.evaluation.id,
        name: 'Evaluation des compétences',
        year: 2025,
        lotNumber: null,
        axis: { id: f.axes.axis2.id, number: 2, name: 'Évaluer les compétences', color: null },
        type: { id: f.types.seminaire.id, name: 'Séminaire' },
        provider: { id: f.otherProviderId, name: 'Zénith Conseil' },
        sessionCount: 1,
        totalCost: '1300.00',
      },
    ]);
    const older = await list('year=2024');
    expect(older.items.map((item) => [item.name, item.sessionCount, item.totalCost])).toEqual([
      ['Accueil du public', 0, '0.00'],
      ['Médiation numérique', 1, '0.30'],
    ]);
    expect(older.items[0]?.provider).toBeNull();
  });

  it('sorts by year (latest first), then by name ignoring accents, by default', async () => {
    expect(await names('pageSize=20')).toEqual([
      'Écoute active',
      'Evaluation des compétences',
      'Accueil du public',
      'Médiation numérique',
      ...bulkIds.map((_, index) => `Lot ${String(index + 1).padStart(2, '0')}`),
    ]);
  });

  it.each([
    ['axisId', () => f.axes.axis2.id, ['Evaluation des compétences', 'Médiation numérique']],
    ['typeId', () => f.types.atelier.id, ['Écoute active', 'Médiation numérique']],
    ['providerId', () => f.ownProviderId, ['Écoute active', 'Médiation numérique']],
  ] as const)('filters by %s', async (key, value, expected) => {
    expect(await names(`${key}=${value()}&year=`)).toEqual(
      key === 'typeId' ? [...expected, ...(await bulkNames())] : expected,
    );
  });

  it('filters by the status of a session', async () => {
    expect(await names('status=CANCELED')).toEqual(['Écoute active']);
    expect(await names('status=PROGRAMMED')).toEqual(['Écoute active', 'Médiation numérique']);
    expect(await names('status=CLOSED')).toEqual([]);
  });

  it('searches names, lot numbers and session codes without accents nor case', async () => {
    expect(await names('q=ECOUTE')).toEqual(['Écoute active']);
    expect(await names('q=mediation')).toEqual(['Médiation numérique']);
    expect(await names('q=lot-7')).toEqual(['Médiation numérique']);
    expect(await names('q=eval-0')).toEqual(['Evaluation des compétences']);
    expect(await names('q=compétences&year=2025')).toEqual(['Evaluation des compétences']);
    // LIKE wildcards are searched as text.
    expect(await names('q=%25')).toEqual([]);
    expect(await names('q=_')).toEqual([]);
  });

  it('sorts by each sortable column, both ways, ties by year then name', async () => {
    const four = (query: string) =>
      names(`${query}&q=`).then((all) => all.filter((name) => !name.startsWith('Lot ')));
    expect(await four('sort=-totalCost')).toEqual([
      'Evaluation des compétences',
      'Écoute active',
      'Médiation numérique',
      'Accueil du public',
    ]);
    expect(await four('sort=sessionCount')).toEqual([
      'Accueil du public',
      'Evaluation des compétences',
      'Médiation numérique',
      'Écoute active',
    ]);
    expect(await four('sort=axis')).toEqual([
      'Écoute active',
      'Accueil du public',
      'Evaluation des compétences',
      'Médiation numérique',
    ]);
    expect(await four('sort=-provider')).toEqual([
      'Evaluation des compétences',
      'Écoute active',
      'Médiation numérique',
      'Accueil du public',
    ]);
    expect(await four('sort=name')).toEqual([
      'Accueil du public',
      'Écoute active',
      'Evaluation des compétences',
      'Médiation numérique',
    ]);
    expect(await four('sort=-type')).toEqual([
      'Evaluation des compétences',
      'Accueil du public',
      'Écoute active',
      'Médiation numérique',
    ]);
  });

  it('paginates in SQL without overlap and keeps the total past the last page', async () => {
    const first = await list('year=2023&pageSize=10&sort=name');
    const second = await list('year=2023&pageSize=10&sort=name&page=2');
    expect(first.total).toBe(11);
    expect(second.total).toBe(11);
    expect(first.items).toHaveLength(10);
    expect(second.items.map((item) => item.name)).toEqual(['Lot 11']);
    expect(new Set([...first.items, ...second.items].map((item) => item.id)).size).toBe(11);
    const beyond = await list('year=2023&pageSize=10&page=5');
    expect(beyond).toMatchObject({ items: [], total: 11, page: 5, pageSize: 10 });
  });

  it('refuses a bad query with French field errors', async () => {
    const response = await t.app.inject({
      url: '/api/actions?sort=motdepasse&pageSize=1000&year=deux',
      headers: bearer(admin),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      fieldErrors: {
        sort: ['Tri non autorisé : motdepasse'],
        pageSize: ['Valeur non autorisée'],
        year: ['Doit être un nombre entier'],
      },
    });
  });
});

async function bulkNames() {
  return bulkIds.map((_, index) => `Lot ${String(index + 1).padStart(2, '0')}`);
}

describe('GET /api/actions/available_years', () => {
  it('gives the years that have actions, latest first', async () => {
    const response = await t.app.inject({
      url: '/api/actions/available_years',
      headers: bearer(admin),
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual([2025, 2024, 2023]);
  });

  it('gives a provider only the years of its actions', async () => {
    const response = await t.app.inject({
      url: '/api/actions/available_years',
      headers: bearer(await loginAs(t.app, f.users.otherProvider.username)),
    });
    expect(response.json()).toEqual([2025]);
  });
});

describe('GET /api/actions/indicators', () => {
  async function indicators(query: string, token = admin) {
    const response = await t.app.inject({
      url: `/api/actions/indicators?${query}`,
      headers: bearer(token),
    });
    expect(response.statusCode, response.body).toBe(200);
    return actionIndicatorsSchema.parse(response.json());
  }

  it('counts actions, sessions by status, seats, registrations and total cost', async () => {
    expect(await indicators('year=2025')).toEqual({
      actionCount: 2,
      sessionCount: 3,
      sessionsByStatus: {
        PROGRAMMED: 1,
        REALIZED: 1,
        REPORTED: 0,
        CANCELED: 1,
        VALIDATED_MANAGER: 0,
        CLOSED: 0,
      },
      seats: 23,
      // ECO-1: 2 registered and 1 waiting (the cancelled one is not counted); EVAL-01: 1 present.
      registrations: 4,
      totalCost: '1660.35',
    });
  });

  it('counts only the sessions in the filtered status, the actions at their full cost', async () => {
    expect(await indicators('year=2025&status=PROGRAMMED')).toMatchObject({
      actionCount: 1,
      sessionCount: 1,
      sessionsByStatus: { PROGRAMMED: 1, CANCELED: 0, REALIZED: 0 },
      seats: 10,
      registrations: 3,
      totalCost: '360.35',
    });
  });

  it('gives zeros when nothing matches', async () => {
    expect(await indicators('year=1999')).toMatchObject({
      actionCount: 0,
      sessionCount: 0,
      seats: 0,
      registrations: 0,
      totalCost: '0.00',
    });
  });

  it('agrees with the list for every filter', async () => {
    for (const query of ['', 'year=2024', 'axisId=' + f.axes.axis2.id, 'q=ecoute']) {
      const page = await list(`${query}&pageSize=100`);
      const figures = await indicators(query);
      expect(figures.actionCount).toBe(page.total);
      const cents = page.items.reduce(
        (sum, item) => sum + Math.round(Number(item.totalCost) * 100),
        0,
      );
      expect(Math.round(Number(figures.totalCost) * 100)).toBe(cents);
      expect(figures.sessionCount).toBe(
        page.items.reduce((sum, item) => sum + item.sessionCount, 0),
      );
    }
  });
});
