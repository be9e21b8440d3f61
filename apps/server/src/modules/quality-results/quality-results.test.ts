import {
  catalogueSessionDetailSchema,
  providerQualityResultsSchema,
  parisYear,
  rollingQualityPeriod,
  satisfactionQuestionnaire,
  type QualityResults,
  type RegistrationStatus,
} from '@passerelle/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, type TestApp } from '../../test/app.js';
import {
  createAction,
  createActionType,
  createRegistration,
  createSession,
  createStructure,
} from '../../test/factories.js';
import { pdfInfo, pdfPages } from '../documents/documents.fixtures.js';
import { createPerson, DAY_MS, type Person } from '../registrations/registrations.fixtures.js';
import { ratingsOf, surveyWithAnswers } from '../survey-results/survey-results.fixtures.js';

/*
 * The published quality results (Qualiopi indicator 2, decision 079): what a training's sessions
 * (an action and its namesakes of other programme years) held in the last twelve whole months
 * add up to — trainees trained and completing, the closed
 * satisfaction surveys' satisfaction rate and averages per theme —, shown to the public from
 * five answers, to its provider and the staff always.
 */

let t: TestApp;
let provider: Person;
let otherProvider: Person;
let admin: Person;
let beneficiary: Person;
let providerId: number;
let otherProviderId: number;
/** The action with enough answers, and the future session its page is. */
let published: { actionId: number; pageId: number };
/** An action with too few answers. */
let sparse: { actionId: number; pageId: number };

const questionnaire = satisfactionQuestionnaire();
/** The period the figures cover today: the tests place their sessions from its end. */
const period = rollingQualityPeriod(new Date());
/** Ended `days` before the period's end (negative: in the current month, not counted yet). */
const endedBeforePeriodEnd = (days: number) => {
  const end = new Date(period.to.getTime() - days * DAY_MS);
  return { startDate: new Date(end.getTime() - 7 * 3_600_000), endDate: end };
};

/**
 * A held session of `actionId` ended `days` before the period's end, with its survey's answers
 * (the stars given to the overall satisfaction; null: a sheet not sent), each sheet a trainee
 * present throughout, and more trainees of the `others` statuses.
 */
async function heldSession(
  actionId: number,
  options: {
    days: number;
    satisfaction: (number | null)[];
    surveyStatus?: 'OPEN' | 'CLOSED';
    others?: RegistrationStatus[];
    status?: 'REALIZED' | 'CLOSED' | 'PROGRAMMED';
  },
) {
  const session = await createSession(t.db, {
    actionId,
    ...endedBeforePeriodEnd(options.days),
    status: options.status ?? 'REALIZED',
    published: true,
  });
  await surveyWithAnswers(t.db, {
    sessionId: session.id,
    status: options.surveyStatus ?? 'CLOSED',
    answers: options.satisfaction.map((stars) =>
      stars === null
        ? null
        : {
            ratings: ratingsOf(questionnaire, 4, {
              'general.satisfaction': stars,
              'contents.speakers': 5,
            }),
            comments: {},
          },
    ),
  });
  for (const status of options.others ?? []) {
    await createRegistration(t.db, { sessionId: session.id, status });
  }
  return session;
}

async function pageSession(actionId: number) {
  const start = new Date(Date.now() + 40 * DAY_MS);
  return createSession(t.db, {
    actionId,
    startDate: start,
    endDate: new Date(start.getTime() + 7 * 3_600_000),
    status: 'PROGRAMMED',
    published: true,
  });
}

beforeAll(async () => {
  t = await createTestApp({ seed: false });
  const structure = await createStructure(t.db, { type: 'provider', name: 'Organisme Qualité' });
  const other = await createStructure(t.db, { type: 'provider', name: 'Autre Organisme' });
  const employer = await createStructure(t.db, { type: 'employer' });
  providerId = structure.id;
  otherProviderId = other.id;
  provider = await createPerson(t.db, 'profile_provider', structure.id);
  otherProvider = await createPerson(t.db, 'profile_provider', other.id);
  admin = await createPerson(t.db, 'profile_admin', null);
  beneficiary = await createPerson(t.db, 'profile_beneficiary', employer.id);
  const type = await createActionType(t.db);
  // Last programme year's action; this year's, of the same name (case aside), has the page.
  const action = await createAction(t.db, {
    typeId: type.id,
    providerId,
    name: 'ACCUEILLIR',
    year: 2026,
  });
  const thisYear = await createAction(t.db, {
    typeId: type.id,
    providerId,
    name: 'Accueillir',
    year: 2027,
  });
  // Four answers, one sheet unsent, a trainee partly absent and one absent, three months before.
  await heldSession(action.id, {
    days: 90,
    satisfaction: [5, 4, 3, 5, null],
    others: ['PARTIAL_ABSENCE', 'ABSENCE', 'CANCELED'],
  });
  // Two answers five months before, the session closed.
  await heldSession(action.id, { days: 150, satisfaction: [2, 5], status: 'CLOSED' });
  // Its survey still open: its trainees count, its answers not yet.
  await heldSession(action.id, { days: 30, satisfaction: [1, 1], surveyStatus: 'OPEN' });
  // Not counted: ended before the period, in the current month, or not held.
  await heldSession(action.id, { days: 400, satisfaction: [1, 1, 1] });
  await heldSession(action.id, { days: -1, satisfaction: [1, 1, 1] });
  await heldSession(action.id, { days: 60, satisfaction: [1], status: 'PROGRAMMED' });
  published = { actionId: thisYear.id, pageId: (await pageSession(thisYear.id)).id };

  const small = await createAction(t.db, { typeId: type.id, providerId, name: 'Bilan' });
  await heldSession(small.id, { days: 45, satisfaction: [5, 5] });
  sparse = { actionId: small.id, pageId: (await pageSession(small.id)).id };
  // Another provider's action of the same name, with plenty of answers.
  const theirs = await createAction(t.db, {
    typeId: type.id,
    providerId: other.id,
    name: 'Accueillir',
  });
  await heldSession(theirs.id, { days: 45, satisfaction: [1, 1, 1, 1, 1, 1] });
});
afterAll(async () => {
  await t?.close();
});

function get(url: string, person?: Person) {
  return t.app.inject({ url, headers: person ? bearer(person.token) : {} });
}

const periodNow = () => {
  const { from, to } = period;
  const day = (instant: Date) =>
    new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Paris' }).format(instant);
  return { from: day(from), to: day(new Date(to.getTime() - 1)) };
};

describe('the session sheet’s results (GET /api/public/sessions/{id}/detail)', () => {
  it('gives a visitor the training’s figures over the last twelve months, all years', async () => {
    const response = await get(`/api/public/sessions/${published.pageId}/detail`);
    expect(response.statusCode, response.body).toBe(200);
    const results = catalogueSessionDetailSchema.parse(response.json()).quality;
    expect(results).toEqual({
      period: periodNow(),
      // Nine present throughout (every sheet, answered or not) and one partly.
      trained: 10,
      completionRate: 0.9,
      answers: 6,
      // 5, 4, 5 and 5 of 5, 4, 3, 5, 2, 5.
      satisfactionRate: 0.667,
      themes: [
        { theme: 'management', label: 'Organisation de la formation', average: 4 },
        { theme: 'beneficiaryInfo', label: 'Information des participants', average: 4 },
        { theme: 'contents', label: 'Contenus et animation', average: expect.any(Number) },
        { theme: 'pedagogicalGoals', label: 'Objectifs pédagogiques', average: 4 },
        { theme: 'general', label: 'Appréciation générale', average: expect.any(Number) },
      ],
      publishable: true,
    } satisfies QualityResults);
    const contents = results!.themes.find((theme) => theme.theme === 'contents')!.average!;
    expect(contents).toBeGreaterThan(4);
    expect(contents).toBeLessThan(5);
  });

  it('publishes nothing under five answers', async () => {
    const response = await get(`/api/public/sessions/${sparse.pageId}/detail`);
    expect(response.json().quality).toBeNull();
  });
});

describe('GET /api/structures/{id}/quality_results', () => {
  it('lists the provider’s trainings with their figures, published or not, and the whole', async () => {
    const response = await get(`/api/structures/${providerId}/quality_results`, provider);
    expect(response.statusCode, response.body).toBe(200);
    const body = providerQualityResultsSchema.parse(response.json());
    expect(
      body.actions.map((action) => [
        action.name,
        action.results.answers,
        action.results.publishable,
      ]),
    ).toEqual([
      ['Accueillir', 6, true],
      ['Bilan', 2, false],
    ]);
    expect(body.total).toMatchObject({ trained: 12, answers: 8, satisfactionRate: 0.75 });
  });

  it('shows a provider its own structure only; staff every provider', async () => {
    expect(
      (await get(`/api/structures/${otherProviderId}/quality_results`, provider)).statusCode,
    ).toBe(404);
    expect(
      (await get(`/api/structures/${providerId}/quality_results`, otherProvider)).statusCode,
    ).toBe(404);
    const staff = await get(`/api/structures/${otherProviderId}/quality_results`, admin);
    expect(staff.statusCode).toBe(200);
    expect(staff.json().total.answers).toBe(6);
    expect(
      (await get(`/api/structures/${providerId}/quality_results`, beneficiary)).statusCode,
    ).toBe(403);
    expect((await get(`/api/structures/${providerId}/quality_results`)).statusCode).toBe(401);
  });

  it('answers 404 for a structure that is not a provider', async () => {
    const employer = await createStructure(t.db, { type: 'employer' });
    expect((await get(`/api/structures/${employer.id}/quality_results`, admin)).statusCode).toBe(
      404,
    );
  });
});

describe('GET /api/structures/{id}/quality_results/pdf', () => {
  it('gives the provider its indicators of a calendar year, in PDF', async () => {
    const year = parisYear(new Date(period.to.getTime() - 90 * DAY_MS));
    const response = await get(
      `/api/structures/${providerId}/quality_results/pdf?year=${year}`,
      provider,
    );
    expect(response.statusCode, response.body.slice(0, 300)).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toContain(
      `indicateurs-de-resultats-${year}.pdf`,
    );
    const bytes = response.rawPayload;
    expect((await pdfInfo(bytes)).Title).toBe(`Indicateurs de résultats ${year}`);
    const text = (await pdfPages(bytes)).join('\n');
    expect(text).toContain(`Sessions terminées du 01/01/${year} au 31/12/${year}`);
    expect(text).toContain('Toutes les formations');
    expect(text).toContain('Taux de satisfaction');
    expect(text).toContain('Par formation');
    expect(text).toContain('Accueillir');
    expect(text).toContain('Organisation de la formation');
  });

  it('says when no session ended that year, and refuses what it must', async () => {
    const empty = await get(`/api/structures/${providerId}/quality_results/pdf?year=2001`, admin);
    expect(empty.statusCode).toBe(200);
    expect((await pdfPages(empty.rawPayload)).join('\n')).toContain(
      'Aucune session de l’organisme ne s’est terminée cette année.',
    );
    expect(
      (await get(`/api/structures/${otherProviderId}/quality_results/pdf?year=2026`, provider))
        .statusCode,
    ).toBe(404);
    const bad = await get(`/api/structures/${providerId}/quality_results/pdf?year=deux`, provider);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fieldErrors).toEqual({ year: ['Doit être un nombre entier'] });
    expect(
      (await get(`/api/structures/${providerId}/quality_results/pdf?year=2026`, beneficiary))
        .statusCode,
    ).toBe(403);
  });
});
