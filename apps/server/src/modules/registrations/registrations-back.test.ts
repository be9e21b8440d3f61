import { REGISTRATION_STATUSES, type RegistrationStatus } from '@passerelle/shared';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { registrations } from '../../db/schema/index.js';
import { type TestApp } from '../../test/app.js';
import {
  createRegistration,
  createSession,
  createStructure,
  createUser,
} from '../../test/factories.js';
import {
  DAY_MS,
  createBeneficiary,
  createOpenSession,
  useRegistrationSuite,
  type Person,
  type Scenario,
} from './registrations.fixtures.js';

/*
 * The registrations back office: force and revert (staff), attendance (provider of the action,
 * staff, after the session), the list with its reach and filters, the export and bulk validation.
 */

const suite = useRegistrationSuite();
const { post, get, rowOf, historyOf, templatesTo, requested, registerTo } = suite;
let t: TestApp;
let s: Scenario;
beforeAll(() => {
  ({ t, s } = suite.context());
});

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

  it('takes a free seat rather than the waiting list, and mails the step it landed in', async () => {
    // REQUESTED holds no seat: both seats are free and nobody waits.
    const { id, beneficiary } = await requested({
      hrValidation: true,
      providerValidation: true,
      seats: 2,
    });
    const response = await post(s.manager, `/api/registrations/${id}/force`, {
      status: 'PRE_REGISTERED',
      waitingList: true,
      reason: 'Accord RH reçu par courrier',
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({
      id,
      status: 'PRE_REGISTERED',
      waitingList: false,
      overbooked: false,
    });
    expect(await rowOf(id)).toMatchObject({ status: 'PRE_REGISTERED', waitingList: false });
    expect((await historyOf(id)).map((row) => [row.fromStatus, row.toStatus, row.reason])).toEqual([
      [null, 'REQUESTED', expect.any(String)],
      ['REQUESTED', 'PRE_REGISTERED', 'Statut forcé : Accord RH reçu par courrier'],
    ]);
    expect(await templatesTo(beneficiary.email)).toEqual([
      'REGISTRATION_REQUESTED',
      'REGISTRATION_PRE_REGISTERED',
    ]);

    // Without validation steps, the free seat makes it registered.
    const plain = await requested({ seats: 3 });
    await post(s.manager, `/api/registrations/${plain.id}/force`, {
      status: 'CANCELED',
      reason: 'Doublon',
    });
    const back = await post(s.admin, `/api/registrations/${plain.id}/force`, {
      status: 'REQUESTED',
      waitingList: true,
      reason: 'Doublon levé',
    });
    expect(back.json()).toEqual({
      id: plain.id,
      status: 'REGISTERED',
      waitingList: false,
      overbooked: false,
    });
    expect(await templatesTo(plain.beneficiary.email)).toEqual([
      'REGISTRATION_REGISTERED',
      'REGISTRATION_CANCELED',
      'REGISTRATION_REGISTERED',
    ]);
  });

  it('refuses a move onto the list that a free seat turns into no change, saying why', async () => {
    const { id, beneficiary } = await requested({ seats: 2 });
    const response = await post(s.manager, `/api/registrations/${id}/force`, {
      status: 'PRE_REGISTERED',
      waitingList: true,
      reason: 'Test',
    });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({
      code: 'REGISTRATION_FORCE_SEAT_FREE',
      error:
        "Une place est libre pour cette inscription : elle ne va pas en liste d'attente et reste au statut « Inscrit ».",
    });
    expect(await rowOf(id)).toMatchObject({ status: 'REGISTERED', waitingList: false });
    expect(await historyOf(id)).toHaveLength(3);
    expect(await templatesTo(beneficiary.email)).toEqual(['REGISTRATION_REGISTERED']);
  });

  it('puts it on the waiting list when no seat is left, and mails that', async () => {
    const { session, id: first } = await requested({ hrValidation: true, seats: 1 });
    const second = await registerTo(session.id);
    expect((await post(s.hr, `/api/registrations/${first}/validate`)).statusCode).toBe(200);
    expect(await rowOf(second.id)).toMatchObject({ status: 'REQUESTED', waitingList: false });

    const response = await post(s.manager, `/api/registrations/${second.id}/force`, {
      status: 'PRE_REGISTERED',
      waitingList: true,
      reason: 'Accord RH reçu, session complète',
    });
    expect(response.json()).toEqual({
      id: second.id,
      status: 'PRE_REGISTERED',
      waitingList: true,
      overbooked: false,
    });
    expect(await templatesTo(second.beneficiary.email, 'REGISTRATION_WAITING_LIST')).toHaveLength(
      1,
    );
    expect(await rowOf(first)).toMatchObject({ status: 'REGISTERED', waitingList: false });
  });

  it('serves a seat-holder moved onto the list at once when it asked first, mailing the promotion', async () => {
    const { session, id, beneficiary } = await requested({ seats: 1, waitingSeatAmount: 2 });
    const waiting = await registerTo(session.id);
    expect(await rowOf(waiting.id)).toMatchObject({ status: 'REQUESTED', waitingList: true });

    const response = await post(s.manager, `/api/registrations/${id}/force`, {
      status: 'PRE_REGISTERED',
      waitingList: true,
      reason: 'Test de la liste',
    });
    // Its freed seat goes to the oldest waiting registration: itself (decisions.md).
    expect(response.json()).toEqual({
      id,
      status: 'REGISTERED',
      waitingList: false,
      overbooked: false,
    });
    expect(await rowOf(id)).toMatchObject({ status: 'REGISTERED', waitingList: false });
    expect((await historyOf(id)).slice(-2).map((row) => [row.fromStatus, row.toStatus])).toEqual([
      ['REGISTERED', 'PRE_REGISTERED'],
      ['PRE_REGISTERED', 'REGISTERED'],
    ]);
    expect(await templatesTo(beneficiary.email)).toEqual([
      'REGISTRATION_REGISTERED',
      'REGISTRATION_PROMOTED',
      'REGISTRATION_REGISTERED',
    ]);
    expect(await rowOf(waiting.id)).toMatchObject({ status: 'REQUESTED', waitingList: true });
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
  /** E-mails are unique: each fixture's people get their own. */
  let fixtures = 0;
  async function listFixture() {
    fixtures += 1;
    const open = await createOpenSession(s, { hrValidation: true, seats: 1, waitingSeatAmount: 5 });
    const named = async (givenName: string, familyName: string, structureId = s.employerId) => {
      const user = await createUser(t.db, {
        profile: 'profile_beneficiary',
        structureId,
        values: {
          givenName,
          familyName,
          email: `${familyName.toLowerCase()}@f${fixtures}.example.test`,
        },
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

  it('flags to staff a request whose structure has no HR validator (decision 059)', async () => {
    const lonely = await createStructure(t.db, { type: 'employer', name: 'Sans valideur' });
    const open = await createOpenSession(s, { hrValidation: true });
    const person = await createBeneficiary(s, lonely.id);
    const register = await post(person, `/api/sessions/${open.session.id}/register`, {
      motivation: 'Personne pour valider',
    });
    expect(register.statusCode, register.body).toBe(201);
    const withValidator = await createBeneficiary(s);
    await post(withValidator, `/api/sessions/${open.session.id}/register`, { motivation: 'RH' });
    const url = `/api/registrations?sessionId=${open.session.id}&sort=askedAt`;
    const flags = (await get(s.manager, url))
      .json()
      .items.map((item: { beneficiary: { id: number }; noHrValidator: boolean }) => [
        item.beneficiary.id,
        item.noHrValidator,
      ]);
    expect(flags).toEqual(
      expect.arrayContaining([
        [person.id, true],
        [withValidator.id, false],
      ]),
    );
    // The provider does not decide in the HR validator's stead: no flag for it.
    const provider = (await get(s.provider, url)).json();
    expect(provider.items.every((item: { noHrValidator: boolean }) => !item.noHrValidator)).toBe(
      true,
    );
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
    expect(await idsOf('q=COSTA@f')).toEqual([ids.lea]);
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

describe('the structure filter (staff only)', () => {
  const FORBIDDEN = {
    code: 'REGISTRATION_STRUCTURE_FILTER_FORBIDDEN',
    error: 'Le filtre par structure est réservé aux administrateurs et aux gestionnaires.',
  };

  it('narrows the export to the structure, CSV and XLSX', async () => {
    const open = await createOpenSession(s);
    const ours = await registerTo(open.session.id);
    const theirs = await registerTo(open.session.id, s.otherEmployerId);
    const base = `/api/registration_views/export?actionId=${open.action.id}`;
    const csvOf = async (person: Person, query: string) => {
      const response = await get(person, `${base}&${query}&format=csv`);
      expect(response.statusCode, response.body).toBe(200);
      return response.body
        .replace(/^\uFEFF/, '')
        .trim()
        .split('\r\n')
        .slice(1);
    };

    const other = await csvOf(s.admin, `structureId=${s.otherEmployerId}`);
    expect(other).toHaveLength(1);
    expect(other[0]).toContain('Autre Employeur');
    expect(other[0]).toContain(theirs.beneficiary.email);
    const own = await csvOf(s.manager, `structureId=${s.employerId}`);
    expect(own).toHaveLength(1);
    expect(own[0]).toContain(ours.beneficiary.email);
    expect(await csvOf(s.manager, `structureId=${s.memberEmployerId}`)).toEqual([]);
    // The list and its export agree.
    const listed = await get(
      s.manager,
      `/api/registrations?actionId=${open.action.id}&structureId=${s.otherEmployerId}`,
    );
    expect(listed.json().items.map((item: { id: number }) => item.id)).toEqual([theirs.id]);

    const xlsx = await get(s.manager, `${base}&structureId=${s.otherEmployerId}&format=xlsx`);
    expect(xlsx.statusCode).toBe(200);
    expect(xlsx.rawPayload.subarray(0, 2).toString()).toBe('PK');
  });

  it('is refused to providers and HR validators, on the list and the export', async () => {
    const open = await createOpenSession(s);
    await registerTo(open.session.id, s.otherEmployerId);
    const query = `actionId=${open.action.id}&structureId=${s.otherEmployerId}`;
    for (const person of [s.provider, s.otherProvider, s.hr, s.otherHr]) {
      for (const url of [
        `/api/registrations?${query}`,
        `/api/registration_views/export?${query}&format=csv`,
        `/api/registration_views/export?${query}&format=xlsx`,
      ]) {
        const response = await get(person, url);
        expect(response.statusCode, url).toBe(403);
        expect(response.json()).toEqual(FORBIDDEN);
      }
    }
    // Without the filter each keeps its reach: another provider sees none of these rows.
    expect(
      (await get(s.otherProvider, `/api/registrations?actionId=${open.action.id}`)).json().total,
    ).toBe(0);
    expect(
      (await get(s.provider, `/api/registrations?actionId=${open.action.id}`)).json().total,
    ).toBe(1);
  });

  it('offers staff the structures registrations came from, by name text or id', async () => {
    const open = await createOpenSession(s);
    await registerTo(open.session.id, s.memberEmployerId);
    await registerTo(open.session.id, s.otherEmployerId);
    const names = async (person: Person, query = '') => {
      const response = await get(person, `/api/registration_views/structures${query}`);
      expect(response.statusCode, response.body).toBe(200);
      return response.json().map((structure: { name: string }) => structure.name) as string[];
    };

    const all = await names(s.manager);
    expect(all).toEqual(expect.arrayContaining(['Autre Employeur', 'Structure Adhérente Test']));
    expect(all).toEqual([...all].sort((a, b) => a.localeCompare(b)));
    // No registration came from a provider or from the programme's own team.
    expect(all).not.toContain('Organisme Test');
    expect(all).not.toContain('Équipe du programme');
    expect(await names(s.admin, '?q=ADHERENTE')).toEqual(['Structure Adhérente Test']);
    expect(await names(s.admin, '?q=equipe')).toEqual([]);
    const one = await get(s.manager, `/api/registration_views/structures?id=${s.otherEmployerId}`);
    expect(one.json()).toEqual([
      {
        id: s.otherEmployerId,
        name: 'Autre Employeur',
        type: 'employer',
        member: false,
        active: true,
      },
    ]);
    expect(await names(s.manager, `?id=${s.providerId}`)).toEqual([]);
    expect((await get(s.manager, '/api/registration_views/structures?id=abc')).statusCode).toBe(
      400,
    );

    const beneficiary = await createBeneficiary(s);
    for (const person of [s.provider, s.hr, beneficiary]) {
      expect((await get(person, '/api/registration_views/structures')).statusCode).toBe(403);
    }
    expect((await t.app.inject({ url: '/api/registration_views/structures' })).statusCode).toBe(
      401,
    );
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

describe('GET /api/registration_statuses', () => {
  it('names every registration status in French for whoever reads a registration', async () => {
    const beneficiary = await createBeneficiary(s);
    for (const person of [s.hr, beneficiary, s.provider]) {
      const response = await get(person, '/api/registration_statuses');
      expect(response.statusCode, response.body).toBe(200);
      const options = response.json() as { code: RegistrationStatus; label: string }[];
      expect(options.map((option) => option.code)).toEqual([...REGISTRATION_STATUSES]);
      expect(options.find((option) => option.code === 'REGISTERED')?.label).toBe('Inscrit');
    }
    const anonymous = await t.app.inject({ method: 'GET', url: '/api/registration_statuses' });
    expect(anonymous.statusCode).toBe(401);
  });
});
