import {
  actionCostSchema,
  actionDetailSchema,
  sessionDetailSchema,
  sessionPreviewSchema,
  speakerSchema,
} from '@passerelle/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { actionSpeakers, actionTypes, actions, sessions } from '../../db/schema/index.js';
import { bearer, createTestApp, loginAs, type TestApp } from '../../test/app.js';
import {
  createAction,
  createActionType,
  createRegistration,
  createSession,
  createStructure,
  createUser,
} from '../../test/factories.js';
import { createProgrammingFixture, type ProgrammingFixture } from './programming.fixtures.js';

let t: TestApp;
let f: ProgrammingFixture;
const tokens: Record<'admin' | 'manager' | 'provider' | 'beneficiary' | 'hr', string> = {
  admin: '',
  manager: '',
  provider: '',
  beneficiary: '',
  hr: '',
};

beforeAll(async () => {
  t = await createTestApp({ seed: false });
  f = await createProgrammingFixture(t.db);
  for (const profile of Object.keys(tokens) as (keyof typeof tokens)[]) {
    tokens[profile] = await loginAs(t.app, f.users[profile].username);
  }
});
afterAll(async () => {
  await t?.close();
});

function call(method: string, url: string, token: string | null, payload?: unknown) {
  return t.app.inject({
    method: method as 'GET',
    url,
    headers: token ? bearer(token) : {},
    ...(payload !== undefined && { payload: payload as object }),
  });
}

function validBody() {
  return {
    name: 'Conduite d’entretien',
    typeId: f.types.atelier.id,
    axisId: f.axes.axis1.id,
    year: 2026,
    providerId: f.ownProviderId,
    referentId: f.users.manager.id,
    goal: 'Mener un entretien d’accueil',
    pedagogicalCost: '1200,50',
    animationCost: 99.9,
    travelCost: '0.10',
    amountHours: '14',
    speakers: [f.users.provider.id],
    openBadgeRequestUrl: 'https://badges.example.org/demande',
  };
}

describe('POST /api/actions', () => {
  it('creates an action with its speakers and answers its detail', async () => {
    const response = await call('POST', '/api/actions', tokens.manager, validBody());
    expect(response.statusCode, response.body).toBe(201);
    const detail = actionDetailSchema.parse(response.json());
    expect(detail).toMatchObject({
      name: 'Conduite d’entretien',
      year: 2026,
      type: { id: f.types.atelier.id, name: 'Atelier', membersOnly: false, seatAmount: 14 },
      axis: { id: f.axes.axis1.id, name: 'Accompagner les publics' },
      provider: { id: f.ownProviderId, name: 'Institut Horizon Formation' },
      referent: { id: f.users.manager.id },
      goal: 'Mener un entretien d’accueil',
      public: '',
      pedagogicalCost: '1200.50',
      animationCost: '99.90',
      travelCost: '0.10',
      amountHours: '14.00',
      amountDays: null,
      lotNumber: null,
      openBadgeRequestUrl: 'https://badges.example.org/demande',
      sessionCount: 0,
      totalCost: '1300.50',
    });
    expect(detail.speakers.map((speaker) => speaker.id)).toEqual([f.users.provider.id]);
    const [stored] = await t.db.select().from(actions).where(eq(actions.id, detail.id));
    expect(stored?.pedagogicalCost).toBe('1200.50');
  });

  it('refuses invalid fields with French messages and creates nothing', async () => {
    const before = await t.db.$count(actions);
    const response = await call('POST', '/api/actions', tokens.admin, {
      name: '',
      year: 20.5,
      pedagogicalCost: '-3',
      openBadgeRequestUrl: 'ftp://x',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      error: 'Certains champs sont invalides. Corrigez-les puis réessayez.',
      code: 'VALIDATION_FAILED',
      fieldErrors: {
        name: ['Champ obligatoire'],
        typeId: ['Champ obligatoire'],
        axisId: ['Champ obligatoire'],
        year: ['Doit être un nombre entier'],
        pedagogicalCost: ['Doit être un nombre positif avec au plus 2 décimales'],
        openBadgeRequestUrl: ['URL invalide'],
      },
    });
    expect(await t.db.$count(actions)).toBe(before);
  });

  it('refuses ids that point nowhere or to the wrong kind of row', async () => {
    const employer = await createStructure(t.db, { type: 'employer' });
    const disabledType = await createActionType(t.db, { disabledAt: new Date() });
    const response = await call('POST', '/api/actions', tokens.admin, {
      ...validBody(),
      typeId: disabledType.id,
      axisId: 999_999,
      providerId: employer.id,
      referentId: f.users.beneficiary.id,
      imageId: 999_999,
      speakers: [f.users.provider.id, 999_998],
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().fieldErrors).toEqual({
      typeId: ["Ce type d'action est désactivé"],
      axisId: ['Élément introuvable'],
      providerId: ["Cette structure n'est pas un prestataire"],
      referentId: ["Cet utilisateur n'est pas gestionnaire"],
      imageId: ['Élément introuvable'],
      speakers: ['Utilisateur introuvable : 999998'],
    });
  });

  it.each([
    ['provider', 403],
    ['beneficiary', 403],
    ['hr', 403],
  ] as const)('refuses %s with %i', async (profile, status) => {
    const response = await call('POST', '/api/actions', tokens[profile], validBody());
    expect(response.statusCode).toBe(status);
    expect(response.json().code).toBe('FORBIDDEN');
  });

  it('refuses anonymous visitors with 401', async () => {
    expect((await call('POST', '/api/actions', null, validBody())).statusCode).toBe(401);
  });
});

describe('GET /api/actions/{id}', () => {
  it('answers the detail with speakers, session count and total cost', async () => {
    await t.db
      .insert(actionSpeakers)
      .values({ actionId: f.actions.ecoute.id, userId: f.users.provider.id });
    const response = await call('GET', `/api/actions/${f.actions.ecoute.id}`, tokens.admin);
    expect(response.statusCode).toBe(200);
    expect(actionDetailSchema.parse(response.json())).toMatchObject({
      id: f.actions.ecoute.id,
      sessionCount: 2,
      totalCost: '360.35',
      speakers: [{ id: f.users.provider.id, givenName: f.users.provider.givenName }],
    });
  });

  it('answers 404 for an unknown id and 400 for a malformed one', async () => {
    expect((await call('GET', '/api/actions/999999', tokens.admin)).statusCode).toBe(404);
    const malformed = await call('GET', '/api/actions/abc', tokens.admin);
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().fieldErrors).toEqual({ id: ['Doit être un nombre entier'] });
  });

  it.each(['beneficiary', 'hr'] as const)('refuses %s with 403', async (profile) => {
    const response = await call('GET', `/api/actions/${f.actions.ecoute.id}`, tokens[profile]);
    expect(response.statusCode).toBe(403);
  });
});

describe('PATCH /api/actions/{id}', () => {
  it('changes the given fields only; speakers replace the list', async () => {
    const action = await createAction(t.db, {
      name: 'À modifier',
      providerId: f.ownProviderId,
      goal: 'Ancien objectif',
      speakerIds: [f.users.provider.id],
    });
    const response = await call('PATCH', `/api/actions/${action.id}`, tokens.manager, {
      travelCost: '12.3',
      lotNumber: 'LOT-12',
      speakers: [f.users.manager.id, f.users.admin.id],
    });
    expect(response.statusCode, response.body).toBe(200);
    const detail = actionDetailSchema.parse(response.json());
    expect(detail).toMatchObject({
      name: 'À modifier',
      goal: 'Ancien objectif',
      travelCost: '12.30',
      lotNumber: 'LOT-12',
      totalCost: '12.30',
    });
    expect(detail.speakers.map((s) => s.id).sort()).toEqual(
      [f.users.manager.id, f.users.admin.id].sort(),
    );
    // Clearing an optional field.
    const cleared = await call('PATCH', `/api/actions/${action.id}`, tokens.manager, {
      lotNumber: '',
      providerId: null,
    });
    expect(cleared.json()).toMatchObject({ lotNumber: null, providerId: null, provider: null });
  });

  it('lets a provider change the pedagogical fields and speakers of its own action', async () => {
    const action = await createAction(t.db, { providerId: f.ownProviderId });
    const response = await call('PATCH', `/api/actions/${action.id}`, tokens.provider, {
      goal: 'Objectif du prestataire',
      public: 'Conseillers',
      speakers: [f.users.provider.id],
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      goal: 'Objectif du prestataire',
      public: 'Conseillers',
    });
  });

  it('refuses a provider any other field, naming them, and changes nothing', async () => {
    const action = await createAction(t.db, { providerId: f.ownProviderId, goal: 'Avant' });
    const response = await call('PATCH', `/api/actions/${action.id}`, tokens.provider, {
      goal: 'Après',
      pedagogicalCost: '5000',
      year: 2030,
    });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({
      error: "Vous n'avez pas les droits nécessaires pour effectuer cette action.",
      code: 'FORBIDDEN',
      detail: 'Un prestataire ne peut pas modifier ces champs : Année, Coût pédagogique.',
    });
    const [stored] = await t.db.select().from(actions).where(eq(actions.id, action.id));
    expect(stored).toMatchObject({ goal: 'Avant', pedagogicalCost: '0.00' });
  });

  it('refuses a bad value and an unknown field', async () => {
    const response = await call('PATCH', `/api/actions/${f.actions.accueil.id}`, tokens.admin, {
      name: '  ',
      costs: 3,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().fieldErrors).toEqual({
      name: ['Champ obligatoire'],
      '': ['Champ non autorisé : costs'],
    });
  });

  it('answers 404 for an unknown action', async () => {
    const response = await call('PATCH', '/api/actions/999999', tokens.admin, { goal: 'x' });
    expect(response.statusCode).toBe(404);
  });

  it('accepts a form sent back whole with a type disabled since, refuses switching to one', async () => {
    const type = await createActionType(t.db);
    const action = await createAction(t.db, { typeId: type.id });
    await t.db
      .update(actionTypes)
      .set({ disabledAt: new Date() })
      .where(eq(actionTypes.id, type.id));
    const same = await call('PATCH', `/api/actions/${action.id}`, tokens.admin, {
      typeId: type.id,
      goal: 'Encore valable',
    });
    expect(same.statusCode, same.body).toBe(200);
    const other = await call('PATCH', `/api/actions/${f.actions.accueil.id}`, tokens.admin, {
      typeId: type.id,
    });
    expect(other.json().fieldErrors).toEqual({ typeId: ["Ce type d'action est désactivé"] });
  });

  it('answers 400, never 500, to ids beyond the integer column', async () => {
    const path = await call('GET', '/api/actions/99999999999', tokens.admin);
    expect(path.statusCode).toBe(400);
    const body = await call('PATCH', `/api/actions/${f.actions.accueil.id}`, tokens.admin, {
      axisId: 99_999_999_999,
    });
    expect(body.statusCode).toBe(400);
    const query = await call('GET', '/api/actions?providerId=99999999999', tokens.admin);
    expect(query.statusCode).toBe(400);
  });
});

describe('DELETE /api/actions/{id}', () => {
  it('deletes an action without sessions, with its speakers', async () => {
    const action = await createAction(t.db, { speakerIds: [f.users.provider.id] });
    const response = await call('DELETE', `/api/actions/${action.id}`, tokens.manager);
    expect(response.statusCode).toBe(204);
    expect(await t.db.$count(actions, eq(actions.id, action.id))).toBe(0);
    expect(await t.db.$count(actionSpeakers, eq(actionSpeakers.actionId, action.id))).toBe(0);
  });

  it('refuses (409) an action that has sessions, and keeps it', async () => {
    const response = await call('DELETE', `/api/actions/${f.actions.ecoute.id}`, tokens.admin);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({
      code: 'CONFLICT',
      detail: "Cette action a 2 sessions : supprimez-les avant de supprimer l'action.",
    });
    expect(await t.db.$count(actions, eq(actions.id, f.actions.ecoute.id))).toBe(1);
  });

  it('refuses a provider (403), even for its own action', async () => {
    const action = await createAction(t.db, { providerId: f.ownProviderId });
    const response = await call('DELETE', `/api/actions/${action.id}`, tokens.provider);
    expect(response.statusCode).toBe(403);
    expect(await t.db.$count(actions, eq(actions.id, action.id))).toBe(1);
  });
});

describe('GET /api/actions/{id}/cost', () => {
  it('derives the total from the three costs and the sessions, to the cent', async () => {
    const response = await call('GET', `/api/actions/${f.actions.ecoute.id}/cost`, tokens.admin);
    expect(actionCostSchema.parse(response.json())).toEqual({
      pedagogicalCost: '100.10',
      animationCost: '50.20',
      travelCost: '10.00',
      sessionCount: 2,
      sessionsCost: '200.05',
      totalCost: '360.35',
    });
  });

  it('agrees with the list and the detail', async () => {
    const action = await createAction(t.db, {
      name: 'Centimes',
      year: 2031,
      pedagogicalCost: '0.10',
      animationCost: '0.20',
    });
    for (const cost of ['0.10', '0.20', '0.70']) {
      await createSession(t.db, { actionId: action.id, cost });
    }
    const cost = (await call('GET', `/api/actions/${action.id}/cost`, tokens.admin)).json();
    const detail = (await call('GET', `/api/actions/${action.id}`, tokens.admin)).json();
    const list = (await call('GET', '/api/actions?year=2031', tokens.admin)).json();
    expect(cost.totalCost).toBe('1.30');
    expect(detail.totalCost).toBe('1.30');
    expect(list.items[0].totalCost).toBe('1.30');
  });
});

describe('POST /api/actions/{id}/duplicate', () => {
  it('copies the action and its speakers, not its sessions, suffixing the name', async () => {
    const source = await createAction(t.db, {
      name: 'Original',
      providerId: f.ownProviderId,
      goal: 'Objectif',
      pedagogicalCost: '42.00',
      lotNumber: 'L-1',
      speakerIds: [f.users.provider.id, f.users.manager.id],
    });
    await createSession(t.db, { actionId: source.id });
    const response = await call('POST', `/api/actions/${source.id}/duplicate`, tokens.manager);
    expect(response.statusCode, response.body).toBe(201);
    const copy = actionDetailSchema.parse(response.json());
    expect(copy.id).not.toBe(source.id);
    expect(copy).toMatchObject({
      name: 'Original (copie)',
      goal: 'Objectif',
      pedagogicalCost: '42.00',
      lotNumber: 'L-1',
      providerId: f.ownProviderId,
      sessionCount: 0,
    });
    expect(copy.speakers.map((s) => s.id).sort()).toEqual(
      [f.users.provider.id, f.users.manager.id].sort(),
    );
    expect(await t.db.$count(sessions, eq(sessions.actionId, source.id))).toBe(1);
  });

  it('answers 404 for an unknown action and 403 to a provider', async () => {
    expect((await call('POST', '/api/actions/999999/duplicate', tokens.admin)).statusCode).toBe(
      404,
    );
    const own = await createAction(t.db, { providerId: f.ownProviderId });
    const response = await call('POST', `/api/actions/${own.id}/duplicate`, tokens.provider);
    expect(response.statusCode).toBe(403);
  });
});

describe('POST /api/actions/{id}/add_session', () => {
  const body = {
    code: 'NEW-1',
    startDate: '2026-05-04T09:00:00+02:00',
    endDate: '2026-05-05T17:00:00+02:00',
    seats: 14,
    modality: 'BOTH',
    cost: '250',
    registrationDeadline: '2026-04-27T23:59:00+02:00',
    interventionDates: [
      { startsAt: '2026-05-05T09:00:00+02:00', endsAt: '2026-05-05T17:00:00+02:00' },
      { startsAt: '2026-05-04T09:00:00+02:00', endsAt: '2026-05-04T12:30:00+02:00' },
    ],
  };

  it('creates a PROGRAMMED session with its intervention dates', async () => {
    const action = await createAction(t.db, { providerId: f.ownProviderId });
    const response = await call('POST', `/api/actions/${action.id}/add_session`, tokens.manager, {
      ...body,
      cityId: f.cities.albi.id,
    });
    expect(response.statusCode, response.body).toBe(201);
    const session = sessionDetailSchema.parse(response.json());
    expect(session).toMatchObject({
      actionId: action.id,
      code: 'NEW-1',
      status: 'PROGRAMMED',
      startDate: '2026-05-04T07:00:00.000Z',
      endDate: '2026-05-05T15:00:00.000Z',
      seats: 14,
      takenSeats: 0,
      availableSeats: 14,
      modality: 'BOTH',
      city: { id: f.cities.albi.id, name: 'Albi' },
      cost: '250.00',
      registrationDeadline: '2026-04-27T21:59:00.000Z',
      registrationRequired: true,
      published: false,
    });
    expect(session.interventionDates.map((d) => d.startsAt)).toEqual([
      '2026-05-04T07:00:00.000Z',
      '2026-05-05T07:00:00.000Z',
    ]);
    const cost = (await call('GET', `/api/actions/${action.id}/cost`, tokens.manager)).json();
    expect(cost.totalCost).toBe('250.00');
  });

  it('refuses a status in the body, bad dates and an unknown city; creates nothing', async () => {
    const action = await createAction(t.db);
    const response = await call('POST', `/api/actions/${action.id}/add_session`, tokens.admin, {
      ...body,
      status: 'CLOSED',
      endDate: '2026-05-01T09:00:00+02:00',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().fieldErrors).toEqual({
      '': ['Champ non autorisé : status'],
      endDate: ['La date de début doit précéder la date de fin'],
    });
    const unknownCity = await call('POST', `/api/actions/${action.id}/add_session`, tokens.admin, {
      ...body,
      cityId: 999_999,
    });
    expect(unknownCity.statusCode).toBe(400);
    expect(unknownCity.json().fieldErrors).toEqual({ cityId: ['Élément introuvable'] });
    expect(await t.db.$count(sessions, eq(sessions.actionId, action.id))).toBe(0);
  });

  it('answers 404 for an unknown action and 403 to a provider', async () => {
    expect(
      (await call('POST', '/api/actions/999999/add_session', tokens.admin, body)).statusCode,
    ).toBe(404);
    const own = await createAction(t.db, { providerId: f.ownProviderId });
    expect(
      (await call('POST', `/api/actions/${own.id}/add_session`, tokens.provider, body)).statusCode,
    ).toBe(403);
  });
});

describe('GET /api/actions/{id}/session_previews', () => {
  it('lists the sessions of the action by start date with their seats', async () => {
    const response = await call(
      'GET',
      `/api/actions/${f.actions.ecoute.id}/session_previews`,
      tokens.provider,
    );
    expect(response.statusCode).toBe(200);
    const previews = z.array(sessionPreviewSchema).parse(response.json());
    expect(
      previews.map((p) => [p.code, p.status, p.seats, p.takenSeats, p.availableSeats]),
    ).toEqual([
      ['ECO-1', 'PROGRAMMED', 10, 2, 8],
      ['ECO-2', 'CANCELED', 5, 0, 5],
    ]);
    expect(previews[0]?.city).toEqual({ id: f.cities.toulouse.id, name: 'Toulouse' });
  });
});

describe('GET and PUT /api/actions/{id}/speakers', () => {
  it('replaces and lists the speakers, by family name', async () => {
    const zoe = await createUser(t.db, {
      profile: 'profile_provider',
      structureId: f.ownProviderId,
      values: { givenName: 'Zoé', familyName: 'Abadie' },
    });
    const action = await createAction(t.db, { providerId: f.ownProviderId });
    const put = await call('PUT', `/api/actions/${action.id}/speakers`, tokens.provider, {
      speakerIds: [f.users.provider.id, zoe.id],
    });
    expect(put.statusCode, put.body).toBe(200);
    const listed = z
      .array(speakerSchema)
      .parse((await call('GET', `/api/actions/${action.id}/speakers`, tokens.manager)).json());
    expect(listed.map((s) => s.id)).toEqual([zoe.id, f.users.provider.id]);
    expect(listed[0]).toEqual({
      id: zoe.id,
      civility: null,
      givenName: 'Zoé',
      familyName: 'Abadie',
      email: zoe.email,
    });
    const emptied = await call('PUT', `/api/actions/${action.id}/speakers`, tokens.admin, {
      speakerIds: [],
    });
    expect(emptied.json()).toEqual([]);
  });

  it('refuses unknown users and duplicates, keeping the list', async () => {
    const action = await createAction(t.db, { speakerIds: [f.users.provider.id] });
    const unknown = await call('PUT', `/api/actions/${action.id}/speakers`, tokens.admin, {
      speakerIds: [999_999],
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().fieldErrors).toEqual({
      speakerIds: ['Utilisateur introuvable : 999999'],
    });
    const twice = await call('PUT', `/api/actions/${action.id}/speakers`, tokens.admin, {
      speakerIds: [f.users.provider.id, f.users.provider.id],
    });
    expect(twice.json().fieldErrors).toEqual({
      speakerIds: ['Cet élément est présent plusieurs fois'],
    });
    expect(await t.db.$count(actionSpeakers, eq(actionSpeakers.actionId, action.id))).toBe(1);
  });
});

describe('access of every action route', () => {
  const routes = () =>
    [
      ['GET', '/api/actions'],
      ['GET', '/api/actions/available_years'],
      ['GET', '/api/actions/indicators'],
      ['GET', `/api/actions/${f.actions.ecoute.id}`],
      ['PATCH', `/api/actions/${f.actions.ecoute.id}`],
      ['DELETE', `/api/actions/${f.actions.ecoute.id}`],
      ['GET', `/api/actions/${f.actions.ecoute.id}/cost`],
      ['POST', `/api/actions/${f.actions.ecoute.id}/duplicate`],
      ['POST', `/api/actions/${f.actions.ecoute.id}/add_session`],
      ['GET', `/api/actions/${f.actions.ecoute.id}/session_previews`],
      ['GET', `/api/actions/${f.actions.ecoute.id}/speakers`],
      ['PUT', `/api/actions/${f.actions.ecoute.id}/speakers`],
      ['GET', '/api/action_views/export?format=csv'],
      ['POST', '/api/actions'],
    ] as const;

  it('answers 401 to anonymous visitors and 403 to beneficiary and hr', async () => {
    for (const [method, url] of routes()) {
      expect((await call(method, url, null, {})).statusCode, `${method} ${url}`).toBe(401);
      for (const profile of ['beneficiary', 'hr'] as const) {
        const response = await call(method, url, tokens[profile], {});
        expect(response.statusCode, `${profile} ${method} ${url}`).toBe(403);
      }
    }
  });
});

describe('seats in the previews', () => {
  it('counts a pre-registration off the waiting list as a taken seat', async () => {
    const session = await createSession(t.db, { seats: 1 });
    await createRegistration(t.db, { sessionId: session.id, status: 'PRE_REGISTERED' });
    const previews = (
      await call('GET', `/api/actions/${session.actionId}/session_previews`, tokens.admin)
    ).json();
    expect(previews[0]).toMatchObject({ seats: 1, takenSeats: 1, availableSeats: 0 });
  });
});
