import ExcelJS from 'exceljs';
import {
  rateWithin,
  satisfactionQuestionnaire,
  surveyResultsFiltersSchema,
  type SurveyFigures,
  type SurveyRollupPage,
  type SurveyViewDetail,
  type SurveyViewPage,
} from '@passerelle/shared';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  registrationSurveys,
  sessionSurveys,
  surveySheetCounts,
  users,
} from '../../db/schema/index.js';
import { buildApp, type App } from '../../app.js';
import { CHANNELS } from '../../db/notifications.js';
import { bearer, createTestApp, type TestApp } from '../../test/app.js';
import { cacheDropOf, nextNotification } from '../../test/notifications.js';
import { createAction, createActionType, createAxis, createSession } from '../../test/factories.js';
import {
  createPerson,
  createScenario,
  type Person,
  type Scenario,
} from '../registrations/registrations.fixtures.js';
import { SURVEY_RESULTS_CACHE } from './survey-results-cache.plugin.js';
import { surveyExportRows } from './survey-export.js';
import { addSheet, fillSheet, ratingsOf, surveyWithAnswers } from './survey-results.fixtures.js';

/*
 * The survey results (decision 034) on known answers: the figures of one survey, of the surveys
 * taken together and rolled up (every answer weighing alike), the filters, a provider's reach,
 * the anonymity of the answers and of the export (CSV and XLSX read back), the sheet counts kept
 * by the database, and the cache dropped by a write.
 */

let t: TestApp;
let s: Scenario;

const CONDITIONED = 'Les mises en situation sur le terrain';
const withConditioned = satisfactionQuestionnaire([CONDITIONED]);
const standard = satisfactionQuestionnaire();
const RATINGS = 15;

/** S1 (own provider, 2031, axis A, type with a conditioned question): 3 answers out of 4. */
let s1: Awaited<ReturnType<typeof surveyWithAnswers>>;
/** S2 (other provider, 2031, axis B), CLOSED: 2 answers out of 2. */
let s2: Awaited<ReturnType<typeof surveyWithAnswers>>;
/** S3 (own provider, 2030, axis A): no answer out of 2. */
let s3: Awaited<ReturnType<typeof surveyWithAnswers>>;
let axisA: number;
let axisB: number;
let typeWithQuestion: number;

async function get(person: Person, url: string) {
  return t.app.inject({ method: 'GET', url, headers: bearer(person.token) });
}

async function json<T>(person: Person, url: string): Promise<T> {
  const response = await get(person, url);
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as T;
}

beforeAll(async () => {
  t = await createTestApp({ seed: false });
  s = await createScenario(t.db);
  axisA = (await createAxis(t.db, { number: 71, name: 'Accueil des publics' })).id;
  axisB = (await createAxis(t.db, { number: 72, name: 'Numérique' })).id;
  typeWithQuestion = (await createActionType(t.db, { name: 'Atelier terrain' })).id;
  const otherType = (await createActionType(t.db, { name: 'Webinaire' })).id;
  const x = await createAction(t.db, {
    name: 'Écoute active',
    year: 2031,
    axisId: axisA,
    typeId: typeWithQuestion,
    providerId: s.providerId,
  });
  const y = await createAction(t.db, {
    name: 'Outils collaboratifs',
    year: 2031,
    axisId: axisB,
    typeId: otherType,
    providerId: s.otherProviderId,
  });
  const z = await createAction(t.db, {
    name: 'Accueil téléphonique',
    year: 2030,
    axisId: axisA,
    typeId: otherType,
    providerId: s.providerId,
  });
  const realized = { status: 'REALIZED' as const, surveyEnabled: true };
  const session1 = await createSession(t.db, { actionId: x.id, code: 'S-ECOUTE', ...realized });
  const session2 = await createSession(t.db, { actionId: y.id, code: 'S-OUTILS', ...realized });
  const session3 = await createSession(t.db, { actionId: z.id, code: 'S-ACCUEIL', ...realized });

  s1 = await surveyWithAnswers(t.db, {
    sessionId: session1.id,
    questionnaire: withConditioned,
    answers: [
      {
        ratings: ratingsOf(withConditioned, 5),
        comments: { 'general.strengths': 'Très concret', 'general.improvements': 'Plus de pauses' },
      },
      {
        ratings: ratingsOf(withConditioned, 4, { 'general.satisfaction': 2 }),
        comments: { 'general.strengths': 'Le groupe' },
      },
      { ratings: ratingsOf(withConditioned, 3), comments: {} },
      null,
    ],
  });
  s2 = await surveyWithAnswers(t.db, {
    sessionId: session2.id,
    questionnaire: standard,
    status: 'CLOSED',
    answers: [
      { ratings: ratingsOf(standard, 1), comments: {} },
      { ratings: ratingsOf(standard, 2), comments: { 'general.improvements': 'Revoir tout' } },
    ],
  });
  s3 = await surveyWithAnswers(t.db, {
    sessionId: session3.id,
    questionnaire: standard,
    answers: [null, null],
  });
});

afterAll(async () => {
  await t?.close();
});

/** The names and e-mails of the trainees of `surveys`, and their registration ids. */
async function traineeTraces(...surveys: { registrationIds: number[] }[]) {
  const ids = surveys.flatMap((survey) => survey.registrationIds);
  const rows = await t.db
    .select({ givenName: users.givenName, familyName: users.familyName, email: users.email })
    .from(users)
    .where(sql`${users.id} in (select beneficiary_id from registrations where id in ${ids})`);
  return { words: rows.flatMap((row) => [row.givenName, row.familyName, row.email]) };
}

describe('one survey (GET /api/survey_views/{id})', () => {
  it('gives the response rate, the averages per theme and per question and the distributions', async () => {
    const detail = await json<SurveyViewDetail>(s.manager, `/api/survey_views/${s1.id}`);
    expect(detail).toMatchObject({
      id: s1.id,
      status: 'OPEN',
      enabled: true,
      session: { code: 'S-ECOUTE' },
      action: { name: 'Écoute active', year: 2031 },
      axis: { id: axisA, number: 71 },
      provider: { id: s.providerId, name: 'Organisme Test' },
      sheets: 4,
      filled: 3,
      rate: 0.75,
      canClose: true,
    });
    const { figures } = detail;
    // 16 ratings (15 and the type's own) by 3 trainees: 16×5 + (15×4 + 2) + 16×3 = 190 stars.
    expect(figures.answers).toBe(48);
    expect(figures.average).toBe(3.96);
    expect(figures.stars).toEqual([0, 1, 16, 15, 16]);
    const general = figures.themes.find((theme) => theme.key === 'general')!;
    expect(general).toMatchObject({ label: 'Appréciation générale', answers: 6, average: 3.67 });
    expect(general.stars).toEqual([0, 1, 2, 1, 2]);
    const satisfaction = figures.questions.find((q) => q.key === 'general.satisfaction')!;
    expect(satisfaction).toMatchObject({
      label: 'Votre satisfaction globale sur cette formation',
      answers: 3,
      average: 3.33,
      stars: [0, 1, 1, 0, 1],
    });
    const conditioned = figures.questions.find((q) => q.conditioned)!;
    expect(conditioned).toMatchObject({ label: CONDITIONED, theme: 'contents', average: 4 });
    expect(figures.questions).toHaveLength(RATINGS + 1);
    // The themes in the questionnaire's order, the list row's averages the same.
    expect(figures.themes.map((theme) => theme.key)).toEqual([
      'management',
      'beneficiaryInfo',
      'contents',
      'pedagogicalGoals',
      'general',
    ]);
    expect(detail.themes.find((theme) => theme.key === 'general')?.average).toBe(3.67);
  });

  it('lists the free-text answers by question, without anything leading to their authors', async () => {
    const response = await get(s.manager, `/api/survey_views/${s1.id}`);
    const detail = response.json() as SurveyViewDetail;
    const strengths = detail.comments.find((item) => item.key === 'general.strengths')!;
    expect(strengths.label).toBe('Ce que vous avez le plus apprécié');
    expect([...strengths.answers].sort()).toEqual(['Le groupe', 'Très concret']);
    expect(detail.comments.find((item) => item.key === 'general.improvements')?.answers).toEqual([
      'Plus de pauses',
    ]);
    const { words } = await traineeTraces(s1);
    for (const word of words) expect(response.body).not.toContain(word);
    expect(response.body).not.toMatch(/"(registration\w*|beneficiary\w*|filledAt|sheetIds?)":/i);
  });

  it('shows a provider its own sessions only: another provider’s survey is not found', async () => {
    expect((await get(s.provider, `/api/survey_views/${s1.id}`)).statusCode).toBe(200);
    const refused = await get(s.provider, `/api/survey_views/${s2.id}`);
    expect(refused.statusCode).toBe(404);
    expect(refused.body).not.toContain('S-OUTILS');
    expect((await get(s.otherProvider, `/api/survey_views/${s2.id}`)).statusCode).toBe(200);
    // The provider reads its results but may not close.
    expect((await json<SurveyViewDetail>(s.provider, `/api/survey_views/${s1.id}`)).canClose).toBe(
      false,
    );
  });

  it('gives a survey in reach its whole data, and answers one out of reach as a missing one', async () => {
    // In reach (the session's action is the provider's): what the staff read, closing apart.
    const own = await json<SurveyViewDetail>(s.provider, `/api/survey_views/${s1.id}`);
    const staff = await json<SurveyViewDetail>(s.manager, `/api/survey_views/${s1.id}`);
    expect(own.comments.flatMap((item) => item.answers)).toHaveLength(3);
    expect({ ...own, canClose: staff.canClose }).toEqual(staff);
    // Out of reach, even once the staff's answer is cached: the very answer of an unknown id.
    expect((await get(s.admin, `/api/survey_views/${s2.id}`)).statusCode).toBe(200);
    const outOfReach = await get(s.provider, `/api/survey_views/${s2.id}`);
    const unknown = await get(s.provider, '/api/survey_views/999999');
    expect(outOfReach.statusCode).toBe(404);
    expect(outOfReach.json()).toEqual(unknown.json());
    expect(outOfReach.json()).toMatchObject({ code: 'NOT_FOUND' });
  });

  it('refuses hr and beneficiaries, and answers 404 for an unknown survey', async () => {
    const beneficiary = await createPerson(t.db, 'profile_beneficiary', s.employerId);
    expect((await get(beneficiary, `/api/survey_views/${s1.id}`)).statusCode).toBe(403);
    expect((await get(s.hr, `/api/survey_views?year=2031`)).statusCode).toBe(403);
    expect((await get(s.admin, '/api/survey_views/999999')).statusCode).toBe(404);
  });
});

describe('the list (GET /api/survey_views)', () => {
  it('gives each session its rate and averages, filtered and sorted', async () => {
    const page = await json<SurveyViewPage>(s.admin, '/api/survey_views?year=2031&sort=rate');
    expect(page.items.map((item) => item.id)).toEqual([s1.id, s2.id]);
    expect(page.total).toBe(2);
    expect(page.items[0]).toMatchObject({ rate: 0.75, average: 3.96, sheets: 4, filled: 3 });
    expect(page.items[1]).toMatchObject({ status: 'CLOSED', rate: 1, average: 1.5 });
    expect(page.themes.map((theme) => theme.label)).toContain('Contenus et animation');
    const byDate = await json<SurveyViewPage>(s.admin, `/api/survey_views?axisId=${axisA}`);
    expect(byDate.items.map((item) => item.id).sort()).toEqual([s1.id, s3.id].sort());
    const unanswered = byDate.items.find((item) => item.id === s3.id)!;
    expect(unanswered).toMatchObject({ rate: 0, average: null, answers: 0 });
  });

  it('filters by status, year, type, provider and response rate (bounds included)', async () => {
    const ids = async (query: string) =>
      (await json<SurveyViewPage>(s.admin, `/api/survey_views?${query}`)).items
        .map((item) => item.id)
        .sort((a, b) => a - b);
    const ours = [s1.id, s2.id, s3.id].sort((a, b) => a - b);
    const mine = (list: number[]) => list.filter((id) => ours.includes(id));
    expect(mine(await ids('status=CLOSED'))).toEqual([s2.id]);
    expect(await ids('year=2030')).toEqual([s3.id]);
    expect(await ids(`typeId=${typeWithQuestion}`)).toEqual([s1.id]);
    expect(await ids(`providerId=${s.otherProviderId}`)).toEqual([s2.id]);
    expect(mine(await ids('rateMin=75&rateMax=75'))).toEqual([s1.id]);
    expect(mine(await ids('rateMin=80'))).toEqual([s2.id]);
    expect(mine(await ids('rateMax=74'))).toEqual([s3.id]);
    // The SQL comparison and the shared rule agree, bounds included.
    expect(rateWithin(3, 4, { rateMin: 75, rateMax: 75 })).toBe(true);
    expect(rateWithin(3, 4, { rateMin: 76 })).toBe(false);
    expect(rateWithin(0, 0, { rateMax: 100 })).toBe(false);
  });

  it('refuses reversed rate bounds with a French message', async () => {
    const response = await get(s.admin, '/api/survey_views?rateMin=60&rateMax=40');
    expect(response.statusCode).toBe(400);
    expect(response.body).toContain(
      'Le taux de réponse minimum doit être inférieur ou égal au taux maximum',
    );
    expect((await get(s.admin, '/api/survey_views?rateMin=140')).statusCode).toBe(400);
  });

  it('keeps a provider to its own sessions', async () => {
    const page = await json<SurveyViewPage>(s.provider, '/api/survey_views');
    expect(page.items.map((item) => item.id).sort()).toEqual([s1.id, s3.id].sort());
    // Asking for another provider's sessions gives nothing, not them.
    const other = await json<SurveyViewPage>(
      s.provider,
      `/api/survey_views?providerId=${s.otherProviderId}`,
    );
    expect(other.total).toBe(0);
  });
});

describe('taken together (summary) and rolled up', () => {
  it('adds up every answer of the matching surveys, never averaging averages', async () => {
    const figures = await json<SurveyFigures>(s.admin, '/api/survey_views/summary?year=2031');
    expect(figures).toMatchObject({ surveys: 2, sheets: 6, filled: 5, rate: 0.833 });
    // 190 + 45 stars over 48 + 30 answers: 3.01 (the average of 3.96 and 1.5 would be 2.73).
    expect(figures.answers).toBe(78);
    expect(figures.average).toBe(3.01);
    const satisfaction = figures.questions.find((q) => q.key === 'general.satisfaction')!;
    expect(satisfaction.stars).toEqual([1, 2, 1, 0, 1]);
    // The conditioned question of one questionnaire is among the questions, once.
    expect(figures.questions.filter((q) => q.label === CONDITIONED)).toHaveLength(1);
  });

  it('rolls up by provider, axis, year and action with the same figures', async () => {
    const byProvider = await json<SurveyRollupPage>(
      s.admin,
      '/api/survey_views/rollups?by=provider&year=2031',
    );
    expect(byProvider.items).toEqual([
      expect.objectContaining({ key: s.otherProviderId, label: 'Autre Organisme', rate: 1 }),
      expect.objectContaining({ key: s.providerId, label: 'Organisme Test', average: 3.96 }),
    ]);
    const byAxis = await json<SurveyRollupPage>(
      s.admin,
      `/api/survey_views/rollups?by=axis&axisId=${axisA}`,
    );
    expect(byAxis.items).toEqual([
      expect.objectContaining({
        key: axisA,
        label: '71 – Accueil des publics',
        surveys: 2,
        sheets: 6,
        filled: 3,
        rate: 0.5,
        average: 3.96,
      }),
    ]);
    const general = byAxis.items[0]!.themes.find((theme) => theme.key === 'general');
    expect(general).toMatchObject({ answers: 6, average: 3.67 });
    const byYear = await json<SurveyRollupPage>(s.admin, '/api/survey_views/rollups?by=year');
    const ours = byYear.items.filter((item) => item.key === 2031 || item.key === 2030);
    expect(ours).toEqual([
      expect.objectContaining({ key: 2031, label: '2031', average: 3.01, rate: 0.833 }),
      expect.objectContaining({ key: 2030, average: null, rate: 0 }),
    ]);
    const byAction = await json<SurveyRollupPage>(
      s.admin,
      '/api/survey_views/rollups?by=action&year=2031&pageSize=10&page=1',
    );
    expect(byAction.items.map((item) => item.label)).toEqual([
      'Écoute active',
      'Outils collaboratifs',
    ]);
    expect(byAction.total).toBe(2);
    const beyond = await json<SurveyRollupPage>(
      s.admin,
      '/api/survey_views/rollups?by=action&year=2031&pageSize=10&page=3',
    );
    expect(beyond).toMatchObject({ items: [], total: 2 });
  });

  it('rolls up a provider’s own sessions only', async () => {
    const byProvider = await json<SurveyRollupPage>(
      s.provider,
      '/api/survey_views/rollups?by=provider',
    );
    expect(byProvider.items.map((item) => item.key)).toEqual([s.providerId]);
    const summary = await json<SurveyFigures>(s.provider, '/api/survey_views/summary?year=2031');
    expect(summary).toMatchObject({ surveys: 1, sheets: 4, filled: 3, average: 3.96 });
  });

  it('offers the filters’ choices among the surveys within reach', async () => {
    const staff = await json<{ years: number[]; providers: { id: number }[] }>(
      s.manager,
      '/api/survey_views/filters',
    );
    expect(staff.years).toEqual([2031, 2030]);
    expect(staff.providers.map((p) => p.id).sort()).toEqual(
      [s.providerId, s.otherProviderId].sort(),
    );
    const provider = await json<{ years: number[]; axes: { id: number }[]; providers: unknown[] }>(
      s.provider,
      '/api/survey_views/filters',
    );
    expect(provider.axes.map((axis) => axis.id)).toEqual([axisA]);
    expect(provider.providers).toEqual([]);
    // The choices of the questionnaire shown: none of these sessions has a cold evaluation.
    const cold = await json<{ years: number[]; providers: unknown[] }>(
      s.manager,
      '/api/survey_views/filters?kind=COLD',
    );
    expect(cold).toMatchObject({ years: [], providers: [] });
    const wrong = await get(s.manager, '/api/survey_views/filters?kind=WARM');
    expect(wrong.statusCode).toBe(400);
  });
});

/** The CSV's rows, split on `;` (no field of this data holds one). */
function csvRows(text: string): string[][] {
  return text
    .replace(/^\uFEFF/, '')
    .split('\r\n')
    .filter((line) => line !== '')
    .map((line) => line.split(';'));
}

describe('the export (GET /api/survey_views/export)', () => {
  it('writes one CSV row per answer sheet sent, questions as columns, no trainee', async () => {
    const response = await get(s.admin, '/api/survey_views/export?year=2031&format=csv');
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toContain('text/csv');
    expect(response.headers['content-disposition']).toMatch(
      /reponses-questionnaires-\d{4}-\d{2}-\d{2}\.csv/,
    );
    expect(response.body.startsWith('\uFEFF')).toBe(true);
    const [header, ...rows] = csvRows(response.body);
    expect(header!.slice(0, 9)).toEqual([
      'Année',
      'Axe',
      "Type d'action",
      'Action',
      'Prestataire',
      'Session',
      'Début de session',
      'Fin de session',
      'Questionnaire',
    ]);
    // Every question of both questionnaires, worded, once.
    expect(header).toContain('Votre satisfaction globale sur cette formation');
    expect(header).toContain(CONDITIONED);
    expect(header).toContain('Ce que vous avez le plus apprécié');
    expect(header).toHaveLength(9 + withConditioned.questions.length);
    expect(rows).toHaveLength(5);
    const column = (label: string) => header!.indexOf(label);
    const ecoute = rows.filter((row) => row[column('Session')] === 'S-ECOUTE');
    expect(ecoute).toHaveLength(3);
    expect(
      ecoute.map((row) => row[column('Votre satisfaction globale sur cette formation')]).sort(),
    ).toEqual(['2', '3', '5']);
    const outils = rows.filter((row) => row[column('Session')] === 'S-OUTILS');
    expect(outils.map((row) => row[column(CONDITIONED)])).toEqual(['', '']);
    expect(outils[0]![column('Questionnaire')]).toBe('Clôturé');
    // Nothing that names a trainee: no column of the kind, none of their names or e-mails.
    for (const name of ['Nom', 'Prénom', 'Courriel', 'Civilité', 'Inscription', 'Bénéficiaire']) {
      expect(header).not.toContain(name);
    }
    const { words } = await traineeTraces(s1, s2);
    for (const word of words) expect(response.body).not.toContain(word);
  });

  it('pages through the surveys in order without losing or repeating a sheet', async () => {
    // Five sessions of 2033, two starting at the same instant: the page's end falls between them.
    const action = await createAction(t.db, { year: 2033 });
    const starts = [3, 1, 2, 2, 5].map((day) => new Date(Date.UTC(2033, 2, day, 8, 0, 0, 0)));
    for (const [index, startDate] of starts.entries()) {
      const session = await createSession(t.db, {
        actionId: action.id,
        status: 'REALIZED',
        startDate,
        code: `S-PAGE-${index}`,
      });
      await surveyWithAnswers(t.db, {
        sessionId: session.id,
        answers: [1, 2, 3]
          .slice(0, 1 + (index % 3))
          .map((stars) => ({ ratings: ratingsOf(standard, stars), comments: {} })),
      });
    }
    const filters = surveyResultsFiltersSchema.parse({ year: '2033' });
    const rowsOf = async (pageSurveys: number) => {
      const rows: string[] = [];
      for await (const row of surveyExportRows(
        t.db,
        { filters, scope: { all: true } },
        pageSurveys,
      ))
        rows.push(`${row.session.code} ${row.ratings['general.satisfaction']}`);
      return rows;
    };
    const whole = await rowsOf(100);
    expect(whole).toHaveLength(1 + 2 + 3 + 1 + 2);
    // By start, then by survey (created in order) for the two of the same instant.
    expect([...new Set(whole.map((row) => row.split(' ')[0]))]).toEqual([
      'S-PAGE-1',
      'S-PAGE-2',
      'S-PAGE-3',
      'S-PAGE-0',
      'S-PAGE-4',
    ]);
    expect(await rowsOf(1)).toEqual(whole);
    expect(await rowsOf(2)).toEqual(whole);
  });

  it('writes the same rows in XLSX, stars as numbers', async () => {
    const response = await get(s.admin, '/api/survey_views/export?year=2031&format=xlsx');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('spreadsheetml');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.getWorksheet('Réponses')!;
    const header = (sheet.getRow(1).values as unknown[]).slice(1);
    expect(header).toContain(CONDITIONED);
    expect(sheet.rowCount).toBe(6);
    const satisfaction = header.indexOf('Votre satisfaction globale sur cette formation') + 1;
    const values: unknown[] = [];
    sheet.eachRow((row, index) => {
      if (index > 1) values.push(row.getCell(satisfaction).value);
    });
    expect(values.sort()).toEqual([1, 2, 2, 3, 5]);
    const text = JSON.stringify(
      sheet.getSheetValues().map((row) => (Array.isArray(row) ? row.map(String) : row)),
    );
    const { words } = await traineeTraces(s1, s2);
    for (const word of words) expect(text).not.toContain(word);
  });

  it('exports a provider’s own sessions only', async () => {
    const response = await get(s.provider, '/api/survey_views/export?format=csv');
    expect(response.statusCode).toBe(200);
    const [header, ...rows] = csvRows(response.body);
    const sessionColumn = header!.indexOf('Session');
    expect(new Set(rows.map((row) => row[sessionColumn]))).toEqual(new Set(['S-ECOUTE']));
    expect(response.body).not.toContain('Revoir tout');
  });
});

describe('the API documentation', () => {
  it('describes the survey views with their filters', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(response.statusCode).toBe(200);
    const paths = (response.json() as { paths: Record<string, Record<string, unknown>> }).paths;
    for (const path of ['', '/summary', '/rollups', '/filters', '/export', '/{id}']) {
      expect(paths[`/api/survey_views${path}`]?.get, path).toBeDefined();
    }
    const summary = paths['/api/survey_views/summary']!.get as {
      parameters: { name: string }[];
    };
    expect(summary.parameters.map((parameter) => parameter.name)).toEqual(
      expect.arrayContaining(['year', 'axisId', 'providerId', 'status', 'rateMin', 'rateMax']),
    );
  });
});

describe('sheet counts and the cache', () => {
  it('keeps the counts right as sheets are added, sent and removed (database trigger)', async () => {
    const countsOf = async (id: number) =>
      (
        await t.db
          .select({ sheets: surveySheetCounts.sheets, filled: surveySheetCounts.filled })
          .from(surveySheetCounts)
          .where(eq(surveySheetCounts.sessionSurveyId, id))
      )[0];
    expect(await countsOf(s1.id)).toEqual({ sheets: 4, filled: 3 });
    const [session] = await t.db
      .select({ id: sessionSurveys.sessionId })
      .from(sessionSurveys)
      .where(eq(sessionSurveys.id, s3.id));
    const sheet = await addSheet(t.db, s3, session!.id);
    expect(await countsOf(s3.id)).toEqual({ sheets: 3, filled: 0 });
    await fillSheet(t.db, s3, sheet.id, { ratings: ratingsOf(standard, 4), comments: {} });
    expect(await countsOf(s3.id)).toEqual({ sheets: 3, filled: 1 });
    await t.db.delete(registrationSurveys).where(eq(registrationSurveys.id, s3.sheetIds[0]!));
    expect(await countsOf(s3.id)).toEqual({ sheets: 2, filled: 1 });
    await t.db.delete(registrationSurveys).where(eq(registrationSurveys.id, sheet.id));
    expect(await countsOf(s3.id)).toEqual({ sheets: 1, filled: 0 });
  });

  it('drops the figures on every replica when a survey is closed through any of them', async () => {
    const session = await createSession(t.db, {
      actionId: (await createAction(t.db, { year: 2041, providerId: s.providerId })).id,
      status: 'REALIZED',
    });
    await surveyWithAnswers(t.db, {
      sessionId: session.id,
      answers: [{ ratings: ratingsOf(standard, 4), comments: {} }],
    });
    const replica = await buildApp({ config: t.config, database: t.database, logger: false });
    try {
      const statusOn = async (app: App) => {
        const response = await app.inject({
          url: '/api/survey_views?year=2041',
          headers: bearer(s.manager.token),
        });
        expect(response.statusCode, response.body).toBe(200);
        return (response.json() as SurveyViewPage).items.map((item) => item.status);
      };
      expect(await statusOn(replica)).toEqual(['OPEN']);
      // Kept by the replica: closed behind the portal's back, it still shows open there.
      await t.db
        .update(sessionSurveys)
        .set({ status: 'CLOSED', closedAt: new Date() })
        .where(eq(sessionSurveys.sessionId, session.id));
      expect(await statusOn(replica)).toEqual(['OPEN']);
      await t.db
        .update(sessionSurveys)
        .set({ status: 'OPEN', closedAt: null })
        .where(eq(sessionSurveys.sessionId, session.id));

      // The manager closes it through the other replica: the replica shows it at once.
      const notified = await nextNotification(
        t.database,
        CHANNELS.caches,
        cacheDropOf(SURVEY_RESULTS_CACHE),
      );
      const closed = await t.app.inject({
        method: 'POST',
        url: `/api/sessions/${session.id}/close_survey`,
        headers: bearer(s.manager.token),
        payload: {},
      });
      expect(closed.statusCode, closed.body).toBe(200);
      await notified.received;
      expect(await statusOn(replica)).toEqual(['CLOSED']);
    } finally {
      await replica.close();
    }
  });

  it('serves the figures from memory until a signed-in write drops them', async () => {
    const session = await createSession(t.db, {
      actionId: (await createAction(t.db, { year: 2040, providerId: s.providerId })).id,
      status: 'REALIZED',
    });
    const survey = await surveyWithAnswers(t.db, {
      sessionId: session.id,
      answers: [{ ratings: ratingsOf(standard, 5), comments: {} }, null],
    });
    const summary = () => json<SurveyFigures>(s.manager, '/api/survey_views/summary?year=2040');
    const detail = (who = s.manager) =>
      json<SurveyViewDetail>(who, `/api/survey_views/${survey.id}`);
    expect(await summary()).toMatchObject({ filled: 1, average: 5 });
    expect(await detail()).toMatchObject({ filled: 1, canClose: true });
    // Kept per reach and per right to close: the provider is never offered the manager's button.
    expect(await detail(s.provider)).toMatchObject({ filled: 1, canClose: false });
    // Written behind the API's back: the kept answers are still served…
    await fillSheet(t.db, survey, survey.sheetIds[1]!, {
      ratings: ratingsOf(standard, 1),
      comments: {},
    });
    expect(await summary()).toMatchObject({ filled: 1, average: 5 });
    expect(await detail()).toMatchObject({ filled: 1 });
    // …until a successful write of a signed-in user on this server drops it.
    const someone = await createPerson(t.db, 'profile_beneficiary', s.employerId);
    const logout = await t.app.inject({
      method: 'DELETE',
      url: '/api/_auth/session',
      headers: bearer(someone.token),
    });
    expect(logout.statusCode).toBeLessThan(400);
    expect(await summary()).toMatchObject({ filled: 2, average: 3 });
    expect(await detail()).toMatchObject({ filled: 2, figures: { average: 3 } });
  });
});
