import type { RegistrationStatus } from '@passerelle/shared';
import { registrationDetailSchema } from '@passerelle/shared';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { registrations, sessions, structures } from '../../db/schema/index.js';
import { bearer, type TestApp } from '../../test/app.js';
import { createRegistration } from '../../test/factories.js';
import {
  DAY_MS,
  createBeneficiary,
  createOpenSession,
  setQuota,
  useRegistrationSuite,
  type Person,
  type Scenario,
  type SessionOptions,
} from './registrations.fixtures.js';

const suite = useRegistrationSuite();
const { post, register, rowOf, historyOf, mailsTo, templatesTo, requested } = suite;
let t: TestApp;
let s: Scenario;
beforeAll(() => {
  ({ t, s } = suite.context());
});

function fire(person: Person, registrationId: number, path: string, reason?: string) {
  return post(
    person,
    `/api/registrations/${registrationId}/${path}`,
    reason === undefined ? undefined : { reason },
  );
}

function detail(person: Person, registrationId: number) {
  return t.app.inject({
    url: `/api/registrations/${registrationId}/detail`,
    headers: bearer(person.token),
  });
}

async function countRegistrations(sessionId: number) {
  return (await t.db.select().from(registrations).where(eq(registrations.sessionId, sessionId)))
    .length;
}

describe('POST /api/sessions/{id}/register', () => {
  it('registers at once when the type needs no validation, with its history and mail', async () => {
    const { id, beneficiary } = await requested();
    expect((await rowOf(id)).status).toBe('REGISTERED');
    const history = await historyOf(id);
    expect(history.map((row) => [row.fromStatus, row.toStatus, row.authorId])).toEqual([
      [null, 'REQUESTED', beneficiary.id],
      ['REQUESTED', 'PRE_REGISTERED', null],
      ['PRE_REGISTERED', 'REGISTERED', null],
    ]);
    expect(await templatesTo(beneficiary.email)).toEqual(['REGISTRATION_REGISTERED']);
  });

  it('waits for the HR validator when the type asks for one, and tells them', async () => {
    const { id, beneficiary } = await requested({ hrValidation: true, providerValidation: true });
    const response = await detail(beneficiary, id);
    expect(response.json().registration).toMatchObject({ status: 'REQUESTED', waitingList: false });
    expect(await templatesTo(beneficiary.email)).toEqual(['REGISTRATION_REQUESTED']);
    const toHr = await mailsTo(s.hr.email, 'REGISTRATION_TO_VALIDATE_HR');
    expect(toHr.at(-1)!.text).toContain('Pour progresser');
  });

  it('goes straight to the provider when the type has no HR step', async () => {
    const before = (await mailsTo(s.provider.email, 'REGISTRATION_TO_VALIDATE_PROVIDER')).length;
    const { id } = await requested({ providerValidation: true });
    expect((await rowOf(id)).status).toBe('PRE_REGISTERED');
    expect(await mailsTo(s.provider.email, 'REGISTRATION_TO_VALIDATE_PROVIDER')).toHaveLength(
      before + 1,
    );
  });

  it('requires a motivation, in French, and writes nothing', async () => {
    const { session } = await createOpenSession(s);
    const beneficiary = await createBeneficiary(s);
    for (const payload of [{}, { motivation: '   ' }]) {
      const response = await post(beneficiary, `/api/sessions/${session.id}/register`, payload);
      expect(response.statusCode).toBe(400);
      expect(response.json().fieldErrors.motivation).toEqual(['La motivation est obligatoire']);
    }
    expect(await countRegistrations(session.id)).toBe(0);
  });

  it('answers a French 409 to a second request, never a 500', async () => {
    const { session, beneficiary } = await requested();
    const again = await register(beneficiary, session.id);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({
      code: 'REGISTRATION_ALREADY_EXISTS',
      error: 'Vous avez déjà une inscription à cette session (statut « Inscrit »).',
    });
    // Two at once: the unique key decides, the loser gets the same 409.
    const { session: other } = await createOpenSession(s);
    const twice = await Promise.all([
      register(beneficiary, other.id),
      register(beneficiary, other.id),
    ]);
    expect(twice.map((response) => response.statusCode).sort()).toEqual([201, 409]);
  });

  it('is for beneficiaries only', async () => {
    const { session } = await createOpenSession(s);
    for (const person of [s.hr, s.provider, s.manager, s.admin]) {
      expect((await register(person, session.id)).statusCode).toBe(403);
    }
    const anonymous = await t.app.inject({
      method: 'POST',
      url: `/api/sessions/${session.id}/register`,
      payload: { motivation: 'x' },
    });
    expect(anonymous.statusCode).toBe(401);
  });

  it('refuses sessions that are not open, with the reason in French', async () => {
    const beneficiary = await createBeneficiary(s);
    const cases: [SessionOptions, number, string][] = [
      [{ published: false }, 404, 'NOT_FOUND'],
      [{ externalRegistration: true }, 409, 'REGISTRATION_EXTERNAL'],
      [{ registrationRequired: false }, 409, 'REGISTRATION_NOT_OPEN'],
      [{ status: 'REPORTED' }, 409, 'REGISTRATION_NOT_OPEN'],
      [{ startDate: new Date(Date.now() - DAY_MS) }, 409, 'REGISTRATION_SESSION_STARTED'],
      [
        {
          registrationDeadline: new Date('2020-01-15T12:00:00Z'),
          startDate: new Date(Date.now() + DAY_MS),
        },
        409,
        'REGISTRATION_DEADLINE_PASSED',
      ],
    ];
    for (const [options, status, code] of cases) {
      const { session } = await createOpenSession(s, options);
      const response = await register(beneficiary, session.id);
      expect(response.statusCode, code).toBe(status);
      expect(response.json().code).toBe(code);
      expect(await countRegistrations(session.id)).toBe(0);
    }
    const { session } = await createOpenSession(s, {
      registrationDeadline: new Date('2020-01-15T12:00:00Z'),
    });
    expect((await register(beneficiary, session.id)).json().error).toBe(
      "La date limite d'inscription à cette session (15/01/2020) est dépassée.",
    );
  });

  it('keeps members-only actions for the members of member structures', async () => {
    const { session } = await createOpenSession(s, { membersOnly: true });
    const outsider = await createBeneficiary(s, s.employerId);
    const refused = await register(outsider, session.id);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error).toBe(
      "Cette action est réservée aux structures adhérentes : votre structure n'est pas adhérente.",
    );
    const member = await createBeneficiary(s, s.memberEmployerId);
    expect((await register(member, session.id)).statusCode).toBe(201);
  });

  it('tells the beneficiary when their structure has no HR validator', async () => {
    const [lonely] = await t.db
      .insert(structures)
      .values({ name: 'Structure sans RH', type: 'employer' })
      .returning();
    const { session } = await createOpenSession(s, { hrValidation: true });
    const response = await register(await createBeneficiary(s, lonely!.id), session.id);
    expect(response.statusCode).toBe(201);
    expect(response.json().registration.status).toBe('REQUESTED');
    expect(response.json().notices).toEqual([
      expect.stringContaining('demandez à votre responsable de se connecter'),
    ]);
    // With an HR validator, no notice.
    const { session: other } = await createOpenSession(s, { hrValidation: true });
    expect((await register(await createBeneficiary(s), other.id)).json().notices).toEqual([]);
  });
});

describe('yearly quotas', () => {
  const year = 2031;
  const inYear = (month: number) => new Date(Date.UTC(year, month, 10, 8));

  it('refuses a request over the HR-validated quota, naming it; refusals and cancellations do not count', async () => {
    await setQuota(t.db, year, 6, 2);
    const beneficiary = await createBeneficiary(s);
    const hrSession = () => createOpenSession(s, { hrValidation: true, startDate: inYear(3) });
    const first = await hrSession();
    expect((await register(beneficiary, first.session.id)).statusCode).toBe(201);
    // A cancelled one and a refused one do not count.
    for (const status of ['CANCELED', 'REFUSED_HR'] as RegistrationStatus[]) {
      const other = await hrSession();
      await createRegistration(t.db, {
        sessionId: other.session.id,
        beneficiaryId: beneficiary.id,
        status,
      });
    }
    // A session of another year does not count (31 Dec 23:30 UTC is already next year in Paris).
    const nextYear = await createOpenSession(s, {
      hrValidation: true,
      startDate: new Date(Date.UTC(year, 11, 31, 23, 30)),
    });
    await setQuota(t.db, year + 1, 6, 0);
    expect((await register(beneficiary, nextYear.session.id)).json().code).toBe(
      'REGISTRATION_QUOTA_HR_VALIDATED',
    );
    const second = await hrSession();
    expect((await register(beneficiary, second.session.id)).statusCode).toBe(201);
    const third = await hrSession();
    const refused = await register(beneficiary, third.session.id);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error).toBe(
      'Inscription impossible : vous avez atteint le quota annuel de 2 actions soumises à validation RH.',
    );
    expect(await countRegistrations(third.session.id)).toBe(0);
    // A type without HR validation is not limited by it.
    const free = await createOpenSession(s, { startDate: inYear(4) });
    expect((await register(beneficiary, free.session.id)).statusCode).toBe(201);
  });

  it('refuses a request over the members-only quota', async () => {
    const otherYear = 2033;
    await setQuota(t.db, otherYear, 1, 5);
    const member = await createBeneficiary(s, s.memberEmployerId);
    const start = new Date(Date.UTC(otherYear, 2, 1, 8));
    const first = await createOpenSession(s, { membersOnly: true, startDate: start });
    expect((await register(member, first.session.id)).statusCode).toBe(201);
    const second = await createOpenSession(s, { membersOnly: true, startDate: start });
    const refused = await register(member, second.session.id);
    expect(refused.json()).toMatchObject({
      code: 'REGISTRATION_QUOTA_MEMBERS_ONLY',
      error:
        'Inscription impossible : vous avez atteint le quota annuel de 1 action réservée aux structures adhérentes.',
    });
  });
});

describe('seats and waiting list', () => {
  it('puts a request on the waiting list when full, alerts the referent, then refuses FULL', async () => {
    const { session } = await createOpenSession(s, { seats: 1, waitingSeatAmount: 1 });
    const [first, second, third] = [
      await createBeneficiary(s),
      await createBeneficiary(s),
      await createBeneficiary(s),
    ];
    expect((await register(first, session.id)).json().registration).toMatchObject({
      status: 'REGISTERED',
      waitingList: false,
    });
    const alertsBefore = (await mailsTo(s.manager.email, 'SESSION_OVERBOOKED')).length;
    const waiting = await register(second, session.id);
    expect(waiting.json().registration).toMatchObject({ status: 'REQUESTED', waitingList: true });
    expect(waiting.json().notices[0]).toContain("liste d'attente");
    expect(await templatesTo(second.email)).toEqual(['REGISTRATION_WAITING_LIST']);
    const alerts = await mailsTo(s.manager.email, 'SESSION_OVERBOOKED');
    expect(alerts).toHaveLength(alertsBefore + 1);
    expect(alerts.at(-1)!.text).toContain("Demandes en liste d'attente : 1.");

    const full = await register(third, session.id);
    expect(full.statusCode).toBe(409);
    expect(full.json()).toMatchObject({
      code: 'SESSION_FULL',
      error:
        "La session est complète et sa liste d'attente est pleine : l'inscription n'est plus possible.",
    });
    expect(await countRegistrations(session.id)).toBe(2);
    expect(await mailsTo(third.email)).toEqual([]);
  });

  it('promotes the oldest waiting request when a seat frees, and mails it', async () => {
    const { session } = await createOpenSession(s, { seats: 1, waitingSeatAmount: 3 });
    const holder = await createBeneficiary(s);
    const holderId = (await register(holder, session.id)).json().registration.id;
    const older = await createBeneficiary(s);
    const olderId = (await register(older, session.id)).json().registration.id;
    const younger = await createBeneficiary(s);
    const youngerId = (await register(younger, session.id)).json().registration.id;

    const cancel = await fire(holder, holderId, 'cancel', 'Contrainte de service');
    expect(cancel.json()).toEqual({ id: holderId, status: 'CANCELED', waitingList: false });
    expect(await rowOf(olderId)).toMatchObject({ status: 'REGISTERED', waitingList: false });
    expect(await rowOf(youngerId)).toMatchObject({ status: 'REQUESTED', waitingList: true });
    expect(await templatesTo(older.email)).toEqual([
      'REGISTRATION_WAITING_LIST',
      'REGISTRATION_PROMOTED',
      'REGISTRATION_REGISTERED',
    ]);
    const history = await historyOf(olderId);
    expect(history.at(-1)).toMatchObject({
      fromStatus: 'REQUESTED',
      toStatus: 'REGISTERED',
      authorId: null,
      reason: "Sortie de la liste d'attente (une place s'est libérée)",
    });
    expect((await detail(younger, youngerId)).json().registration.waitingPosition).toBe(1);
    // Leaving the waiting list frees no seat: nobody moves, and the flag goes.
    await fire(younger, youngerId, 'cancel', 'Plus disponible');
    expect(await rowOf(youngerId)).toMatchObject({ status: 'CANCELED', waitingList: false });
    expect((await detail(younger, youngerId)).json().registration.waitingPosition).toBeNull();
  });

  it('sends a promoted request of an HR-validated type on to the HR validator', async () => {
    const { session } = await createOpenSession(s, {
      seats: 1,
      hrValidation: true,
      waitingSeatAmount: 2,
    });
    const a = await createBeneficiary(s);
    const aId = (await register(a, session.id)).json().registration.id;
    // A REQUESTED holds no seat: the second request is off the list too.
    const b = await createBeneficiary(s);
    const bId = (await register(b, session.id)).json().registration.id;
    expect((await rowOf(bId)).waitingList).toBe(false);
    expect((await fire(s.hr, aId, 'validate')).json()).toMatchObject({
      status: 'REGISTERED',
      waitingList: false,
    });
    // Full now: B's HR validation puts it on the waiting list, HR step done.
    expect((await fire(s.hr, bId, 'validate')).json()).toEqual({
      id: bId,
      status: 'PRE_REGISTERED',
      waitingList: true,
    });
    // A newcomer waits as REQUESTED.
    const c = await createBeneficiary(s);
    const cId = (await register(c, session.id)).json().registration.id;
    expect(await rowOf(cId)).toMatchObject({ status: 'REQUESTED', waitingList: true });
    // A leaves: B (oldest) takes the seat; C still waits.
    await fire(a, aId, 'cancel', 'Raison personnelle');
    expect(await rowOf(bId)).toMatchObject({ status: 'REGISTERED', waitingList: false });
    expect(await rowOf(cId)).toMatchObject({ status: 'REQUESTED', waitingList: true });
    // B leaves: C is promoted and goes on to the HR validator (no seat held yet).
    await fire(b, bId, 'cancel', 'Raison personnelle');
    expect(await rowOf(cId)).toMatchObject({ status: 'REQUESTED', waitingList: false });
    expect(await templatesTo(c.email)).toContain('REGISTRATION_PROMOTED');
  });
});

describe('more seats', () => {
  it('moves waiting registrations into seats added to the session', async () => {
    const { session } = await createOpenSession(s, { seats: 1, waitingSeatAmount: 3 });
    await register(await createBeneficiary(s), session.id);
    const waiting = await createBeneficiary(s);
    const waitingId = (await register(waiting, session.id)).json().registration.id;
    expect((await rowOf(waitingId)).waitingList).toBe(true);
    const patched = await t.app.inject({
      method: 'PATCH',
      url: `/api/sessions/${session.id}`,
      headers: bearer(s.manager.token),
      payload: { seats: 2 },
    });
    expect(patched.statusCode, patched.body).toBe(200);
    expect(await rowOf(waitingId)).toMatchObject({ status: 'REGISTERED', waitingList: false });
    expect(await templatesTo(waiting.email)).toContain('REGISTRATION_PROMOTED');
  });
});

describe('validations and refusals', () => {
  it('runs the whole path: HR validation, provider validation, with mails and history', async () => {
    const { id, beneficiary } = await requested({ hrValidation: true, providerValidation: true });
    expect((await detail(s.hr, id)).json().events).toEqual(['validate', 'refuseRequest']);
    expect((await fire(s.hr, id, 'validate')).json()).toEqual({
      id,
      status: 'PRE_REGISTERED',
      waitingList: false,
    });
    expect((await detail(s.provider, id)).json().events).toEqual([
      'validate',
      'refuseRegistration',
    ]);
    expect((await fire(s.provider, id, 'validate')).json().status).toBe('REGISTERED');
    const row = await rowOf(id);
    expect(row.hrValidatedAt).not.toBeNull();
    expect(row.providerValidatedAt).not.toBeNull();
    expect(await templatesTo(beneficiary.email)).toEqual([
      'REGISTRATION_REQUESTED',
      'REGISTRATION_PRE_REGISTERED',
      'REGISTRATION_REGISTERED',
    ]);
    const history = (await detail(beneficiary, id)).json().history;
    expect(history.map((entry: { toStatus: string }) => entry.toStatus)).toEqual([
      'REQUESTED',
      'PRE_REGISTERED',
      'REGISTERED',
    ]);
    expect(history[1].author.id).toBe(s.hr.id);
    expect(history[2].author.id).toBe(s.provider.id);
  });

  it('passes the provider step when the type does not require it', async () => {
    const { id } = await requested({ hrValidation: true });
    expect((await fire(s.hr, id, 'validate')).json().status).toBe('REGISTERED');
    expect((await historyOf(id)).map((row) => row.toStatus)).toEqual([
      'REQUESTED',
      'PRE_REGISTERED',
      'REGISTERED',
    ]);
  });

  it('requires a reason to refuse, then refuses with it', async () => {
    const { id, beneficiary } = await requested({ hrValidation: true });
    for (const reason of [undefined, '  ']) {
      const response = await fire(s.hr, id, 'refuse_request', reason);
      expect(response.statusCode).toBe(400);
      if (reason !== undefined) {
        expect(response.json().fieldErrors.reason).toEqual(['Le motif est obligatoire']);
      }
    }
    expect((await rowOf(id)).status).toBe('REQUESTED');
    const refused = await fire(s.hr, id, 'refuse_request', 'Charge de travail');
    expect(refused.json().status).toBe('REFUSED_HR');
    expect((await rowOf(id)).refusalReason).toBe('Charge de travail');
    const mail = (await mailsTo(beneficiary.email, 'REGISTRATION_REFUSED_HR'))[0]!;
    expect(mail.text).toContain('Motif : Charge de travail');
    expect((await historyOf(id)).at(-1)).toMatchObject({
      fromStatus: 'REQUESTED',
      toStatus: 'REFUSED_HR',
      authorId: s.hr.id,
      reason: 'Charge de travail',
    });
  });

  it('lets the provider refuse a pre-registration, with a reason, and frees its seat', async () => {
    const { id, session } = await requested({ providerValidation: true, seats: 1 });
    const waiting = await createBeneficiary(s);
    const waitingId = (await register(waiting, session.id)).json().registration.id;
    expect(await rowOf(waitingId)).toMatchObject({ status: 'PRE_REGISTERED', waitingList: true });
    // The provider confirms only registrations holding a seat.
    const early = await fire(s.provider, waitingId, 'validate');
    expect(early.statusCode).toBe(409);
    expect(early.json().code).toBe('REGISTRATION_ON_WAITING_LIST');
    expect((await fire(s.provider, id, 'refuse_registration')).statusCode).toBe(400);
    expect((await fire(s.provider, id, 'refuse_registration', 'Prérequis')).json().status).toBe(
      'REFUSED_SUPPLIER',
    );
    expect(await rowOf(waitingId)).toMatchObject({ status: 'PRE_REGISTERED', waitingList: false });
    expect((await fire(s.provider, waitingId, 'validate')).json().status).toBe('REGISTERED');
  });

  it('refuses events out of the profile, the step or the status', async () => {
    const { id, beneficiary } = await requested({ hrValidation: true, providerValidation: true });
    // The provider cannot do the HR step; the beneficiary cannot validate; staff do not validate.
    expect((await fire(s.provider, id, 'validate')).json().code).toBe(
      'REGISTRATION_TRANSITION_NOT_ALLOWED',
    );
    expect((await fire(beneficiary, id, 'validate')).statusCode).toBe(403);
    expect((await fire(s.admin, id, 'validate')).statusCode).toBe(403);
    expect((await fire(s.manager, id, 'cancel', 'x')).statusCode).toBe(403);
    expect((await fire(s.hr, id, 'refuse_registration', 'x')).statusCode).toBe(403);
    expect((await fire(s.hr, id, 'cancel', 'x')).statusCode).toBe(403);
    // A type without HR step: nothing for the HR validator to do.
    const noHr = await requested({ providerValidation: true });
    const response = await fire(s.hr, noHr.id, 'refuse_request', 'x');
    expect(response.statusCode).toBe(409);
    expect(response.json().code).toBe('REGISTRATION_TRANSITION_NOT_ALLOWED');
    expect((await fire(s.hr, noHr.id, 'validate')).json().code).toBe(
      'REGISTRATION_TRANSITION_NOT_ALLOWED',
    );
    // Already refused: no second decision.
    await fire(s.hr, id, 'refuse_request', 'Non prioritaire');
    const again = await fire(s.hr, id, 'validate');
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toBe(
      "Action « Valider » impossible : l'inscription est au statut « Refusé par le valideur RH ».",
    );
  });

  it('lets one of two concurrent validations through', async () => {
    const { id } = await requested({ hrValidation: true, providerValidation: true });
    const responses = await Promise.all([fire(s.hr, id, 'validate'), fire(s.hr, id, 'validate')]);
    expect(responses.map((response) => response.statusCode).sort()).toEqual([200, 409]);
    expect((await historyOf(id)).filter((row) => row.toStatus === 'PRE_REGISTERED')).toHaveLength(
      1,
    );
  });
});

describe('cancellation', () => {
  it('is the beneficiary’s, with a reason, until the session starts', async () => {
    const { id, beneficiary, session } = await requested({ hrValidation: true });
    expect((await fire(beneficiary, id, 'cancel')).statusCode).toBe(400);
    const done = await fire(beneficiary, id, 'cancel', 'Arrêt maladie');
    expect(done.statusCode).toBe(200);
    expect(await rowOf(id)).toMatchObject({ status: 'CANCELED', refusalReason: 'Arrêt maladie' });
    expect(await templatesTo(beneficiary.email)).toContain('REGISTRATION_CANCELED');
    expect((await fire(beneficiary, id, 'cancel', 'encore')).statusCode).toBe(409);
    // Started: too late.
    const late = await requested();
    await t.db
      .update(sessions)
      .set({ startDate: new Date(Date.now() - DAY_MS), endDate: new Date(Date.now() + DAY_MS) })
      .where(eq(sessions.id, late.session.id));
    const tooLate = await fire(late.beneficiary, late.id, 'cancel', 'Trop tard');
    expect(tooLate.statusCode).toBe(409);
    expect(tooLate.json().code).toBe('REGISTRATION_CANCEL_TOO_LATE');
    expect(session.id).toBeGreaterThan(0);
  });

  it('refuses any change of a closed session', async () => {
    const { id, beneficiary, session } = await requested();
    await t.db.update(sessions).set({ status: 'CLOSED' }).where(eq(sessions.id, session.id));
    expect((await fire(beneficiary, id, 'cancel', 'x')).json().code).toBe('SESSION_READ_ONLY');
  });
});

describe('ownership', () => {
  it('answers 404 outside the caller’s reach', async () => {
    const { id } = await requested({ hrValidation: true, providerValidation: true });
    const stranger = await createBeneficiary(s);
    for (const person of [stranger, s.otherHr, s.otherProvider]) {
      expect((await detail(person, id)).statusCode).toBe(404);
      expect((await fire(person, id, 'cancel', 'x')).statusCode).toBe(
        person === stranger ? 404 : 403,
      );
    }
    expect((await fire(s.otherHr, id, 'validate')).statusCode).toBe(404);
    expect((await fire(s.otherProvider, id, 'validate')).statusCode).toBe(404);
    expect((await fire(s.otherHr, id, 'refuse_request', 'x')).statusCode).toBe(404);
    expect((await fire(stranger, id, 'cancel', 'x')).statusCode).toBe(404);
    expect((await detail(s.hr, 999_999)).statusCode).toBe(404);
    for (const person of [s.hr, s.provider, s.manager, s.admin]) {
      expect((await detail(person, id)).statusCode).toBe(200);
    }
  });
});

describe('GET /api/registrations/{id}/detail', () => {
  it('gives the registration, its allowed events and history, and the structure notice to HR and staff', async () => {
    const { id, session, beneficiary } = await requested({ hrValidation: true });
    const own = await detail(beneficiary, id);
    expect(own.statusCode).toBe(200);
    const body = registrationDetailSchema.parse(own.json());
    expect(body.events).toEqual(['cancel']);
    expect(body.structureRequests).toBeNull();
    expect(body.structure?.id).toBe(s.employerId);
    expect(body.history[0]).toMatchObject({ fromStatus: null, toStatus: 'REQUESTED' });
    expect(body.session).toMatchObject({ id: session.id, seats: 10, seatsTaken: 0 });

    expect((await detail(s.hr, id)).json().structureRequests).toEqual({ count: 1, notice: false });
    for (let i = 0; i < 2; i++) await register(await createBeneficiary(s), session.id);
    expect((await detail(s.manager, id)).json().structureRequests).toEqual({
      count: 3,
      notice: true,
    });
  });
});
