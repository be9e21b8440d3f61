import ExcelJS from 'exceljs';
import {
  COLD_SURVEY_GRACE_DAYS,
  coldQuestionnaire,
  coldSurveyDueDate,
  registrationSurveySchema,
  sessionColdSurveySchema,
  sessionRegistrationSurveyListSchema,
  sessionSurveySchema,
  type RegistrationStatus,
  type SessionStatus,
  type SurveyFigures,
  type SurveyRollupPage,
  type SurveyViewPage,
} from '@passerelle/shared';
import { and, asc, eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../../app.js';
import { CHANNELS } from '../../db/notifications.js';
import {
  mailOutbox,
  registrationSurveys,
  sessionSurveys,
  surveyQuestionnaires,
} from '../../db/schema/index.js';
import { testConfig } from '../../test/app.js';
import { cacheDropOf, nextNotification } from '../../test/notifications.js';
import {
  createAction,
  createActionType,
  createRegistration,
  createSession,
} from '../../test/factories.js';
import {
  DAY_MS,
  createBeneficiary,
  useRegistrationSuite,
  type Person,
} from '../registrations/registrations.fixtures.js';
import { COLD_SURVEY_TASK } from './cold-survey.plugin.js';
import { SURVEY_RESULTS_CACHE } from '../survey-results/survey-results-cache.plugin.js';
import { syncSessionSurvey } from './survey-opening.service.js';
import { fullAnswers } from './surveys.fixtures.js';

/*
 * The cold evaluation (decision 035): opened on its date by the scheduled job, through the
 * outbox, once whatever the runs, restarts or servers; only for the types that ask for it, the
 * sessions that took place with their survey on, within the grace window; its answer sheets kept
 * right by attendance changes; answered, closed and read in the results like the satisfaction
 * survey, each with its own figures. Each test works in a time of its own (the job's `now`), so
 * that one test's sessions are never due in another's run.
 */

const suite = useRegistrationSuite();
const { context } = suite;
const db = () => context().t.db;
const scheduler = () => context().t.app.coldSurveyScheduler;

function call(person: Person, method: 'GET' | 'POST' | 'PUT', url: string, payload?: unknown) {
  return context().t.app.inject({
    method,
    url,
    headers: { authorization: `Bearer ${person.token}` },
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  });
}

async function json<T>(person: Person, url: string): Promise<T> {
  const response = await call(person, 'GET', url);
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as T;
}

interface ColdSessionOptions {
  trainees?: RegistrationStatus[];
  /** The session's end. */
  endDate: Date;
  typeEnabled?: boolean;
  delayDays?: number;
  surveyEnabled?: boolean;
  status?: SessionStatus;
}

/** A session of the scenario's provider, of a new type, with one trainee per status. */
async function coldSession(options: ColdSessionOptions) {
  const { s } = context();
  const type = await createActionType(db(), {
    coldSurveyEnabled: options.typeEnabled ?? true,
    coldSurveyDelayDays: options.delayDays ?? 90,
  });
  const action = await createAction(db(), { typeId: type.id, providerId: s.providerId });
  const startDate = new Date(options.endDate.getTime() - 8 * 3600_000);
  const session = await createSession(db(), {
    actionId: action.id,
    startDate,
    endDate: options.endDate,
    status: options.status ?? 'REALIZED',
    surveyEnabled: options.surveyEnabled ?? true,
  });
  const trainees: { person: Person; registrationId: number }[] = [];
  for (const status of options.trainees ?? ['PRESENT']) {
    const person = await createBeneficiary(s);
    const registration = await createRegistration(db(), {
      sessionId: session.id,
      beneficiaryId: person.id,
      structureId: s.employerId,
      status,
    });
    trainees.push({ person, registrationId: registration.id });
  }
  const dueAt = coldSurveyDueDate(options.endDate, options.delayDays ?? 90);
  return { session, action, type, trainees, dueAt };
}

async function coldSurveyOf(sessionId: number) {
  const [row] = await db()
    .select({ id: sessionSurveys.id, status: sessionSurveys.status })
    .from(sessionSurveys)
    .where(and(eq(sessionSurveys.sessionId, sessionId), eq(sessionSurveys.kind, 'COLD')));
  return row;
}

async function coldSheetsOf(sessionId: number) {
  return db()
    .select({
      id: registrationSurveys.id,
      registrationId: registrationSurveys.registrationId,
      fillStatus: registrationSurveys.fillStatus,
    })
    .from(registrationSurveys)
    .innerJoin(sessionSurveys, eq(sessionSurveys.id, registrationSurveys.sessionSurveyId))
    .where(and(eq(sessionSurveys.sessionId, sessionId), eq(sessionSurveys.kind, 'COLD')))
    .orderBy(asc(registrationSurveys.registrationId));
}

async function coldMails(people: Person[]) {
  return db()
    .select({ recipient: mailOutbox.recipient, subject: mailOutbox.subject, text: mailOutbox.text })
    .from(mailOutbox)
    .where(
      and(
        eq(mailOutbox.templateCode, 'SURVEY_COLD_OPEN'),
        inArray(
          mailOutbox.recipient,
          people.map((person) => person.email),
        ),
      ),
    )
    .orderBy(asc(mailOutbox.id));
}

/** A moment of its own for each test, far from real time and from the other tests. */
const era = (year: number) => new Date(`${year}-03-10T16:00:00Z`);

describe('opening on schedule', () => {
  it('opens a due evaluation to the PRESENT and PARTIAL_ABSENCE trainees, one mail per sheet with its link', async () => {
    const { session, action, trainees, dueAt } = await coldSession({
      endDate: era(2040),
      trainees: ['PRESENT', 'PARTIAL_ABSENCE', 'ABSENCE', 'CANCELED'],
    });
    const people = trainees.map((trainee) => trainee.person);

    // Not before its date.
    await scheduler().runOnce(new Date(dueAt.getTime() - 1));
    expect(await coldSurveyOf(session.id)).toBeUndefined();

    const run = await scheduler().runOnce(dueAt);
    expect(run).toMatchObject({ opened: 1, mailed: 2, failed: 0 });
    expect(await coldSurveyOf(session.id)).toMatchObject({ status: 'OPEN' });
    const sheets = await coldSheetsOf(session.id);
    expect(sheets.map((sheet) => [sheet.registrationId, sheet.fillStatus])).toEqual([
      [trainees[0]!.registrationId, 'UNFILLED'],
      [trainees[1]!.registrationId, 'UNFILLED'],
    ]);
    const mails = await coldMails(people);
    expect(mails.map((mail) => mail.recipient)).toEqual([people[0]!.email, people[1]!.email]);
    expect(mails[0]!.subject).toBe(`Que retenez-vous de « ${action.name} » ?`);
    expect(mails[0]!.text).toContain(`http://localhost:3000/surveys/${sheets[0]!.id}`);
    expect(mails[1]!.text).toContain(`http://localhost:3000/surveys/${sheets[1]!.id}`);
    // No satisfaction survey was opened by it, and no SURVEY_OPEN mail went.
    const kinds = await db()
      .select({ kind: sessionSurveys.kind, content: surveyQuestionnaires.content })
      .from(sessionSurveys)
      .innerJoin(surveyQuestionnaires, eq(surveyQuestionnaires.id, sessionSurveys.questionnaireId))
      .where(eq(sessionSurveys.sessionId, session.id));
    expect(kinds).toEqual([{ kind: 'COLD', content: coldQuestionnaire() }]);
  });

  it('opens nothing for a type without it, a survey switched off, a session that did not take place, or past the grace window', async () => {
    const endDate = era(2042);
    const dueAt = coldSurveyDueDate(endDate, 90);
    const typeDisabled = await coldSession({ endDate, typeEnabled: false });
    const surveyDisabled = await coldSession({ endDate, surveyEnabled: false });
    const programmed = await coldSession({ endDate, status: 'PROGRAMMED' });
    const canceled = await coldSession({ endDate, status: 'CANCELED' });
    const validated = await coldSession({ endDate, status: 'VALIDATED_MANAGER' });
    const closed = await coldSession({ endDate, status: 'CLOSED' });
    // Ended a day before the others: its date is a day further in the past.
    const older = await coldSession({ endDate: new Date(endDate.getTime() - DAY_MS) });
    const shorter = await coldSession({ endDate, delayDays: 30 });

    // The last moment of the grace window: the older one is past it.
    const lastMoment = new Date(dueAt.getTime() + COLD_SURVEY_GRACE_DAYS * DAY_MS);
    await scheduler().runOnce(lastMoment);
    for (const { session } of [typeDisabled, surveyDisabled, programmed, canceled, older]) {
      expect(await coldSurveyOf(session.id), session.code).toBeUndefined();
    }
    for (const { session } of [validated, closed]) {
      expect(await coldSurveyOf(session.id), session.code).toMatchObject({ status: 'OPEN' });
    }
    // A 30-day delay was due 60 days before: past the window too.
    expect(await coldSurveyOf(shorter.session.id)).toBeUndefined();
  });

  it('opens each evaluation once: across runs, two servers at the same time, and a restart', async () => {
    const { session, trainees, dueAt } = await coldSession({
      endDate: era(2044),
      trainees: ['PRESENT', 'PRESENT', 'PARTIAL_ABSENCE'],
    });
    const people = trainees.map((trainee) => trainee.person);
    const other = await coldSession({ endDate: era(2044), trainees: ['PRESENT', 'PRESENT'] });
    const { t } = context();

    // A second server on the same database, started as after a restart.
    const second = await buildApp({ config: t.config, database: t.database, logger: false });
    await second.ready();
    try {
      // Two servers at once: one opens, the other writes nothing.
      const runs = await Promise.all([
        scheduler().runOnce(dueAt),
        second.coldSurveyScheduler.runOnce(dueAt),
      ]);
      expect(runs.reduce((sum, run) => sum + run.opened, 0)).toBe(2);
      expect(runs.reduce((sum, run) => sum + run.mailed, 0)).toBe(5);
      expect(await coldSheetsOf(session.id)).toHaveLength(3);
      expect(await coldMails(people)).toHaveLength(3);

      // Later runs, here and there: nothing more.
      const later = new Date(dueAt.getTime() + 3600_000);
      expect(await scheduler().runOnce(later)).toMatchObject({ opened: 0, mailed: 0 });
      expect(await second.coldSurveyScheduler.runOnce(later)).toMatchObject({ opened: 0 });
    } finally {
      await second.close();
    }

    // A new server after the first one stopped: the state is in the database, nothing is lost
    // nor sent twice.
    const restarted = await buildApp({ config: t.config, database: t.database, logger: false });
    await restarted.ready();
    try {
      expect(await restarted.coldSurveyScheduler.runOnce(dueAt)).toMatchObject({ opened: 0 });
    } finally {
      await restarted.close();
    }
    const outbox = await db()
      .select({ id: mailOutbox.id })
      .from(mailOutbox)
      .where(
        inArray(mailOutbox.recipient, [
          ...people.map((person) => person.email),
          ...other.trainees.map((trainee) => trainee.person.email),
        ]),
      );
    expect(outbox).toHaveLength(5);
  });

  it('shows the evaluations it opened at once in the results of every server', async () => {
    const { action, dueAt } = await coldSession({ endDate: era(2050), trainees: ['PRESENT'] });
    const { s, t } = context();
    const other = await buildApp({ config: t.config, database: t.database, logger: false });
    await other.ready();
    try {
      const coldSurveysOnOther = async () => {
        const response = await other.inject({
          url: `/api/survey_views?actionId=${action.id}&kind=COLD`,
          headers: { authorization: `Bearer ${s.manager.token}` },
        });
        expect(response.statusCode, response.body).toBe(200);
        return (response.json() as SurveyViewPage).items.length;
      };
      expect(await coldSurveysOnOther()).toBe(0);
      const notified = await nextNotification(
        t.database,
        CHANNELS.caches,
        cacheDropOf(SURVEY_RESULTS_CACHE),
      );
      expect(await scheduler().runOnce(dueAt)).toMatchObject({ opened: 1 });
      await notified.received;
      expect(await coldSurveysOnOther()).toBe(1);
    } finally {
      await other.close();
    }
  });

  it('is a timed task run at once the first time when its interval is set', async () => {
    const { session } = await coldSession({
      endDate: new Date(Date.now() - 2 * DAY_MS),
      delayDays: 1,
    });
    const { t } = context();
    const started = await buildApp({
      config: testConfig({ COLD_SURVEY_CHECK_MINUTES: '60' }),
      database: t.database,
      logger: false,
    });
    await started.ready();
    try {
      expect(started.scheduledTasks.has(COLD_SURVEY_TASK)).toBe(true);
      await expect
        .poll(async () => (await coldSurveyOf(session.id))?.status, { timeout: 10_000 })
        .toBe('OPEN');
    } finally {
      await started.close();
    }
    expect(t.config.COLD_SURVEY_CHECK_MINUTES).toBe(0);
    expect(testConfig({ NODE_ENV: 'production' }).COLD_SURVEY_CHECK_MINUTES).toBe(60);
  });
});

describe('an open evaluation', () => {
  it('keeps its sheets right when attendance changes, and only opens on its date', async () => {
    const { s } = context();
    const { session, trainees, dueAt } = await coldSession({
      endDate: new Date(Date.now() - 2 * DAY_MS),
      delayDays: 1,
      trainees: ['PRESENT', 'ABSENCE', 'PRESENT'],
    });
    const [present, absent, filler] = trainees;

    // What an attendance change runs, before the job: the satisfaction survey opens, not the
    // evaluation.
    await syncSessionSurvey(db(), { sessionId: session.id, publicUrl: 'http://localhost:3000' });
    expect(await coldSurveyOf(session.id)).toBeUndefined();

    await scheduler().runOnce(dueAt);
    expect((await coldSheetsOf(session.id)).map((sheet) => sheet.registrationId)).toEqual([
      present!.registrationId,
      filler!.registrationId,
    ]);

    // Found present: a sheet and its mail.
    const complete = await call(
      s.provider,
      'POST',
      `/api/registrations/${absent!.registrationId}/complete`,
      { status: 'PRESENT' },
    );
    expect(complete.statusCode, complete.body).toBe(200);
    expect((await coldSheetsOf(session.id)).map((sheet) => sheet.registrationId)).toContain(
      absent!.registrationId,
    );
    expect(await coldMails([absent!.person])).toHaveLength(1);

    // Found absent: its unfilled sheet goes; a sent one stays.
    const [sheet] = (await listOf(filler!.person)).filter((item) => item.kind === 'COLD');
    const sent = await call(
      filler!.person,
      'PUT',
      `/api/registration_surveys/${sheet!.id}`,
      fullAnswers(coldQuestionnaire()),
    );
    expect(sent.statusCode, sent.body).toBe(200);
    for (const trainee of [present!, filler!]) {
      const absence = await call(
        s.manager,
        'POST',
        `/api/registrations/${trainee.registrationId}/force`,
        { status: 'ABSENCE', reason: 'Absence constatée' },
      );
      expect(absence.statusCode, absence.body).toBe(200);
    }
    expect(
      (await coldSheetsOf(session.id)).map((row) => [row.registrationId, row.fillStatus]),
    ).toEqual([
      [absent!.registrationId, 'UNFILLED'],
      [filler!.registrationId, 'FILLED'],
    ]);
    // Nobody was mailed twice.
    expect(await coldMails(trainees.map((trainee) => trainee.person))).toHaveLength(3);
  });
});

async function listOf(person: Person) {
  return json<{ id: number; kind: string; fillStatus: string; canAnswer: boolean }[]>(
    person,
    '/api/registration_surveys',
  );
}

describe('answering and closing', () => {
  it('is answered like the satisfaction survey, by its trainee only', async () => {
    const { s } = context();
    const { trainees, dueAt } = await coldSession({
      endDate: era(2046),
      trainees: ['PRESENT', 'PRESENT'],
    });
    await scheduler().runOnce(dueAt);
    const [own, other] = trainees.map((trainee) => trainee.person);
    const [sheet] = await listOf(own!);
    expect(sheet).toMatchObject({ kind: 'COLD', fillStatus: 'UNFILLED', canAnswer: true });
    const url = `/api/registration_surveys/${sheet!.id}`;
    const read = registrationSurveySchema.parse(await json(own!, url));
    expect(read.questionnaire).toEqual(coldQuestionnaire());

    // Another beneficiary: as if it did not exist; staff and providers: never.
    expect((await call(other!, 'GET', url)).statusCode).toBe(404);
    expect((await call(other!, 'PUT', url, fullAnswers(coldQuestionnaire()))).statusCode).toBe(404);
    for (const person of [s.manager, s.admin, s.provider]) {
      expect((await call(person, 'GET', url)).statusCode).toBe(403);
    }

    // The cold questions, every rating required.
    const missing = await call(own!, 'PUT', url, { ratings: { 'application.applied': 4 } });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({
      fieldErrors: { 'ratings.impact.usefulness': ['Champ obligatoire'] },
    });
    const sent = await call(own!, 'PUT', url, {
      ...fullAnswers(coldQuestionnaire(), 5),
      comments: { 'application.example': 'Les entretiens conduits autrement.' },
    });
    expect(sent.statusCode, sent.body).toBe(200);
    expect(registrationSurveySchema.parse(sent.json())).toMatchObject({
      kind: 'COLD',
      fillStatus: 'FILLED',
      answers: { comments: { 'application.example': 'Les entretiens conduits autrement.' } },
    });
  });

  it('closes the evaluation of the kind asked, leaving the satisfaction survey open', async () => {
    const { s } = context();
    const { session, trainees, dueAt } = await coldSession({
      endDate: new Date(Date.now() - 2 * DAY_MS),
      delayDays: 1,
      trainees: ['ABSENCE'],
    });
    const url = `/api/sessions/${session.id}/close_survey`;
    const notOpened = await call(s.manager, 'POST', url, { kind: 'COLD' });
    expect(notOpened.statusCode).toBe(409);
    expect(notOpened.json()).toMatchObject({ code: 'SURVEY_NOT_OPENED' });

    // The trainee found present: the satisfaction survey opens, then the evaluation.
    await call(s.provider, 'POST', `/api/registrations/${trainees[0]!.registrationId}/complete`, {
      status: 'PRESENT',
    });
    await scheduler().runOnce(dueAt);

    // Each kind's fill statuses.
    const fill = sessionRegistrationSurveyListSchema.parse(
      await json(s.manager, `/api/sessions/${session.id}/registration_surveys?kind=COLD`),
    );
    const [coldSheet] = await coldSheetsOf(session.id);
    expect(fill.map((row) => row.id)).toEqual([coldSheet!.id]);
    const hotFill = sessionRegistrationSurveyListSchema.parse(
      await json(s.manager, `/api/sessions/${session.id}/registration_surveys`),
    );
    expect(hotFill.map((row) => row.id)).not.toContain(coldSheet!.id);

    const refused = await call(s.manager, 'POST', `${url}?kind=WARM`);
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ fieldErrors: { kind: ['Valeur non autorisée'] } });
    expect((await call(s.provider, 'POST', url, { kind: 'COLD' })).statusCode).toBe(403);

    const closed = await call(s.manager, 'POST', url, { kind: 'COLD' });
    expect(closed.statusCode, closed.body).toBe(200);
    expect(sessionSurveySchema.parse(closed.json())).toMatchObject({
      kind: 'COLD',
      status: 'CLOSED',
      closedBy: { id: s.manager.id },
    });
    const again = await call(s.admin, 'POST', `${url}?kind=COLD`);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'SURVEY_ALREADY_CLOSED' });

    // The satisfaction survey is still open: without a kind, the close is for it.
    const [hot] = await db()
      .select({ status: sessionSurveys.status })
      .from(sessionSurveys)
      .where(and(eq(sessionSurveys.sessionId, session.id), eq(sessionSurveys.kind, 'HOT')));
    expect(hot).toEqual({ status: 'OPEN' });
    const hotClosed = await call(s.manager, 'POST', url);
    expect(hotClosed.statusCode, hotClosed.body).toBe(200);
    expect(hotClosed.json()).toMatchObject({ kind: 'HOT', status: 'CLOSED' });

    // A closed evaluation takes no answer.
    const [sheet] = (await listOf(trainees[0]!.person)).filter((item) => item.kind === 'COLD');
    expect(sheet).toMatchObject({ canAnswer: false });
    const answer = await call(
      trainees[0]!.person,
      'PUT',
      `/api/registration_surveys/${sheet!.id}`,
      fullAnswers(coldQuestionnaire()),
    );
    expect(answer.json()).toMatchObject({ code: 'SURVEY_CLOSED' });
  });
});

describe('results and state', () => {
  it('gives the evaluation its own figures in every view of the results', async () => {
    const { s } = context();
    const { session, action, trainees, dueAt } = await coldSession({
      endDate: era(2048),
      trainees: ['PRESENT', 'PRESENT', 'PRESENT'],
    });
    await scheduler().runOnce(dueAt);
    // Its satisfaction survey too, to tell them apart.
    await syncSessionSurvey(db(), { sessionId: session.id, publicUrl: 'http://localhost:3000' });
    for (const [index, stars] of [
      [0, 5],
      [1, 2],
    ] as const) {
      const person = trainees[index]!.person;
      const [sheet] = (await listOf(person)).filter((item) => item.kind === 'COLD');
      const sent = await call(person, 'PUT', `/api/registration_surveys/${sheet!.id}`, {
        ...fullAnswers(coldQuestionnaire(), stars),
        comments: index === 0 ? { 'impact.obstacles': 'Le manque de temps.' } : {},
      });
      expect(sent.statusCode, sent.body).toBe(200);
    }
    const filter = `actionId=${action.id}`;

    // The list: each kind its own survey of the session.
    const hot = await json<SurveyViewPage>(s.manager, `/api/survey_views?${filter}`);
    const cold = await json<SurveyViewPage>(s.manager, `/api/survey_views?${filter}&kind=COLD`);
    expect(hot.items.map((item) => item.kind)).toEqual(['HOT']);
    expect(cold.items).toHaveLength(1);
    expect(cold.items[0]).toMatchObject({ kind: 'COLD', sheets: 3, filled: 2, rate: 0.667 });
    expect(cold.items[0]!.average).toBe(3.5);
    expect(cold.themes).toEqual([
      { key: 'application', label: 'Mise en pratique' },
      { key: 'impact', label: 'Effets sur votre activité' },
    ]);

    // The summary and the roll-ups.
    const summary = await json<SurveyFigures>(
      s.manager,
      `/api/survey_views/summary?${filter}&kind=COLD`,
    );
    expect(summary).toMatchObject({ surveys: 1, sheets: 3, filled: 2, answers: 8, average: 3.5 });
    expect(summary.themes.map((theme) => [theme.label, theme.answers])).toEqual([
      ['Mise en pratique', 4],
      ['Effets sur votre activité', 4],
    ]);
    expect(summary.questions.map((question) => question.key)).toEqual([
      'application.applied',
      'application.frequency',
      'impact.practice',
      'impact.usefulness',
    ]);
    const hotSummary = await json<SurveyFigures>(s.manager, `/api/survey_views/summary?${filter}`);
    expect(hotSummary).toMatchObject({ surveys: 1, filled: 0 });
    const rollup = await json<SurveyRollupPage>(
      s.manager,
      `/api/survey_views/rollups?by=action&${filter}&kind=COLD`,
    );
    expect(rollup.items).toEqual([
      expect.objectContaining({ key: action.id, surveys: 1, sheets: 3, filled: 2, average: 3.5 }),
    ]);

    // One survey: its free-text answers.
    const detail = await json<{ comments: { key: string; answers: string[] }[] }>(
      s.provider,
      `/api/survey_views/${cold.items[0]!.id}`,
    );
    expect(detail.comments).toEqual([
      expect.objectContaining({ key: 'application.example', answers: [] }),
      expect.objectContaining({ key: 'impact.obstacles', answers: ['Le manque de temps.'] }),
    ]);

    // The export: the evaluation's questions, its own file name.
    const csv = await call(s.manager, 'GET', `/api/survey_views/export?${filter}&kind=COLD`);
    expect(csv.statusCode, csv.body).toBe(200);
    expect(csv.headers['content-disposition']).toContain('reponses-evaluations-a-froid');
    const lines = csv.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split(/\r?\n/);
    expect(lines).toHaveLength(3);
    expect(lines[0]).toContain(
      'Vous mettez en pratique dans votre travail ce que vous avez appris',
    );
    expect(lines[0]).not.toContain('Votre satisfaction globale');
    const xlsx = await call(
      s.manager,
      'GET',
      `/api/survey_views/export?${filter}&kind=COLD&format=xlsx`,
    );
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(xlsx.rawPayload as unknown as ArrayBuffer);
    expect(book.worksheets[0]!.rowCount).toBe(3);

    // A bad kind is refused in French.
    const bad = await call(s.manager, 'GET', `/api/survey_views?kind=WARM`);
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ fieldErrors: { kind: ['Valeur non autorisée'] } });
  });

  it('tells the session’s page when the evaluation is planned, why not, and how it went', async () => {
    const { s } = context();
    const endDate = new Date(Date.now() + 10 * DAY_MS);
    const planned = await coldSession({ endDate, status: 'PROGRAMMED', delayDays: 60 });
    const state = (sessionId: number, person: Person = s.manager) =>
      json<unknown>(person, `/api/sessions/${sessionId}/cold_survey`).then((body) =>
        sessionColdSurveySchema.parse(body),
      );
    expect(await state(planned.session.id, s.provider)).toEqual({
      typeEnabled: true,
      delayDays: 60,
      dueAt: coldSurveyDueDate(endDate, 60).toISOString(),
      state: 'PLANNED',
      reason: null,
      survey: null,
    });
    const off = await coldSession({ endDate, typeEnabled: false });
    expect(await state(off.session.id)).toMatchObject({
      typeEnabled: false,
      state: 'NOT_PLANNED',
      reason: 'typeDisabled',
    });
    const surveyOff = await coldSession({ endDate, surveyEnabled: false });
    expect(await state(surveyOff.session.id)).toMatchObject({ reason: 'surveyDisabled' });
    const expired = await coldSession({ endDate: era(2000) });
    expect(await state(expired.session.id)).toMatchObject({
      state: 'NOT_PLANNED',
      reason: 'expired',
    });

    const opened = await coldSession({
      endDate: new Date(Date.now() - 2 * DAY_MS),
      delayDays: 1,
      trainees: ['PRESENT', 'PARTIAL_ABSENCE'],
    });
    await scheduler().runOnce(opened.dueAt);
    expect(await state(opened.session.id)).toMatchObject({
      state: 'OPEN',
      survey: { sheets: 2, filled: 0, closedAt: null },
    });

    // A provider its own sessions only; hr and beneficiaries never.
    const url = `/api/sessions/${opened.session.id}/cold_survey`;
    expect((await call(s.otherProvider, 'GET', url)).statusCode).toBe(404);
    expect((await call(s.hr, 'GET', url)).statusCode).toBe(403);
    expect((await call(opened.trainees[0]!.person, 'GET', url)).statusCode).toBe(403);
  });
});
