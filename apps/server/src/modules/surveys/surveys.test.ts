import {
  passedRegistrationPageSchema,
  ratingQuestions,
  registrationSurveySchema,
  sessionRegistrationSurveyListSchema,
  sessionSurveySchema,
  type RegistrationStatus,
} from '@passerelle/shared';
import { and, asc, eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  actionTypes,
  mailOutbox,
  registrationSurveys,
  sessionSurveys,
  surveyRatingTotals,
} from '../../db/schema/index.js';
import {
  DAY_MS,
  createBeneficiary,
  useRegistrationSuite,
  type Person,
} from '../registrations/registrations.fixtures.js';
import {
  createAction,
  createActionType,
  createRegistration,
  createSession,
} from '../../test/factories.js';
import { fullAnswers } from './surveys.fixtures.js';

/*
 * The satisfaction surveys end to end (decision 032): opening when a session becomes REALIZED or
 * when its survey is enabled later, to its PRESENT and PARTIAL_ABSENCE trainees only, each mailed
 * once; the list kept right when attendance changes or the session returns to programmed; who may
 * read, answer and close; answers sent once; a closed survey refuses answers, for good.
 */

const suite = useRegistrationSuite();
const { context } = suite;
const db = () => context().t.db;

function call(person: Person, method: 'GET' | 'POST' | 'PUT', url: string, payload?: unknown) {
  return context().t.app.inject({
    method,
    url,
    headers: { authorization: `Bearer ${person.token}` },
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  });
}

const CONDITIONED = 'La qualité des outils à distance';

/**
 * A session of the scenario's provider that ended yesterday, PROGRAMMED, with one trainee per
 * given status, of an action type with one conditioned question.
 */
async function endedSession(statuses: RegistrationStatus[], surveyEnabled = true) {
  const { s } = context();
  const type = await createActionType(db(), { conditionedSurveyQuestions: [CONDITIONED] });
  const action = await createAction(db(), { typeId: type.id, providerId: s.providerId });
  const session = await createSession(db(), {
    actionId: action.id,
    startDate: new Date(Date.now() - 2 * DAY_MS),
    status: 'PROGRAMMED',
    surveyEnabled,
  });
  const trainees: { person: Person; registrationId: number }[] = [];
  for (const status of statuses) {
    const person = await createBeneficiary(s);
    const registration = await createRegistration(db(), {
      sessionId: session.id,
      beneficiaryId: person.id,
      structureId: s.employerId,
      status,
    });
    trainees.push({ person, registrationId: registration.id });
  }
  return { session, type, trainees };
}

async function sheetsOf(sessionId: number) {
  return db()
    .select({
      id: registrationSurveys.id,
      registrationId: registrationSurveys.registrationId,
      fillStatus: registrationSurveys.fillStatus,
    })
    .from(registrationSurveys)
    .innerJoin(sessionSurveys, eq(sessionSurveys.id, registrationSurveys.sessionSurveyId))
    .where(eq(sessionSurveys.sessionId, sessionId))
    .orderBy(asc(registrationSurveys.registrationId));
}

async function surveyMails(people: Person[]) {
  return db()
    .select({ recipient: mailOutbox.recipient, body: mailOutbox.text })
    .from(mailOutbox)
    .where(
      and(
        eq(mailOutbox.templateCode, 'SURVEY_OPEN'),
        inArray(
          mailOutbox.recipient,
          people.map((person) => person.email),
        ),
      ),
    )
    .orderBy(asc(mailOutbox.id));
}

async function realize(sessionId: number) {
  const response = await call(context().s.manager, 'POST', `/api/sessions/${sessionId}/realize`);
  expect(response.statusCode, response.body).toBe(200);
  // The session's dates, as "return to programmed" confirms them.
  const { startDate, endDate } = response.json() as { startDate: string; endDate: string };
  return { startDate, endDate };
}

async function toggleSurvey(sessionId: number, enabled: boolean) {
  const response = await call(context().s.manager, 'POST', `/api/sessions/${sessionId}/survey`, {
    enabled,
  });
  expect(response.statusCode, response.body).toBe(200);
}

async function listOf(person: Person) {
  const response = await call(person, 'GET', '/api/registration_surveys');
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ id: number; fillStatus: string; canAnswer: boolean }[]>();
}

describe('opening', () => {
  it('opens the survey to PRESENT and PARTIAL_ABSENCE trainees when the session is realized, mailing each once', async () => {
    const { session, trainees } = await endedSession([
      'PRESENT',
      'PARTIAL_ABSENCE',
      'ABSENCE',
      'CANCELED',
    ]);
    expect(await sheetsOf(session.id)).toEqual([]);
    await realize(session.id);

    const sheets = await sheetsOf(session.id);
    expect(sheets.map((sheet) => [sheet.registrationId, sheet.fillStatus])).toEqual([
      [trainees[0]!.registrationId, 'UNFILLED'],
      [trainees[1]!.registrationId, 'UNFILLED'],
    ]);
    const people = trainees.map((trainee) => trainee.person);
    const mails = await surveyMails(people);
    expect(mails.map((mail) => mail.recipient)).toEqual([people[0]!.email, people[1]!.email]);
    expect(mails[0]!.body).toContain(`/surveys/${sheets[0]!.id}`);

    // Switching the survey off and on, or anything else syncing it again, mails nobody twice.
    await toggleSurvey(session.id, false);
    await toggleSurvey(session.id, true);
    expect(await surveyMails(people)).toHaveLength(2);
    expect(await sheetsOf(session.id)).toHaveLength(2);
  });

  it('opens when the survey is enabled later on a realized session, and not before', async () => {
    const { session, trainees } = await endedSession(['PRESENT'], false);
    await realize(session.id);
    expect(await sheetsOf(session.id)).toEqual([]);
    expect(await listOf(trainees[0]!.person)).toEqual([]);

    await toggleSurvey(session.id, true);
    expect(await sheetsOf(session.id)).toHaveLength(1);
    expect(await surveyMails([trainees[0]!.person])).toHaveLength(1);
    expect(await listOf(trainees[0]!.person)).toMatchObject([
      { fillStatus: 'UNFILLED', canAnswer: true },
    ]);
  });

  it('links each past session of the trainee to its survey', async () => {
    const { session, trainees } = await endedSession(['PRESENT', 'ABSENCE']);
    await realize(session.id);
    const passed = async (person: Person) => {
      const response = await call(person, 'GET', '/api/session_views/passed');
      expect(response.statusCode, response.body).toBe(200);
      return passedRegistrationPageSchema.parse(response.json()).items;
    };
    const [sheet] = await listOf(trainees[0]!.person);
    expect(await passed(trainees[0]!.person)).toMatchObject([
      {
        session: { id: session.id },
        survey: { id: sheet!.id, fillStatus: 'UNFILLED', canAnswer: true },
      },
    ]);
    expect(await passed(trainees[1]!.person)).toMatchObject([
      { session: { id: session.id }, survey: null },
    ]);
  });

  it('does not open on a programmed session, even with the survey enabled', async () => {
    const { session } = await endedSession(['PRESENT']);
    await toggleSurvey(session.id, true);
    expect(await sheetsOf(session.id)).toEqual([]);
  });

  it('hides the survey while it is disabled, and shows it again when enabled', async () => {
    const { session, trainees } = await endedSession(['PRESENT']);
    await realize(session.id);
    const [sheet] = await sheetsOf(session.id);
    const trainee = trainees[0]!.person;
    await toggleSurvey(session.id, false);
    expect(await listOf(trainee)).toEqual([]);
    expect((await call(trainee, 'GET', `/api/registration_surveys/${sheet!.id}`)).statusCode).toBe(
      404,
    );
    expect(
      (await call(trainee, 'PUT', `/api/registration_surveys/${sheet!.id}`, fullAnswers()))
        .statusCode,
    ).toBe(404);
    await toggleSurvey(session.id, true);
    expect(await listOf(trainee)).toHaveLength(1);
  });

  it('keeps the list right when attendance changes', async () => {
    const { session, trainees } = await endedSession(['PRESENT', 'ABSENCE', 'PRESENT']);
    const [present, absent, filler] = trainees;
    await realize(session.id);
    const { s } = context();

    // An absent trainee found present gets a survey, and its mail.
    const complete = await call(
      s.provider,
      'POST',
      `/api/registrations/${absent!.registrationId}/complete`,
      { status: 'PRESENT' },
    );
    expect(complete.statusCode, complete.body).toBe(200);
    expect((await sheetsOf(session.id)).map((sheet) => sheet.registrationId)).toEqual([
      present!.registrationId,
      absent!.registrationId,
      filler!.registrationId,
    ]);
    expect(await surveyMails([absent!.person])).toHaveLength(1);

    // A trainee found absent loses its unfilled survey…
    const forced = await call(
      s.manager,
      'POST',
      `/api/registrations/${present!.registrationId}/force`,
      { status: 'ABSENCE', reason: 'Absence constatée' },
    );
    expect(forced.statusCode, forced.body).toBe(200);
    expect((await sheetsOf(session.id)).map((sheet) => sheet.registrationId)).not.toContain(
      present!.registrationId,
    );
    expect(await listOf(present!.person)).toEqual([]);

    // …but answers already sent stay (hidden from the trainee, kept for the results).
    const [fillerSheet] = await listOf(filler!.person);
    const sent = await call(
      filler!.person,
      'PUT',
      `/api/registration_surveys/${fillerSheet!.id}`,
      fullAnswers(await questionnaireOf(filler!.person, fillerSheet!.id)),
    );
    expect(sent.statusCode, sent.body).toBe(200);
    await call(s.manager, 'POST', `/api/registrations/${filler!.registrationId}/force`, {
      status: 'ABSENCE',
      reason: 'Erreur de saisie',
    });
    expect(await sheetsOf(session.id)).toContainEqual(
      expect.objectContaining({ registrationId: filler!.registrationId, fillStatus: 'FILLED' }),
    );
    expect(await listOf(filler!.person)).toEqual([]);
  });

  it('hides the survey when the session returns to programmed, and shows it again when realized, without mailing twice', async () => {
    const { session, trainees } = await endedSession(['PRESENT']);
    const dates = await realize(session.id);
    const trainee = trainees[0]!.person;
    const back = await call(
      context().s.admin,
      'POST',
      `/api/sessions/${session.id}/return_to_programmed`,
      dates,
    );
    expect(back.statusCode, back.body).toBe(200);
    expect(await listOf(trainee)).toEqual([]);
    await realize(session.id);
    expect(await listOf(trainee)).toHaveLength(1);
    expect(await surveyMails([trainee])).toHaveLength(1);
  });
});

async function questionnaireOf(person: Person, sheetId: number) {
  const response = await call(person, 'GET', `/api/registration_surveys/${sheetId}`);
  expect(response.statusCode, response.body).toBe(200);
  return registrationSurveySchema.parse(response.json()).questionnaire;
}

describe('versioning', () => {
  it('keeps the questions a survey was opened with, and stores equal questionnaires once', async () => {
    const first = await endedSession(['PRESENT']);
    await realize(first.session.id);
    const [sheet] = await listOf(first.trainees[0]!.person);
    await db()
      .update(actionTypes)
      .set({ conditionedSurveyQuestions: ['Une autre question'] })
      .where(eq(actionTypes.id, first.type.id));

    const questionnaire = await questionnaireOf(first.trainees[0]!.person, sheet!.id);
    expect(questionnaire.questions.filter((q) => q.conditioned).map((q) => q.label)).toEqual([
      CONDITIONED,
    ]);
    // The answers still go by the questions of the snapshot.
    const sent = await call(
      first.trainees[0]!.person,
      'PUT',
      `/api/registration_surveys/${sheet!.id}`,
      fullAnswers(questionnaire),
    );
    expect(sent.statusCode, sent.body).toBe(200);

    // Another session of another type with the same question shares the stored questionnaire.
    const second = await endedSession(['PRESENT']);
    await realize(second.session.id);
    const surveys = await db()
      .select({ questionnaireId: sessionSurveys.questionnaireId })
      .from(sessionSurveys)
      .where(inArray(sessionSurveys.sessionId, [first.session.id, second.session.id]));
    expect(new Set(surveys.map((survey) => survey.questionnaireId)).size).toBe(1);
  });
});

describe('answering', () => {
  it('takes every rating once, then shows the answers read-only', async () => {
    const { session, trainees } = await endedSession(['PRESENT', 'PRESENT']);
    await realize(session.id);
    const trainee = trainees[0]!.person;
    const [sheet] = await listOf(trainee);
    const url = `/api/registration_surveys/${sheet!.id}`;
    const questionnaire = await questionnaireOf(trainee, sheet!.id);
    const conditioned = questionnaire.questions.find((q) => q.conditioned)!;

    // A missing rating: 400 naming it, nothing recorded.
    const { ratings } = fullAnswers(questionnaire, 5);
    const { [conditioned.key]: _missing, ...incomplete } = ratings;
    const refused = await call(trainee, 'PUT', url, { ratings: incomplete });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({
      fieldErrors: { [`ratings.${conditioned.key}`]: ['Champ obligatoire'] },
    });
    const outOfRange = await call(trainee, 'PUT', url, {
      ratings: { ...ratings, [conditioned.key]: 6 },
    });
    expect(outOfRange.statusCode).toBe(400);
    expect((await listOf(trainee))[0]).toMatchObject({ fillStatus: 'UNFILLED' });

    const sent = await call(trainee, 'PUT', url, {
      ratings,
      comments: { 'general.strengths': '  Les échanges entre pairs  ', 'general.improvements': '' },
    });
    expect(sent.statusCode, sent.body).toBe(200);
    expect(registrationSurveySchema.parse(sent.json())).toMatchObject({
      fillStatus: 'FILLED',
      canAnswer: false,
      answers: { ratings, comments: { 'general.strengths': 'Les échanges entre pairs' } },
    });

    // Sent once.
    const again = await call(trainee, 'PUT', url, fullAnswers(questionnaire, 1));
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'SURVEY_ALREADY_FILLED' });
    expect((await call(trainee, 'GET', url)).json()).toMatchObject({ answers: { ratings } });

    // The totals of the survey count the stars given, per question.
    const totals = await db()
      .select()
      .from(surveyRatingTotals)
      .innerJoin(sessionSurveys, eq(sessionSurveys.id, surveyRatingTotals.sessionSurveyId))
      .where(eq(sessionSurveys.sessionId, session.id));
    expect(totals).toHaveLength(ratingQuestions(questionnaire).length);
    expect(
      totals.find((row) => row.survey_rating_totals.questionKey === conditioned.key)
        ?.survey_rating_totals,
    ).toMatchObject({ theme: 'contents', stars5: 1, stars1: 0, stars4: 0 });
  });

  it('lets nobody else read or send a beneficiary’s answers', async () => {
    const { session, trainees } = await endedSession(['PRESENT', 'PRESENT']);
    await realize(session.id);
    const [own] = await listOf(trainees[0]!.person);
    const url = `/api/registration_surveys/${own!.id}`;
    const other = trainees[1]!.person;
    expect((await call(other, 'GET', url)).statusCode).toBe(404);
    expect((await call(other, 'PUT', url, fullAnswers())).statusCode).toBe(404);
    const { s } = context();
    for (const person of [s.manager, s.admin, s.provider, s.hr]) {
      expect((await call(person, 'GET', url)).statusCode).toBe(403);
      expect((await call(person, 'PUT', url, fullAnswers())).statusCode).toBe(403);
      expect((await call(person, 'GET', '/api/registration_surveys')).statusCode).toBe(403);
    }
    expect((await listOf(trainees[0]!.person)).map((sheet) => sheet.id)).toEqual([own!.id]);
  });
});

describe('staff and the provider', () => {
  it('reads the survey and each trainee’s fill status without the answers; a provider its own sessions only', async () => {
    const { session, trainees } = await endedSession(['PRESENT', 'PARTIAL_ABSENCE']);
    await realize(session.id);
    const { s } = context();
    const [sheet] = await listOf(trainees[0]!.person);
    await call(trainees[0]!.person, 'PUT', `/api/registration_surveys/${sheet!.id}`, {
      ...fullAnswers(await questionnaireOf(trainees[0]!.person, sheet!.id)),
      comments: { 'general.strengths': 'Secret' },
    });

    const list = await call(s.provider, 'GET', `/api/sessions/${session.id}/registration_surveys`);
    expect(list.statusCode, list.body).toBe(200);
    const rows = sessionRegistrationSurveyListSchema.parse(list.json());
    expect(rows.map((row) => [row.registrationId, row.fillStatus])).toEqual(
      expect.arrayContaining([
        [trainees[0]!.registrationId, 'FILLED'],
        [trainees[1]!.registrationId, 'UNFILLED'],
      ]),
    );
    expect(list.body).not.toContain('Secret');
    expect(list.body).not.toContain('ratings');

    const [survey] = await db()
      .select({ id: sessionSurveys.id })
      .from(sessionSurveys)
      .where(eq(sessionSurveys.sessionId, session.id));
    const read = await call(s.manager, 'GET', `/api/session_surveys/${survey!.id}`);
    expect(read.statusCode, read.body).toBe(200);
    expect(sessionSurveySchema.parse(read.json())).toMatchObject({
      sessionId: session.id,
      status: 'OPEN',
      enabled: true,
      traineeCount: 2,
      filledCount: 1,
      closedBy: null,
    });
    expect(read.body).not.toContain('Secret');

    for (const url of [
      `/api/sessions/${session.id}/registration_surveys`,
      `/api/session_surveys/${survey!.id}`,
    ]) {
      expect((await call(s.otherProvider, 'GET', url)).statusCode).toBe(404);
      expect((await call(s.hr, 'GET', url)).statusCode).toBe(403);
      expect((await call(trainees[0]!.person, 'GET', url)).statusCode).toBe(403);
    }
  });

  it('lists the statuses with their French labels; hr gets nothing', async () => {
    const { s } = context();
    const statuses = await call(s.provider, 'GET', '/api/survey_statuses');
    expect(statuses.json()).toMatchObject([
      { code: 'OPEN', label: 'Ouvert', description: expect.stringContaining('répondre') },
      { code: 'CLOSED', label: 'Clôturé' },
    ]);
    const fill = await call(s.manager, 'GET', '/api/survey_fill_statuses');
    expect(fill.json()).toMatchObject([
      { code: 'UNFILLED', label: 'Non rempli' },
      { code: 'FILLED', label: 'Rempli' },
    ]);
    for (const url of ['/api/survey_statuses', '/api/survey_fill_statuses']) {
      expect((await call(s.hr, 'GET', url)).statusCode).toBe(403);
    }
  });
});

describe('closing', () => {
  it('is for staff, irreversible, and stops answers and new sheets', async () => {
    const { session, trainees } = await endedSession(['PRESENT', 'ABSENCE']);
    const { s } = context();
    const url = `/api/sessions/${session.id}/close_survey`;
    const notOpened = await call(s.manager, 'POST', url);
    expect(notOpened.statusCode).toBe(409);
    expect(notOpened.json()).toMatchObject({ code: 'SURVEY_NOT_OPENED' });

    await realize(session.id);
    const trainee = trainees[0]!.person;
    const [sheet] = await listOf(trainee);
    const questionnaire = await questionnaireOf(trainee, sheet!.id);
    for (const person of [s.provider, s.hr, trainee]) {
      expect((await call(person, 'POST', url)).statusCode).toBe(403);
    }

    const closed = await call(s.manager, 'POST', url);
    expect(closed.statusCode, closed.body).toBe(200);
    expect(sessionSurveySchema.parse(closed.json())).toMatchObject({
      status: 'CLOSED',
      closedBy: { id: s.manager.id },
    });
    const again = await call(s.admin, 'POST', url);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'SURVEY_ALREADY_CLOSED' });

    const answer = await call(
      trainee,
      'PUT',
      `/api/registration_surveys/${sheet!.id}`,
      fullAnswers(questionnaire),
    );
    expect(answer.statusCode).toBe(409);
    expect(answer.json()).toMatchObject({ code: 'SURVEY_CLOSED' });
    expect(await listOf(trainee)).toMatchObject([
      { fillStatus: 'UNFILLED', surveyStatus: 'CLOSED', canAnswer: false },
    ]);

    // A trainee found present after the close gets no survey, and no mail.
    await call(s.provider, 'POST', `/api/registrations/${trainees[1]!.registrationId}/complete`, {
      status: 'PRESENT',
    });
    expect(await sheetsOf(session.id)).toHaveLength(1);
    expect(await surveyMails([trainees[1]!.person])).toEqual([]);
    // Re-enabling does not reopen it.
    await toggleSurvey(session.id, false);
    await toggleSurvey(session.id, true);
    expect((await listOf(trainee))[0]).toMatchObject({ surveyStatus: 'CLOSED' });
  });
});
