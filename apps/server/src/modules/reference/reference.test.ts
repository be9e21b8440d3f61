import { actionTypesResource, roomsResource, type Resource } from '@passerelle/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { actions, actionTypes, axes, cities, sessions } from '../../db/schema/index.js';
import { bearer, createTestApp, loginAs, type TestApp } from '../../test/app.js';

let t: TestApp;
let headers: { authorization: string };

beforeAll(async () => {
  t = await createTestApp();
  headers = bearer(await loginAs(t.app, 'admin'));
});
afterAll(async () => {
  await t?.close();
});

type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE';

async function call(method: Method, url: string, payload?: object) {
  const response = await t.app.inject({ method, url: `/api/${url}`, headers, payload });
  return { status: response.statusCode, body: response.body ? response.json() : undefined };
}

async function createAxis(number: number, name: string, extra: object = {}) {
  const { status, body } = await call('POST', 'axes', { number, name, ...extra });
  expect(status).toBe(201);
  return body as { id: number; number: number; name: string };
}

async function addAction(axisId: number, typeId?: number) {
  const type =
    typeId ?? (await t.db.insert(actionTypes).values({ name: 'Type' }).returning())[0]!.id;
  const [action] = await t.db
    .insert(actions)
    .values({ name: 'Action', year: 2025, axisId, typeId: type })
    .returning();
  return action!;
}

describe('axes', () => {
  it('creates, reads, updates and deletes', async () => {
    const created = await call('POST', 'axes', {
      number: 101,
      name: '  Numérique  ',
      description: 'Outils',
      color: '#1A2B3C',
    });
    expect(created).toEqual({
      status: 201,
      body: {
        id: expect.any(Number),
        number: 101,
        name: 'Numérique',
        description: 'Outils',
        color: '#1A2B3C',
      },
    });
    const id = created.body.id as number;
    expect(await call('GET', `axes/${id}`)).toEqual({ status: 200, body: created.body });

    const patched = await call('PATCH', `axes/${id}`, { name: 'Numérique responsable' });
    expect(patched).toEqual({
      status: 200,
      body: { ...created.body, name: 'Numérique responsable' },
    });
    // Clearing an optional field: empty text is stored as the column's empty value.
    expect((await call('PATCH', `axes/${id}`, { description: '' })).body.description).toBe('');

    expect(await call('DELETE', `axes/${id}`)).toEqual({ status: 204, body: undefined });
    expect((await call('GET', `axes/${id}`)).status).toBe(404);
  });

  it('keeps no colour for an axis saved without one, and clears a colour emptied', async () => {
    const created = await call('POST', 'axes', { number: 160, name: 'Sans couleur', color: '' });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect(created.body.color).toBeNull();
    const id = created.body.id as number;
    expect((await call('PATCH', `axes/${id}`, { color: '#00A0B0' })).body.color).toBe('#00A0B0');
    expect((await call('PATCH', `axes/${id}`, { color: null })).body.color).toBeNull();
    expect((await call('GET', `axes/${id}`)).body.color).toBeNull();
  });

  it('refuses an invalid body in French and changes nothing', async () => {
    const response = await call('POST', 'axes', { number: 0, name: ' ', color: 'rouge', x: 1 });
    expect(response).toEqual({
      status: 400,
      body: {
        error: 'Certains champs sont invalides. Corrigez-les puis réessayez.',
        code: 'VALIDATION_FAILED',
        fieldErrors: {
          number: ['Doit être supérieur ou égal à 1'],
          name: ['Champ obligatoire'],
          color: ['Couleur invalide (format attendu : #rrggbb)'],
          '': ['Champ non autorisé : x'],
        },
      },
    });
    const { id } = await createAxis(102, 'Stable');
    const patch = await call('PATCH', `axes/${id}`, { number: 'douze' });
    expect(patch.status).toBe(400);
    expect(patch.body.fieldErrors).toEqual({ number: ['Doit être un nombre'] });
    expect((await call('GET', `axes/${id}`)).body.number).toBe(102);
  });

  it("refuses a number in use with 'Ce numéro est déjà utilisé'", async () => {
    const first = await createAxis(103, 'Premier');
    const second = await createAxis(104, 'Second');
    const conflict = {
      status: 409,
      body: {
        error: expect.any(String),
        code: 'CONFLICT',
        fieldErrors: { number: ['Ce numéro est déjà utilisé'] },
      },
    };
    expect(await call('POST', 'axes', { number: 103, name: 'Doublon' })).toEqual(conflict);
    expect(await call('PATCH', `axes/${second.id}`, { number: 103 })).toEqual(conflict);
    // Its own number is not a duplicate.
    expect((await call('PATCH', `axes/${first.id}`, { number: 103, name: 'Un' })).status).toBe(200);
    const rows = await t.db.select().from(axes).where(eq(axes.number, 103));
    expect(rows.map((row) => row.name)).toEqual(['Un']);
  });

  it('lets one of several simultaneous creations with one number through', async () => {
    const attempts = await Promise.all(
      ['A', 'B', 'C', 'D'].map((name) => call('POST', 'axes', { number: 150, name })),
    );
    const statuses = attempts.map((a) => a.status).sort();
    expect(statuses).toEqual([201, 409, 409, 409]);
    for (const refused of attempts.filter((a) => a.status === 409)) {
      expect(refused.body.fieldErrors).toEqual({ number: ['Ce numéro est déjà utilisé'] });
    }
    expect(await t.db.select().from(axes).where(eq(axes.number, 150))).toHaveLength(1);
  });

  it('answers the uniqueness check (spec: axes/is_unique_number)', async () => {
    const { id } = await createAxis(105, 'Vérifié');
    const check = async (query: string) => call('GET', `axes/is_unique_number?${query}`);
    expect(await check('value=105')).toEqual({ status: 200, body: { unique: false } });
    expect(await check(`value=105&excludeId=${id}`)).toEqual({
      status: 200,
      body: { unique: true },
    });
    expect(await check('value=98765')).toEqual({ status: 200, body: { unique: true } });
    const bad = await check('value=abc');
    expect(bad.status).toBe(400);
    expect(bad.body.fieldErrors).toEqual({ value: ['Doit être un nombre'] });
    expect((await check('')).body.fieldErrors).toEqual({ value: ['Champ obligatoire'] });
  });

  it('refuses to delete an axis used by an action, and deletes nothing', async () => {
    const { id } = await createAxis(106, 'Utilisé');
    await addAction(id);
    expect(await call('DELETE', `axes/${id}`)).toEqual({
      status: 409,
      body: {
        error: 'Suppression impossible : cet élément est utilisé par 1 action de formation.',
        code: 'RESOURCE_IN_USE',
      },
    });
    expect(await t.db.select().from(axes).where(eq(axes.id, id))).toHaveLength(1);
  });

  it('answers 404 for an unknown or malformed id', async () => {
    for (const id of ['999999', 'abc', '0', '-1', '1.5', '99999999999']) {
      for (const method of ['GET', 'PATCH', 'DELETE'] as const) {
        const response = await call(method, `axes/${id}`, method === 'PATCH' ? {} : undefined);
        expect(response, `${method} ${id}`).toEqual({
          status: 404,
          body: { error: 'Élément introuvable.', code: 'NOT_FOUND' },
        });
      }
    }
  });

  describe('list', () => {
    beforeAll(async () => {
      await createAxis(201, 'Zéro déchet (liste)');
      await createAxis(202, 'Évaluation des compétences (liste)');
      await createAxis(203, 'accompagnement (liste)', { description: 'Évaluer les projets' });
      await createAxis(204, 'Bilan (liste)');
    });
    const list = async (query: string) => call('GET', `axes?q=(liste)&${query}`);
    const names = async (query: string) =>
      ((await list(query)).body.items as { name: string }[]).map((item) => item.name);

    it('answers a page with its total, by number by default', async () => {
      const response = await list('pageSize=10');
      expect(response.status).toBe(200);
      expect(response.body).toMatchObject({ total: 4, page: 1, pageSize: 10 });
      expect(response.body.items.map((item: { number: number }) => item.number)).toEqual([
        201, 202, 203, 204,
      ]);
      expect(response.body.items[1]).toEqual({
        id: expect.any(Number),
        number: 202,
        name: 'Évaluation des compétences (liste)',
        description: '',
        color: null,
      });
      const second = await list('pageSize=10&page=2');
      expect(second.body).toMatchObject({ items: [], total: 4, page: 2 });
    });

    it('sorts by a whitelisted field, accents read as plain letters', async () => {
      expect(await names('sort=name')).toEqual([
        'accompagnement (liste)',
        'Bilan (liste)',
        'Évaluation des compétences (liste)',
        'Zéro déchet (liste)',
      ]);
      expect((await names('sort=-number'))[0]).toBe('Bilan (liste)');
    });

    it("finds 'Évaluation' from 'evaluation', in the name or the description", async () => {
      const found = async (q: string) =>
        (await call('GET', `axes?q=${q}`)).body.items.map((item: { name: string }) => item.name);
      expect(await found('evaluation (liste)')).toEqual(['Évaluation des compétences (liste)']);
      expect(await found('EVALUER (LISTE)')).toEqual(['accompagnement (liste)']);
    });

    it('refuses a bad sort, page or page size in French', async () => {
      const bad = async (query: string) => (await call('GET', `axes?${query}`)).body;
      expect(await bad('sort=color')).toEqual({
        error: 'Certains champs sont invalides. Corrigez-les puis réessayez.',
        code: 'VALIDATION_FAILED',
        fieldErrors: { sort: ['Tri non autorisé : color'] },
      });
      expect((await bad('page=0')).fieldErrors).toEqual({
        page: ['Doit être supérieur ou égal à 1'],
      });
      expect((await bad('page=x')).fieldErrors).toEqual({ page: ['Doit être un nombre entier'] });
      expect((await bad('pageSize=7')).fieldErrors).toEqual({
        pageSize: ['Valeur non autorisée'],
      });
    });
  });
});

describe('cities', () => {
  it('refuses a code in use with the generic message', async () => {
    const created = await call('POST', 'cities', { code: 'ZZ-001', value: 'Ville d’essai' });
    expect(created.status).toBe(201);
    expect(await call('POST', 'cities', { code: 'ZZ-001', value: 'Autre' })).toEqual({
      status: 409,
      body: {
        error: expect.any(String),
        code: 'CONFLICT',
        fieldErrors: { code: ['Cette valeur est déjà utilisée'] },
      },
    });
    expect((await call('GET', 'cities/is_unique_code?value=ZZ-001')).body).toEqual({
      unique: false,
    });
  });

  it('refuses to delete a city a session takes place in', async () => {
    const city = (await call('POST', 'cities', { code: 'ZZ-002', value: 'Ville des sessions' }))
      .body;
    const axis = await createAxis(301, 'Axe des sessions');
    const action = await addAction(axis.id);
    const now = new Date();
    await t.db
      .insert(sessions)
      .values({ actionId: action.id, code: 'S-1', startDate: now, endDate: now, cityId: city.id });
    const response = await call('DELETE', `cities/${city.id}`);
    expect(response.body).toEqual({
      error: 'Suppression impossible : cet élément est utilisé par 1 session.',
      code: 'RESOURCE_IN_USE',
    });
    expect(await t.db.select().from(cities).where(eq(cities.id, city.id))).toHaveLength(1);
  });
});

describe('action types', () => {
  const full = {
    name: 'Formation certifiante',
    acronym: 'FC',
    seatAmount: 12,
    waitingSeatAmount: 3,
    membersOnly: true,
    hrValidation: true,
    providerValidation: false,
    regulatoryDocuments: ['registration_signature', 'convention'],
    generatedDocuments: [],
    conditionedSurveyQuestions: ['utilite', ' applicabilite ', 'utilite'],
    coldSurveyEnabled: true,
    coldSurveyDelayDays: 120,
    active: true,
  };

  it('holds every field of spec §3', async () => {
    const created = await call('POST', 'action_types', full);
    expect(created).toEqual({
      status: 201,
      body: {
        ...full,
        id: expect.any(Number),
        conditionedSurveyQuestions: ['utilite', 'applicabilite'],
        // In the choices' order, whatever order they were sent in.
        regulatoryDocuments: ['convention', 'registration_signature'],
      },
    });
    const minimal = await call('POST', 'action_types', { name: 'Atelier' });
    expect(minimal.body).toEqual({
      id: expect.any(Number),
      name: 'Atelier',
      acronym: '',
      seatAmount: 0,
      waitingSeatAmount: 0,
      membersOnly: false,
      hrValidation: false,
      providerValidation: false,
      // Every document unless unticked (decision 064).
      regulatoryDocuments: ['convention', 'registration_signature', 'completion_certificate'],
      generatedDocuments: [
        'convocation',
        'participant_list',
        'participation_certificate',
        'end_certificate',
      ],
      conditionedSurveyQuestions: [],
      coldSurveyEnabled: false,
      coldSurveyDelayDays: 90,
      active: true,
    });
  });

  it('refuses a document that is not one of the choice', async () => {
    const refused = await call('POST', 'action_types', {
      name: 'Atelier inconnu',
      regulatoryDocuments: ['convocation'],
    });
    expect(refused.status).toBe(400);
    expect(refused.body.fieldErrors).toEqual({
      regulatoryDocuments: ['Valeur non autorisée'],
    });
  });

  it('keeps the cold evaluation’s delay within 1 to 730 days, 90 when cleared', async () => {
    const { id } = (await call('POST', 'action_types', { ...full, name: 'Atelier à froid' })).body;
    const refused = await call('PATCH', `action_types/${id}`, {
      coldSurveyEnabled: false,
      coldSurveyDelayDays: 731,
    });
    expect(refused.status).toBe(400);
    expect(refused.body.fieldErrors).toEqual({
      coldSurveyDelayDays: ['Doit être inférieur ou égal à 730'],
    });
    const unchanged = await call('GET', `action_types/${id}`);
    expect(unchanged.body).toMatchObject({ coldSurveyEnabled: true, coldSurveyDelayDays: 120 });
    const cleared = await call('PATCH', `action_types/${id}`, { coldSurveyDelayDays: null });
    expect(cleared.body).toMatchObject({ coldSurveyEnabled: true, coldSurveyDelayDays: 90 });
  });

  it('switches a type off and on through `active` (disabledAt), keeping the first date', async () => {
    const { id } = (await call('POST', 'action_types', { ...full, name: 'Séminaire de bascule' }))
      .body;
    const disabledAt = async () =>
      (await t.db.select().from(actionTypes).where(eq(actionTypes.id, id)))[0]!.disabledAt;
    expect(await disabledAt()).toBeNull();

    expect((await call('PATCH', `action_types/${id}`, { active: false })).body.active).toBe(false);
    const first = await disabledAt();
    expect(first).toBeInstanceOf(Date);
    await call('PATCH', `action_types/${id}`, { active: false, seatAmount: 5 });
    expect(await disabledAt()).toEqual(first);

    const inactive = await call('GET', 'action_types?active=false&q=seminaire bascule');
    expect(inactive.body.items.map((item: { id: number }) => item.id)).toEqual([id]);
    expect((await call('GET', 'action_types?active=true&q=seminaire bascule')).body.total).toBe(0);

    expect((await call('PATCH', `action_types/${id}`, { active: true })).body.active).toBe(true);
    expect(await disabledAt()).toBeNull();
  });

  it('filters on the validation flags', async () => {
    await call('POST', 'action_types', { name: 'Filtre-essai RH', hrValidation: true });
    await call('POST', 'action_types', { name: 'Filtre-essai sans RH', hrValidation: false });
    const names = async (query: string) =>
      (await call('GET', `action_types?q=filtre-essai&${query}`)).body.items.map(
        (item: { name: string }) => item.name,
      );
    expect(await names('hrValidation=true')).toEqual(['Filtre-essai RH']);
    expect(await names('hrValidation=false')).toEqual(['Filtre-essai sans RH']);
    expect((await call('GET', 'action_types?hrValidation=oui')).status).toBe(400);
  });

  it('refuses to delete a type used by actions', async () => {
    const { id } = (await call('POST', 'action_types', { name: 'Type utilisé (essai)' })).body;
    const axis = await createAxis(401, 'Axe des types');
    await addAction(axis.id, id);
    await addAction(axis.id, id);
    expect((await call('DELETE', `action_types/${id}`)).body).toEqual({
      error: 'Suppression impossible : cet élément est utilisé par 2 actions de formation.',
      code: 'RESOURCE_IN_USE',
    });
  });
});

describe('a new item’s boxes', () => {
  /** The boolean fields of `resource` with what the creation form starts them at. */
  const boxesOf = (resource: Resource) =>
    Object.fromEntries(
      resource.writableFields
        .filter((field) => field.kind === 'boolean')
        .map((field) => [field.key, field.defaultValue]),
    );

  it('are stored, when left out, as the creation form shows them: a new type or room is active', async () => {
    const type = await call('POST', 'action_types', { name: 'Type sans cases (essai)' });
    const room = await call('POST', 'rooms', { name: 'Salle sans cases (essai)' });
    expect([type.status, room.status]).toEqual([201, 201]);
    expect(boxesOf(actionTypesResource)).toMatchObject({ active: true, membersOnly: false });
    expect(type.body).toMatchObject(boxesOf(actionTypesResource));
    expect(boxesOf(roomsResource)).toEqual({ enabled: true });
    expect(room.body).toMatchObject(boxesOf(roomsResource));
  });
});

describe('rooms', () => {
  it('stores money as a decimal string and filters on the city, accents aside', async () => {
    const created = await call('POST', 'rooms', {
      name: 'Salle Garonne (essai)',
      city: 'Saint-Étienne-des-Essais',
      zipCode: '42000',
      seatAmount: 20,
      cost: 150.5,
      googleLink: '',
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ cost: '150.50', googleLink: null, enabled: true });
    const found = await call('GET', 'rooms?city=SAINT-ETIENNE-DES-ESSAIS');
    expect(found.body.items.map((item: { name: string }) => item.name)).toEqual([
      'Salle Garonne (essai)',
    ]);
    const disabled = await call('PATCH', `rooms/${created.body.id}`, { enabled: false });
    expect(disabled.body.enabled).toBe(false);
    expect((await call('GET', 'rooms?enabled=true&city=saint-etienne-des-essais')).body.total).toBe(
      0,
    );
  });
});

describe('OpenAPI document', () => {
  it('describes every generated route', async () => {
    const response = await t.app.inject({ url: '/api/docs/json' });
    expect(response.statusCode).toBe(200);
    const { paths } = response.json();
    for (const name of ['axes', 'cities', 'rooms', 'action_types']) {
      expect(Object.keys(paths[`/api/${name}`]).sort()).toEqual(['get', 'post']);
      expect(Object.keys(paths[`/api/${name}/{id}`]).sort()).toEqual(['delete', 'get', 'patch']);
    }
    expect(paths['/api/axes/is_unique_number'].get.security).toEqual([{ bearerAuth: [] }]);
    expect(paths['/api/cities/is_unique_code'].get).toBeDefined();
    const parameters = paths['/api/axes'].get.parameters.map((p: { name: string }) => p.name);
    expect(parameters).toEqual(expect.arrayContaining(['q', 'page', 'pageSize', 'sort']));
    const body = paths['/api/axes'].post.requestBody.content['application/json'].schema;
    expect(body.required).toEqual(['number', 'name']);
  });
});
