import {
  sessionHistorySchema,
  sessionStatusOptionsSchema,
  sessionWorkflowStateSchema,
  type Profile,
} from '@passerelle/shared';
import { asc, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  mailOutbox,
  registrationHistory,
  registrations,
  sessionDates,
  sessionHistory,
  sessions,
  userProfiles,
  users,
} from '../../db/schema/index.js';
import { AppError } from '../../lib/app-error.js';
import { bearer, createTestApp, loginEveryProfile, type TestApp } from '../../test/app.js';
import { assertSessionEditable } from '../access/access.service.js';
import {
  DAY_MS,
  createRegistration,
  createSession,
  createWorkflowFixture,
  type WorkflowFixture,
} from './session-workflow.fixtures.js';
import { fireSessionEvent } from './session-workflow.service.js';

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

/** "Return to programmed" confirms the session's dates (these, in the tests). */
const RETURN_DATES = {
  startDate: '2030-05-04T07:00:00.000Z',
  endDate: '2030-05-05T15:00:00.000Z',
};

function post(profile: Profile, url: string, payload?: unknown) {
  return t.app.inject({
    method: 'POST',
    url,
    headers: bearer(tokens[profile]),
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  });
}

function get(profile: Profile | null, url: string) {
  return t.app.inject({ url, headers: profile ? bearer(tokens[profile]) : {} });
}

async function statusOf(sessionId: number) {
  const [row] = await t.db
    .select({ status: sessions.status })
    .from(sessions)
    .where(eq(sessions.id, sessionId));
  return row?.status;
}

async function historyOf(sessionId: number) {
  return t.db
    .select()
    .from(sessionHistory)
    .where(eq(sessionHistory.sessionId, sessionId))
    .orderBy(asc(sessionHistory.id));
}

async function outboxTo(recipients: string[]) {
  return t.db
    .select()
    .from(mailOutbox)
    .where(inArray(mailOutbox.recipient, recipients))
    .orderBy(asc(mailOutbox.id));
}

async function sessionUser(profile: Profile) {
  const response = await get(profile, '/api/_auth/session');
  return response.json();
}

describe('conditional update', () => {
  it('lets one of two concurrent cancellations through and answers 409 to the other', async () => {
    for (let round = 0; round < 3; round++) {
      const sessionId = await createSession(fixture, { status: 'PROGRAMMED' });
      const trainee = await createRegistration(fixture, sessionId, 'REGISTERED');
      const responses = await Promise.all([
        post('admin', `/api/sessions/${sessionId}/cancel`, { comment: 'Premier' }),
        post('manager', `/api/sessions/${sessionId}/cancel`, { comment: 'Second' }),
      ]);
      const codes = responses.map((response) => response.statusCode).sort();
      expect(codes).toEqual([200, 409]);
      const refused = responses.find((response) => response.statusCode === 409)!.json();
      expect(['SESSION_CHANGED', 'SESSION_TRANSITION_NOT_ALLOWED']).toContain(refused.code);

      expect(await historyOf(sessionId)).toHaveLength(1);
      const registrationRows = await t.db
        .select()
        .from(registrationHistory)
        .where(eq(registrationHistory.registrationId, trainee.registrationId));
      expect(registrationRows).toHaveLength(1);
      expect(await outboxTo([trainee.email])).toHaveLength(1);
    }
  });

  it('answers that the session changed meanwhile when it is no longer in the status seen', async () => {
    const sessionId = await createSession(fixture, { status: 'REPORTED' });
    const user = await sessionUser('admin');
    const attempt = fireSessionEvent(t.db, {
      sessionId,
      event: 'cancel',
      user,
      // As if the page was loaded while the session was still PROGRAMMED.
      body: { expectedStatus: 'PROGRAMMED' },
      publicUrl: t.config.PUBLIC_URL,
    });
    await expect(attempt).rejects.toThrow(AppError);
    await expect(attempt).rejects.toMatchObject({
      code: 'SESSION_STATUS_CHANGED',
      statusCode: 409,
      message: 'Le statut de la session a changé entre-temps : rechargez la page.',
    });
    expect(await statusOf(sessionId)).toBe('REPORTED');
    expect(await historyOf(sessionId)).toEqual([]);
  });
});

describe('expectedStatus (stale page)', () => {
  const stale = {
    error: 'Le statut de la session a changé entre-temps : rechargez la page.',
    code: 'SESSION_STATUS_CHANGED',
  };

  it('refuses (409) an event judged on a status the session has left, changing nothing', async () => {
    // The page showed REPORTED; meanwhile a manager reprogrammed the session.
    const sessionId = await createSession(fixture, { status: 'REPORTED' });
    const trainee = await createRegistration(fixture, sessionId, 'REGISTERED');
    const reprogrammed = await post('manager', `/api/sessions/${sessionId}/reprogram`, {
      startDate: new Date(Date.now() + 20 * DAY_MS).toISOString(),
      endDate: new Date(Date.now() + 21 * DAY_MS).toISOString(),
      expectedStatus: 'REPORTED',
    });
    expect(reprogrammed.statusCode, reprogrammed.body).toBe(200);
    const history = await historyOf(sessionId);
    const mails = await outboxTo([trainee.email]);
    expect(mails).toHaveLength(1);

    // The stale page's click: cancelling was offered from REPORTED.
    const response = await post('admin', `/api/sessions/${sessionId}/cancel`, {
      comment: 'Plus de salle',
      expectedStatus: 'REPORTED',
    });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual(stale);
    expect(await statusOf(sessionId)).toBe('PROGRAMMED');
    expect(await historyOf(sessionId)).toEqual(history);
    expect(await outboxTo([trainee.email])).toEqual(mails);
    const [registration] = await t.db
      .select({ status: registrations.status })
      .from(registrations)
      .where(eq(registrations.id, trainee.registrationId));
    expect(registration?.status).toBe('REGISTERED');
  });

  it('answers the stale-page refusal rather than the status refusal', async () => {
    // The admin's page showed REALIZED; meanwhile the manager validated the session. From
    // VALIDATED_MANAGER "return to programmed" is allowed too: it must not apply unseen.
    const sessionId = await createSession(fixture, { status: 'REALIZED' });
    const validated = await post('manager', `/api/sessions/${sessionId}/validate_manager`, {
      expectedStatus: 'REALIZED',
    });
    expect(validated.statusCode, validated.body).toBe(200);
    const history = await historyOf(sessionId);
    for (const [event, body] of [
      ['return_to_programmed', { expectedStatus: 'REALIZED', ...RETURN_DATES }],
      // A manager could not validate from VALIDATED_MANAGER: still the stale-page answer.
      ['validate_manager', { expectedStatus: 'REALIZED' }],
    ] as const) {
      const response = await post('admin', `/api/sessions/${sessionId}/${event}`, body);
      expect(response.statusCode, event).toBe(409);
      expect(response.json(), event).toEqual(stale);
    }
    expect(await statusOf(sessionId)).toBe('VALIDATED_MANAGER');
    expect(await historyOf(sessionId)).toEqual(history);
  });

  it('applies the event when the session is still in the expected status', async () => {
    const sessionId = await createSession(fixture, { status: 'VALIDATED_MANAGER' });
    const response = await post('admin', `/api/sessions/${sessionId}/return_to_programmed`, {
      ...RETURN_DATES,
      comment: 'Erreur de saisie',
      expectedStatus: 'VALIDATED_MANAGER',
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(await statusOf(sessionId)).toBe('PROGRAMMED');
    expect((await historyOf(sessionId)).map((row) => [row.fromStatus, row.toStatus])).toEqual([
      ['VALIDATED_MANAGER', 'PROGRAMMED'],
    ]);
  });

  it('still refuses what the expected status does not allow, and an unknown status', async () => {
    const sessionId = await createSession(fixture, { status: 'REALIZED' });
    // The provider claims a status from which it may realize: the session is not in it.
    const realize = await post('provider', `/api/sessions/${sessionId}/realize`, {
      expectedStatus: 'PROGRAMMED',
    });
    expect(realize.statusCode).toBe(409);
    expect(realize.json()).toEqual(stale);
    // The claimed status is judged too: a manager returns only a postponed or cancelled session.
    const back = await post('manager', `/api/sessions/${sessionId}/return_to_programmed`, {
      ...RETURN_DATES,
      expectedStatus: 'VALIDATED_MANAGER',
    });
    expect(back.statusCode).toBe(403);
    expect(back.json().code).toBe('SESSION_TRANSITION_FORBIDDEN');
    const unknown = await post('admin', `/api/sessions/${sessionId}/validate_manager`, {
      expectedStatus: 'DONE',
    });
    expect(unknown.statusCode).toBe(400);
    expect(Object.keys(unknown.json().fieldErrors)).toEqual(['expectedStatus']);
    expect(await statusOf(sessionId)).toBe('REALIZED');
    expect(await historyOf(sessionId)).toEqual([]);
  });
});

describe('provider scoping', () => {
  it("lets a provider realize its own structure's session", async () => {
    const sessionId = await createSession(fixture);
    const response = await post('provider', `/api/sessions/${sessionId}/realize`);
    expect(response.statusCode, response.body).toBe(200);
    expect(await statusOf(sessionId)).toBe('REALIZED');
  });

  it("answers 404 to a provider on another provider's session, as for a missing one", async () => {
    const foreign = await createSession(fixture, { actionId: fixture.otherActionId });
    const notFound = { error: 'Élément introuvable.', code: 'NOT_FOUND' };
    for (const url of [`/api/sessions/${foreign}/realize`, `/api/sessions/999999/realize`]) {
      const response = await post('provider', url);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual(notFound);
    }
    const history = await get('provider', `/api/sessions/${foreign}/history`);
    expect(history.statusCode).toBe(404);
    expect(history.json()).toEqual(notFound);
    expect(await statusOf(foreign)).toBe('PROGRAMMED');
    // Staff reach it.
    expect((await post('manager', `/api/sessions/${foreign}/realize`)).statusCode).toBe(200);
  });

  it('answers 404 to staff for a session that does not exist', async () => {
    const response = await post('admin', '/api/sessions/999999/cancel');
    expect(response.statusCode).toBe(404);
    expect(response.json().code).toBe('NOT_FOUND');
  });
});

describe('cancellation', () => {
  it('cancels the open registrations with their history and leaves the others', async () => {
    const sessionId = await createSession(fixture, {
      startDate: new Date(Date.now() + 10 * DAY_MS),
      endDate: new Date(Date.now() + 11 * DAY_MS),
    });
    const open = [
      await createRegistration(fixture, sessionId, 'REQUESTED'),
      await createRegistration(fixture, sessionId, 'PRE_REGISTERED', { waitingList: true }),
      await createRegistration(fixture, sessionId, 'REGISTERED'),
    ];
    const closed = [
      await createRegistration(fixture, sessionId, 'REFUSED_HR'),
      await createRegistration(fixture, sessionId, 'CANCELED'),
    ];

    const response = await post('manager', `/api/sessions/${sessionId}/cancel`, {
      comment: 'Intervenant indisponible',
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(sessionWorkflowStateSchema.parse(response.json()).status).toBe('CANCELED');

    const rows = await t.db
      .select({
        id: registrations.id,
        status: registrations.status,
        reason: registrations.refusalReason,
      })
      .from(registrations)
      .where(eq(registrations.sessionId, sessionId))
      .orderBy(asc(registrations.id));
    expect(rows).toEqual([
      { id: open[0]!.registrationId, status: 'CANCELED', reason: 'session annulée' },
      { id: open[1]!.registrationId, status: 'CANCELED', reason: 'session annulée' },
      { id: open[2]!.registrationId, status: 'CANCELED', reason: 'session annulée' },
      { id: closed[0]!.registrationId, status: 'REFUSED_HR', reason: null },
      { id: closed[1]!.registrationId, status: 'CANCELED', reason: null },
    ]);
    const history = await t.db
      .select({
        registrationId: registrationHistory.registrationId,
        authorId: registrationHistory.authorId,
        fromStatus: registrationHistory.fromStatus,
        toStatus: registrationHistory.toStatus,
        reason: registrationHistory.reason,
      })
      .from(registrationHistory)
      .where(
        inArray(
          registrationHistory.registrationId,
          [...open, ...closed].map((r) => r.registrationId),
        ),
      )
      .orderBy(asc(registrationHistory.registrationId));
    expect(history).toEqual(
      (['REQUESTED', 'PRE_REGISTERED', 'REGISTERED'] as const).map((fromStatus, index) => ({
        registrationId: open[index]!.registrationId,
        authorId: fixture.people.manager.id,
        fromStatus,
        toStatus: 'CANCELED',
        reason: 'session annulée',
      })),
    );
    expect(await historyOf(sessionId)).toMatchObject([
      {
        authorId: fixture.people.manager.id,
        fromStatus: 'PROGRAMMED',
        toStatus: 'CANCELED',
        comment: 'Intervenant indisponible',
      },
    ]);
  });
});

describe('mails', () => {
  /** A session with two open registrations, a refused one, and another provider's user. */
  async function sessionWithPeople() {
    const sessionId = await createSession(fixture, {
      startDate: new Date('2030-03-02T08:00:00.000Z'),
      endDate: new Date('2030-03-03T16:00:00.000Z'),
    });
    const registered = await createRegistration(fixture, sessionId, 'REGISTERED');
    // Same person as the HR validator? No: a different address, written with other capitals.
    const requested = await createRegistration(fixture, sessionId, 'REQUESTED', {
      email: `Demande.${sessionId}@Exemple.fr`,
    });
    const refused = await createRegistration(fixture, sessionId, 'REFUSED_SUPPLIER');
    return { sessionId, registered, requested, refused };
  }

  async function outboxSince(id: number) {
    const rows = await t.db.select().from(mailOutbox).orderBy(asc(mailOutbox.id));
    return rows.filter((row) => row.id > id);
  }

  async function lastOutboxId() {
    const rows = await t.db.select({ id: mailOutbox.id }).from(mailOutbox);
    return Math.max(0, ...rows.map((row) => row.id));
  }

  it('mails the open registrations, their HR validators and the provider when cancelling', async () => {
    const { sessionId, registered, requested, refused } = await sessionWithPeople();
    // A disabled user of the provider gets nothing; an HR validator of another structure neither.
    const [disabled] = await t.db
      .insert(users)
      .values({
        username: `desactive${sessionId}`,
        givenName: 'Paul',
        familyName: 'Absent',
        email: `desactive${sessionId}@horizon-formation.example`,
        passwordHash: '',
        disabled: true,
      })
      .returning({ id: users.id });
    await t.db.insert(userProfiles).values({
      userId: disabled!.id,
      profileCode: 'profile_provider',
      structureId: fixture.ownProviderId,
    });
    const since = await lastOutboxId();

    const response = await post('admin', `/api/sessions/${sessionId}/cancel`, {
      comment: 'Salle indisponible',
    });
    expect(response.statusCode, response.body).toBe(200);

    const mails = await outboxSince(since);
    expect(mails.map((mail) => mail.recipient).sort()).toEqual(
      [
        registered.email,
        requested.email,
        fixture.people.hr.email,
        fixture.people.provider.email,
      ].sort(),
    );
    expect(mails.map((mail) => mail.recipient)).not.toContain(refused.email);
    for (const mail of mails) {
      expect(mail.templateCode).toBe('SESSION_CANCELED');
      expect(mail.status).toBe('PENDING');
      expect(mail.subject).toBe("Session annulée : Conduire l'entretien d'accompagnement");
      expect(mail.text).toContain('prévue du 02/03/2030 au 03/03/2030');
      expect(mail.text).toContain('Motif : Salle indisponible');
    }
  });

  it('mails the same people when postponing, then the new dates when reprogramming', async () => {
    const { sessionId, registered, requested } = await sessionWithPeople();
    const people = [
      registered.email,
      requested.email,
      fixture.people.hr.email,
      fixture.people.provider.email,
    ].sort();

    let since = await lastOutboxId();
    expect((await post('manager', `/api/sessions/${sessionId}/postpone`)).statusCode).toBe(200);
    let mails = await outboxSince(since);
    expect(mails.map((mail) => mail.recipient).sort()).toEqual(people);
    expect(mails.every((mail) => mail.templateCode === 'SESSION_POSTPONED')).toBe(true);
    expect(mails[0]!.text).toContain('Motif : non précisé');

    since = await lastOutboxId();
    const response = await post('manager', `/api/sessions/${sessionId}/reprogram`, {
      startDate: '2030-04-06T07:00:00.000Z',
      endDate: '2030-04-07T15:00:00.000Z',
    });
    expect(response.statusCode, response.body).toBe(200);
    mails = await outboxSince(since);
    expect(mails.map((mail) => mail.recipient).sort()).toEqual(people);
    expect(mails.every((mail) => mail.templateCode === 'SESSION_REPROGRAMMED')).toBe(true);
    expect(mails[0]!.text).toContain('du 06/04/2030 au 07/04/2030');
    expect(mails[0]!.text).toContain(`${t.config.PUBLIC_URL}/training/${sessionId}`);
  });

  it('writes no mail for a refused or a mail-less step', async () => {
    const { sessionId } = await sessionWithPeople();
    const since = await lastOutboxId();
    // Reprogramming needs a postponed session: refused, nothing written.
    const refused = await post('admin', `/api/sessions/${sessionId}/reprogram`, {
      startDate: '2030-04-06T07:00:00.000Z',
      endDate: '2030-04-07T15:00:00.000Z',
    });
    expect(refused.statusCode).toBe(409);
    expect(await outboxSince(since)).toEqual([]);
  });
});

describe('realize', () => {
  it('is refused before the end date, with the date', async () => {
    const sessionId = await createSession(fixture, {
      startDate: new Date(Date.now() - DAY_MS),
      endDate: new Date('2099-06-30T15:00:00.000Z'),
    });
    const response = await post('manager', `/api/sessions/${sessionId}/realize`);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({
      error:
        "La session ne peut être marquée comme réalisée qu'une fois terminée (fin prévue le 30/06/2099).",
      code: 'SESSION_NOT_FINISHED',
    });
    expect(await statusOf(sessionId)).toBe('PROGRAMMED');
  });

  it('is refused while a registered trainee has no attendance, then allowed', async () => {
    const sessionId = await createSession(fixture);
    const first = await createRegistration(fixture, sessionId, 'REGISTERED');
    const second = await createRegistration(fixture, sessionId, 'REGISTERED');
    await createRegistration(fixture, sessionId, 'PRESENT');
    await createRegistration(fixture, sessionId, 'REQUESTED');

    let response = await post('provider', `/api/sessions/${sessionId}/realize`);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({
      error:
        "La présence n'est pas renseignée pour 2 stagiaires inscrits : renseignez-la avant de marquer la session comme réalisée.",
      code: 'SESSION_ATTENDANCE_MISSING',
    });
    expect(await statusOf(sessionId)).toBe('PROGRAMMED');
    expect(await historyOf(sessionId)).toEqual([]);

    await t.db
      .update(registrations)
      .set({ status: 'PRESENT' })
      .where(eq(registrations.id, first.registrationId));
    await t.db
      .update(registrations)
      .set({ status: 'ABSENCE' })
      .where(eq(registrations.id, second.registrationId));
    response = await post('provider', `/api/sessions/${sessionId}/realize`);
    expect(response.statusCode, response.body).toBe(200);
    expect(await statusOf(sessionId)).toBe('REALIZED');
  });
});

describe('reprogram', () => {
  it('stores the new dates and moves the intervention dates with them', async () => {
    const sessionId = await createSession(fixture, {
      status: 'REPORTED',
      startDate: new Date('2030-03-02T08:00:00.000Z'),
      endDate: new Date('2030-03-03T16:00:00.000Z'),
    });
    await t.db.insert(sessionDates).values([
      {
        sessionId,
        startsAt: new Date('2030-03-02T08:00:00.000Z'),
        endsAt: new Date('2030-03-02T11:00:00.000Z'),
      },
      {
        sessionId,
        startsAt: new Date('2030-03-03T12:00:00.000Z'),
        endsAt: new Date('2030-03-03T16:00:00.000Z'),
      },
    ]);
    const response = await post('admin', `/api/sessions/${sessionId}/reprogram`, {
      startDate: '2030-04-06T07:00:00.000Z',
      endDate: '2030-04-07T15:00:00.000Z',
      comment: 'Nouvelles dates validées',
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      status: 'PROGRAMMED',
      startDate: '2030-04-06T07:00:00.000Z',
      endDate: '2030-04-07T15:00:00.000Z',
    });
    const [row] = await t.db.select().from(sessions).where(eq(sessions.id, sessionId));
    expect(row?.startDate.toISOString()).toBe('2030-04-06T07:00:00.000Z');
    expect(row?.endDate.toISOString()).toBe('2030-04-07T15:00:00.000Z');
    const dates = await t.db
      .select({ startsAt: sessionDates.startsAt, endsAt: sessionDates.endsAt })
      .from(sessionDates)
      .where(eq(sessionDates.sessionId, sessionId))
      .orderBy(asc(sessionDates.startsAt));
    expect(dates.map((d) => [d.startsAt.toISOString(), d.endsAt.toISOString()])).toEqual([
      ['2030-04-06T07:00:00.000Z', '2030-04-06T10:00:00.000Z'],
      ['2030-04-07T11:00:00.000Z', '2030-04-07T15:00:00.000Z'],
    ]);
  });

  it('refuses missing dates and an end before the start, changing nothing', async () => {
    const sessionId = await createSession(fixture, { status: 'REPORTED' });
    const reversed = await post('manager', `/api/sessions/${sessionId}/reprogram`, {
      startDate: '2030-04-07T15:00:00.000Z',
      endDate: '2030-04-06T07:00:00.000Z',
    });
    expect(reversed.statusCode).toBe(400);
    expect(reversed.json()).toEqual({
      error: 'Certains champs sont invalides. Corrigez-les puis réessayez.',
      code: 'VALIDATION_FAILED',
      fieldErrors: { endDate: ['La date de début doit précéder la date de fin'] },
    });
    const missing = await post('manager', `/api/sessions/${sessionId}/reprogram`, {});
    expect(missing.statusCode).toBe(400);
    expect(missing.json().fieldErrors).toEqual({
      startDate: ['Champ obligatoire'],
      endDate: ['Champ obligatoire'],
    });
    const noBody = await post('manager', `/api/sessions/${sessionId}/reprogram`);
    expect(noBody.statusCode).toBe(400);
    expect(await statusOf(sessionId)).toBe('REPORTED');
  });

  it('refuses a comment over 2000 characters', async () => {
    const sessionId = await createSession(fixture);
    const response = await post('admin', `/api/sessions/${sessionId}/postpone`, {
      comment: 'x'.repeat(2001),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().fieldErrors).toEqual({ comment: ['Maximum 2000 caractères'] });
    expect(await statusOf(sessionId)).toBe('PROGRAMMED');
  });
});

describe('history', () => {
  it('lists the changes newest first with their author, statuses and comment', async () => {
    const sessionId = await createSession(fixture);
    await post('manager', `/api/sessions/${sessionId}/postpone`, { comment: 'Formateur malade' });
    await post('admin', `/api/sessions/${sessionId}/cancel`);

    for (const profile of ['admin', 'manager', 'provider'] as const) {
      const response = await get(profile, `/api/sessions/${sessionId}/history`);
      expect(response.statusCode).toBe(200);
      const entries = sessionHistorySchema.parse(response.json());
      expect(entries).toMatchObject([
        {
          author: { id: fixture.people.admin.id, name: fixture.people.admin.name },
          fromStatus: 'REPORTED',
          toStatus: 'CANCELED',
          comment: '',
        },
        {
          author: { id: fixture.people.manager.id, name: fixture.people.manager.name },
          fromStatus: 'PROGRAMMED',
          toStatus: 'REPORTED',
          comment: 'Formateur malade',
        },
      ]);
      expect(Date.parse(entries[0]!.createdAt)).not.toBeNaN();
    }
  });

  it('is closed to hr and beneficiaries (403) and anonymous visitors (401)', async () => {
    const sessionId = await createSession(fixture);
    expect((await get('hr', `/api/sessions/${sessionId}/history`)).statusCode).toBe(403);
    expect((await get('beneficiary', `/api/sessions/${sessionId}/history`)).statusCode).toBe(403);
    expect((await get(null, `/api/sessions/${sessionId}/history`)).statusCode).toBe(401);
  });
});

describe('survey and report toggles', () => {
  it('flips the survey flag, or sets it when told', async () => {
    const sessionId = await createSession(fixture);
    let response = await post('manager', `/api/sessions/${sessionId}/survey`);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ surveyEnabled: true, reportEnabled: false });
    response = await post('manager', `/api/sessions/${sessionId}/survey`);
    expect(response.json()).toMatchObject({ surveyEnabled: false });
    response = await post('admin', `/api/sessions/${sessionId}/survey`, { enabled: true });
    expect(response.json()).toMatchObject({ surveyEnabled: true });
    response = await post('admin', `/api/sessions/${sessionId}/survey`, { enabled: true });
    expect(response.json()).toMatchObject({ surveyEnabled: true });
  });

  it('flips the report flag', async () => {
    const sessionId = await createSession(fixture);
    const response = await post('admin', `/api/sessions/${sessionId}/toggle_report`, {});
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ reportEnabled: true, surveyEnabled: false });
    const [row] = await t.db.select().from(sessions).where(eq(sessions.id, sessionId));
    expect(row?.reportEnabled).toBe(true);
  });

  it('is refused to providers, to unknown sessions and to closed sessions', async () => {
    const sessionId = await createSession(fixture);
    expect((await post('provider', `/api/sessions/${sessionId}/survey`)).statusCode).toBe(403);
    expect((await post('beneficiary', `/api/sessions/${sessionId}/toggle_report`)).statusCode).toBe(
      403,
    );
    expect((await post('admin', '/api/sessions/999999/survey')).statusCode).toBe(404);
    const bad = await post('admin', `/api/sessions/${sessionId}/survey`, { enabled: 'oui' });
    expect(bad.statusCode).toBe(400);

    const closed = await createSession(fixture, { status: 'CLOSED' });
    for (const path of ['survey', 'toggle_report']) {
      const response = await post('admin', `/api/sessions/${closed}/${path}`);
      expect(response.statusCode).toBe(409);
      expect(response.json()).toEqual({
        error: 'Cette session est clôturée : elle ne peut plus être modifiée.',
        code: 'SESSION_READ_ONLY',
      });
    }
    const [row] = await t.db.select().from(sessions).where(eq(sessions.id, closed));
    expect(row).toMatchObject({ surveyEnabled: false, reportEnabled: false });
  });
});

describe('closed sessions are read-only', () => {
  it('closes through the workflow, then refuses edits through assertSessionEditable', async () => {
    const sessionId = await createSession(fixture, { status: 'VALIDATED_MANAGER' });
    await expect(assertSessionEditable(t.db, sessionId)).resolves.toBeUndefined();
    expect((await post('admin', `/api/sessions/${sessionId}/close`)).statusCode).toBe(200);

    await expect(assertSessionEditable(t.db, sessionId)).rejects.toMatchObject({
      code: 'SESSION_READ_ONLY',
      statusCode: 409,
    });
    // Inside another module's transaction too: the change is rolled back.
    const attempt = t.db.transaction(async (tx) => {
      await assertSessionEditable(tx, sessionId);
      await tx.update(sessions).set({ seats: 99 }).where(eq(sessions.id, sessionId));
    });
    await expect(attempt).rejects.toMatchObject({ code: 'SESSION_READ_ONLY' });
    const [row] = await t.db.select().from(sessions).where(eq(sessions.id, sessionId));
    expect(row?.seats).toBe(0);
    await expect(assertSessionEditable(t.db, 999999)).rejects.toMatchObject({ code: 'NOT_FOUND' });
  });

  it('leaves only the administrator’s return to programmed', async () => {
    const sessionId = await createSession(fixture, { status: 'CLOSED' });
    expect((await post('admin', `/api/sessions/${sessionId}/cancel`)).statusCode).toBe(409);
    expect(
      (await post('manager', `/api/sessions/${sessionId}/return_to_programmed`, RETURN_DATES))
        .statusCode,
    ).toBe(403);
    const response = await post('admin', `/api/sessions/${sessionId}/return_to_programmed`, {
      ...RETURN_DATES,
      comment: 'Erreur de clôture',
    });
    expect(response.statusCode).toBe(200);
    await expect(assertSessionEditable(t.db, sessionId)).resolves.toBeUndefined();
  });
});

describe('GET /api/session_statuses', () => {
  it('gives the codes with their French labels to the back office', async () => {
    const response = await get('provider', '/api/session_statuses');
    expect(response.statusCode).toBe(200);
    expect(sessionStatusOptionsSchema.parse(response.json())).toContainEqual({
      code: 'REPORTED',
      label: 'Reportée',
      description:
        'La session est reportée : ses inscrits sont prévenus et elle sera reprogrammée à de nouvelles dates.',
    });
    expect(response.json()).toHaveLength(6);
    expect((await get('beneficiary', '/api/session_statuses')).statusCode).toBe(403);
    expect((await get(null, '/api/session_statuses')).statusCode).toBe(401);
  });
});
