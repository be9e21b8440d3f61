import { sessionDetailSchema, sessionPageSchema } from '@passerelle/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessionDates, sessions } from '../../db/schema/index.js';
import { bearer, createTestApp, loginAs, type TestApp } from '../../test/app.js';
import {
  createAction,
  createRegistration,
  createRoom,
  createSession,
} from '../../test/factories.js';
import {
  createProgrammingFixture,
  type ProgrammingFixture,
} from '../actions/programming.fixtures.js';

let t: TestApp;
let f: ProgrammingFixture;
let admin: string;
let manager: string;

beforeAll(async () => {
  t = await createTestApp({ seed: false });
  f = await createProgrammingFixture(t.db);
  admin = await loginAs(t.app, f.users.admin.username);
  manager = await loginAs(t.app, f.users.manager.username);
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

async function codes(query: string, token = admin) {
  const response = await call('GET', `/api/sessions?${query}`, token);
  expect(response.statusCode, response.body).toBe(200);
  return sessionPageSchema.parse(response.json()).items.map((item) => item.code);
}

describe('GET /api/sessions', () => {
  it('lists sessions by start date with their action, provider, city and seats', async () => {
    const response = await call('GET', '/api/sessions', admin);
    const page = sessionPageSchema.parse(response.json());
    expect(page.total).toBe(4);
    expect(page.items.map((item) => item.code)).toEqual(['MED-1', 'EVAL-01', 'ECO-1', 'ECO-2']);
    expect(page.items[2]).toEqual({
      id: f.sessions.eco1.id,
      code: 'ECO-1',
      status: 'PROGRAMMED',
      startDate: '2025-03-10T08:00:00.000Z',
      endDate: '2025-03-10T16:00:00.000Z',
      modality: 'ONSITE',
      city: { id: f.cities.toulouse.id, name: 'Toulouse' },
      seats: 10,
      // 2 registered; the cancelled one and the waiting one take no seat.
      takenSeats: 2,
      availableSeats: 8,
      published: false,
      cost: '200.05',
      action: { id: f.actions.ecoute.id, name: 'Écoute active', year: 2025 },
      provider: { id: f.ownProviderId, name: 'Institut Horizon Formation' },
    });
  });

  it.each([
    ['year=2024', ['MED-1']],
    ['status=PROGRAMMED', ['MED-1', 'ECO-1']],
    ['modality=REMOTE', ['MED-1', 'ECO-2']],
    ['q=eco', ['ECO-1', 'ECO-2']],
    ['q=évaluation', ['EVAL-01']],
  ])('filters with %s', async (query, expected) => {
    expect(await codes(query)).toEqual(expected);
  });

  it('filters by action, city and provider', async () => {
    expect(await codes(`actionId=${f.actions.ecoute.id}`)).toEqual(['ECO-1', 'ECO-2']);
    expect(await codes(`cityId=${f.cities.toulouse.id}`)).toEqual(['EVAL-01', 'ECO-1']);
    expect(await codes(`providerId=${f.otherProviderId}`)).toEqual(['EVAL-01']);
  });

  it('bounds the start date by Paris days, both included', async () => {
    // MED-1 starts at 23:30 in Paris on 31 December 2024 (22:30 UTC).
    expect(await codes('from=2024-12-31&to=2024-12-31')).toEqual(['MED-1']);
    expect(await codes('from=2025-01-01&to=2025-03-10')).toEqual(['EVAL-01', 'ECO-1']);
    expect(await codes('from=2025-03-11')).toEqual(['ECO-2']);
    const inverted = await call('GET', '/api/sessions?from=2025-02-01&to=2025-01-01', admin);
    expect(inverted.statusCode).toBe(400);
    expect(inverted.json().fieldErrors).toEqual({
      to: ['La date de début doit précéder la date de fin'],
    });
  });

  it('sorts by each column, both ways', async () => {
    expect(await codes('sort=-startDate')).toEqual(['ECO-2', 'ECO-1', 'EVAL-01', 'MED-1']);
    expect(await codes('sort=code')).toEqual(['ECO-1', 'ECO-2', 'EVAL-01', 'MED-1']);
    expect(await codes('sort=action')).toEqual(['ECO-1', 'ECO-2', 'EVAL-01', 'MED-1']);
    expect(await codes('sort=-city')).toEqual(['EVAL-01', 'ECO-1', 'ECO-2', 'MED-1']);
    expect(await codes('sort=status')).toEqual(['MED-1', 'ECO-1', 'EVAL-01', 'ECO-2']);
  });

  it('paginates in SQL with a total, also past the last page', async () => {
    const action = await createAction(t.db, { year: 2040 });
    for (let day = 1; day <= 12; day++) {
      await createSession(t.db, {
        actionId: action.id,
        code: `P-${String(day).padStart(2, '0')}`,
        startDate: new Date(Date.UTC(2040, 0, day, 8)),
      });
    }
    const second = sessionPageSchema.parse(
      (await call('GET', '/api/sessions?year=2040&pageSize=10&page=2', admin)).json(),
    );
    expect(second).toMatchObject({ total: 12, page: 2, pageSize: 10 });
    expect(second.items.map((item) => item.code)).toEqual(['P-11', 'P-12']);
    const beyond = (await call('GET', '/api/sessions?year=2040&pageSize=10&page=4', admin)).json();
    expect(beyond).toEqual({ items: [], total: 12, page: 4, pageSize: 10 });
  });
});

describe('GET /api/sessions/{id}', () => {
  it('answers every field, the intervention dates and the seats', async () => {
    const room = await createRoom(t.db, { name: 'Salle Garonne' });
    const session = await createSession(t.db, {
      actionId: f.actions.mediation.id,
      code: 'DET-1',
      roomId: room.id,
      externalRegistration: true,
      externalRegistrationUrl: 'https://inscription.example.org',
      realisedHoursOnsite: '3.5',
      interventionDates: [
        {
          startsAt: new Date('2025-09-02T07:00:00Z'),
          endsAt: new Date('2025-09-02T10:00:00Z'),
        },
      ],
    });
    const response = await call('GET', `/api/sessions/${session.id}`, manager);
    expect(response.statusCode).toBe(200);
    expect(sessionDetailSchema.parse(response.json())).toMatchObject({
      id: session.id,
      code: 'DET-1',
      status: 'PROGRAMMED',
      action: { id: f.actions.mediation.id, name: 'Médiation numérique', year: 2024 },
      provider: { id: f.ownProviderId },
      room: { id: room.id, name: 'Salle Garonne' },
      externalRegistration: true,
      externalRegistrationUrl: 'https://inscription.example.org',
      realisedHoursOnsite: '3.50',
      realisedHoursRemote: null,
      surveyEnabled: false,
      reportEnabled: false,
      interventionDates: [
        { startsAt: '2025-09-02T07:00:00.000Z', endsAt: '2025-09-02T10:00:00.000Z' },
      ],
    });
  });

  it('answers 404 for an unknown session', async () => {
    expect((await call('GET', '/api/sessions/999999', admin)).statusCode).toBe(404);
  });
});

describe('PATCH /api/sessions/{id}', () => {
  it('changes the given fields and replaces the intervention dates', async () => {
    const session = await createSession(t.db, {
      actionId: f.actions.accueil.id,
      interventionDates: [
        { startsAt: new Date('2025-03-10T08:00:00Z'), endsAt: new Date('2025-03-10T11:00:00Z') },
      ],
    });
    const response = await call('PATCH', `/api/sessions/${session.id}`, manager, {
      seats: 20,
      published: true,
      cost: '99,99',
      asyncTime: '2.5',
      interventionDates: [
        { startsAt: '2025-03-10T13:00:00Z', endsAt: '2025-03-10T16:00:00Z' },
        { startsAt: '2025-03-10T08:00:00Z', endsAt: '2025-03-10T12:00:00Z' },
      ],
    });
    expect(response.statusCode, response.body).toBe(200);
    const detail = sessionDetailSchema.parse(response.json());
    expect(detail).toMatchObject({
      seats: 20,
      published: true,
      cost: '99.99',
      asyncTime: '2.50',
      status: 'PROGRAMMED',
    });
    expect(detail.interventionDates.map((d) => d.startsAt)).toEqual([
      '2025-03-10T08:00:00.000Z',
      '2025-03-10T13:00:00.000Z',
    ]);
    expect(await t.db.$count(sessionDates, eq(sessionDates.sessionId, session.id))).toBe(2);
  });

  it('judges the cross-field rules on the session as it will be', async () => {
    const session = await createSession(t.db, {
      startDate: new Date('2025-03-10T08:00:00Z'),
      endDate: new Date('2025-03-12T16:00:00Z'),
    });
    // Only the start moves, after the stored end.
    const late = await call('PATCH', `/api/sessions/${session.id}`, manager, {
      startDate: '2025-03-13T08:00:00Z',
    });
    expect(late.statusCode).toBe(400);
    expect(late.json().fieldErrors).toEqual({
      endDate: ['La date de début doit précéder la date de fin'],
    });
    const deadline = await call('PATCH', `/api/sessions/${session.id}`, manager, {
      registrationDeadline: '2025-03-11T00:00:00Z',
    });
    expect(deadline.json().fieldErrors).toEqual({
      registrationDeadline: ["La date limite d'inscription doit précéder le début de la session"],
    });
    const external = await call('PATCH', `/api/sessions/${session.id}`, manager, {
      externalRegistration: true,
    });
    expect(external.json().fieldErrors).toEqual({ externalRegistrationUrl: ['Champ obligatoire'] });
    const [stored] = await t.db.select().from(sessions).where(eq(sessions.id, session.id));
    expect(stored).toMatchObject({ registrationDeadline: null, externalRegistration: false });
  });

  it('never changes the status: the field is refused', async () => {
    const response = await call('PATCH', `/api/sessions/${f.sessions.eco1.id}`, admin, {
      status: 'CLOSED',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().fieldErrors).toEqual({ '': ['Champ non autorisé : status'] });
    const [stored] = await t.db.select().from(sessions).where(eq(sessions.id, f.sessions.eco1.id));
    expect(stored?.status).toBe('PROGRAMMED');
  });

  it('refuses a change of a closed session (409)', async () => {
    const closed = await createSession(t.db, { status: 'CLOSED' });
    const response = await call('PATCH', `/api/sessions/${closed.id}`, admin, { seats: 3 });
    expect(response.statusCode).toBe(409);
    expect(response.json().code).toBe('SESSION_READ_ONLY');
  });

  it('refuses an unknown room', async () => {
    const response = await call('PATCH', `/api/sessions/${f.sessions.eco1.id}`, admin, {
      roomId: 999_999,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().fieldErrors).toEqual({ roomId: ['Élément introuvable'] });
  });

  it('lets the staff change the realised hours with any other field', async () => {
    const session = await createSession(t.db, { actionId: f.actions.ecoute.id });
    for (const [token, hours] of [
      [manager, '4'],
      [admin, '5,25'],
    ] as const) {
      const response = await call('PATCH', `/api/sessions/${session.id}`, token, {
        seats: 15,
        realisedHoursOnsite: hours,
        realisedHoursRemote: null,
      });
      expect(response.statusCode, response.body).toBe(200);
    }
    const [stored] = await t.db.select().from(sessions).where(eq(sessions.id, session.id));
    expect(stored).toMatchObject({ seats: 15, realisedHoursOnsite: '5.25' });
  });
});

describe('PATCH /api/sessions/{id} by a provider', () => {
  let provider: string;
  beforeAll(async () => {
    provider = await loginAs(t.app, f.users.provider.username);
  });

  const stored = async (id: number) =>
    (await t.db.select().from(sessions).where(eq(sessions.id, id)))[0]!;

  it('saves the realised hours of its own session', async () => {
    const session = await createSession(t.db, {
      actionId: f.actions.ecoute.id,
      status: 'REALIZED',
      realisedHoursRemote: '1',
    });
    const response = await call('PATCH', `/api/sessions/${session.id}`, provider, {
      realisedHoursOnsite: '6,5',
      realisedHoursRemote: '',
      asyncTime: '2',
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(sessionDetailSchema.parse(response.json())).toMatchObject({
      id: session.id,
      realisedHoursOnsite: '6.50',
      realisedHoursRemote: null,
      asyncTime: '2.00',
    });
    expect(await stored(session.id)).toMatchObject({
      realisedHoursOnsite: '6.50',
      realisedHoursRemote: null,
      asyncTime: '2.00',
      status: 'REALIZED',
    });
  });

  it('refuses (403) any other field, naming it, and changes nothing', async () => {
    const session = await createSession(t.db, { actionId: f.actions.ecoute.id, seats: 10 });
    const before = await stored(session.id);
    const response = await call('PATCH', `/api/sessions/${session.id}`, provider, {
      realisedHoursOnsite: '3',
      seats: 99,
      cost: '10',
    });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({
      error: "Vous n'avez pas les droits nécessaires pour effectuer cette action.",
      code: 'FORBIDDEN',
      detail: 'Un prestataire ne peut pas modifier ces champs : Nombre de places, Coût.',
    });
    expect(await stored(session.id)).toEqual(before);

    // Nor the intervention dates, nor a deletion (staff only).
    const dates = await call(
      'PUT',
      `/api/session_intervention_dates?sessionId=${session.id}`,
      provider,
      { interventionDates: [] },
    );
    expect(dates.statusCode).toBe(403);
    expect((await call('DELETE', `/api/sessions/${session.id}`, provider)).statusCode).toBe(403);
    expect(await stored(session.id)).toEqual(before);
  });

  it("answers 404 for another provider's session or one without provider, changing nothing", async () => {
    const foreign = f.sessions.eval1.id;
    const staffOnly = (await createSession(t.db, { actionId: f.actions.accueil.id })).id;
    for (const id of [foreign, staffOnly, 999_999]) {
      const before = id === 999_999 ? undefined : await stored(id);
      const response = await call('PATCH', `/api/sessions/${id}`, provider, {
        realisedHoursOnsite: '1',
      });
      expect(response.statusCode, String(id)).toBe(404);
      expect(response.json()).toEqual({ error: 'Élément introuvable.', code: 'NOT_FOUND' });
      // Out of reach comes first: even a refused field does not reveal the session.
      const refused = await call('PATCH', `/api/sessions/${id}`, provider, { seats: 1 });
      expect(refused.statusCode, String(id)).toBe(404);
      if (before) expect(await stored(id)).toEqual(before);
    }
    // Its own provider reaches it.
    const other = await loginAs(t.app, f.users.otherProvider.username);
    const own = await call('PATCH', `/api/sessions/${foreign}`, other, { asyncTime: '1' });
    expect(own.statusCode, own.body).toBe(200);
  });

  it('refuses (409) the hours of a closed session', async () => {
    const closed = await createSession(t.db, { actionId: f.actions.ecoute.id, status: 'CLOSED' });
    const response = await call('PATCH', `/api/sessions/${closed.id}`, provider, {
      realisedHoursOnsite: '2',
    });
    expect(response.statusCode).toBe(409);
    expect(response.json().code).toBe('SESSION_READ_ONLY');
    expect((await stored(closed.id)).realisedHoursOnsite).toBeNull();
  });
});

describe('DELETE /api/sessions/{id}', () => {
  it('deletes a session without registrations, with its dates', async () => {
    const session = await createSession(t.db, {
      interventionDates: [
        { startsAt: new Date('2025-03-10T08:00:00Z'), endsAt: new Date('2025-03-10T11:00:00Z') },
      ],
    });
    const response = await call('DELETE', `/api/sessions/${session.id}`, manager);
    expect(response.statusCode).toBe(204);
    expect(await t.db.$count(sessions, eq(sessions.id, session.id))).toBe(0);
    expect(await t.db.$count(sessionDates, eq(sessionDates.sessionId, session.id))).toBe(0);
  });

  it('refuses (409) a session with registrations, even cancelled ones', async () => {
    const session = await createSession(t.db);
    await createRegistration(t.db, { sessionId: session.id, status: 'CANCELED' });
    const response = await call('DELETE', `/api/sessions/${session.id}`, admin);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({
      code: 'CONFLICT',
      detail: 'Cette session a 1 inscription : elle ne peut pas être supprimée.',
    });
    expect(await t.db.$count(sessions, eq(sessions.id, session.id))).toBe(1);
  });
});

describe('/api/session_intervention_dates', () => {
  it('replaces and lists the dates of a session, by start', async () => {
    const session = await createSession(t.db);
    const put = await call(
      'PUT',
      `/api/session_intervention_dates?sessionId=${session.id}`,
      admin,
      {
        interventionDates: [
          { startsAt: '2025-03-11T08:00:00Z', endsAt: '2025-03-11T12:00:00Z' },
          { startsAt: '2025-03-10T08:00:00+01:00', endsAt: '2025-03-10T12:00:00+01:00' },
        ],
      },
    );
    expect(put.statusCode, put.body).toBe(200);
    const got = await call('GET', `/api/session_intervention_dates?sessionId=${session.id}`, admin);
    expect(got.json().map((d: { startsAt: string }) => d.startsAt)).toEqual([
      '2025-03-10T07:00:00.000Z',
      '2025-03-11T08:00:00.000Z',
    ]);
  });

  it('refuses a date ending before it starts, and a missing session id', async () => {
    const session = await createSession(t.db);
    const bad = await call(
      'PUT',
      `/api/session_intervention_dates?sessionId=${session.id}`,
      admin,
      {
        interventionDates: [{ startsAt: '2025-03-11T12:00:00Z', endsAt: '2025-03-11T08:00:00Z' }],
      },
    );
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fieldErrors).toEqual({
      'interventionDates[0].endsAt': ['La date de début doit précéder la date de fin'],
    });
    const missing = await call('GET', '/api/session_intervention_dates', admin);
    expect(missing.statusCode).toBe(400);
    expect(missing.json().fieldErrors).toEqual({ sessionId: ['Champ obligatoire'] });
    expect(
      (await call('GET', '/api/session_intervention_dates?sessionId=999999', admin)).statusCode,
    ).toBe(404);
  });
});

describe('GET /api/session_modalities', () => {
  it('is public and gives the codes with their French labels', async () => {
    const response = await call('GET', '/api/session_modalities', null);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual([
      { code: 'ONSITE', label: 'Présentiel' },
      { code: 'REMOTE', label: 'Distanciel' },
      { code: 'BOTH', label: 'Présentiel et distanciel' },
    ]);
  });
});

describe('access of every session route', () => {
  it('answers 401 to anonymous visitors and 403 to beneficiary and hr', async () => {
    const beneficiary = await loginAs(t.app, f.users.beneficiary.username);
    const hr = await loginAs(t.app, f.users.hr.username);
    const id = f.sessions.eco1.id;
    const routes = [
      ['GET', '/api/sessions'],
      ['GET', `/api/sessions/${id}`],
      ['PATCH', `/api/sessions/${id}`],
      ['DELETE', `/api/sessions/${id}`],
      ['GET', `/api/session_intervention_dates?sessionId=${id}`],
      ['PUT', `/api/session_intervention_dates?sessionId=${id}`],
    ] as const;
    for (const [method, url] of routes) {
      expect((await call(method, url, null, {})).statusCode, `${method} ${url}`).toBe(401);
      for (const token of [beneficiary, hr]) {
        expect((await call(method, url, token, {})).statusCode, `${method} ${url}`).toBe(403);
      }
    }
  });
});
