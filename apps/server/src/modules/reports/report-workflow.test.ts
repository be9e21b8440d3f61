import {
  REPORT_SECTION_MAX_LENGTH,
  type ReportPage,
  type SessionReport,
  type SessionStatus,
} from '@passerelle/shared';
import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  authTokens,
  mailOutbox,
  sessionHistory,
  sessionReports,
  sessions,
  users,
} from '../../db/schema/index.js';
import { hashToken, newToken } from '../../lib/tokens.js';
import { bearer, createTestApp, type TestApp } from '../../test/app.js';
import {
  createAction,
  createRegistration,
  createSession,
  createStructure,
} from '../../test/factories.js';
import {
  DAY_MS,
  createPerson,
  createScenario,
  type Person,
  type Scenario,
} from '../registrations/registrations.fixtures.js';
import { FULL_REPORT } from './reports.fixtures.js';

/*
 * The pedagogical reports (decision 033) at their edges: in which session statuses a report
 * exists and may change, who may write it and who may validate it (staff, an HR validator, a
 * trainee, another provider, nobody for an action without provider, an impersonating admin),
 * the text's own rules, the mail to every provider user, the list's reports never saved, and
 * the export's dates in Paris time. The workflow's main path is reports.test.ts's.
 */

let t: TestApp;
let s: Scenario;
/** The scenario's provider's action, another provider's, and one without provider. */
let ownAction: number;
let otherAction: number;
let orphanAction: number;

const FORBIDDEN = "Vous n'avez pas les droits nécessaires pour effectuer cette action.";
const READ_ONLY = 'Cette session est clôturée : elle ne peut plus être modifiée.';

beforeAll(async () => {
  t = await createTestApp({ seed: false });
  s = await createScenario(t.db);
  const action = async (name: string, providerId: number | null) =>
    (await createAction(t.db, { name, year: 2031, providerId })).id;
  ownAction = await action('Écrire un bilan utile', s.providerId);
  otherAction = await action('Animer un débat', s.otherProviderId);
  orphanAction = await action('Accueillir sans organisme', null);
}, 60_000);
afterAll(async () => {
  await t?.close();
});

let counter = 0;

/** A session of `actionId` (the provider's own by default) that ended two days ago. */
async function reportSession(
  status: SessionStatus,
  options: { actionId?: number; reportEnabled?: boolean; startDate?: Date; endDate?: Date } = {},
): Promise<number> {
  const session = await createSession(t.db, {
    actionId: options.actionId ?? ownAction,
    code: `BILAN-BORD-${++counter}`,
    status,
    startDate: options.startDate ?? new Date(Date.now() - 3 * DAY_MS),
    endDate: options.endDate ?? new Date(Date.now() - 2 * DAY_MS),
    reportEnabled: options.reportEnabled ?? true,
  });
  return session.id;
}

function call(who: Person | null, method: 'GET' | 'PUT' | 'POST', url: string, payload?: object) {
  return t.app.inject({
    method,
    url,
    ...(who ? { headers: bearer(who.token) } : {}),
    ...(payload ? { payload } : {}),
  });
}

const report = (id: number) => `/api/session_reports/${id}`;

async function rowOf(sessionId: number) {
  const [row] = await t.db
    .select()
    .from(sessionReports)
    .where(eq(sessionReports.sessionId, sessionId));
  return row;
}

async function historyOf(sessionId: number) {
  return t.db
    .select()
    .from(sessionHistory)
    .where(eq(sessionHistory.sessionId, sessionId))
    .orderBy(asc(sessionHistory.id));
}

/** The provider completes the report in full. */
async function completed(sessionId: number) {
  const response = await call(s.provider, 'POST', `${report(sessionId)}/complete`, {
    sections: FULL_REPORT,
  });
  expect(response.statusCode, response.body).toBe(200);
}

/** Every step of a report, with a body where it needs one. */
const steps = (id: number): ['GET' | 'PUT' | 'POST', string, object?][] => [
  ['GET', `/api/sessions/${id}/report`],
  ['PUT', report(id), { sections: FULL_REPORT }],
  ['POST', `${report(id)}/complete`, { sections: FULL_REPORT }],
  ['POST', `${report(id)}/send_back`, { reason: 'À revoir' }],
  ['POST', `${report(id)}/validate`],
];

describe('when a report exists and may change', () => {
  it.each(['PROGRAMMED', 'REPORTED', 'CANCELED'] as const)(
    'has no report for a %s session: read or written, 409 and nothing stored',
    async (status) => {
      const id = await reportSession(status);
      for (const [method, url, payload] of [steps(id)[0]!, steps(id)[1]!]) {
        const response = await call(s.provider, method, url, payload);
        expect(response.statusCode).toBe(409);
        expect(response.json()).toMatchObject({
          code: 'REPORT_NOT_REALIZED',
          error:
            'Le bilan pédagogique n’est pas encore ouvert : la session doit d’abord être réalisée.',
        });
      }
      expect(await rowOf(id)).toBeUndefined();
    },
  );

  it.each(['REALIZED', 'VALIDATED_MANAGER'] as const)(
    'lets the provider write and complete the report of a %s session',
    async (status) => {
      const id = await reportSession(status);
      const saved = await call(s.provider, 'PUT', report(id), { sections: { delivered: 'Jet' } });
      expect(saved.statusCode, saved.body).toBe(200);
      await completed(id);
      expect(await rowOf(id)).toMatchObject({ status: 'COMPLETED', sections: FULL_REPORT });
    },
  );

  it('keeps the report of a closed session for reading only, for everyone', async () => {
    const id = await reportSession('REALIZED');
    await completed(id);
    await t.db.update(sessions).set({ status: 'CLOSED' }).where(eq(sessions.id, id));
    const before = await rowOf(id);
    const read = await call(s.manager, 'GET', report(id));
    expect(read.json()).toMatchObject({ status: 'COMPLETED', session: { status: 'CLOSED' } });
    for (const [method, url, payload] of steps(id).slice(1)) {
      const who = url.endsWith('send_back') || url.endsWith('validate') ? s.manager : s.provider;
      const response = await call(who, method, url, payload);
      expect(response.statusCode, url).toBe(409);
      expect(response.json()).toMatchObject({ code: 'SESSION_READ_ONLY', error: READ_ONLY });
    }
    expect(await rowOf(id)).toEqual(before);
  });

  it('hides a completed report while its flag is off, then shows it as it was', async () => {
    const id = await reportSession('REALIZED');
    await completed(id);
    const toggle = (enabled: boolean) =>
      call(s.manager, 'POST', `/api/sessions/${id}/toggle_report`, { enabled });
    expect((await toggle(false)).statusCode).toBe(200);
    const validate = await call(s.manager, 'POST', `${report(id)}/validate`);
    expect(validate.statusCode).toBe(409);
    expect(validate.json()).toMatchObject({
      code: 'REPORT_DISABLED',
      error: 'Le bilan pédagogique n’est pas activé pour cette session.',
    });
    const list = await call(s.manager, 'GET', `/api/session_reports?actionId=${ownAction}`);
    expect((list.json() as ReportPage).items.map((item) => item.id)).not.toContain(id);
    const exported = await call(s.manager, 'GET', `/api/survey_views/report_export?q=BILAN-BORD`);
    expect(exported.body).not.toContain(`BILAN-BORD-${counter}`);

    expect((await toggle(true)).statusCode).toBe(200);
    const read = await call(s.provider, 'GET', report(id));
    expect(read.json()).toMatchObject({ status: 'COMPLETED', sections: FULL_REPORT });
  });

  it('answers 404 for a session that does not exist, 400 for an id that is no number', async () => {
    for (const [method, url, payload] of steps(999_999)) {
      const who = url.endsWith('send_back') || url.endsWith('validate') ? s.manager : s.provider;
      const response = await call(who, method, url, payload);
      expect(response.statusCode, url).toBe(404);
      expect(response.json().error).toBe('Élément introuvable.');
    }
    const wrong = await call(s.manager, 'GET', '/api/session_reports/douze');
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().fieldErrors).toEqual({ id: ['Doit être un nombre entier'] });
  });
});

describe('who writes and who validates', () => {
  it('lets only the provider write: managers and admins are refused, nothing stored', async () => {
    const id = await reportSession('REALIZED');
    for (const who of [s.manager, s.admin]) {
      for (const [method, url, payload] of steps(id).slice(1, 3)) {
        const response = await call(who, method, url, payload);
        expect(response.statusCode, url).toBe(403);
        expect(response.json().error).toBe(FORBIDDEN);
      }
    }
    expect(await rowOf(id)).toBeUndefined();
  });

  it('refuses every step, the list and the export to the HR validator and to a trainee', async () => {
    const id = await reportSession('REALIZED');
    const trainee = await createPerson(t.db, 'profile_beneficiary', s.employerId);
    await createRegistration(t.db, {
      sessionId: id,
      beneficiaryId: trainee.id,
      structureId: s.employerId,
      status: 'PRESENT',
    });
    const everything: ['GET' | 'PUT' | 'POST', string, object?][] = [
      ...steps(id),
      ['GET', '/api/session_reports'],
      ['GET', '/api/survey_views/report_export'],
      ['GET', '/api/report_statuses'],
    ];
    for (const who of [s.hr, trainee]) {
      for (const [method, url, payload] of everything) {
        const response = await call(who, method, url, payload);
        expect(response.statusCode, url).toBe(403);
        expect(response.json().error).toBe(FORBIDDEN);
      }
    }
    expect(await rowOf(id)).toBeUndefined();
  });

  it('hides another provider’s report (404) and keeps validation to staff (403)', async () => {
    const id = await reportSession('REALIZED', { actionId: otherAction });
    const [read, write, complete, sendBack, validate] = await Promise.all(
      steps(id).map(([method, url, payload]) => call(s.provider, method, url, payload)),
    );
    for (const response of [read!, write!, complete!]) {
      expect(response.statusCode).toBe(404);
      expect(response.json().code).toBe('NOT_FOUND');
    }
    for (const response of [sendBack!, validate!]) expect(response.statusCode).toBe(403);
    expect(await rowOf(id)).toBeUndefined();
  });

  it('opens the report of an action without provider without a mail, for staff only', async () => {
    const id = await reportSession('PROGRAMMED', { actionId: orphanAction });
    const realized = await call(s.manager, 'POST', `/api/sessions/${id}/realize`, {});
    expect(realized.statusCode, realized.body).toBe(200);
    expect(await rowOf(id)).toMatchObject({ status: 'IN_PROGRESS', savedAt: null });
    const mails = await t.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.templateCode, 'REPORT_TO_WRITE'));
    expect(mails.filter((mail) => mail.subject.includes(`BILAN-BORD-${counter}`))).toEqual([]);
    const read = await call(s.admin, 'GET', report(id));
    expect(read.json()).toMatchObject({ status: 'IN_PROGRESS', session: { provider: null } });
    for (const who of [s.provider, s.otherProvider]) {
      expect((await call(who, 'PUT', report(id), { sections: FULL_REPORT })).statusCode).toBe(404);
    }
  });

  it('records the admin who impersonated the provider in the history line', async () => {
    const id = await reportSession('REALIZED');
    const token = newToken();
    await t.db.insert(authTokens).values({
      userId: s.provider.id,
      tokenHash: hashToken(token),
      expiresAt: new Date(Date.now() + DAY_MS),
      impersonatorId: s.admin.id,
      impersonatorExpiresAt: new Date(Date.now() + DAY_MS),
    });
    const saved = await call({ ...s.provider, token }, 'PUT', report(id), {
      sections: { delivered: 'Écrit en substitution.' },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect((saved.json() as SessionReport).saved?.by?.id).toBe(s.provider.id);
    expect(await historyOf(id)).toEqual([
      expect.objectContaining({
        authorId: s.provider.id,
        impersonatorId: s.admin.id,
        event: 'REPORT_STARTED',
      }),
    ]);
  });
});

describe('the text', () => {
  it('completes with the text last saved when none is sent', async () => {
    const id = await reportSession('REALIZED');
    expect((await call(s.provider, 'PUT', report(id), { sections: FULL_REPORT })).statusCode).toBe(
      200,
    );
    const done = await call(s.provider, 'POST', `${report(id)}/complete`);
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json()).toMatchObject({ status: 'COMPLETED', sections: FULL_REPORT });
    expect((await historyOf(id)).map((line) => line.event)).toEqual([
      'REPORT_STARTED',
      'REPORT_COMPLETED',
    ]);
  });

  it('replaces the whole text at each save: a section left out is emptied', async () => {
    const id = await reportSession('REALIZED');
    await call(s.provider, 'PUT', report(id), {
      sections: { delivered: 'Apports', goalsReached: 'Atteints' },
    });
    const second = await call(s.provider, 'PUT', report(id), {
      sections: { delivered: 'Apports revus' },
    });
    expect(second.json().sections).toMatchObject({ delivered: 'Apports revus', goalsReached: '' });
    expect(await historyOf(id)).toHaveLength(1);
  });

  it.each([
    [
      'an unknown section',
      { sections: { delivered: 'x', conclusion: 'y' } },
      { sections: ['Champ non autorisé : conclusion'] },
    ],
    [
      'a section too long',
      { sections: { delivered: 'x'.repeat(REPORT_SECTION_MAX_LENGTH + 1) } },
      { 'sections.delivered': [`Maximum ${REPORT_SECTION_MAX_LENGTH} caractères`] },
    ],
    [
      'a section that is no text',
      { sections: { delivered: 12 } },
      { 'sections.delivered': ['Doit être un texte'] },
    ],
  ])('refuses %s, in French, saving nothing', async (_, body, fieldErrors) => {
    const id = await reportSession('REALIZED');
    const response = await call(s.provider, 'PUT', report(id), body);
    expect(response.statusCode).toBe(400);
    expect(response.json().fieldErrors).toEqual(fieldErrors);
    expect(await rowOf(id)).toBeUndefined();
  });

  it('refuses a reason of more than 2000 characters, leaving the report completed', async () => {
    const id = await reportSession('REALIZED');
    await completed(id);
    const response = await call(s.manager, 'POST', `${report(id)}/send_back`, {
      reason: 'r'.repeat(2001),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().fieldErrors).toEqual({ reason: ['Maximum 2000 caractères'] });
    expect((await rowOf(id))!.status).toBe('COMPLETED');
  });

  it('lets one of two simultaneous completions through, with one history line', async () => {
    const id = await reportSession('REALIZED');
    const responses = await Promise.all([
      call(s.provider, 'POST', `${report(id)}/complete`, { sections: FULL_REPORT }),
      call(s.provider, 'POST', `${report(id)}/complete`, { sections: FULL_REPORT }),
    ]);
    expect(responses.map((response) => response.statusCode).sort()).toEqual([200, 409]);
    const events = (await historyOf(id)).map((line) => line.event);
    expect(events.filter((event) => event === 'REPORT_COMPLETED')).toHaveLength(1);
  });
});

describe('the REPORT_SENT_BACK mail', () => {
  it('goes to every enabled provider user of the structure, not a disabled one, not its address', async () => {
    const structure = await createStructure(t.db, {
      name: 'Organisme à trois comptes',
      email: 'contact@troiscomptes.fr',
    });
    const first = await createPerson(t.db, 'profile_provider', structure.id);
    const second = await createPerson(t.db, 'profile_provider', structure.id);
    const gone = await createPerson(t.db, 'profile_provider', structure.id);
    await t.db.update(users).set({ disabled: true }).where(eq(users.id, gone.id));
    const actionId = (await createAction(t.db, { providerId: structure.id })).id;
    const id = await reportSession('REALIZED', { actionId });
    const done = await call(first, 'POST', `${report(id)}/complete`, { sections: FULL_REPORT });
    expect(done.statusCode, done.body).toBe(200);
    const sentBack = await call(s.manager, 'POST', `${report(id)}/send_back`, {
      reason: 'Ajoutez les résultats du quiz.',
    });
    expect(sentBack.statusCode, sentBack.body).toBe(200);
    const mails = await t.db
      .select()
      .from(mailOutbox)
      .where(
        and(
          eq(mailOutbox.templateCode, 'REPORT_SENT_BACK'),
          eq(mailOutbox.subject, `Bilan pédagogique renvoyé : session BILAN-BORD-${counter}`),
        ),
      )
      .orderBy(asc(mailOutbox.id));
    expect(mails.map((mail) => mail.recipient)).toEqual([first.email, second.email]);
    expect(mails.every((mail) => mail.text.includes('Ajoutez les résultats du quiz.'))).toBe(true);
  });
});

describe('the REPORT_COMPLETED mail', () => {
  async function completedMails(code: string) {
    return t.db
      .select()
      .from(mailOutbox)
      .where(
        and(
          eq(mailOutbox.templateCode, 'REPORT_COMPLETED'),
          eq(mailOutbox.subject, `Bilan pédagogique terminé : session ${code}`),
        ),
      )
      .orderBy(asc(mailOutbox.id));
  }

  it('tells the referent manager, with the link to the report', async () => {
    const referent = await createPerson(t.db, 'profile_manager', null);
    const actionId = (
      await createAction(t.db, { providerId: s.providerId, referentId: referent.id })
    ).id;
    const id = await reportSession('REALIZED', { actionId });
    await completed(id);
    const mails = await completedMails(`BILAN-BORD-${counter}`);
    expect(mails.map((mail) => mail.recipient)).toEqual([referent.email]);
    expect(mails[0]!.text).toContain(`/reports/${id}`);
  });

  it('tells every enabled manager when the action has no referent', async () => {
    const other = await createPerson(t.db, 'profile_manager', null);
    const gone = await createPerson(t.db, 'profile_manager', null);
    await t.db.update(users).set({ disabled: true }).where(eq(users.id, gone.id));
    const id = await reportSession('REALIZED');
    await completed(id);
    const recipients = (await completedMails(`BILAN-BORD-${counter}`)).map(
      (mail) => mail.recipient,
    );
    expect(recipients).toEqual(expect.arrayContaining([s.manager.email, other.email]));
    expect(recipients).not.toContain(gone.email);
  });
});

describe('the list and the export', () => {
  it('lists a realised session’s report never saved as in progress, under that filter too', async () => {
    const id = await reportSession('REALIZED');
    expect(await rowOf(id)).toBeUndefined();
    const page = await call(
      s.provider,
      'GET',
      `/api/session_reports?actionId=${ownAction}&status=IN_PROGRESS&q=ecrire un BILAN`,
    );
    const item = (page.json() as ReportPage).items.find((row) => row.id === id);
    expect(item).toMatchObject({ status: 'IN_PROGRESS', savedAt: null });
    const completedOnly = await call(
      s.provider,
      'GET',
      `/api/session_reports?actionId=${ownAction}&status=COMPLETED`,
    );
    expect((completedOnly.json() as ReportPage).items.map((row) => row.id)).not.toContain(id);
  });

  it('exports the dates in Paris time: a session from 29 February to past midnight', async () => {
    await reportSession('REALIZED', {
      startDate: new Date('2028-02-29T20:00:00Z'),
      endDate: new Date('2028-02-29T23:30:00Z'),
    });
    const code = `BILAN-BORD-${counter}`;
    const response = await call(s.manager, 'GET', `/api/survey_views/report_export?q=${code}`);
    expect(response.statusCode, response.body).toBe(200);
    const lines = response.body
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n');
    expect(lines).toHaveLength(2);
    const cells = lines[1]!.split(';');
    expect(cells.slice(2, 5)).toEqual([code, '29/02/2028 21:00', '01/03/2028 00:30']);
    expect(cells[7]).toBe('À rédiger');
  });

  it('exports only the header when nothing matches, and a provider only its own', async () => {
    const empty = await call(s.admin, 'GET', '/api/survey_views/report_export?year=1999');
    const lines = empty.body
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n');
    expect(lines).toHaveLength(1);
    expect(lines[0]!.split(';')[0]).toBe('Année');
    await reportSession('REALIZED', { actionId: otherAction });
    const own = await call(s.provider, 'GET', '/api/survey_views/report_export');
    expect(own.body).not.toContain(`BILAN-BORD-${counter}`);
    const staff = await call(s.manager, 'GET', '/api/survey_views/report_export');
    expect(staff.body).toContain(`BILAN-BORD-${counter}`);
  });
});
