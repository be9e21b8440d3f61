import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, type TestApp } from '../../test/app.js';
import { until } from '../mail/mail-test-support.js';
import { startTestSmtpServer, type TestSmtpServer } from '../mail/smtp-test-server.js';
import {
  createBeneficiary,
  createOpenSession,
  createScenario,
  type Person,
  type Scenario,
} from './registrations.fixtures.js';

let smtp: TestSmtpServer;
let t: TestApp;
let s: Scenario;

beforeAll(async () => {
  smtp = await startTestSmtpServer();
  t = await createTestApp({
    seed: false,
    env: { SMTP_URL: smtp.url, MAIL_FROM: 'Passerelle <portail@passerelle.test>' },
  });
  s = await createScenario(t.db);
});
afterAll(async () => {
  await t?.close();
  await smtp?.close();
});

function post(person: Person, url: string, payload?: Record<string, unknown>) {
  return t.app.inject({ method: 'POST', url, headers: bearer(person.token), payload });
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
    expect(await subjectsOf(s.hr.email, 1)).toEqual([`Demande d'inscription : ${action.name}`]);
    await post(s.hr, `/api/registrations/${id}/validate`);
    await post(s.provider, `/api/registrations/${id}/validate`);
    await post(person, `/api/registrations/${id}/cancel`, { reason: 'Changement de poste' });
    expect(await subjectsOf(person.email, 4)).toEqual([
      `Demande d'inscription : ${action.name}`,
      `Pré-inscription : ${action.name}`,
      `Inscription confirmée : ${action.name}`,
      `Inscription annulée : ${action.name}`,
    ]);
    const cancelled = smtp.received.filter((mail) => mail.to.includes(person.email)).at(-1)!;
    expect(cancelled.text).toContain('Motif : Changement de poste');
  });

  it('tell of the waiting list, the overbooking, a refusal and a promotion', async () => {
    const { session, action } = await createOpenSession(s, { seats: 1, waitingSeatAmount: 1 });
    const holder = await createBeneficiary(s);
    const waiting = await createBeneficiary(s);
    const holderId = (
      await post(holder, `/api/sessions/${session.id}/register`, { motivation: 'A' })
    ).json().registration.id;
    await post(waiting, `/api/sessions/${session.id}/register`, { motivation: 'B' });
    expect(await subjectsOf(s.manager.email, 1)).toEqual([
      `Surréservation : session ${session.code}`,
    ]);
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
