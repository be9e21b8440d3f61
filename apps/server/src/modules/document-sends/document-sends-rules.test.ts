import type {
  DocumentSendDetail,
  JobsOverview,
  SessionDocumentSends,
  SessionStatus,
} from '@passerelle/shared';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  documentSends,
  documentTemplates,
  files,
  mailAttachments,
  mailOutbox,
  registrations,
  users,
} from '../../db/schema/index.js';
import { seedTemplates } from '../../db/seed/templates.js';
import { bearer, createTestApp, type TestApp } from '../../test/app.js';
import {
  createAction,
  createCity,
  createRegistration,
  createSession,
  createStructure,
} from '../../test/factories.js';
import { docxWith, importDocumentTemplate, pdfPages } from '../documents/documents.fixtures.js';
import { createPerson, type Person } from '../registrations/registrations.fixtures.js';

/*
 * The rules of the sends of convocations and conventions (decision 039) around the happy path
 * that document-sends.test.ts follows to a real SMTP server: who may see and start a send, every
 * refusal with its French reason and nothing recorded, what a send is made of, what its items
 * become when a recipient has no address or the session is cancelled meanwhile, a document that
 * cannot be made, and the Paris dates of the mails. Mails stay in the outbox here.
 */

let t: TestApp;
const DAY = 24 * 3600_000;
const people = {} as Record<'admin' | 'manager' | 'provider' | 'otherProvider' | 'hr', Person>;
const world = { providerId: 0, otherProviderId: 0, employerA: 0, employerB: 0, cityId: 0 };

interface Trainee {
  registrationId: number;
  person: Person;
}

interface TestSession {
  id: number;
  trainees: Trainee[];
}

/**
 * A session of the provider (in ten days unless dates are given) with a confirmed trainee per
 * structure given (null: a trainee without structure).
 */
async function sessionOf(
  structures: (number | null)[],
  options: { start?: Date; end?: Date; status?: SessionStatus } = {},
): Promise<TestSession> {
  const action = await createAction(t.db, {
    name: 'Accueillir les publics éloignés de l’emploi',
    providerId: world.providerId,
  });
  const startDate = options.start ?? new Date(Date.now() + 10 * DAY);
  const session = await createSession(t.db, {
    actionId: action.id,
    status: options.status ?? 'PROGRAMMED',
    cityId: world.cityId,
    startDate,
    endDate: options.end ?? new Date(startDate.getTime() + 7 * 3600_000),
  });
  const trainees: Trainee[] = [];
  for (const structureId of structures) {
    const person = await createPerson(t.db, 'profile_beneficiary', structureId ?? world.employerA);
    const registration = await createRegistration(t.db, {
      sessionId: session.id,
      beneficiaryId: person.id,
      structureId,
      status: 'REGISTERED',
    });
    trainees.push({ registrationId: registration.id, person });
  }
  return { id: session.id, trainees };
}

const send = (person: Person, sessionId: number, payload: object = {}) =>
  t.app.inject({
    method: 'POST',
    url: `/api/sessions/${sessionId}/document_sends`,
    headers: bearer(person.token),
    payload,
  });

const stateOf = (person: Person, sessionId: number) =>
  t.app.inject({ url: `/api/sessions/${sessionId}/document_sends`, headers: bearer(person.token) });

const detailOf = (person: Person, sendId: number) =>
  t.app.inject({ url: `/api/document_sends/${sendId}`, headers: bearer(person.token) });

/** Starts a send as the manager and waits until the runner has worked it through. */
async function sendAndWait(sessionId: number, payload: object = {}) {
  const response = await send(people.manager, sessionId, payload);
  expect(response.statusCode, response.body).toBe(202);
  await t.app.jobs.idle(t.app.documentSends.name);
  const detail = await detailOf(people.manager, response.json<DocumentSendDetail>().id);
  return detail.json<DocumentSendDetail>();
}

async function sendsOf(sessionId: number) {
  return t.db.select().from(documentSends).where(eq(documentSends.sessionId, sessionId));
}

async function expectRefused(sessionId: number, code: string, message: string) {
  const response = await send(people.manager, sessionId);
  expect(response.statusCode).toBe(409);
  expect(response.json()).toEqual({ error: message, code });
  expect(await sendsOf(sessionId)).toEqual([]);
  // The session's page says why before anyone clicks.
  expect((await stateOf(people.manager, sessionId)).json<SessionDocumentSends>().refusal).toBe(
    message,
  );
}

beforeAll(async () => {
  t = await createTestApp({ seed: false, env: { JOBS_POLL_INTERVAL_MS: '600000' } });
  await seedTemplates(t.db);
  world.providerId = (
    await createStructure(t.db, { name: 'Institut Élan Formation', city: 'Montpellier' })
  ).id;
  world.otherProviderId = (await createStructure(t.db, { name: 'Autre organisme' })).id;
  world.employerA = (
    await createStructure(t.db, {
      name: 'Mairie de Sète',
      type: 'employer',
      email: 'accueil@sete.test',
    })
  ).id;
  world.employerB = (
    await createStructure(t.db, { name: 'Association sans adresse', type: 'employer' })
  ).id;
  world.cityId = (await createCity(t.db, { value: 'Montpellier' })).id;
  people.admin = await createPerson(t.db, 'profile_admin', null);
  people.manager = await createPerson(t.db, 'profile_manager', world.otherProviderId);
  people.provider = await createPerson(t.db, 'profile_provider', world.providerId);
  people.otherProvider = await createPerson(t.db, 'profile_provider', world.otherProviderId);
  people.hr = await createPerson(t.db, 'profile_hr', world.employerA);
});

afterAll(async () => {
  await t?.close();
});

describe('who may see and start the sends of a session', () => {
  let session: TestSession;
  let sendId: number;

  beforeAll(async () => {
    session = await sessionOf([world.employerA]);
    sendId = (await sendAndWait(session.id)).id;
  });

  it.each([
    ['an admin', 200, 'admin'],
    ['a manager, whatever its structure', 200, 'manager'],
    ['its provider', 200, 'provider'],
    ['a provider of another structure', 404, 'otherProvider'],
    ['an HR validator of the trainees’ structure', 403, 'hr'],
    ['a trainee of the session', 403, 'trainee'],
  ] as const)('shows the session’s sends to %s: %i', async (_who, status, role) => {
    const person = role === 'trainee' ? session.trainees[0]!.person : people[role];
    const response = await stateOf(person, session.id);
    expect(response.statusCode).toBe(status);
    if (status === 200) {
      expect(response.json<SessionDocumentSends>().sends.map((one) => one.id)).toEqual([sendId]);
    }
  });

  it.each([
    ['its provider', 200, 'provider'],
    ['a provider of another structure', 404, 'otherProvider'],
    ['an HR validator', 403, 'hr'],
  ] as const)('shows a send’s progress to %s: %i', async (_who, status, role) => {
    const response = await detailOf(people[role], sendId);
    expect(response.statusCode).toBe(status);
    if (status === 200) expect(response.json<DocumentSendDetail>().items).toHaveLength(2);
  });

  it('answers another provider’s send the same 404 as a send that does not exist', async () => {
    const outOfReach = await detailOf(people.otherProvider, sendId);
    const missing = await detailOf(people.admin, 2_147_480_000);
    expect(outOfReach.json()).toEqual({ error: 'Élément introuvable.', code: 'NOT_FOUND' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual(outOfReach.json());
  });

  it.each([
    ['a provider of another structure', 404, 'otherProvider'],
    ['an HR validator', 403, 'hr'],
    ['a trainee', 403, 'trainee'],
  ] as const)('refuses %s to start one (%i), recording nothing', async (_who, status, role) => {
    const fresh = await sessionOf([world.employerA]);
    const person = role === 'trainee' ? fresh.trainees[0]!.person : people[role];
    const response = await send(person, fresh.id);
    expect(response.statusCode).toBe(status);
    expect(await sendsOf(fresh.id)).toEqual([]);
  });
});

describe('refusals, with their French reason and nothing recorded', () => {
  it.each(['VALIDATED_MANAGER', 'CLOSED'] as const)('refuses a session %s', async (status) => {
    const session = await sessionOf([world.employerA], { status });
    await expectRefused(
      session.id,
      'DOCUMENT_SEND_SESSION_NOT_PROGRAMMED',
      'Les convocations et conventions ne s’envoient que pour une session programmée.',
    );
  });

  it('refuses a programmed session that ended a minute ago', async () => {
    const session = await sessionOf([world.employerA], {
      start: new Date(Date.now() - 3 * 3600_000),
      end: new Date(Date.now() - 60_000),
    });
    await expectRefused(
      session.id,
      'DOCUMENT_SEND_SESSION_ENDED',
      'La session est terminée : il est trop tard pour envoyer ses convocations.',
    );
  });

  it('accepts a session that started yesterday evening and goes on past midnight', async () => {
    const session = await sessionOf([world.employerA], {
      start: new Date(Date.now() - 5 * 3600_000),
      end: new Date(Date.now() + 30 * 60_000),
    });
    expect((await stateOf(people.manager, session.id)).json().refusal).toBeNull();
    const detail = await sendAndWait(session.id, { conventions: false });
    expect(detail).toMatchObject({ status: 'DONE', convocationsSent: 1 });
  });

  it('refuses a session whose only trainees wait or cancelled', async () => {
    const session = await sessionOf([]);
    await createRegistration(t.db, { sessionId: session.id, waitingList: true });
    await createRegistration(t.db, { sessionId: session.id, status: 'CANCELED' });
    await expectRefused(
      session.id,
      'DOCUMENT_SEND_NO_TRAINEE',
      'La session n’a aucun stagiaire inscrit : il n’y a personne à convoquer.',
    );
  });

  it.each([
    [{ convocations: 'oui' }, 'convocations', 'Doit être oui ou non'],
    [{ conventions: null }, 'conventions', 'Doit être oui ou non'],
  ] as const)('refuses the choice %j in French', async (payload, field, message) => {
    const session = await sessionOf([world.employerA]);
    const response = await send(people.manager, session.id, payload);
    expect(response.statusCode).toBe(400);
    expect(response.json().fieldErrors).toEqual({ [field]: [message] });
    expect(await sendsOf(session.id)).toEqual([]);
  });

  it('refuses a field it does not know rather than ignoring it', async () => {
    const session = await sessionOf([world.employerA]);
    const response = await send(people.manager, session.id, { convocation: false });
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe('VALIDATION_FAILED');
    expect(await sendsOf(session.id)).toEqual([]);
  });

  it('lets one of two sends started at once through, and tells the other one is running', async () => {
    const session = await sessionOf([world.employerA, world.employerA]);
    const responses = await Promise.all([
      send(people.manager, session.id),
      send(people.provider, session.id),
    ]);
    expect(responses.map((response) => response.statusCode).sort()).toEqual([202, 409]);
    const refused = responses.find((response) => response.statusCode === 409)!;
    expect(refused.json()).toEqual({
      error: 'Un envoi de cette session est déjà en cours : attendez qu’il se termine.',
      code: 'DOCUMENT_SEND_RUNNING',
    });
    expect(await sendsOf(session.id)).toHaveLength(1);
    await t.app.jobs.idle(t.app.documentSends.name);
  });
});

describe('what a send is made of', () => {
  it('tells, before any send, what one would do', async () => {
    const session = await sessionOf([world.employerA, world.employerA, world.employerB, null]);
    const response = await stateOf(people.provider, session.id);
    expect(response.json<SessionDocumentSends>()).toEqual({
      sessionId: session.id,
      refusal: null,
      registeredCount: 4,
      structureCount: 2,
      offered: { convocations: true, conventions: true },
      lastConvocations: null,
      lastConventions: null,
      receivers: [],
      sends: [],
    });
  });

  it('sends conventions only when asked: one per employer, none for a trainee without one', async () => {
    const session = await sessionOf([world.employerA, world.employerA, null]);
    const detail = await sendAndWait(session.id, { convocations: false });
    expect(detail).toMatchObject({ convocations: false, conventions: true, total: 1 });
    // To the structure's HR validator rather than to its own address.
    expect(detail.items).toEqual([
      expect.objectContaining({
        kind: 'CONVENTION',
        name: 'Mairie de Sète',
        status: 'SENT',
        recipients: [people.hr.email],
      }),
    ]);
  });
});

describe('while a send is worked through', () => {
  it('skips a trainee without address or disabled, saying why', async () => {
    const session = await sessionOf([world.employerA, world.employerA, world.employerA]);
    const [, noAddress, disabled] = session.trainees;
    await t.db.update(users).set({ email: ' ' }).where(eq(users.id, noAddress!.person.id));
    await t.db.update(users).set({ disabled: true }).where(eq(users.id, disabled!.person.id));
    const detail = await sendAndWait(session.id, { conventions: false });
    expect(detail).toMatchObject({ status: 'DONE', convocationsSent: 1, skipped: 2 });
    const reasons = detail.items.filter((item) => item.status === 'SKIPPED');
    expect(reasons.map((item) => item.reason)).toEqual([
      'Aucune adresse e-mail connue',
      'Aucune adresse e-mail connue',
    ]);
    const mails = await t.db
      .select()
      .from(mailOutbox)
      .where(inArray(mailOutbox.recipient, [disabled!.person.email, ' ']));
    expect(mails).toEqual([]);
  });

  it('sends a structure’s convention to its enabled HR validators, else skips it without address', async () => {
    const withValidators = (
      await createStructure(t.db, {
        name: 'Centre hospitalier',
        type: 'employer',
        email: 'direction@chu.test',
      })
    ).id;
    const enabled = await createPerson(t.db, 'profile_hr', withValidators);
    const disabled = await createPerson(t.db, 'profile_hr', withValidators);
    await t.db.update(users).set({ disabled: true }).where(eq(users.id, disabled.id));
    const session = await sessionOf([withValidators, world.employerB]);
    const detail = await sendAndWait(session.id, { convocations: false });
    expect(detail.items).toEqual([
      expect.objectContaining({
        name: 'Association sans adresse',
        status: 'SKIPPED',
        reason: 'Aucune adresse e-mail connue',
      }),
      expect.objectContaining({
        name: 'Centre hospitalier',
        status: 'SENT',
        recipients: [enabled.email],
      }),
    ]);
  });

  /** Runs `meanwhile` before the send's first item, then waits for the send's end. */
  async function sendWhile(sessionId: number, meanwhile: () => Promise<void>) {
    const runner = t.app.documentSends;
    runner.beforeItem = async () => {
      runner.beforeItem = null;
      await meanwhile();
    };
    try {
      return await sendAndWait(sessionId);
    } finally {
      runner.beforeItem = null;
    }
  }

  async function mailsOfSession(sessionId: number) {
    const mails = await t.db
      .select()
      .from(mailOutbox)
      .where(inArray(mailOutbox.templateCode, ['SESSION_CONVOCATION', 'SESSION_CONVENTION']));
    return mails.filter((mail) => mail.text.includes(`/training/${sessionId}`));
  }

  it.each([
    ['cancel', 'La session est annulée : ses convocations et conventions ne sont plus envoyées.'],
    [
      'postpone',
      'La session est reportée : envoyez les convocations une fois ses nouvelles dates programmées.',
    ],
  ] as const)(
    'sends nothing more once the session is overtaken by a %s, saying why',
    async (event, reason) => {
      const session = await sessionOf([world.employerA, world.employerA]);
      const detail = await sendWhile(session.id, async () => {
        const response = await t.app.inject({
          method: 'POST',
          url: `/api/sessions/${session.id}/${event}`,
          headers: bearer(people.manager.token),
          payload: { comment: 'Formateur indisponible' },
        });
        expect(response.statusCode, response.body).toBe(200);
      });
      expect(detail).toMatchObject({ status: 'DONE', convocationsSent: 0, conventionsSent: 0 });
      expect(detail.items.map((item) => [item.status, item.reason])).toEqual([
        ['SKIPPED', reason],
        ['SKIPPED', reason],
        ['SKIPPED', reason],
      ]);
      expect(await mailsOfSession(session.id)).toEqual([]);
    },
  );

  it('sends a structure the convention of its trainees as they are at its turn', async () => {
    const employerC = (
      await createStructure(t.db, {
        name: 'Mairie d’Agde',
        type: 'employer',
        email: 'rh@agde.test',
      })
    ).id;
    const session = await sessionOf([world.employerA, world.employerA, employerC]);
    const [stays, leaves, alone] = session.trainees;
    const names = new Map<number, string>();
    for (const [index, trainee] of session.trainees.entries()) {
      const familyName = `Stagiaire${session.id}x${index}`;
      await t.db.update(users).set({ familyName }).where(eq(users.id, trainee.person.id));
      names.set(trainee.registrationId, familyName);
    }
    const detail = await sendWhile(session.id, async () => {
      await t.db
        .update(registrations)
        .set({ status: 'CANCELED' })
        .where(inArray(registrations.id, [leaves!.registrationId, alone!.registrationId]));
    });
    const conventions = detail.items.filter((item) => item.kind === 'CONVENTION');
    expect(conventions).toEqual([
      expect.objectContaining({ name: 'Mairie d’Agde', status: 'SKIPPED' }),
      expect.objectContaining({ name: 'Mairie de Sète', status: 'SENT' }),
    ]);
    expect(conventions[0]!.reason).toBe('Plus aucun stagiaire de cette structure');
    const [mail] = (await mailsOfSession(session.id)).filter(
      (one) => one.templateCode === 'SESSION_CONVENTION',
    );
    expect(mail!.text).toContain(names.get(stays!.registrationId));
    expect(mail!.text).not.toContain(names.get(leaves!.registrationId));
    const [attachment] = await t.db
      .select({ key: files.storageKey })
      .from(mailAttachments)
      .innerJoin(files, eq(files.id, mailAttachments.fileId))
      .where(eq(mailAttachments.mailId, mail!.id));
    const pdf = (await pdfPages((await t.app.fileStore.read(attachment!.key))!)).join(' ');
    expect(pdf).toContain(names.get(stays!.registrationId));
    expect(pdf).not.toContain(names.get(leaves!.registrationId));
    expect(pdf).toContain('1 stagiaire');
  });

  it('marks the documents it could not make failed, and the automatic tasks page shows it', async () => {
    const session = await sessionOf([world.employerA]);
    const imported = await importDocumentTemplate(
      t.app,
      t.db,
      'CONVOCATION',
      docxWith('Convocation de {{ trainee.name }}'),
    );
    expect(imported.statusCode, imported.body).toBe(200);
    const [template] = await t.db
      .select()
      .from(documentTemplates)
      .where(eq(documentTemplates.code, 'CONVOCATION'));
    await t.app.fileStore.remove(template!.filePath!);
    try {
      const detail = await sendAndWait(session.id);
      expect(detail).toMatchObject({ status: 'DONE', failed: 1, conventionsSent: 1 });
      expect(detail.items.find((item) => item.kind === 'CONVOCATION')).toMatchObject({
        status: 'FAILED',
        reason:
          'Le document n’a pas pu être produit : Le modèle DOCX importé pour ce document ne peut pas être rempli (fichier du modèle importé introuvable). Importez un modèle corrigé.',
      });
      const jobs = await t.app.inject({ url: '/api/jobs', headers: bearer(people.admin.token) });
      expect(jobs.statusCode, jobs.body).toBe(200);
      const overview = jobs.json<JobsOverview>();
      expect(overview.documentSends.failed).toBeGreaterThanOrEqual(1);
      expect(overview.documentSends.latestFailures[0]).toMatchObject({
        id: detail.id,
        sessionId: session.id,
        failedItems: 1,
      });
    } finally {
      await t.db
        .update(documentTemplates)
        .set({ filePath: null, importedAt: null })
        .where(eq(documentTemplates.code, 'CONVOCATION'));
    }
  });
});

describe('the Paris dates of the mails', () => {
  async function convocationMail(sessionId: number) {
    const [registration] = await t.db
      .select({ beneficiaryId: registrations.beneficiaryId })
      .from(registrations)
      .where(eq(registrations.sessionId, sessionId));
    const [beneficiary] = await t.db
      .select({ email: users.email })
      .from(users)
      .where(eq(users.id, registration!.beneficiaryId));
    const [mail] = await t.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.recipient, beneficiary!.email));
    return mail!;
  }

  it('writes a half-day on Tuesday 29 February 2028 as that day', async () => {
    // 09:00 – 12:00 in Paris (UTC+1).
    const session = await sessionOf([world.employerA], {
      start: new Date('2028-02-29T08:00:00Z'),
      end: new Date('2028-02-29T11:00:00Z'),
    });
    await sendAndWait(session.id, { conventions: false });
    const mail = await convocationMail(session.id);
    expect(mail.subject).toBe('Convocation : Accueillir les publics éloignés de l’emploi');
    expect(mail.text).toContain('du 29/02/2028 au 29/02/2028');
  });

  it('writes a night over the March 2027 change from its Saturday to its Sunday', async () => {
    // Saturday 27 March 2027 22:00 (UTC+1) – Sunday 28 March 06:00 (UTC+2).
    const session = await sessionOf([world.employerA], {
      start: new Date('2027-03-27T21:00:00Z'),
      end: new Date('2027-03-28T04:00:00Z'),
    });
    await sendAndWait(session.id, { conventions: false });
    expect((await convocationMail(session.id)).text).toContain('du 27/03/2027 au 28/03/2027');
  });

  it('writes a night starting at 00:30 in Paris on its Paris day, not the UTC one', async () => {
    // Friday 31 December 2027 23:30 UTC is Saturday 1 January 2028 00:30 in Paris.
    const session = await sessionOf([world.employerA], {
      start: new Date('2027-12-31T23:30:00Z'),
      end: new Date('2028-01-01T03:30:00Z'),
    });
    await sendAndWait(session.id, { conventions: false });
    expect((await convocationMail(session.id)).text).toContain('du 01/01/2028 au 01/01/2028');
  });
});
