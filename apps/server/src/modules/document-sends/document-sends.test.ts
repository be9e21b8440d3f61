import type { DocumentSendDetail, SessionDocumentSends } from '@passerelle/shared';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../../app.js';
import {
  actionTypes,
  actions,
  documentSends,
  mailAttachments,
  mailOutbox,
  registrations,
  sessions,
  users,
} from '../../db/schema/index.js';
import { bearer } from '../../test/app.js';
import { createSmtpTestApp, type SmtpTestApp } from '../../test/smtp-app.js';
import {
  createAction,
  createRegistration,
  createSession,
  createStructure,
} from '../../test/factories.js';
import { pdfPages } from '../documents/documents.fixtures.js';
import { until } from '../mail/mail-test-support.js';
import type { TestSmtpServer } from '../mail/smtp-test-server.js';
import { createPerson, type Person } from '../registrations/registrations.fixtures.js';

/*
 * Sending a session's convocations and conventions (decision 039): through the outbox, with the
 * PDF attached, to a real SMTP server; recorded as batches; refused with French reasons; resumed
 * after a restart without sending anything twice.
 */

let smtp: TestSmtpServer;
let t: SmtpTestApp;
let admin: Person;
let manager: Person;
let provider: Person;
let otherProvider: Person;
let hr: Person;

const DAY = 24 * 3600_000;

/** A programmed session in ten days, of the own provider, with trainees of two employers. */
async function programmedSession(options: { trainees?: number; providerId?: number } = {}) {
  const providerId = options.providerId ?? world.providerId;
  const action = await createAction(t.db, {
    name: 'Accueillir les publics éloignés de l’emploi',
    providerId,
  });
  const startDate = new Date(Date.now() + 10 * DAY);
  const session = await createSession(t.db, {
    actionId: action.id,
    status: 'PROGRAMMED',
    startDate,
    endDate: new Date(startDate.getTime() + 8 * 3600_000),
  });
  const trainees: { registrationId: number; email: string; familyName: string }[] = [];
  const count = options.trainees ?? 3;
  for (let index = 0; index < count; index += 1) {
    const structureId = index % 3 === 2 ? world.employerB : world.employerA;
    const person = await createPerson(t.db, 'profile_beneficiary', structureId);
    const familyName = `Lefèvre${session.id}x${index}`;
    await t.db
      .update(users)
      .set({ givenName: 'Élodie', familyName, civility: 'MRS' })
      .where(eq(users.id, person.id));
    const registration = await createRegistration(t.db, {
      sessionId: session.id,
      beneficiaryId: person.id,
      structureId,
      status: 'REGISTERED',
    });
    trainees.push({ registrationId: registration.id, email: person.email, familyName });
  }
  // Neither a request nor a cancelled registration gets a convocation.
  await createRegistration(t.db, { sessionId: session.id, structureId: world.employerA });
  await createRegistration(t.db, {
    sessionId: session.id,
    structureId: world.employerA,
    status: 'CANCELED',
  });
  return { id: session.id, code: session.code, trainees };
}

const world = { providerId: 0, otherProviderId: 0, employerA: 0, employerB: 0, hr2: '' };

beforeAll(async () => {
  t = await createSmtpTestApp({ env: { JOBS_POLL_INTERVAL_MS: '600000' } });
  smtp = t.smtp;
  world.providerId = (
    await createStructure(t.db, {
      name: 'Institut Élan Formation',
      managerName: 'Hélène Dupré',
      managerTitle: 'Directrice',
      city: 'Montpellier',
    })
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
    await createStructure(t.db, {
      name: 'Association Cœur d’Hérault',
      type: 'employer',
      email: 'contact@coeur-herault.test',
    })
  ).id;
  admin = await createPerson(t.db, 'profile_admin', null);
  manager = await createPerson(t.db, 'profile_manager', world.otherProviderId);
  provider = await createPerson(t.db, 'profile_provider', world.providerId);
  otherProvider = await createPerson(t.db, 'profile_provider', world.otherProviderId);
  hr = await createPerson(t.db, 'profile_hr', world.employerA);
  world.hr2 = (await createPerson(t.db, 'profile_hr', world.employerA)).email;
});

afterAll(async () => {
  await t?.close();
});

const send = (person: Person, sessionId: number, payload: object = {}) =>
  t.app.inject({
    method: 'POST',
    url: `/api/sessions/${sessionId}/document_sends`,
    headers: bearer(person.token),
    payload,
  });

const stateOf = async (person: Person, sessionId: number) => {
  const response = await t.app.inject({
    url: `/api/sessions/${sessionId}/document_sends`,
    headers: bearer(person.token),
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<SessionDocumentSends>();
};

const detailOf = async (id: number) => {
  const response = await t.app.inject({
    url: `/api/document_sends/${id}`,
    headers: bearer(manager.token),
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<DocumentSendDetail>();
};

const receivedBy = (address: string) => smtp.received.filter((mail) => mail.to.includes(address));

describe('a manager sends the convocations and conventions of a programmed session', () => {
  let session: Awaited<ReturnType<typeof programmedSession>>;
  let sendId: number;

  beforeAll(async () => {
    session = await programmedSession();
    const response = await send(manager, session.id);
    expect(response.statusCode, response.body).toBe(202);
    const created = response.json<DocumentSendDetail>();
    expect(created).toMatchObject({ status: 'RUNNING', total: 3 + 2 });
    sendId = created.id;
    await t.app.jobs.idle(t.app.documentSends.name);
  });

  it('records the batch: who, what, how many, for whom', async () => {
    const detail = await detailOf(sendId);
    expect(detail).toMatchObject({
      status: 'DONE',
      total: 5,
      done: 5,
      convocationsSent: 3,
      conventionsSent: 2,
      skipped: 0,
      failed: 0,
      author: { id: manager.id },
    });
    expect(detail.finishedAt).not.toBeNull();
    const conventions = detail.items.filter((item) => item.kind === 'CONVENTION');
    // To the HR validators of a structure that has some, else to its own address.
    expect(conventions).toEqual([
      expect.objectContaining({
        name: 'Association Cœur d’Hérault',
        recipients: ['contact@coeur-herault.test'],
        status: 'SENT',
      }),
      expect.objectContaining({
        name: 'Mairie de Sète',
        recipients: [hr.email, world.hr2],
        status: 'SENT',
      }),
    ]);
  });

  it('sends each trainee its convocation PDF, with its name in it, through the SMTP server', async () => {
    for (const trainee of session.trainees) {
      const [mail] = await until(
        async () => receivedBy(trainee.email).length > 0 && receivedBy(trainee.email),
        10_000,
        `the convocation of ${trainee.email}`,
      );
      expect(mail!.subject).toBe('Convocation : Accueillir les publics éloignés de l’emploi');
      expect(mail!.text).toContain(`Bonjour Mme ${trainee.familyName},`);
      expect(mail!.attachments).toHaveLength(1);
      const [attachment] = mail!.attachments;
      expect(attachment!.contentType).toBe('application/pdf');
      expect(attachment!.filename).toBe(
        `Convocation ${session.code} ${trainee.familyName} Élodie.pdf`,
      );
      expect(attachment!.content.subarray(0, 5).toString()).toBe('%PDF-');
      const text = (await pdfPages(attachment!.content)).join('\n');
      expect(text).toContain(`Élodie ${trainee.familyName}`);
      expect(text).toContain('Institut Élan Formation');
    }
  });

  it('sends each employer its convention, with its trainees named in the mail and the PDF', async () => {
    const [mail] = await until(
      async () =>
        receivedBy('contact@coeur-herault.test').length > 0 &&
        receivedBy('contact@coeur-herault.test'),
    );
    expect(mail!.subject).toContain('Convention de formation');
    expect(mail!.text).toContain(session.trainees[2]!.familyName);
    const text = (await pdfPages(mail!.attachments[0]!.content)).join('\n');
    expect(text).toContain('Association Cœur d’Hérault');
    expect(text).toContain(session.trainees[2]!.familyName);
    await until(async () => receivedBy(world.hr2).length > 0);
  });

  it('shows the mails with their attachment in the outbox, downloadable by the outbox’s readers', async () => {
    const [item] = await t.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.recipient, session.trainees[0]!.email));
    const list = await t.app.inject({
      url: '/api/mails?pageSize=100',
      headers: bearer(admin.token),
    });
    expect(list.statusCode).toBe(200);
    const summary = list
      .json<{ items: { id: number; attachmentCount: number }[] }>()
      .items.find((mail) => mail.id === item!.id);
    expect(summary?.attachmentCount).toBe(1);

    const read = await t.app.inject({
      url: `/api/mails/${item!.id}`,
      headers: bearer(admin.token),
    });
    const attachments = read.json<{
      attachments: { id: number; fileName: string; size: number; url: string }[];
    }>().attachments;
    expect(attachments).toHaveLength(1);
    expect(attachments[0]!.fileName).toMatch(/^Convocation .+\.pdf$/);

    const download = await t.app.inject({
      url: attachments[0]!.url,
      headers: bearer(admin.token),
    });
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toBe('application/pdf');
    expect(download.headers['content-disposition']).toContain("filename*=UTF-8''Convocation");
    expect(download.rawPayload.byteLength).toBe(attachments[0]!.size);
    const received = receivedBy(session.trainees[0]!.email)[0]!.attachments[0]!.content;
    expect(Buffer.compare(download.rawPayload, received)).toBe(0);

    const byManager = await t.app.inject({
      url: attachments[0]!.url,
      headers: bearer(manager.token),
    });
    expect(byManager.statusCode).toBe(403);
    const otherMail = await t.app.inject({
      url: `/api/mails/${item!.id + 100000}/attachments/${attachments[0]!.id}`,
      headers: bearer(admin.token),
    });
    expect(otherMail.statusCode).toBe(404);
  });

  it('shows on the session "sent on … by …", who received, and records a resend as a new batch', async () => {
    const before = await stateOf(manager, session.id);
    expect(before.lastConvocations?.id).toBe(sendId);
    expect(before.lastConventions?.id).toBe(sendId);
    expect(before.receivers.filter((receiver) => receiver.kind === 'CONVOCATION')).toHaveLength(3);
    expect(before.refusal).toBeNull();

    const again = await send(provider, session.id, { conventions: false });
    expect(again.statusCode, again.body).toBe(202);
    const resend = again.json<DocumentSendDetail>();
    expect(resend.total).toBe(3);
    await t.app.jobs.idle(t.app.documentSends.name);
    const after = await stateOf(manager, session.id);
    expect(after.sends.map((one) => one.id)).toEqual([resend.id, sendId]);
    expect(after.lastConvocations).toMatchObject({ id: resend.id, author: { id: provider.id } });
    // The last conventions are still the first send's.
    expect(after.lastConventions?.id).toBe(sendId);
    await until(async () => receivedBy(session.trainees[1]!.email).length === 2);
  });
});

describe('a change of a programmed session’s dates or place (decision 060)', () => {
  const patch = (sessionId: number, payload: object) =>
    t.app.inject({
      method: 'PATCH',
      url: `/api/sessions/${sessionId}`,
      headers: bearer(manager.token),
      payload,
    });
  const later = (sessionId: number, days: number) =>
    t.db
      .select({ startDate: sessions.startDate, endDate: sessions.endDate })
      .from(sessions)
      .where(eq(sessions.id, sessionId))
      .then(([row]) => ({
        startDate: new Date(row!.startDate.getTime() + days * DAY).toISOString(),
        endDate: new Date(row!.endDate.getTime() + days * DAY).toISOString(),
      }));
  const moved = (address: string) =>
    receivedBy(address).filter((mail) => mail.subject.startsWith('Session reprogrammée'));

  it('tells every registered trainee and sends their convocations again when sent before', async () => {
    const session = await programmedSession({ trainees: 2 });
    expect((await send(manager, session.id, { conventions: false })).statusCode).toBe(202);
    await t.app.jobs.idle(t.app.documentSends.name);
    const changed = await patch(session.id, await later(session.id, 7));
    expect(changed.statusCode, changed.body).toBe(200);
    await t.app.jobs.idle(t.app.documentSends.name);
    for (const trainee of session.trainees) {
      await until(async () => moved(trainee.email).length === 1, 10_000, 'the moved mail');
      // The first convocation and the new one, with its PDF.
      await until(
        async () =>
          receivedBy(trainee.email).filter((mail) => mail.attachments.length > 0).length === 2,
        10_000,
        'the new convocation',
      );
    }
    expect((await stateOf(manager, session.id)).sends).toHaveLength(2);
  });

  it('tells trainees never convened, sends no convocation, and says nothing of a seat change', async () => {
    const session = await programmedSession({ trainees: 1 });
    const email = session.trainees[0]!.email;
    expect((await patch(session.id, { seats: 30 })).statusCode).toBe(200);
    const changed = await patch(session.id, await later(session.id, 3));
    expect(changed.statusCode, changed.body).toBe(200);
    await until(async () => moved(email).length === 1, 10_000, 'the moved mail');
    expect((await stateOf(manager, session.id)).sends).toHaveLength(0);
    expect(receivedBy(email)).toHaveLength(1);
  });
});

describe('refusals', () => {
  it('refuses a cancelled, postponed or realised session, or one without trainee, in French', async () => {
    const cases = [
      ['CANCELED', 'La session est annulée'],
      ['REPORTED', 'La session est reportée'],
      ['REALIZED', 'ne s’envoient que pour une session programmée'],
    ] as const;
    for (const [status, message] of cases) {
      const session = await programmedSession({ trainees: 1 });
      await t.db.update(sessions).set({ status }).where(eq(sessions.id, session.id));
      const response = await send(manager, session.id);
      expect(response.statusCode, status).toBe(409);
      expect(response.json<{ error: string }>().error).toContain(message);
    }
    const empty = await programmedSession({ trainees: 0 });
    const response = await send(manager, empty.id);
    expect(response.statusCode).toBe(409);
    expect(response.json<{ error: string }>().error).toBe(
      'La session n’a aucun stagiaire inscrit : il n’y a personne à convoquer.',
    );
    expect((await stateOf(manager, empty.id)).refusal).toContain('aucun stagiaire inscrit');
    expect(
      await t.db.select().from(documentSends).where(eq(documentSends.sessionId, empty.id)),
    ).toEqual([]);
  });

  it('refuses nothing chosen, another provider’s session, and whoever may not send', async () => {
    const session = await programmedSession({ trainees: 1 });
    const nothing = await send(manager, session.id, { convocations: false, conventions: false });
    expect(nothing.statusCode).toBe(400);
    expect(
      nothing.json<{ fieldErrors: Record<string, string[]> }>().fieldErrors.convocations,
    ).toEqual(['Choisissez les convocations, les conventions ou les deux.']);
    expect((await send(otherProvider, session.id)).statusCode).toBe(404);
    expect((await send(hr, session.id)).statusCode).toBe(403);
  });

  it('sends only what the action type offers, and refuses when it offers neither', async () => {
    const session = await programmedSession({ trainees: 1 });
    const [row] = await t.db
      .select({ typeId: actions.typeId })
      .from(actions)
      .innerJoin(sessions, eq(sessions.actionId, actions.id))
      .where(eq(sessions.id, session.id));
    const ofType = eq(actionTypes.id, row!.typeId);
    await t.db.update(actionTypes).set({ regulatoryDocuments: [] }).where(ofType);
    expect((await stateOf(manager, session.id)).offered).toEqual({
      convocations: true,
      conventions: false,
    });
    const sent = await send(manager, session.id);
    expect(sent.statusCode, sent.body).toBe(202);
    expect(sent.json()).toMatchObject({ convocations: true, conventions: false, total: 1 });
    await until(async () => (await detailOf(sent.json<{ id: number }>().id)).status === 'DONE');

    await t.db.update(actionTypes).set({ generatedDocuments: [] }).where(ofType);
    const state = await stateOf(manager, session.id);
    expect(state.refusal).toBe(
      'Ce document n’est pas proposé pour les sessions de ce type d’action (voir ses documents générés et réglementaires).',
    );
    const refused = await send(manager, session.id);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: 'DOCUMENT_NOT_OFFERED' });
  });

  it('refuses a second send while one is running', async () => {
    const session = await programmedSession({ trainees: 1 });
    const [running] = await t.db
      .insert(documentSends)
      .values({ sessionId: session.id, convocations: true, conventions: true, total: 0 })
      .returning();
    const response = await send(manager, session.id);
    expect(response.statusCode).toBe(409);
    expect(response.json<{ error: string }>().error).toContain('déjà en cours');
    await t.db.delete(documentSends).where(eq(documentSends.id, running!.id));
  });
});

describe('while a send is worked through', () => {
  it('skips a trainee who cancelled meanwhile, and says why', async () => {
    const session = await programmedSession({ trainees: 2 });
    const runner = t.app.documentSends;
    runner.beforeItem = async () => {
      runner.beforeItem = null;
      await t.db
        .update(registrations)
        .set({ status: 'CANCELED' })
        .where(eq(registrations.id, session.trainees[1]!.registrationId));
    };
    const response = await send(manager, session.id, { conventions: false });
    const id = response.json<DocumentSendDetail>().id;
    await t.app.jobs.idle(runner.name);
    const detail = await detailOf(id);
    expect(detail).toMatchObject({ status: 'DONE', convocationsSent: 1, skipped: 1 });
    expect(detail.items[1]).toMatchObject({
      status: 'SKIPPED',
      reason: 'N’est plus inscrit à la session',
    });
  });

  it('survives a restart in the middle: the new app resumes, each mail is sent once', async () => {
    const session = await programmedSession({ trainees: 6 });
    // The test's app steps aside: the two apps below are the process before and after a restart.
    await t.app.jobs.stop();
    const first = await buildApp({ config: t.config, database: t.database, logger: false });
    await first.ready();
    let items = 0;
    first.documentSends.beforeItem = () => {
      items += 1;
      // The process stops after the third item: the rest stays pending, the send RUNNING.
      if (items === 4) void first.jobs.stop();
    };
    const created = await first.inject({
      method: 'POST',
      url: `/api/sessions/${session.id}/document_sends`,
      headers: bearer(manager.token),
      payload: {},
    });
    expect(created.statusCode).toBe(202);
    const id = created.json<DocumentSendDetail>().id;
    await first.jobs.idle();
    await first.close();
    const halfway = await detailOf(id);
    expect(halfway).toMatchObject({ status: 'RUNNING', done: 3 });
    // Given back by the stopping process, not left leased: due at once for the next one.
    const [given] = await t.db.select().from(documentSends).where(eq(documentSends.id, id));
    expect(given).toMatchObject({ claimedBy: null, attempts: 0 });

    // A new app on the same database resumes it at start.
    const second = await buildApp({ config: t.config, database: t.database, logger: false });
    try {
      await second.ready();
      await vi.waitFor(async () => expect((await detailOf(id)).status).toBe('DONE'), {
        timeout: 15_000,
      });
      const done = await detailOf(id);
      expect(done).toMatchObject({ status: 'DONE', done: 6 + 2, convocationsSent: 6 });
      const mails = await t.db
        .select({ recipient: mailOutbox.recipient, id: mailOutbox.id })
        .from(mailOutbox)
        .where(
          inArray(
            mailOutbox.recipient,
            session.trainees.map((trainee) => trainee.email),
          ),
        );
      expect(mails.map((mail) => mail.recipient).sort()).toEqual(
        session.trainees.map((trainee) => trainee.email).sort(),
      );
      const attached = await t.db
        .select()
        .from(mailAttachments)
        .where(
          inArray(
            mailAttachments.mailId,
            mails.map((mail) => mail.id),
          ),
        );
      expect(attached).toHaveLength(6);
      for (const trainee of session.trainees) {
        await until(async () => receivedBy(trainee.email).length > 0);
        expect(receivedBy(trainee.email)).toHaveLength(1);
      }
    } finally {
      await second.close();
    }
  });
});

describe('the preview of a provider’s documents (/back/information)', () => {
  const preview = (person: Person, structureId: number) =>
    t.app.inject({
      url: `/api/structures/${structureId}/information/preview`,
      headers: bearer(person.token),
    });

  it('renders a sample convocation with the structure’s saved manager, for its provider and admins', async () => {
    for (const person of [provider, admin]) {
      const response = await preview(person, world.providerId);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('application/pdf');
      expect(response.headers['content-disposition']).toMatch(/^inline; /);
      const text = (await pdfPages(response.rawPayload)).join('\n');
      expect(text).toContain('Camille Exemple');
      expect(text).toContain('Institut Élan Formation');
      expect(text).toContain('Hélène Dupré');
      expect(text).toContain('Directrice');
    }
  });

  it('is refused for another provider’s structure, an employer, and profiles without the right', async () => {
    expect((await preview(otherProvider, world.providerId)).statusCode).toBe(404);
    expect((await preview(admin, world.employerA)).statusCode).toBe(404);
    expect((await preview(manager, world.providerId)).statusCode).toBe(403);
    expect((await preview(hr, world.providerId)).statusCode).toBe(403);
  });
});
