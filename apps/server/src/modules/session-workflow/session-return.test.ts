import {
  cancelledRegistrationsSchema,
  sessionWorkflowStateSchema,
  type Profile,
} from '@passerelle/shared';
import { asc, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  actionTypes,
  actions,
  mailOutbox,
  registrationHistory,
  registrations,
  sessionDates,
  sessionHistory,
  sessions,
  yearQuotas,
} from '../../db/schema/index.js';
import { bearer, createTestApp, loginEveryProfile, type TestApp } from '../../test/app.js';
import {
  createRegistration,
  createSession,
  createWorkflowFixture,
  type WorkflowFixture,
} from './session-workflow.fixtures.js';

/*
 * "Return to programmed" of a cancelled session (decision 009, issue 14): new dates, the
 * registrations the cancellation cancelled offered back and restored under the request rules,
 * the SESSION_REPROGRAMMED mail, the histories, all or nothing.
 */

let t: TestApp;
let fixture: WorkflowFixture;
const tokens = {} as Record<Profile, string>;

beforeAll(async () => {
  t = await createTestApp();
  fixture = await createWorkflowFixture(t.db);
  Object.assign(tokens, await loginEveryProfile(t.app));
});
afterAll(async () => {
  await t?.close();
});

const NEW_DATES = { startDate: '2031-02-03T08:00:00.000Z', endDate: '2031-02-04T16:00:00.000Z' };

function post(profile: Profile, url: string, payload: Record<string, unknown> = {}) {
  return t.app.inject({ method: 'POST', url, headers: bearer(tokens[profile]), payload });
}

function get(profile: Profile | null, url: string) {
  return t.app.inject({ url, headers: profile ? bearer(tokens[profile]) : {} });
}

async function lastOutboxId() {
  const rows = await t.db.select({ id: mailOutbox.id }).from(mailOutbox);
  return Math.max(0, ...rows.map((row) => row.id));
}

async function outboxSince(id: number) {
  const rows = await t.db.select().from(mailOutbox).orderBy(asc(mailOutbox.id));
  return rows.filter((row) => row.id > id);
}

async function statusesOf(ids: number[]) {
  const rows = await t.db
    .select({
      id: registrations.id,
      status: registrations.status,
      reason: registrations.refusalReason,
    })
    .from(registrations)
    .where(inArray(registrations.id, ids));
  return Object.fromEntries(rows.map((row) => [row.id, [row.status, row.reason]]));
}

async function sessionRow(id: number) {
  const [row] = await t.db.select().from(sessions).where(eq(sessions.id, id));
  return row!;
}

/**
 * A programmed session with 12 seats and three trainees (registered, pre-registered, requested on
 * the waiting list), one who cancelled herself and one refused; then cancelled by the manager.
 */
async function cancelledSession(options: { actionId?: number; seats?: number } = {}) {
  const sessionId = await createSession(fixture, {
    actionId: options.actionId,
    startDate: new Date('2031-01-06T08:00:00.000Z'),
    endDate: new Date('2031-01-07T16:00:00.000Z'),
  });
  await t.db
    .update(sessions)
    .set({ seats: options.seats ?? 12 })
    .where(eq(sessions.id, sessionId));
  await t.db.insert(sessionDates).values({
    sessionId,
    startsAt: new Date('2031-01-06T08:00:00.000Z'),
    endsAt: new Date('2031-01-06T12:00:00.000Z'),
  });
  const registered = await createRegistration(fixture, sessionId, 'REGISTERED');
  const preRegistered = await createRegistration(fixture, sessionId, 'PRE_REGISTERED');
  const waiting = await createRegistration(fixture, sessionId, 'REQUESTED', { waitingList: true });
  const selfCancelled = await createRegistration(fixture, sessionId, 'CANCELED');
  const refused = await createRegistration(fixture, sessionId, 'REFUSED_HR');
  const cancel = await post('manager', `/api/sessions/${sessionId}/cancel`, {
    comment: 'Formateur malade',
  });
  expect(cancel.statusCode, cancel.body).toBe(200);
  return { sessionId, registered, preRegistered, waiting, selfCancelled, refused };
}

describe('GET /api/sessions/{id}/cancelled_registrations', () => {
  it('offers back the registrations the cancellation cancelled, with their status before', async () => {
    const { sessionId, registered, preRegistered, waiting } = await cancelledSession();
    const response = await get('manager', `/api/sessions/${sessionId}/cancelled_registrations`);
    expect(response.statusCode, response.body).toBe(200);
    const list = cancelledRegistrationsSchema.parse(response.json());
    expect(list.map((row) => [row.id, row.previousStatus, row.waitingList])).toEqual([
      [registered.registrationId, 'REGISTERED', false],
      [preRegistered.registrationId, 'PRE_REGISTERED', false],
      [waiting.registrationId, 'REQUESTED', true],
    ]);
    expect(list[0]).toMatchObject({
      beneficiary: { id: registered.userId, name: expect.stringMatching(/^Stagiaire N\d+$/) },
      structureName: 'Employeur Test',
    });
  });

  it('is empty for a session that is not cancelled, and closed to other profiles', async () => {
    const sessionId = await createSession(fixture, { status: 'REPORTED' });
    await createRegistration(fixture, sessionId, 'CANCELED');
    const response = await get('admin', `/api/sessions/${sessionId}/cancelled_registrations`);
    expect(response.json()).toEqual([]);
    expect(
      (await get('provider', `/api/sessions/${sessionId}/cancelled_registrations`)).statusCode,
    ).toBe(403);
    expect((await get(null, `/api/sessions/${sessionId}/cancelled_registrations`)).statusCode).toBe(
      401,
    );
    expect((await get('manager', '/api/sessions/999999/cancelled_registrations')).statusCode).toBe(
      404,
    );
  });
});

describe('return to programmed of a cancelled session', () => {
  it('programs it with its new dates, restores the chosen registrations and re-notifies', async () => {
    const { sessionId, registered, preRegistered, waiting, selfCancelled } =
      await cancelledSession();
    const since = await lastOutboxId();
    const response = await post('manager', `/api/sessions/${sessionId}/return_to_programmed`, {
      ...NEW_DATES,
      comment: 'Formateur remplacé',
      expectedStatus: 'CANCELED',
      restoreRegistrationIds: [preRegistered.registrationId, registered.registrationId],
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(sessionWorkflowStateSchema.parse(response.json())).toMatchObject({
      status: 'PROGRAMMED',
      ...NEW_DATES,
    });

    // Each chosen one is back to its status before; the one left and the others stay as they were.
    expect(
      await statusesOf([
        registered.registrationId,
        preRegistered.registrationId,
        waiting.registrationId,
        selfCancelled.registrationId,
      ]),
    ).toEqual({
      [registered.registrationId]: ['REGISTERED', null],
      [preRegistered.registrationId]: ['PRE_REGISTERED', null],
      [waiting.registrationId]: ['CANCELED', 'session annulée'],
      [selfCancelled.registrationId]: ['CANCELED', null],
    });
    const steps = await t.db
      .select()
      .from(registrationHistory)
      .where(eq(registrationHistory.registrationId, registered.registrationId))
      .orderBy(asc(registrationHistory.id));
    expect(steps.map((row) => [row.fromStatus, row.toStatus, row.reason, row.authorId])).toEqual([
      ['REGISTERED', 'CANCELED', 'session annulée', fixture.people.manager.id],
      [
        'CANCELED',
        'REGISTERED',
        'rétablie à la remise en programmation de la session',
        fixture.people.manager.id,
      ],
    ]);
    const history = await t.db
      .select()
      .from(sessionHistory)
      .where(eq(sessionHistory.sessionId, sessionId))
      .orderBy(asc(sessionHistory.id));
    expect(history.map((row) => [row.fromStatus, row.toStatus, row.comment])).toEqual([
      ['PROGRAMMED', 'CANCELED', 'Formateur malade'],
      ['CANCELED', 'PROGRAMMED', 'Formateur remplacé'],
    ]);
    const [date] = await t.db
      .select()
      .from(sessionDates)
      .where(eq(sessionDates.sessionId, sessionId));
    expect(date!.startsAt.toISOString()).toBe('2031-02-03T08:00:00.000Z');

    // The restored trainees, the HR validator and the provider, once each; not the one left.
    const mails = await outboxSince(since);
    expect(mails.map((mail) => mail.recipient).sort()).toEqual(
      [
        registered.email,
        preRegistered.email,
        fixture.people.hr.email,
        fixture.people.provider.email,
      ].sort(),
    );
    for (const mail of mails) {
      expect(mail.templateCode).toBe('SESSION_REPROGRAMMED');
      expect(mail.text).toContain('du 03/02/2031 au 04/02/2031');
    }
    // Nothing left to offer but the one left.
    const offered = await get('manager', `/api/sessions/${sessionId}/cancelled_registrations`);
    expect(offered.json()).toEqual([]);
  });

  it('restores a waiting registration onto the list, and promotes it into a free seat', async () => {
    const { sessionId, waiting } = await cancelledSession();
    const response = await post('admin', `/api/sessions/${sessionId}/return_to_programmed`, {
      ...NEW_DATES,
      restoreRegistrationIds: [waiting.registrationId],
    });
    expect(response.statusCode, response.body).toBe(200);
    const [row] = await t.db
      .select()
      .from(registrations)
      .where(eq(registrations.id, waiting.registrationId));
    // Seats are free (the others stayed cancelled): promoted as the workflow does.
    expect(row).toMatchObject({ waitingList: false });
    expect(row!.status).not.toBe('CANCELED');
  });

  it('refuses a restore beyond the seats, naming the trainee, and changes nothing', async () => {
    const { sessionId, registered, preRegistered } = await cancelledSession({ seats: 1 });
    const since = await lastOutboxId();
    const response = await post('manager', `/api/sessions/${sessionId}/return_to_programmed`, {
      ...NEW_DATES,
      restoreRegistrationIds: [registered.registrationId, preRegistered.registrationId],
    });
    expect(response.statusCode).toBe(409);
    const body = response.json();
    expect(body.code).toBe('SESSION_RESTORE_FULL');
    expect(body.error).toMatch(
      /^L'inscription de Stagiaire N\d+ ne peut pas être rétablie : il ne reste plus de place sur la session\./,
    );
    const session = await sessionRow(sessionId);
    expect(session.status).toBe('CANCELED');
    expect(session.startDate.toISOString()).toBe('2031-01-06T08:00:00.000Z');
    expect(await statusesOf([registered.registrationId])).toEqual({
      [registered.registrationId]: ['CANCELED', 'session annulée'],
    });
    expect(await outboxSince(since)).toEqual([]);
  });

  it('refuses a restore over the trainee’s yearly quota', async () => {
    const [type] = await t.db
      .insert(actionTypes)
      .values({ name: 'Type RH test', seatAmount: 12, hrValidation: true })
      .returning({ id: actionTypes.id });
    const [own] = await t.db.select().from(actions).where(eq(actions.id, fixture.ownActionId));
    const [action] = await t.db
      .insert(actions)
      .values({
        name: 'Action RH',
        typeId: type!.id,
        year: 2031,
        axisId: own!.axisId,
        providerId: fixture.ownProviderId,
      })
      .returning({ id: actions.id });
    await t.db
      .insert(yearQuotas)
      .values({ year: 2031, maxActionAmount: 6, maxActionTypeAmount: 1 });
    const { sessionId, registered } = await cancelledSession({ actionId: action!.id });
    // Meanwhile the trainee registered to another session of the same kind and year.
    const other = await createSession(fixture, {
      actionId: action!.id,
      startDate: new Date('2031-03-02T08:00:00.000Z'),
      endDate: new Date('2031-03-02T16:00:00.000Z'),
    });
    await t.db.insert(registrations).values({
      sessionId: other,
      beneficiaryId: registered.userId,
      structureId: fixture.employerId,
      status: 'REGISTERED',
    });
    const response = await post('manager', `/api/sessions/${sessionId}/return_to_programmed`, {
      ...NEW_DATES,
      restoreRegistrationIds: [registered.registrationId],
    });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({
      code: 'SESSION_RESTORE_QUOTA_HR_VALIDATED',
      error: expect.stringContaining(
        'ne peut pas être rétablie : cette personne a atteint son quota annuel de 1 action soumise à validation RH.',
      ),
    });
    expect((await sessionRow(sessionId)).status).toBe('CANCELED');
  });

  it('refuses a registration the cancellation did not cancel, and restores from another status', async () => {
    const { sessionId, selfCancelled, refused } = await cancelledSession();
    for (const id of [selfCancelled.registrationId, refused.registrationId]) {
      const response = await post('manager', `/api/sessions/${sessionId}/return_to_programmed`, {
        ...NEW_DATES,
        restoreRegistrationIds: [id],
      });
      expect(response.statusCode).toBe(409);
      expect(response.json()).toEqual({
        code: 'SESSION_RESTORE_NOT_RESTORABLE',
        error: `L'inscription n° ${id} n'a pas été annulée avec cette session : elle ne peut pas être rétablie.`,
      });
    }
    const reported = await createSession(fixture, { status: 'REPORTED' });
    const elsewhere = await post('manager', `/api/sessions/${reported}/return_to_programmed`, {
      ...NEW_DATES,
      restoreRegistrationIds: [selfCancelled.registrationId],
    });
    expect(elsewhere.statusCode).toBe(409);
    expect((await sessionRow(reported)).status).toBe('REPORTED');
    expect((await sessionRow(sessionId)).status).toBe('CANCELED');
  });

  it('refuses missing dates and a registration named twice, in French', async () => {
    const { sessionId, registered } = await cancelledSession();
    const missing = await post('manager', `/api/sessions/${sessionId}/return_to_programmed`, {});
    expect(missing.statusCode).toBe(400);
    expect(Object.keys(missing.json().fieldErrors).sort()).toEqual(['endDate', 'startDate']);
    const twice = await post('manager', `/api/sessions/${sessionId}/return_to_programmed`, {
      ...NEW_DATES,
      restoreRegistrationIds: [registered.registrationId, registered.registrationId],
    });
    expect(twice.statusCode).toBe(400);
    expect(twice.json().fieldErrors.restoreRegistrationIds).toEqual([
      'Une même inscription ne peut être rétablie qu’une fois.',
    ]);
    expect((await sessionRow(sessionId)).status).toBe('CANCELED');
  });

  it('lets one of two concurrent returns through; the registration is restored once', async () => {
    const { sessionId, registered } = await cancelledSession();
    const body = {
      ...NEW_DATES,
      expectedStatus: 'CANCELED',
      restoreRegistrationIds: [registered.registrationId],
    };
    const responses = await Promise.all([
      post('admin', `/api/sessions/${sessionId}/return_to_programmed`, body),
      post('manager', `/api/sessions/${sessionId}/return_to_programmed`, body),
    ]);
    expect(responses.map((response) => response.statusCode).sort()).toEqual([200, 409]);
    const steps = await t.db
      .select()
      .from(registrationHistory)
      .where(eq(registrationHistory.registrationId, registered.registrationId));
    expect(steps.map((row) => row.toStatus)).toEqual(['CANCELED', 'REGISTERED']);
  });
});
