import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer } from '../../test/app.js';
import { createSmtpTestApp, type SmtpTestApp } from '../../test/smtp-app.js';
import { until } from '../mail/mail-test-support.js';
import type { TestSmtpServer } from '../mail/smtp-test-server.js';
import { createStructure } from '../../test/factories.js';
import {
  createBeneficiary,
  createOpenSession,
  createPerson,
  createScenario,
  type Person,
  type Scenario,
} from './registrations.fixtures.js';

let smtp: TestSmtpServer;
let t: SmtpTestApp;
let s: Scenario;

beforeAll(async () => {
  t = await createSmtpTestApp({ seed: false });
  smtp = t.smtp;
  s = await createScenario(t.db);
});
afterAll(async () => {
  await t?.close();
});

function post(person: Person, url: string, payload?: Record<string, unknown>) {
  return t.app.inject({ method: 'POST', url, headers: bearer(person.token), payload });
}

function mailsTo(address: string) {
  return smtp.received.filter((mail) => mail.to.includes(address));
}

/** The subjects received by `address`, once `count` have arrived. */
function subjectsOf(address: string, count: number) {
  return until(
    async () => {
      const mine = smtp.received.filter((mail) => mail.to.includes(address));
      return mine.length >= count && mine.map((mail) => mail.subject);
    },
    10_000,
    `${count} mails to ${address}`,
  );
}

describe('registration mails, received over SMTP', () => {
  it('reach the beneficiary and the validators at each step', async () => {
    const person = await createBeneficiary(s);
    const { session, action } = await createOpenSession(s, {
      hrValidation: true,
      providerValidation: true,
    });
    const response = await post(person, `/api/sessions/${session.id}/register`, {
      motivation: 'Nouvelle mission',
    });
    const id = response.json().registration.id as number;
    expect(await subjectsOf(s.hr.email, 1)).toEqual([
      `Demande d'inscription à valider : ${action.name}`,
    ]);
    const toHr = mailsTo(s.hr.email).at(-1)!;
    expect(toHr.text).toContain(`/back/structures/${s.employerId}`);
    expect(toHr.text).toContain('Nouvelle mission');
    await post(s.hr, `/api/registrations/${id}/validate`);
    // Once the HR validator approved, the provider is told it waits for them.
    const toProvider = await until(
      async () =>
        mailsTo(s.provider.email).find((mail) => mail.subject.includes(action.name)) ?? false,
      10_000,
      'the provider’s mail',
    );
    expect(toProvider.subject).toBe(`Inscription à valider : ${action.name}`);
    expect(toProvider.text).toContain(
      `/back/registrations?sessionId=${session.id}&status=PRE_REGISTERED`,
    );
    await post(s.provider, `/api/registrations/${id}/validate`);
    await post(person, `/api/registrations/${id}/cancel`, { reason: 'Changement de poste' });
    expect(await subjectsOf(person.email, 4)).toEqual([
      `Votre demande d'inscription : ${action.name}`,
      `Pré-inscription : ${action.name}`,
      `Inscription confirmée : ${action.name}`,
      `Inscription annulée : ${action.name}`,
    ]);
    const cancelled = smtp.received.filter((mail) => mail.to.includes(person.email)).at(-1)!;
    expect(cancelled.text).toContain('Motif : Changement de poste');
    // The beneficiary's own request mail speaks to them, with no empty place.
    const own = mailsTo(person.email)[0]!;
    expect(own.text).toContain("Votre demande d'inscription");
    expect(own.text).not.toMatch(/, \(|\(\)|: \n/);
  });

  it('tell the provider of a request that waits for them at once', async () => {
    const person = await createBeneficiary(s);
    const { action } = await createOpenSession(s, { providerValidation: true }).then(
      async (created) => {
        await post(person, `/api/sessions/${created.session.id}/register`, { motivation: 'M' });
        return created;
      },
    );
    expect(
      (await until(
        async () => mailsTo(s.provider.email).find((mail) => mail.subject.includes(action.name)),
        10_000,
        'the provider’s mail',
      ))!.subject,
    ).toBe(`Inscription à valider : ${action.name}`);
  });

  it('tell the managers of a request whose structure has no HR validator', async () => {
    const lonely = await createStructure(t.db, { type: 'employer', name: 'Sans valideur RH' });
    const person = await createBeneficiary(s, lonely.id);
    const { session, action } = await createOpenSession(s, { hrValidation: true });
    await post(person, `/api/sessions/${session.id}/register`, { motivation: 'Seul' });
    const toManager = await until(
      async () => mailsTo(s.manager.email).find((mail) => mail.subject.includes(action.name)),
      10_000,
      'the manager’s mail',
    );
    expect(toManager.subject).toBe(`Demande d'inscription à valider : ${action.name}`);
    expect(toManager.text).toContain(
      `/back/registrations?sessionId=${session.id}&status=REQUESTED&structureId=${lonely.id}`,
    );
  });

  it('alert every enabled manager of an overbooking when the action has no referent', async () => {
    const other = await createPerson(t.db, 'profile_manager', null);
    const { session } = await createOpenSession(s, {
      seats: 1,
      waitingSeatAmount: 1,
      referentId: null,
    });
    await post(await createBeneficiary(s), `/api/sessions/${session.id}/register`, {
      motivation: 'A',
    });
    await post(await createBeneficiary(s), `/api/sessions/${session.id}/register`, {
      motivation: 'B',
    });
    const subject = `Surréservation : session ${session.code}`;
    for (const manager of [s.manager, other]) {
      const alert = await until(
        async () => mailsTo(manager.email).find((mail) => mail.subject === subject),
        10_000,
        'the overbooking alert',
      );
      expect(alert.text).toContain(`/back/registrations?sessionId=${session.id}&waitingList=true`);
    }
  });

  it('tell of the waiting list, the overbooking, a refusal and a promotion', async () => {
    const { session, action } = await createOpenSession(s, { seats: 1, waitingSeatAmount: 1 });
    const holder = await createBeneficiary(s);
    const waiting = await createBeneficiary(s);
    const holderId = (
      await post(holder, `/api/sessions/${session.id}/register`, { motivation: 'A' })
    ).json().registration.id;
    await post(waiting, `/api/sessions/${session.id}/register`, { motivation: 'B' });
    await until(
      async () =>
        mailsTo(s.manager.email).some(
          (mail) => mail.subject === `Surréservation : session ${session.code}`,
        ),
      10_000,
      'the overbooking alert',
    );
    await post(holder, `/api/registrations/${holderId}/cancel`, { reason: 'Empêchement' });
    expect(await subjectsOf(waiting.email, 3)).toEqual([
      `Liste d'attente : ${action.name}`,
      `Une place s’est libérée : ${action.name}`,
      `Inscription confirmée : ${action.name}`,
    ]);

    const refusedPerson = await createBeneficiary(s);
    const hrSession = await createOpenSession(s, { hrValidation: true });
    const refusedId = (
      await post(refusedPerson, `/api/sessions/${hrSession.session.id}/register`, {
        motivation: 'C',
      })
    ).json().registration.id;
    await post(s.hr, `/api/registrations/${refusedId}/refuse_request`, {
      reason: 'Non prioritaire',
    });
    const subjects = await subjectsOf(refusedPerson.email, 2);
    expect(subjects[1]).toBe(`Demande d'inscription refusée : ${hrSession.action.name}`);
  });
});
