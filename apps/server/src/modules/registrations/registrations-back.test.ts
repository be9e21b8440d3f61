import type { MailEventCode, RegistrationStatus } from '@passerelle/shared';
import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox, registrationHistory, registrations } from '../../db/schema/index.js';
import { bearer, createTestApp, type TestApp } from '../../test/app.js';
import { createRegistration, createSession, createUser } from '../../test/factories.js';
import {
  DAY_MS,
  createBeneficiary,
  createOpenSession,
  createScenario,
  type Person,
  type Scenario,
  type SessionOptions,
} from './registrations.fixtures.js';

/*
 * The registrations back office: force and revert (staff), attendance (provider of the action,
 * staff, after the session), the list with its reach and filters, the export and bulk validation.
 */

let t: TestApp;
let s: Scenario;

beforeAll(async () => {
  t = await createTestApp({ seed: false });
  s = await createScenario(t.db);
});
afterAll(async () => {
  await t?.close();
});

function post(person: Person, url: string, payload?: Record<string, unknown>) {
  return t.app.inject({
    method: 'POST',
    url,
    headers: bearer(person.token),
    ...(payload === undefined ? {} : { payload }),
  });
}

function get(person: Person, url: string) {
  return t.app.inject({ url, headers: bearer(person.token) });
}

async function rowOf(id: number) {
  const [row] = await t.db.select().from(registrations).where(eq(registrations.id, id));
  return row!;
}

async function historyOf(id: number) {
  return t.db
    .select()
    .from(registrationHistory)
    .where(eq(registrationHistory.registrationId, id))
    .orderBy(asc(registrationHistory.id));
}

async function templatesTo(recipient: string, template?: MailEventCode) {
  const rows = await t.db
    .select()
    .from(mailOutbox)
    .where(
      and(
        eq(mailOutbox.recipient, recipient),
        template ? eq(mailOutbox.templateCode, template) : undefined,
      ),
    )
    .orderBy(asc(mailOutbox.id));
  return rows.map((row) => row.templateCode);
}

/** A session and a beneficiary registered through the API. */
async function requested(options: SessionOptions = {}, structureId?: number) {
  const open = await createOpenSession(s, options);
  return { ...open, ...(await registerTo(open.session.id, structureId)) };
}

async function registerTo(sessionId: number, structureId?: number) {
  const beneficiary = await createBeneficiary(s, structureId);
  const response = await post(beneficiary, `/api/sessions/${sessionId}/register`, {
    motivation: 'Pour progresser',
  });
  expect(response.statusCode, response.body).toBe(201);
  return { beneficiary, id: response.json().registration.id as number };
}

describe('POST /api/registrations/{id}/force', () => {
  it('lets a manager force a status with a reason: history, mail, the freed seat promoted', async () => {
    const { id, beneficiary, session } = await requested({ seats: 1, waitingSeatAmount: 2 });
    const waiting = await registerTo(session.id);
    expect((await rowOf(waiting.id)).waitingList).toBe(true);

    const response = await post(s.manager, `/api/registrations/${id}/force`, {
      status: 'CANCELED',
      reason: 'Doublon signalé par la structure',
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({
      id,
      status: 'CANCELED',
      waitingList: false,
      overbooked: false,
    });
    const last = (await historyOf(id)).at(-1)!;
    expect(last).toMatchObject({
      authorId: s.manager.id,
      fromStatus: 'REGISTERED',
      toStatus: 'CANCELED',
      reason: 'Statut forcé : Doublon signalé par la structure',
    });
    expect((await rowOf(id)).refusalReason).toBe('Doublon signalé par la structure');
    expect(await templatesTo(beneficiary.email, 'REGISTRATION_CANCELED')).toHaveLength(1);
    // The waiting one took the freed seat.
    expect(await rowOf(waiting.id)).toMatchObject({ status: 'REGISTERED', waitingList: false });
    expect(await templatesTo(waiting.beneficiary.email, 'REGISTRATION_PROMOTED')).toHaveLength(1);
  });

  it('takes a seat beyond the seats when forced, and says so', async () => {
    const { session } = await requested({ seats: 1, waitingSeatAmount: 2 });
    const waiting = await registerTo(session.id);
    const response = await post(s.admin, `/api/registrations/${waiting.id}/force`, {
      status: 'REGISTERED',
      reason: 'Place ajoutée par le prestataire',
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      status: 'REGISTERED',
      waitingList: false,
      overbooked: true,
    });
    expect(await templatesTo(waiting.beneficiary.email, 'REGISTRATION_REGISTERED')).toHaveLength(1);
  });

  it('requires a reason and a status that may wait, and changes nothing otherwise', async () => {
    const { id } = await requested();
    const noReason = await post(s.manager, `/api/registrations/${id}/force`, {
      status: 'CANCELED',
      reason: '  ',
    });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().fieldErrors.reason).toEqual(['Le motif est obligatoire']);
    const badWaiting = await post(s.manager, `/api/registrations/${id}/force`, {
      status: 'CANCELED',
      waitingList: true,
      reason: 'Test',
    });
    expect(badWaiting.statusCode).toBe(400);
    expect(badWaiting.json().fieldErrors.waitingList).toHaveLength(1);
    const same = await post(s.manager, `/api/registrations/${id}/force`, {
      status: 'REGISTERED',
      reason: 'Test',
    });
    expect(same.statusCode).toBe(409);
    expect(same.json()).toMatchObject({
      code: 'REGISTRATION_FORCE_UNCHANGED',
      error: "L'inscription est déjà au statut « Inscrit » : rien ne change.",
    });
    expect((await rowOf(id)).status).toBe('REGISTERED');
    expect(await historyOf(id)).toHaveLength(3);
  });

  it('is refused to every other profile, out of reach as 404', async () => {
    const { id, beneficiary } = await requested({ hrValidation: true });
    const body = { status: 'REGISTERED', reason: 'Test' };
    for (const person of [s.hr, s.provider, beneficiary]) {
      const response = await post(person, `/api/registrations/${id}/force`, body);
      expect(response.statusCode, response.body).toBe(403);
    }
    expect((await rowOf(id)).status).toBe('REQUESTED');
    const missing = await post(s.manager, `/api/registrations/999999/force`, body);
    expect(missing.statusCode).toBe(404);
  });
});

describe('POST /api/registrations/{id}/revert', () => {
  it('goes back to the status before the last step, in the history', async () => {
    const { id, beneficiary } = await requested({ hrValidation: true });
    expect((await post(s.hr, `/api/registrations/${id}/validate`)).statusCode).toBe(200);
    expect((await rowOf(id)).status).toBe('REGISTERED');
    const forced = await post(s.manager, `/api/registrations/${id}/force`, {
      status: 'REFUSED_HR',
      reason: 'Erreur de saisie',
    });
    expect(forced.statusCode).toBe(200);
    expect(await templatesTo(beneficiary.email, 'REGISTRATION_REFUSED_HR')).toHaveLength(1);

    const reverted = await post(s.manager, `/api/registrations/${id}/revert`, {
      reason: 'Refus annulé',
    });
    expect(reverted.statusCode, reverted.body).toBe(200);
    expect(reverted.json()).toMatchObject({ status: 'REGISTERED', waitingList: false });
    const history = await historyOf(id);
    expect(history.slice(-2).map((row) => [row.fromStatus, row.toStatus, row.reason])).toEqual([
      ['REGISTERED', 'REFUSED_HR', 'Statut forcé : Erreur de saisie'],
      ['REFUSED_HR', 'REGISTERED', 'Retour au statut précédent : Refus annulé'],
    ]);
    // The detail offers the staff's events, revert included now there is a step to undo.
    const detail = await get(s.manager, `/api/registrations/${id}/detail`);
    expect(detail.json().events).toEqual(['force', 'revert']);
  });

  it('answers 409 when there is no step to undo, 400 without a reason, 403 to others', async () => {
    const { session } = await createOpenSession(s);
    const bare = await createRegistration(t.db, {
      sessionId: session.id,
      structureId: s.employerId,
      status: 'REQUESTED',
    });
    const nothing = await post(s.manager, `/api/registrations/${bare.id}/revert`, {
      reason: 'Test',
    });
    expect(nothing.statusCode).toBe(409);
    expect(nothing.json().code).toBe('REGISTRATION_NOTHING_TO_REVERT');
    const noReason = await post(s.manager, `/api/registrations/${bare.id}/revert`, {});
    expect(noReason.statusCode).toBe(400);
    const hr = await post(s.hr, `/api/registrations/${bare.id}/revert`, { reason: 'Test' });
    expect(hr.statusCode).toBe(403);
  });
});

/** A session of the scenario's provider that ended yesterday, with a REGISTERED trainee. */
async function endedSession(hours: { onsite?: string; remote?: string } | 'dates') {
  const open = await createOpenSession(s, {});
  const start = new Date(Date.now() - 3 * DAY_MS);
  const session = await createSession(t.db, {
    actionId: open.action.id,
    seats: 10,
    startDate: start,
    endDate: new Date(Date.now() - DAY_MS),
    published: true,
    status: 'PROGRAMMED',
    ...(hours === 'dates'
      ? {
          interventionDates: [
            { startsAt: start, endsAt: new Date(start.getTime() + 3.5 * 3600_000) },
            {
              startsAt: new Date(start.getTime() + DAY_MS),
              endsAt: new Date(start.getTime() + DAY_MS + 3 * 3600_000),
            },
          ],
        }
      : {
          realisedHoursOnsite: hours.onsite ?? null,
          realisedHoursRemote: hours.remote ?? null,
        }),
  });
  const beneficiary = await createBeneficiary(s);
  const registration = await createRegistration(t.db, {
    sessionId: session.id,
    beneficiaryId: beneficiary.id,
    structureId: s.employerId,
    status: 'REGISTERED',
  });
  return { session, id: registration.id, beneficiary };
}

describe('attendance: complete and effective_hours', () => {
  it('lets the provider record PRESENT at the session hours (realised onsite + remote)', async () => {
    const { id } = await endedSession({ onsite: '5', remote: '2' });
    const response = await post(s.provider, `/api/registrations/${id}/complete`, {
      status: 'PRESENT',
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({
      id,
      status: 'PRESENT',
      waitingList: false,
      effectiveHours: '7.00',
      excusedAbsence: false,
    });
    const last = (await historyOf(id)).at(-1)!;
    expect(last).toMatchObject({
      authorId: s.provider.id,
      fromStatus: 'REGISTERED',
      toStatus: 'PRESENT',
    });
  });

  it('checks the hours against the status, in French, per field', async () => {
    const { id } = await endedSession({ onsite: '7' });
    const cases: [Record<string, unknown>, string, string][] = [
      [
        { status: 'PRESENT', effectiveHours: '5' },
        'effectiveHours',
        'Des heures effectives inférieures à celles de la session (7 h) font une absence partielle.',
      ],
      [
        { status: 'PARTIAL_ABSENCE', effectiveHours: '7' },
        'effectiveHours',
        'Une absence partielle a des heures effectives supérieures à 0 et inférieures à celles de la session (7 h).',
      ],
      [
        { status: 'PRESENT', excusedAbsence: true },
        'excusedAbsence',
        'Seule une absence (totale ou partielle) peut être excusée.',
      ],
      [
        { status: 'ABSENCE', effectiveHours: '2' },
        'effectiveHours',
        "Un stagiaire absent n'a pas d'heures effectives : saisissez une absence partielle sinon.",
      ],
      [
        { status: 'PARTIAL_ABSENCE', effectiveHours: '9' },
        'effectiveHours',
        'Les heures effectives ne peuvent pas dépasser les heures de la session (7 h).',
      ],
    ];
    for (const [body, field, message] of cases) {
      const response = await post(s.manager, `/api/registrations/${id}/complete`, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json().fieldErrors[field]).toEqual([message]);
    }
    expect((await rowOf(id)).status).toBe('REGISTERED');

    const partial = await post(s.manager, `/api/registrations/${id}/complete`, {
      status: 'PARTIAL_ABSENCE',
      effectiveHours: '3,5',
      excusedAbsence: true,
    });
    expect(partial.statusCode, partial.body).toBe(200);
    expect(partial.json()).toMatchObject({
      status: 'PARTIAL_ABSENCE',
      effectiveHours: '3.50',
      excusedAbsence: true,
    });
  });

  it('derives the status from effective hours, the session hours from its dates', async () => {
    const { id } = await endedSession('dates'); // 3.5 h + 3 h
    const cases: [string, RegistrationStatus, string][] = [
      ['6.5', 'PRESENT', '6.50'],
      ['2', 'PARTIAL_ABSENCE', '2.00'],
      ['0', 'ABSENCE', '0.00'],
    ];
    for (const [hours, status, stored] of cases) {
      const response = await post(s.admin, `/api/registrations/${id}/effective_hours`, {
        effectiveHours: hours,
      });
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json()).toMatchObject({ status, effectiveHours: stored });
      expect(await rowOf(id)).toMatchObject({ status, effectiveHours: stored });
    }
    const tooMany = await post(s.admin, `/api/registrations/${id}/effective_hours`, {
      effectiveHours: '7',
    });
    expect(tooMany.statusCode).toBe(400);
  });

  it('waits for the end of the session and a registered trainee', async () => {
    const { id } = await requested();
    const early = await post(s.provider, `/api/registrations/${id}/complete`, {
      status: 'PRESENT',
    });
    expect(early.statusCode).toBe(409);
    expect(early.json().code).toBe('REGISTRATION_SESSION_NOT_ENDED');

    const ended = await endedSession({ onsite: '7' });
    await t.db
      .update(registrations)
      .set({ status: 'PRE_REGISTERED' })
      .where(eq(registrations.id, ended.id));
    const notRegistered = await post(s.provider, `/api/registrations/${ended.id}/complete`, {
      status: 'PRESENT',
    });
    expect(notRegistered.statusCode).toBe(409);
    expect(notRegistered.json().code).toBe('REGISTRATION_TRANSITION_NOT_ALLOWED');
  });

  it('is the provider of the action’s, the manager’s and the admin’s only', async () => {
    const { id, beneficiary } = await endedSession({ onsite: '7' });
    const body = { status: 'ABSENCE' };
    expect(
      (await post(s.otherProvider, `/api/registrations/${id}/complete`, body)).statusCode,
    ).toBe(404);
    expect((await post(s.hr, `/api/registrations/${id}/complete`, body)).statusCode).toBe(403);
    expect((await post(beneficiary, `/api/registrations/${id}/complete`, body)).statusCode).toBe(
      403,
    );
    expect((await rowOf(id)).status).toBe('REGISTERED');
  });

  it('lets the session be realized once every registered trainee has an attendance', async () => {
    const { session, id } = await endedSession({ onsite: '7' });
    const blocked = await post(s.manager, `/api/sessions/${session.id}/realize`, {});
    expect(blocked.statusCode).toBe(409);
    expect(blocked.json().code).toBe('SESSION_ATTENDANCE_MISSING');
    await post(s.provider, `/api/registrations/${id}/complete`, { status: 'PRESENT' });
    const realized = await post(s.manager, `/api/sessions/${session.id}/realize`, {});
    expect(realized.statusCode, realized.body).toBe(200);
  });
});

describe('GET /api/registrations', () => {
  async function listFixture() {
    const open = await createOpenSession(s, { hrValidation: true, seats: 1, waitingSeatAmount: 5 });
    const named = async (givenName: string, familyName: string, structureId = s.employerId) => {
      const user = await createUser(t.db, {
        profile: 'profile_beneficiary',
        structureId,
        values: { givenName, familyName, email: `${familyName.toLowerCase()}@example.test` },
      });
      const person = await createBeneficiaryToken(user.id, user.email);
      const response = await post(person, `/api/sessions/${open.session.id}/register`, {
        motivation: 'Pour progresser',
      });
      expect(response.statusCode, response.body).toBe(201);
      return response.json().registration.id as number;
    };
    const ids = {
      helene: await named('Hélène', 'Élan'),
      marc: await named('Marc', 'Bernard'),
      lea: await named('Léa', 'Costa'),
      other: await named('Paul', 'Durand', s.otherEmployerId),
    };
    return { ...open, ids };
  }

  async function createBeneficiaryToken(id: number, email: string): Promise<Person> {
    const { authTokens } = await import('../../db/schema/index.js');
    const { hashToken, newToken } = await import('../../lib/tokens.js');
    const token = newToken();
    await t.db.insert(authTokens).values({
      userId: id,
      tokenHash: hashToken(token),
      expiresAt: new Date(Date.now() + DAY_MS),
    });
    return { id, email, token };
  }

  it('lists within the reach of each profile, with the viewer’s events and the notice', async () => {
    const { action, ids } = await listFixture();
    const url = `/api/registrations?actionId=${action.id}&sort=beneficiary`;

    const manager = await get(s.manager, url);
    expect(manager.statusCode, manager.body).toBe(200);
    const page = manager.json();
    expect(page).toMatchObject({ total: 4, page: 1, pageSize: 20 });
    expect(page.items.map((item: { id: number }) => item.id)).toEqual([
      ids.marc,
      ids.lea,
      ids.other,
      ids.helene,
    ]);
    const marc = page.items[0];
    expect(marc).toMatchObject({
      status: 'REQUESTED',
      beneficiary: { givenName: 'Marc', familyName: 'Bernard' },
      structure: { id: s.employerId, name: 'Mission Locale Test' },
      action: { id: action.id },
      events: ['force'],
      previousStatus: null,
      // Three requests from the same structure: the notice.
      structureRequests: { count: 3, notice: true },
    });

    const hr = (await get(s.hr, url)).json();
    expect(hr.total).toBe(3);
    expect(hr.items[0].events).toEqual(['validate', 'refuseRequest']);
    expect(hr.items[0].structureRequests).toEqual({ count: 3, notice: true });
    expect((await get(s.otherHr, url)).json().items.map((i: { id: number }) => i.id)).toEqual([
      ids.other,
    ]);

    const provider = (await get(s.provider, url)).json();
    expect(provider.total).toBe(4);
    expect(provider.items[0]).toMatchObject({ events: [], structureRequests: null });
    expect((await get(s.otherProvider, url)).json().total).toBe(0);

    const beneficiary = await createBeneficiary(s);
    expect((await get(beneficiary, url)).statusCode).toBe(403);
  });

  it('filters by status, waiting list, structure, session, year and text without accents', async () => {
    const { action, session, ids } = await listFixture();
    await post(s.hr, `/api/registrations/${ids.marc}/validate`);
    const base = `/api/registrations?actionId=${action.id}`;
    const idsOf = async (query: string) =>
      (await get(s.manager, `${base}&${query}`))
        .json()
        .items.map((item: { id: number }) => item.id);

    expect(await idsOf('status=REGISTERED')).toEqual([ids.marc]);
    expect(await idsOf('q=helene')).toEqual([ids.helene]);
    expect(await idsOf('q=ELAN')).toEqual([ids.helene]);
    expect(await idsOf('q=costa@example')).toEqual([ids.lea]);
    expect(await idsOf(`structureId=${s.otherEmployerId}`)).toEqual([ids.other]);
    expect(await idsOf(`sessionId=${session.id}&sort=askedAt`)).toEqual([
      ids.helene,
      ids.marc,
      ids.lea,
      ids.other,
    ]);
    expect(await idsOf('waitingList=false&status=REQUESTED&sort=-askedAt')).toHaveLength(3);
    expect(await idsOf(`year=${action.year + 1}`)).toEqual([]);
    const paged = (await get(s.manager, `${base}&sort=askedAt&page=2&pageSize=10`)).json();
    expect(paged).toMatchObject({ items: [], total: 4, page: 2 });

    const bad = await get(s.manager, `${base}&status=NOPE&sort=nope`);
    expect(bad.statusCode).toBe(400);
  });

  it('exports the same rows in the same order, CSV and XLSX, within the reach', async () => {
    const { action, ids } = await listFixture();
    await post(s.manager, `/api/registrations/${ids.lea}/force`, {
      status: 'REFUSED_HR',
      reason: 'Hors public',
    });
    const csv = await get(
      s.manager,
      `/api/registration_views/export?actionId=${action.id}&sort=beneficiary&format=csv`,
    );
    expect(csv.statusCode, csv.body).toBe(200);
    expect(csv.headers['content-type']).toContain('text/csv');
    expect(csv.headers['content-disposition']).toMatch(/inscriptions-\d{4}-\d{2}-\d{2}\.csv/);
    const lines = csv.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toContain('Action;Session;Début de session');
    expect(lines.slice(1).map((line) => line.split(';')[5])).toEqual([
      'Bernard',
      'Costa',
      'Durand',
      'Élan',
    ]);
    expect(lines[2]).toContain('Refusé par le valideur RH');
    expect(lines[2]).toContain('Hors public');

    const scoped = await get(
      s.otherHr,
      `/api/registration_views/export?actionId=${action.id}&format=csv`,
    );
    expect(scoped.body.trim().split('\r\n')).toHaveLength(2);

    const xlsx = await get(
      s.manager,
      `/api/registration_views/export?actionId=${action.id}&format=xlsx`,
    );
    expect(xlsx.statusCode).toBe(200);
    expect(xlsx.headers['content-type']).toContain('spreadsheetml');
    expect(xlsx.rawPayload.subarray(0, 2).toString()).toBe('PK');
  });
});

describe('POST /api/registrations/bulk_validate', () => {
  it('validates each registration as the caller may and answers per id', async () => {
    const open = await createOpenSession(s, { hrValidation: true });
    const first = await registerTo(open.session.id);
    const second = await registerTo(open.session.id);
    const foreign = await registerTo(open.session.id, s.otherEmployerId);
    await post(s.hr, `/api/registrations/${second.id}/refuse_request`, { reason: 'Non' });

    const response = await post(s.hr, '/api/registrations/bulk_validate', {
      ids: [first.id, second.id, foreign.id, first.id],
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().results).toEqual([
      { ok: true, id: first.id, status: 'REGISTERED', waitingList: false },
      {
        ok: false,
        id: second.id,
        code: 'REGISTRATION_TRANSITION_NOT_ALLOWED',
        error:
          "Action « Valider » impossible : l'inscription est au statut « Refusé par le valideur RH ».",
      },
      { ok: false, id: foreign.id, code: 'NOT_FOUND', error: expect.any(String) },
    ]);
    expect((await rowOf(first.id)).status).toBe('REGISTERED');
    expect((await rowOf(foreign.id)).status).toBe('REQUESTED');

    expect((await post(s.hr, '/api/registrations/bulk_validate', { ids: [] })).statusCode).toBe(
      400,
    );
    expect(
      (await post(s.manager, '/api/registrations/bulk_validate', { ids: [first.id] })).statusCode,
    ).toBe(403);
  });
});
