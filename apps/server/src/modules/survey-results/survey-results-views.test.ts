import {
  coldQuestionnaire,
  satisfactionQuestionnaire,
  textQuestions,
  type SurveyFigures,
  type SurveyFilterChoices,
  type SurveyRollupPage,
  type SurveyViewDetail,
  type SurveyViewPage,
} from '@passerelle/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.js';
import { registrationSurveys, users } from '../../db/schema/index.js';
import { bearer, createTestApp, loginAs, testConfig, type TestApp } from '../../test/app.js';
import {
  createAction,
  createActionType,
  createAxis,
  createSession,
  createStructure,
} from '../../test/factories.js';
import {
  addProfile,
  createPerson,
  createScenario,
  type Person,
  type Scenario,
} from '../registrations/registrations.fixtures.js';
import {
  addSheet,
  fillSheet,
  openSurvey,
  ratingsOf,
  surveyWithAnswers,
} from './survey-results.fixtures.js';

/*
 * The survey results (decision 034) seen from each profile and through each filter: who reads
 * what (a provider of one, two or no structure, an action without provider, HR validators and
 * trainees refused), every filter and its French refusal, the roll-ups' groups and order, the
 * free texts as trainees wrote them (trimmed, blank and unsent ones left out), empty results, the
 * export's cells (quoting, formulas, Paris dates over New Year's night and on 29 February) and
 * what the cache keeps apart or through. The figures themselves are survey-results.test.ts's.
 */

let t: TestApp;
let s: Scenario;
const standard = satisfactionQuestionnaire();
const cold = coldQuestionnaire();

/** A provider of the scenario's provider structure and of a third one. */
let twoStructures: Person;
let thirdProviderId: number;
/** A trainee holding an unsent sheet of `e2`. */
let trainee: Person;
let axisP: number;
let axisQ: number;
let ecrire: number;
/** The 2035 surveys: see beforeAll. */
const ids = {} as Record<
  'e1' | 'e2' | 'd1' | 'n1' | 'm1' | 'cold' | 'e1Session' | 'd1Session',
  number
>;

const five = { ratings: ratingsOf(standard, 5), comments: {} };

beforeAll(async () => {
  t = await createTestApp({ seed: false });
  s = await createScenario(t.db);
  thirdProviderId = (await createStructure(t.db, { name: 'Troisième Organisme' })).id;
  twoStructures = await createPerson(t.db, 'profile_provider', s.providerId);
  await addProfile(t.db, twoStructures.id, 'profile_provider', thirdProviderId);
  trainee = await createPerson(t.db, 'profile_beneficiary', s.employerId);

  axisP = (await createAxis(t.db, { number: 81, name: 'Parcours' })).id;
  axisQ = (await createAxis(t.db, { number: 82, name: 'Qualité' })).id;
  const typeId = (await createActionType(t.db, { name: 'Atelier' })).id;
  const action = async (name: string, axisId: number, providerId: number | null, year = 2035) =>
    (await createAction(t.db, { name, year, axisId, typeId, providerId })).id;
  // Sorted by folded name: Dialoguer, Écrire, Entretenir, Mesurer (by bytes, É comes last).
  ecrire = await action('Écrire pour être lu', axisP, s.providerId);
  const dialoguer = await action('Dialoguer en équipe', axisQ, thirdProviderId);
  const entretenir = await action('Entretenir son réseau', axisP, null);
  const mesurer = await action('Mesurer le silence', axisQ, s.providerId);
  const session = async (actionId: number, code: string, startDate: Date, endDate?: Date) =>
    (
      await createSession(t.db, {
        actionId,
        code,
        startDate,
        ...(endDate ? { endDate } : {}),
        status: 'REALIZED',
        surveyEnabled: true,
      })
    ).id;

  ids.e1Session = await session(ecrire, 'E-MARS', new Date('2035-03-05T08:00:00Z'));
  const e1 = await surveyWithAnswers(t.db, {
    sessionId: ids.e1Session,
    answers: [
      {
        ratings: ratingsOf(standard, 5),
        comments: { 'general.strengths': '  Très utile  ', 'general.improvements': '   ' },
      },
      {
        ratings: ratingsOf(standard, 5),
        comments: {
          'general.strengths': 'Bien; "très" bien',
          'general.improvements': '=1+1 à revoir',
        },
      },
    ],
  });
  ids.e1 = e1.id;
  // The same session's cold evaluation, one sheet sent.
  const coldSurvey = await openSurvey(t.db, {
    sessionId: ids.e1Session,
    questionnaire: cold,
    kind: 'COLD',
  });
  ids.cold = coldSurvey.id;
  const coldSheet = await addSheet(t.db, coldSurvey, ids.e1Session);
  await fillSheet(t.db, coldSurvey, coldSheet.id, {
    ratings: ratingsOf(cold, 4),
    comments: { 'impact.obstacles': 'Le temps' },
  });

  const e2Session = await session(ecrire, 'E-JUIN', new Date('2035-06-10T08:00:00Z'));
  const e2 = await surveyWithAnswers(t.db, {
    sessionId: e2Session,
    answers: [{ ratings: ratingsOf(standard, 3), comments: {} }, null],
  });
  ids.e2 = e2.id;
  // The trainee's sheet, with a comment kept but never sent.
  const draft = await addSheet(t.db, e2, e2Session, trainee.id);
  await t.db
    .update(registrationSurveys)
    .set({ comments: { 'general.strengths': 'Brouillon jamais envoyé' } })
    .where(eq(registrationSurveys.id, draft.id));

  ids.d1Session = await session(dialoguer, 'D-AVRIL', new Date('2035-04-02T08:00:00Z'));
  ids.d1 = (
    await surveyWithAnswers(t.db, {
      sessionId: ids.d1Session,
      status: 'CLOSED',
      answers: [{ ratings: ratingsOf(standard, 2), comments: {} }],
    })
  ).id;
  ids.n1 = (
    await surveyWithAnswers(t.db, {
      sessionId: await session(entretenir, 'N-MAI', new Date('2035-05-15T08:00:00Z')),
      answers: [{ ratings: ratingsOf(standard, 4), comments: {} }, null],
    })
  ).id;
  // Opened, sent to nobody yet.
  ids.m1 = (
    await surveyWithAnswers(t.db, {
      sessionId: await session(mesurer, 'M-JUILLET', new Date('2035-07-01T08:00:00Z')),
      answers: [],
    })
  ).id;

  // Edge dates for the export, in Paris time: New Year's night (2034) and 29 February (2036).
  await surveyWithAnswers(t.db, {
    sessionId: await session(
      await action('Veiller la nuit', axisP, s.providerId, 2034),
      'NUIT-NOUVEL-AN',
      new Date('2034-12-31T21:00:00Z'),
      new Date('2035-01-01T01:00:00Z'),
    ),
    answers: [five],
  });
  await surveyWithAnswers(t.db, {
    sessionId: await session(
      await action('Compter les jours', axisP, s.providerId, 2036),
      'BISSEXTILE',
      new Date('2036-02-29T07:30:00Z'),
      new Date('2036-02-29T16:00:00Z'),
    ),
    answers: [five],
  });
}, 60_000);

afterAll(async () => {
  await t?.close();
});

function get(person: Person | null, url: string) {
  return t.app.inject({ method: 'GET', url, ...(person ? { headers: bearer(person.token) } : {}) });
}

async function json<T>(person: Person, url: string): Promise<T> {
  const response = await get(person, url);
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as T;
}

const listIds = async (person: Person, query: string) =>
  (await json<SurveyViewPage>(person, `/api/survey_views?${query}`)).items.map((item) => item.id);
const sorted = (list: number[]) => [...list].sort((a, b) => a - b);

/** Every view of the survey results, with a survey of each for the detail. */
const views = () => [
  '/api/survey_views?year=2035',
  '/api/survey_views/summary?year=2035',
  '/api/survey_views/rollups?year=2035',
  '/api/survey_views/filters',
  '/api/survey_views/export?year=2035',
  `/api/survey_views/${ids.e1}`,
];

describe('who reads the results', () => {
  it('asks an anonymous visitor to sign in, on every view', async () => {
    for (const url of views()) {
      const response = await get(null, url);
      expect(response.statusCode, url).toBe(401);
      expect(response.json().error).toBe('Vous devez être connecté pour effectuer cette action.');
    }
  });

  it('refuses every view to the HR validator of the trainees’ structure', async () => {
    for (const url of views()) {
      const response = await get(s.hr, url);
      expect(response.statusCode, url).toBe(403);
      expect(response.json()).toMatchObject({
        code: 'FORBIDDEN',
        error: "Vous n'avez pas les droits nécessaires pour effectuer cette action.",
      });
    }
  });

  it('refuses a trainee the results of the survey it was sent', async () => {
    for (const url of [`/api/survey_views/${ids.e2}`, '/api/survey_views?year=2035']) {
      expect((await get(trainee, url)).statusCode, url).toBe(403);
    }
  });

  it('shows a manager every provider’s surveys and one without provider, closable while open', async () => {
    expect(sorted(await listIds(s.manager, 'year=2035'))).toEqual(
      sorted([ids.e1, ids.e2, ids.d1, ids.n1, ids.m1]),
    );
    const orphan = await json<SurveyViewDetail>(s.manager, `/api/survey_views/${ids.n1}`);
    expect(orphan).toMatchObject({ provider: null, action: { name: 'Entretenir son réseau' } });
    expect(orphan.canClose).toBe(true);
    const closed = await json<SurveyViewDetail>(s.admin, `/api/survey_views/${ids.d1}`);
    expect(closed).toMatchObject({ status: 'CLOSED', canClose: false });
  });

  it('shows a provider of two structures the sessions of both, and no provider to choose', async () => {
    expect(sorted(await listIds(twoStructures, 'year=2035'))).toEqual(
      sorted([ids.e1, ids.e2, ids.d1, ids.m1]),
    );
    const choices = await json<SurveyFilterChoices>(twoStructures, '/api/survey_views/filters');
    expect(choices.providers).toEqual([]);
    expect(choices.years).toEqual([2036, 2035, 2034]);
    expect(choices.axes.map((axis) => axis.id)).toEqual([axisP, axisQ]);
  });

  it('keeps a provider out of another provider’s survey and of one without provider', async () => {
    for (const id of [ids.d1, ids.n1]) {
      const response = await get(s.provider, `/api/survey_views/${id}`);
      expect(response.statusCode).toBe(404);
      expect(response.json().error).toBe('Élément introuvable.');
    }
    // Naming another's session in a filter finds nothing rather than its figures.
    const summary = await json<SurveyFigures>(
      s.provider,
      `/api/survey_views/summary?sessionId=${ids.d1Session}`,
    );
    expect(summary).toMatchObject({ surveys: 0, sheets: 0, answers: 0 });
    const outsider = await json<SurveyFigures>(
      s.otherProvider,
      `/api/survey_views/summary?sessionId=${ids.e1Session}`,
    );
    expect(outsider).toMatchObject({ surveys: 0, rate: null, average: null });
  });

  it('keeps each reach’s answer apart in the cache: the same question, three answers', async () => {
    const url = 'year=2035&sort=action';
    expect(await listIds(s.provider, url)).toEqual([ids.e2, ids.e1, ids.m1]);
    expect(await listIds(s.otherProvider, url)).toEqual([]);
    expect(await listIds(twoStructures, url)).toEqual([ids.d1, ids.e2, ids.e1, ids.m1]);
    expect(await listIds(s.provider, url)).toEqual([ids.e2, ids.e1, ids.m1]);
  });

  it('reads as the active profile: a provider who is also a manager sees all once switched', async () => {
    const both = await createPerson(t.db, 'profile_provider', s.providerId);
    await addProfile(t.db, both.id, 'profile_manager', s.employerId);
    expect(sorted(await listIds(both, 'year=2035'))).toEqual(sorted([ids.e1, ids.e2, ids.m1]));
    const asProvider = await json<SurveyViewDetail>(both, `/api/survey_views/${ids.e1}`);
    expect(asProvider.canClose).toBe(false);

    const switched = await t.app.inject({
      method: 'PUT',
      url: '/api/_auth/session/profile',
      headers: bearer(both.token),
      payload: { profileCode: 'profile_manager' },
    });
    expect(switched.statusCode, switched.body).toBe(200);
    expect(await listIds(both, 'year=2035')).toHaveLength(5);
    const asManager = await json<SurveyViewDetail>(both, `/api/survey_views/${ids.e1}`);
    expect(asManager.canClose).toBe(true);
  });
});

describe('the filters', () => {
  it('narrows to one session: its hot survey, or its cold evaluation with kind=COLD', async () => {
    expect(await listIds(s.admin, `sessionId=${ids.e1Session}`)).toEqual([ids.e1]);
    const coldPage = await json<SurveyViewPage>(
      s.admin,
      `/api/survey_views?sessionId=${ids.e1Session}&kind=COLD`,
    );
    expect(coldPage.items.map((item) => [item.id, item.kind])).toEqual([[ids.cold, 'COLD']]);
    expect(coldPage.themes.map((theme) => theme.label)).toEqual([
      'Mise en pratique',
      'Effets sur votre activité',
    ]);
    // The default is the satisfaction survey: no cold evaluation among them.
    expect(await listIds(s.admin, 'year=2035')).not.toContain(ids.cold);
  });

  it('narrows to one action’s sessions, taken together', async () => {
    expect(await listIds(s.admin, `actionId=${ecrire}`)).toEqual([ids.e2, ids.e1]);
    const figures = await json<SurveyFigures>(
      s.admin,
      `/api/survey_views/summary?actionId=${ecrire}`,
    );
    // 30 answers of 5 stars and 15 of 3: 195 / 45.
    expect(figures).toMatchObject({ surveys: 2, sheets: 5, filled: 3, rate: 0.6, average: 4.33 });
  });

  it('leaves out the surveys sent to nobody once a response rate is asked', async () => {
    const page = await json<SurveyViewPage>(s.admin, '/api/survey_views?year=2035');
    const unsent = page.items.find((item) => item.id === ids.m1);
    expect(unsent).toMatchObject({ sheets: 0, rate: null, average: null });
    expect(sorted(await listIds(s.admin, 'year=2035&rateMax=100'))).toEqual(
      sorted([ids.e1, ids.e2, ids.d1, ids.n1]),
    );
    expect(await listIds(s.admin, 'year=2035&rateMin=0&rateMax=0')).toEqual([]);
    // Both bounds included: exactly one half.
    expect(await listIds(s.admin, 'year=2035&rateMin=50&rateMax=50')).toEqual([ids.n1]);
  });

  it('sorts by action name accents aside, then by rate with the unsent last', async () => {
    expect(await listIds(s.admin, 'year=2035&sort=action')).toEqual([
      ids.d1,
      ids.e2,
      ids.e1,
      ids.n1,
      ids.m1,
    ]);
    // Equal rates: the latest session first.
    expect(await listIds(s.admin, 'year=2035&sort=-rate')).toEqual([
      ids.d1,
      ids.e1,
      ids.n1,
      ids.e2,
      ids.m1,
    ]);
  });

  it.each([
    ['/api/survey_views?year=deux', 'year', 'Doit être un nombre entier'],
    ['/api/survey_views?axisId=0', 'axisId', 'Doit être un nombre entier'],
    ['/api/survey_views?status=ARCHIVED', 'status', 'Valeur non autorisée'],
    ['/api/survey_views?sort=-note', 'sort', 'Tri non autorisé : note'],
    ['/api/survey_views?pageSize=7', 'pageSize', 'Valeur non autorisée'],
    ['/api/survey_views/summary?rateMin=-5', 'rateMin', 'Doit être supérieur ou égal à 0'],
    ['/api/survey_views/summary?rateMax=101', 'rateMax', 'Doit être inférieur ou égal à 100'],
    ['/api/survey_views/rollups?by=session', 'by', 'Valeur non autorisée'],
    [
      '/api/survey_views/rollups?rateMin=60&rateMax=40',
      'rateMax',
      'Le taux de réponse minimum doit être inférieur ou égal au taux maximum',
    ],
    ['/api/survey_views/export?format=pdf', 'format', 'Valeur non autorisée'],
    ['/api/survey_views/export?kind=TIEDE', 'kind', 'Valeur non autorisée'],
    ['/api/survey_views/filters?kind=TIEDE', 'kind', 'Valeur non autorisée'],
    ['/api/survey_views/douze', 'id', 'Doit être un nombre entier'],
  ])('refuses %s on its field, in French', async (url, field, message) => {
    const response = await get(s.manager, url);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      fieldErrors: { [field]: [message] },
    });
  });
});

describe('the roll-ups', () => {
  it('groups by axis when no grouping is asked, every answer weighing alike', async () => {
    const page = await json<SurveyRollupPage>(s.admin, '/api/survey_views/rollups?year=2035');
    expect(page.by).toBe('axis');
    expect(page.items).toEqual([
      // Écrire's two sessions and Entretenir's: (150 + 45 + 60) stars over 60 answers.
      expect.objectContaining({
        key: axisP,
        label: '81 – Parcours',
        surveys: 3,
        sheets: 7,
        filled: 4,
        rate: 0.571,
        average: 4.25,
      }),
      expect.objectContaining({ key: axisQ, surveys: 2, sheets: 1, filled: 1, average: 2 }),
    ]);
  });

  it('groups by action in the order of their names, accents aside', async () => {
    const page = await json<SurveyRollupPage>(
      s.admin,
      '/api/survey_views/rollups?by=action&year=2035',
    );
    expect(page.items.map((item) => [item.label, item.surveys, item.average])).toEqual([
      ['Dialoguer en équipe', 1, 2],
      ['Écrire pour être lu', 2, 4.33],
      ['Entretenir son réseau', 1, 4],
      ['Mesurer le silence', 1, null],
    ]);
    expect(page.items[1]).toMatchObject({ key: ecrire, sheets: 5, filled: 3, rate: 0.6 });
  });

  it('puts the actions without provider last, as “Sans prestataire”', async () => {
    const page = await json<SurveyRollupPage>(
      s.admin,
      '/api/survey_views/rollups?by=provider&year=2035',
    );
    expect(page.items.map((item) => [item.key, item.label, item.surveys])).toEqual([
      [s.providerId, 'Organisme Test', 3],
      [thirdProviderId, 'Troisième Organisme', 1],
      [null, 'Sans prestataire', 1],
    ]);
    expect(page.items[2]!.themes.find((theme) => theme.key === 'general')).toMatchObject({
      answers: 2,
      average: 4,
    });
  });

  it('counts the group without provider past the last page too', async () => {
    const beyond = await json<SurveyRollupPage>(
      s.admin,
      '/api/survey_views/rollups?by=provider&year=2035&page=2',
    );
    expect(beyond).toMatchObject({ items: [], total: 3, page: 2 });
  });

  it('rolls up a provider of two structures by its structures only', async () => {
    const page = await json<SurveyRollupPage>(
      twoStructures,
      '/api/survey_views/rollups?by=provider&year=2035',
    );
    expect(page.items.map((item) => item.key)).toEqual([s.providerId, thirdProviderId]);
  });
});

describe('the free texts', () => {
  it('gives them trimmed, without the blank ones, however they were stored', async () => {
    const detail = await json<SurveyViewDetail>(s.manager, `/api/survey_views/${ids.e1}`);
    const answers = Object.fromEntries(detail.comments.map((item) => [item.key, item.answers]));
    expect([...answers['general.strengths']!].sort()).toEqual(['Bien; "très" bien', 'Très utile']);
    expect(answers['general.improvements']).toEqual(['=1+1 à revoir']);
    expect(answers['contents.furtherTopics']).toEqual([]);
  });

  it('never shows what a trainee kept without sending it, nor who wrote anything', async () => {
    const response = await get(s.manager, `/api/survey_views/${ids.e2}`);
    const detail = response.json() as SurveyViewDetail;
    expect(detail).toMatchObject({ sheets: 3, filled: 1 });
    expect(detail.comments.every((item) => item.answers.length === 0)).toBe(true);
    expect(response.body).not.toContain('Brouillon jamais envoyé');
    const [names] = await t.db
      .select({ familyName: users.familyName, email: users.email })
      .from(users)
      .where(eq(users.id, trainee.id));
    expect(response.body).not.toContain(names!.familyName);
    expect(response.body).not.toContain(names!.email);
  });

  it('gives a survey sent to nobody every question with no answer', async () => {
    const detail = await json<SurveyViewDetail>(s.manager, `/api/survey_views/${ids.m1}`);
    expect(detail).toMatchObject({ sheets: 0, filled: 0, rate: null, answers: 0, average: null });
    expect(detail.figures).toMatchObject({ surveys: 1, rate: null, answers: 0, average: null });
    expect(detail.figures.questions).toHaveLength(15);
    expect(detail.figures.questions.every((q) => q.answers === 0 && q.average === null)).toBe(true);
    expect(detail.comments.map((item) => item.key)).toEqual(
      textQuestions(standard).map((question) => question.key),
    );
  });
});

describe('empty results', () => {
  it('answers zeros, not errors, for a year without any survey', async () => {
    const summary = await json<SurveyFigures>(s.admin, '/api/survey_views/summary?year=2099');
    expect(summary).toEqual({
      surveys: 0,
      sheets: 0,
      filled: 0,
      rate: null,
      answers: 0,
      average: null,
      stars: [0, 0, 0, 0, 0],
      themes: [],
      questions: [],
    });
    const page = await json<SurveyViewPage>(s.admin, '/api/survey_views?year=2099');
    expect(page).toMatchObject({ items: [], total: 0, themes: [] });
    const rollups = await json<SurveyRollupPage>(
      s.admin,
      '/api/survey_views/rollups?by=year&year=2099',
    );
    expect(rollups).toMatchObject({ by: 'year', items: [], total: 0, themes: [] });
  });

  it('offers a provider without any survey no choice at all', async () => {
    expect(await json<SurveyFilterChoices>(s.otherProvider, '/api/survey_views/filters')).toEqual({
      years: [],
      axes: [],
      types: [],
      providers: [],
    });
  });

  it('exports only the header of the session columns when nothing matches', async () => {
    const response = await get(s.admin, '/api/survey_views/export?year=2099');
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe(
      "\uFEFFAnnée;Axe;Type d'action;Action;Prestataire;Session;Début de session;" +
        'Fin de session;Questionnaire\r\n',
    );
  });
});

/** The CSV's rows, BOM dropped, fields unquoted (`;` and `""` inside quotes kept). */
function csvRows(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  const body = text.replace(/^\uFEFF/, '');
  for (let i = 0; i < body.length; i++) {
    const char = body[i]!;
    if (quoted && char === '"') {
      if (body[i + 1] === '"') field += body[++i];
      else quoted = false;
    } else if (quoted) field += char;
    else if (char === '"') quoted = true;
    else if (char === ';') {
      row.push(field);
      field = '';
    } else if (char === '\r' && body[i + 1] === '\n') {
      rows.push([...row, field]);
      row = [];
      field = '';
      i++;
    } else field += char;
  }
  return rows;
}

describe('the export', () => {
  it('writes one row per sheet sent, texts quoted and formulas disarmed', async () => {
    const response = await get(s.admin, '/api/survey_views/export?year=2035&format=csv');
    expect(response.statusCode, response.body).toBe(200);
    expect(response.body).toContain(';"Bien; ""très"" bien";');
    expect(response.body).toContain(";'=1+1 à revoir");
    expect(response.body).not.toContain('Brouillon jamais envoyé');
    const [header, ...rows] = csvRows(response.body);
    const column = (label: string) => header!.indexOf(label);
    // Two sheets of E-MARS, one each of D-AVRIL, N-MAI, E-JUIN, in the order of the sessions.
    expect(rows.map((row) => row[column('Session')])).toEqual([
      'E-MARS',
      'E-MARS',
      'D-AVRIL',
      'N-MAI',
      'E-JUIN',
    ]);
    const strengths = column('Ce que vous avez le plus apprécié');
    expect(rows.slice(0, 2).map((row) => row[strengths])).toContain('Bien; "très" bien');
    expect(rows[3]!.slice(3, 6)).toEqual(['Entretenir son réseau', '', 'N-MAI']);
    expect(rows[2]![column('Questionnaire')]).toBe('Clôturé');
  });

  it('writes the session dates in Paris time, over New Year’s night and on 29 February', async () => {
    const night = csvRows((await get(s.admin, '/api/survey_views/export?year=2034')).body);
    expect(night[1]!.slice(5, 8)).toEqual([
      'NUIT-NOUVEL-AN',
      '31/12/2034 22:00',
      '01/01/2035 02:00',
    ]);
    const leap = csvRows((await get(s.admin, '/api/survey_views/export?year=2036')).body);
    expect(leap[1]!.slice(5, 8)).toEqual(['BISSEXTILE', '29/02/2036 08:30', '29/02/2036 17:00']);
  });

  it('exports the cold evaluations under their own name, their questions as columns', async () => {
    const response = await get(s.admin, '/api/survey_views/export?kind=COLD&year=2035');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toMatch(
      /filename="reponses-evaluations-a-froid-\d{4}-\d{2}-\d{2}\.csv"/,
    );
    const [header, ...rows] = csvRows(response.body);
    expect(header!.slice(9)).toEqual(cold.questions.map((question) => question.label));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.slice(9)).toEqual(['4', '4', '', '4', '4', 'Le temps']);
  });

  it('exports a provider of two structures their sessions, another provider nothing', async () => {
    const both = csvRows((await get(twoStructures, '/api/survey_views/export?year=2035')).body);
    expect(new Set(both.slice(1).map((row) => row[5]))).toEqual(
      new Set(['E-MARS', 'D-AVRIL', 'E-JUIN']),
    );
    const none = csvRows((await get(s.otherProvider, '/api/survey_views/export?year=2035')).body);
    expect(none).toHaveLength(1);
  });
});

describe('what the cache keeps', () => {
  /** A survey of a year of its own with one five-star sheet sent and one not. */
  async function surveyOf(year: number) {
    const action = await createAction(t.db, { year, providerId: s.providerId });
    const sessionId = (await createSession(t.db, { actionId: action.id, status: 'REALIZED' })).id;
    return surveyWithAnswers(t.db, { sessionId, answers: [five, null] });
  }

  it('keeps the figures through a refused write and an anonymous one', async () => {
    const survey = await surveyOf(2037);
    const summary = () => json<SurveyFigures>(s.manager, '/api/survey_views/summary?year=2037');
    expect(await summary()).toMatchObject({ filled: 1, average: 5 });
    await fillSheet(t.db, survey, survey.sheetIds[1]!, {
      ratings: ratingsOf(standard, 1),
      comments: {},
    });
    const refused = await t.app.inject({
      method: 'PUT',
      url: '/api/_auth/session/profile',
      headers: bearer(s.manager.token),
      payload: { profileCode: 'profile_inconnu' },
    });
    expect(refused.statusCode).toBe(400);
    const [row] = await t.db
      .select({ username: users.username })
      .from(users)
      .where(eq(users.id, s.provider.id));
    await loginAs(t.app, row!.username);
    expect(await summary()).toMatchObject({ filled: 1, average: 5 });

    // A write that succeeds, by someone signed in, drops it.
    const switched = await t.app.inject({
      method: 'PUT',
      url: '/api/_auth/session/profile',
      headers: bearer(s.manager.token),
      payload: { profileCode: 'profile_manager' },
    });
    expect(switched.statusCode, switched.body).toBe(200);
    expect(await summary()).toMatchObject({ filled: 2, average: 3 });
  });

  it('keeps nothing with SURVEY_RESULTS_CACHE_SECONDS=0', async () => {
    const survey = await surveyOf(2038);
    const uncached = await buildApp({
      config: testConfig({ SURVEY_RESULTS_CACHE_SECONDS: '0' }),
      database: t.database,
      logger: false,
    });
    try {
      const filledOn = async (app: typeof t.app) => {
        const response = await app.inject({
          url: '/api/survey_views/summary?year=2038',
          headers: bearer(s.manager.token),
        });
        expect(response.statusCode, response.body).toBe(200);
        return (response.json() as SurveyFigures).filled;
      };
      expect(await filledOn(uncached)).toBe(1);
      expect(await filledOn(t.app)).toBe(1);
      await fillSheet(t.db, survey, survey.sheetIds[1]!, {
        ratings: ratingsOf(standard, 2),
        comments: {},
      });
      expect(await filledOn(uncached)).toBe(2);
      // The app with the default lifetime still serves what it kept.
      expect(await filledOn(t.app)).toBe(1);
    } finally {
      await uncached.close();
    }
  });
});
