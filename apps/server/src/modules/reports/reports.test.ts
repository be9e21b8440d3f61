import { sessionReportSchema, type Profile } from '@passerelle/shared';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  actions,
  mailOutbox,
  registrations,
  sessionHistory,
  sessionReports,
  sessions,
  structures,
} from '../../db/schema/index.js';
import { bearer, createTestApp, loginEveryProfile, type TestApp } from '../../test/app.js';
import {
  createRegistration,
  createWorkflowFixture,
  type WorkflowFixture,
} from '../session-workflow/session-workflow.fixtures.js';
import { FULL_REPORT, createReportSession } from './reports.fixtures.js';

/*
 * The pedagogical reports (decision 033) through the API: when a report opens and its mail
 * leaves, who may read, write, complete, send back and validate it, what stays irreversible,
 * the attendance counts, the history lines, and that a provider never reaches another provider's
 * report. The list and the export are in report-list.test.ts.
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

function call(
  profile: Profile,
  method: 'GET' | 'PUT' | 'POST',
  url: string,
  payload?: Record<string, unknown>,
) {
  return t.app.inject({
    method,
    url,
    headers: bearer(tokens[profile]),
    ...(payload === undefined ? {} : { payload }),
  });
}

async function reportMails(
  sessionCode: string,
  template: 'REPORT_TO_WRITE' | 'REPORT_SENT_BACK' = 'REPORT_TO_WRITE',
) {
  const rows = await t.db
    .select()
    .from(mailOutbox)
    .where(eq(mailOutbox.templateCode, template))
    .orderBy(asc(mailOutbox.id));
  return rows.filter((row) => row.subject.includes(sessionCode));
}

async function reportRow(sessionId: number) {
  const [row] = await t.db
    .select()
    .from(sessionReports)
    .where(eq(sessionReports.sessionId, sessionId));
  return row;
}

async function historyComments(sessionId: number) {
  const rows = await t.db
    .select()
    .from(sessionHistory)
    .where(eq(sessionHistory.sessionId, sessionId))
    .orderBy(asc(sessionHistory.id));
  return rows;
}

async function codeOf(sessionId: number) {
  const [row] = await t.db
    .select({ code: sessions.code })
    .from(sessions)
    .where(eq(sessions.id, sessionId));
  return row!.code;
}

describe('opening a report when the session is realised', () => {
  it('creates the report and mails the provider once, through the outbox', async () => {
    const sessionId = await createReportSession(fixture);
    const code = await codeOf(sessionId);
    expect(await reportRow(sessionId)).toBeUndefined();

    const realized = await call('provider', 'POST', `/api/sessions/${sessionId}/realize`, {});
    expect(realized.statusCode, realized.body).toBe(200);
    expect(await reportRow(sessionId)).toMatchObject({ status: 'IN_PROGRESS', savedAt: null });
    const mails = await reportMails(code);
    expect(mails.map((mail) => mail.recipient)).toEqual([fixture.people.provider.email]);
    expect(mails[0]!.status).toBe('PENDING');
    expect(mails[0]!.text).toContain(`${t.config.PUBLIC_URL}/reports/${sessionId}`);
    // The session, its action and its provider, as the one session lookup gives them.
    expect(mails[0]!.text).toContain(
      `La session ${code} de « Conduire l'entretien d'accompagnement » (Organisme Atelier Test)`,
    );

    // Back to programmed and realised again: the report is there, no second mail.
    // The session's own dates, confirmed.
    const { startDate, endDate } = realized.json() as { startDate: string; endDate: string };
    const back = await call('admin', 'POST', `/api/sessions/${sessionId}/return_to_programmed`, {
      startDate,
      endDate,
    });
    expect(back.statusCode, back.body).toBe(200);
    const again = await call('manager', 'POST', `/api/sessions/${sessionId}/realize`, {});
    expect(again.statusCode, again.body).toBe(200);
    expect(await reportMails(code)).toHaveLength(1);
  });

  it('opens nothing for a session without report, until its report is enabled', async () => {
    const sessionId = await createReportSession(fixture, { reportEnabled: false });
    const code = await codeOf(sessionId);
    expect(
      (await call('provider', 'POST', `/api/sessions/${sessionId}/realize`, {})).statusCode,
    ).toBe(200);
    expect(await reportRow(sessionId)).toBeUndefined();
    expect(await reportMails(code)).toEqual([]);
    const closed = await call('provider', 'GET', `/api/sessions/${sessionId}/report`);
    expect(closed.statusCode).toBe(409);
    expect(closed.json()).toMatchObject({
      code: 'REPORT_DISABLED',
      error: 'Le bilan pédagogique n’est pas activé pour cette session.',
    });

    const on = await call('manager', 'POST', `/api/sessions/${sessionId}/toggle_report`, {
      enabled: true,
    });
    expect(on.statusCode, on.body).toBe(200);
    expect(await reportRow(sessionId)).toMatchObject({ status: 'IN_PROGRESS' });
    expect(await reportMails(code)).toHaveLength(1);

    // Off then on again: hidden meanwhile, kept, and no second mail.
    await call('manager', 'POST', `/api/sessions/${sessionId}/toggle_report`, { enabled: false });
    expect((await call('provider', 'GET', `/api/sessions/${sessionId}/report`)).statusCode).toBe(
      409,
    );
    await call('manager', 'POST', `/api/sessions/${sessionId}/toggle_report`, { enabled: true });
    expect((await call('provider', 'GET', `/api/sessions/${sessionId}/report`)).statusCode).toBe(
      200,
    );
    expect(await reportMails(code)).toHaveLength(1);
  });

  it('mails the provider structure’s address when it has no provider user', async () => {
    const [structure] = await t.db
      .insert(structures)
      .values({ name: 'Organisme sans compte', type: 'provider', email: 'contact@sanscompte.fr' })
      .returning({ id: structures.id });
    const [own] = await t.db
      .select({ typeId: actions.typeId, axisId: actions.axisId })
      .from(actions)
      .where(eq(actions.id, fixture.ownActionId));
    const [created] = await t.db
      .insert(actions)
      .values({ name: 'Action sans compte', year: 2030, providerId: structure!.id, ...own! })
      .returning({ id: actions.id });
    const sessionId = await createReportSession(fixture, { actionId: created!.id });
    const realized = await call('manager', 'POST', `/api/sessions/${sessionId}/realize`, {});
    expect(realized.statusCode, realized.body).toBe(200);
    const mails = await reportMails(await codeOf(sessionId));
    expect(mails.map((mail) => mail.recipient)).toEqual(['contact@sanscompte.fr']);
  });

  it('refuses a report before the session is realised', async () => {
    const sessionId = await createReportSession(fixture);
    const response = await call('manager', 'GET', `/api/session_reports/${sessionId}`);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({
      code: 'REPORT_NOT_REALIZED',
      error:
        'Le bilan pédagogique n’est pas encore ouvert : la session doit d’abord être réalisée.',
    });
  });
});

describe('reading a report', () => {
  it('lets the provider of the action, managers and admins read it, nobody else', async () => {
    const sessionId = await createReportSession(fixture, { status: 'REALIZED' });
    for (const profile of ['provider', 'manager', 'admin'] as const) {
      for (const url of [
        `/api/sessions/${sessionId}/report`,
        `/api/session_reports/${sessionId}`,
      ]) {
        const response = await call(profile, 'GET', url);
        expect(response.statusCode, `${profile} ${url}`).toBe(200);
        const report = sessionReportSchema.parse(response.json());
        expect(report).toMatchObject({
          id: sessionId,
          status: 'IN_PROGRESS',
          saved: null,
          session: { id: sessionId, provider: { name: 'Organisme Atelier Test' } },
        });
        expect(report.sections.delivered).toBe('');
      }
    }
    for (const profile of ['hr', 'beneficiary'] as const) {
      const response = await call(profile, 'GET', `/api/sessions/${sessionId}/report`);
      expect(response.statusCode).toBe(403);
    }
  });

  it('never lets a provider reach another provider’s report, to read or to write', async () => {
    const sessionId = await createReportSession(fixture, {
      status: 'REALIZED',
      actionId: fixture.otherActionId,
    });
    const attempts = [
      call('provider', 'GET', `/api/sessions/${sessionId}/report`),
      call('provider', 'GET', `/api/session_reports/${sessionId}`),
      call('provider', 'PUT', `/api/sessions/${sessionId}/report`, { sections: FULL_REPORT }),
      call('provider', 'PUT', `/api/session_reports/${sessionId}`, { sections: FULL_REPORT }),
      call('provider', 'POST', `/api/session_reports/${sessionId}/complete`, {
        sections: FULL_REPORT,
      }),
    ];
    for (const response of await Promise.all(attempts)) {
      expect(response.statusCode, response.body).toBe(404);
      expect(response.json().code).toBe('NOT_FOUND');
    }
    expect(await reportRow(sessionId)).toBeUndefined();
  });

  it('counts attendance from the registrations, whatever is sent', async () => {
    const sessionId = await createReportSession(fixture, { status: 'REALIZED' });
    await createRegistration(fixture, sessionId, 'PRESENT');
    await createRegistration(fixture, sessionId, 'PRESENT');
    await createRegistration(fixture, sessionId, 'PARTIAL_ABSENCE');
    await createRegistration(fixture, sessionId, 'ABSENCE');
    const excused = await createRegistration(fixture, sessionId, 'ABSENCE');
    await t.db
      .update(registrations)
      .set({ excusedAbsence: true })
      .where(eq(registrations.id, excused.registrationId));
    await createRegistration(fixture, sessionId, 'CANCELED');
    await createRegistration(fixture, sessionId, 'REFUSED_SUPPLIER');

    const response = await call('provider', 'PUT', `/api/sessions/${sessionId}/report`, {
      sections: FULL_REPORT,
      attendance: { present: 99 },
    });
    // Attendance is not part of the body: refused, nothing saved.
    expect(response.statusCode).toBe(400);
    expect(response.json().fieldErrors).toEqual({ '': ['Champ non autorisé : attendance'] });
    expect((await reportRow(sessionId))?.savedAt ?? null).toBeNull();

    const read = await call('manager', 'GET', `/api/session_reports/${sessionId}`);
    expect(read.json().attendance).toEqual({ present: 2, partial: 1, absent: 1, excused: 1 });
  });
});

describe('writing, completing, sending back and validating', () => {
  it('follows the workflow, each change in the session’s history', async () => {
    const sessionId = await createReportSession(fixture, { status: 'REALIZED' });
    const url = `/api/session_reports/${sessionId}`;

    // Staff do not write; the provider saves a draft with empty sections.
    expect((await call('manager', 'PUT', url, { sections: FULL_REPORT })).statusCode).toBe(403);
    const draft = await call('provider', 'PUT', `/api/sessions/${sessionId}/report`, {
      sections: { delivered: '  Matinée consacrée aux apports.  ' },
    });
    expect(draft.statusCode, draft.body).toBe(200);
    expect(draft.json()).toMatchObject({
      status: 'IN_PROGRESS',
      sections: { delivered: 'Matinée consacrée aux apports.', goalsReached: '' },
      saved: { by: { id: fixture.people.provider.id } },
    });
    // A second save: the history says once that the writing started.
    expect(
      (await call('provider', 'PUT', url, { sections: { delivered: 'Apports.' } })).statusCode,
    ).toBe(200);

    // Completing the draft as saved: refused while required sections are blank.
    const incomplete = await call('provider', 'POST', `${url}/complete`, {});
    expect(incomplete.statusCode).toBe(400);
    expect(incomplete.json()).toMatchObject({
      code: 'REPORT_INCOMPLETE',
      error: 'Le bilan ne peut pas être terminé : complétez les rubriques obligatoires.',
      fieldErrors: {
        'sections.goalsReached': ['Champ obligatoire'],
        'sections.traineesFeedback': ['Champ obligatoire'],
        'sections.improvements': ['Champ obligatoire'],
      },
    });
    // With the text shown, missing sections: refused on their fields, nothing saved.
    const invalid = await call('provider', 'POST', `${url}/complete`, {
      sections: { ...FULL_REPORT, goalsReached: ' ' },
    });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().fieldErrors).toEqual({ 'sections.goalsReached': ['Champ obligatoire'] });
    expect((await reportRow(sessionId))!.sections).toMatchObject({ delivered: 'Apports.' });

    const completed = await call('provider', 'POST', `${url}/complete`, { sections: FULL_REPORT });
    expect(completed.statusCode, completed.body).toBe(200);
    expect(completed.json()).toMatchObject({
      status: 'COMPLETED',
      sections: FULL_REPORT,
      completed: { by: { id: fixture.people.provider.id } },
    });

    // Completed: the provider can no longer change it; only staff validate or send back.
    const late = await call('provider', 'PUT', url, { sections: FULL_REPORT });
    expect(late.statusCode).toBe(409);
    expect(late.json()).toMatchObject({
      code: 'REPORT_TRANSITION_NOT_ALLOWED',
      error:
        'Action « Enregistrer le brouillon » impossible : le bilan est au statut « Complété ».',
    });
    expect((await call('provider', 'POST', `${url}/validate`)).statusCode).toBe(403);
    const noReason = await call('manager', 'POST', `${url}/send_back`, { reason: '  ' });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().fieldErrors).toEqual({ reason: ['Un motif est obligatoire'] });

    const sentBack = await call('manager', 'POST', `${url}/send_back`, {
      reason: 'Précisez comment les acquis ont été évalués.',
    });
    expect(sentBack.statusCode, sentBack.body).toBe(200);
    expect(sentBack.json()).toMatchObject({
      status: 'IN_PROGRESS',
      completed: null,
      sentBack: {
        reason: 'Précisez comment les acquis ont été évalués.',
        by: { id: fixture.people.manager.id },
      },
    });
    const resumed = await call('provider', 'POST', `${url}/complete`, {
      sections: {
        ...FULL_REPORT,
        goalsReached: 'Évalués par un quiz final : 9 sur 10 en moyenne.',
      },
    });
    expect(resumed.statusCode, resumed.body).toBe(200);

    const validated = await call('admin', 'POST', `${url}/validate`);
    expect(validated.statusCode, validated.body).toBe(200);
    expect(validated.json()).toMatchObject({
      status: 'VALIDATED',
      validated: { by: { id: fixture.people.admin.id } },
    });

    const history = await historyComments(sessionId);
    // Each step is an event of its own; the comment holds the reason only (issue 23).
    expect(history.map((line) => [line.event, line.comment])).toEqual([
      ['REPORT_STARTED', ''],
      ['REPORT_COMPLETED', ''],
      ['REPORT_SENT_BACK', 'Précisez comment les acquis ont été évalués.'],
      ['REPORT_COMPLETED', ''],
      ['REPORT_VALIDATED', ''],
    ]);
    const answered = await call('admin', 'GET', `/api/sessions/${sessionId}/history`);
    expect(answered.statusCode, answered.body).toBe(200);
    expect(answered.json()[0]).toMatchObject({ event: 'REPORT_VALIDATED', comment: '' });
    for (const line of history) {
      expect(line).toMatchObject({ fromStatus: 'REALIZED', toStatus: 'REALIZED' });
    }
    expect(history.map((line) => line.authorId)).toEqual([
      fixture.people.provider.id,
      fixture.people.provider.id,
      fixture.people.manager.id,
      fixture.people.provider.id,
      fixture.people.admin.id,
    ]);
  });

  it('keeps a validated report as it is: no save, completion, sending back or validation', async () => {
    const sessionId = await createReportSession(fixture, { status: 'REALIZED' });
    const url = `/api/session_reports/${sessionId}`;
    await call('provider', 'POST', `${url}/complete`, { sections: FULL_REPORT });
    expect((await call('manager', 'POST', `${url}/validate`)).statusCode).toBe(200);
    const before = await reportRow(sessionId);

    const attempts = await Promise.all([
      call('provider', 'PUT', url, { sections: { delivered: 'Changé' } }),
      call('provider', 'POST', `${url}/complete`, { sections: FULL_REPORT }),
      call('manager', 'POST', `${url}/send_back`, { reason: 'À revoir' }),
      call('admin', 'POST', `${url}/validate`),
    ]);
    for (const response of attempts) {
      expect(response.statusCode, response.body).toBe(409);
      expect(response.json().code).toBe('REPORT_TRANSITION_NOT_ALLOWED');
    }
    expect(await reportRow(sessionId)).toEqual(before);
  });

  it('lets one of two concurrent validations through', async () => {
    const sessionId = await createReportSession(fixture, { status: 'REALIZED' });
    const url = `/api/session_reports/${sessionId}`;
    await call('provider', 'POST', `${url}/complete`, { sections: FULL_REPORT });
    const responses = await Promise.all([
      call('admin', 'POST', `${url}/validate`),
      call('manager', 'POST', `${url}/send_back`, { reason: 'À compléter' }),
    ]);
    expect(responses.map((response) => response.statusCode).sort()).toEqual([200, 409]);
    // Started and completed by the provider, then one of the two.
    const lines = await historyComments(sessionId);
    expect(lines).toHaveLength(3);
  });

  it('makes the report of a closed session read-only', async () => {
    const sessionId = await createReportSession(fixture, { status: 'CLOSED' });
    expect((await call('provider', 'GET', `/api/sessions/${sessionId}/report`)).statusCode).toBe(
      200,
    );
    const save = await call('provider', 'PUT', `/api/sessions/${sessionId}/report`, {
      sections: FULL_REPORT,
    });
    expect(save.statusCode).toBe(409);
    expect(save.json().code).toBe('SESSION_READ_ONLY');
    expect(await reportRow(sessionId)).toBeUndefined();
  });
});

describe('the REPORT_SENT_BACK mail', () => {
  it('tells the provider, through the outbox, with the reason and the link', async () => {
    const sessionId = await createReportSession(fixture, { status: 'REALIZED' });
    const code = await codeOf(sessionId);
    const url = `/api/session_reports/${sessionId}`;
    await call('provider', 'POST', `${url}/complete`, { sections: FULL_REPORT });
    expect(await reportMails(code, 'REPORT_SENT_BACK')).toEqual([]);

    const sentBack = await call('manager', 'POST', `${url}/send_back`, {
      reason: '  Décrivez comment les acquis ont été évalués.  ',
    });
    expect(sentBack.statusCode, sentBack.body).toBe(200);
    const mails = await reportMails(code, 'REPORT_SENT_BACK');
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({
      recipient: fixture.people.provider.email,
      status: 'PENDING',
      subject: `Bilan pédagogique renvoyé : session ${code}`,
    });
    expect(mails[0]!.text).toContain('Motif : Décrivez comment les acquis ont été évalués.');
    expect(mails[0]!.text).toContain(`${t.config.PUBLIC_URL}/reports/${sessionId}`);
    expect(mails[0]!.text).toContain('Organisme Atelier Test');
    expect(mails[0]!.html).toContain(`href="${t.config.PUBLIC_URL}/reports/${sessionId}"`);
  });

  it('writes no mail when the send-back is refused', async () => {
    const sessionId = await createReportSession(fixture, { status: 'REALIZED' });
    const code = await codeOf(sessionId);
    const url = `/api/session_reports/${sessionId}`;
    // Not completed yet: nothing to send back.
    await call('provider', 'PUT', url, { sections: { delivered: 'Début.' } });
    const early = await call('manager', 'POST', `${url}/send_back`, { reason: 'À revoir' });
    expect(early.statusCode).toBe(409);
    expect(early.json().code).toBe('REPORT_TRANSITION_NOT_ALLOWED');
    // Completed: without a reason, or by the provider, refused too.
    await call('provider', 'POST', `${url}/complete`, { sections: FULL_REPORT });
    expect((await call('manager', 'POST', `${url}/send_back`, { reason: ' ' })).statusCode).toBe(
      400,
    );
    expect(
      (await call('provider', 'POST', `${url}/send_back`, { reason: 'À revoir' })).statusCode,
    ).toBe(403);
    // Validated: for good.
    expect((await call('admin', 'POST', `${url}/validate`)).statusCode).toBe(200);
    const late = await call('manager', 'POST', `${url}/send_back`, { reason: 'À revoir' });
    expect(late.statusCode).toBe(409);
    expect(await reportMails(code, 'REPORT_SENT_BACK')).toEqual([]);
    expect((await reportRow(sessionId))!.status).toBe('VALIDATED');
  });
});

describe('report statuses', () => {
  it('lists every status with its French label', async () => {
    const response = await call('provider', 'GET', '/api/report_statuses');
    expect(response.json()).toMatchObject([
      { code: 'IN_PROGRESS', label: 'En cours' },
      { code: 'COMPLETED', label: 'Complété' },
      { code: 'VALIDATED', label: 'Validé', description: expect.stringContaining('validé') },
    ]);
  });
});
