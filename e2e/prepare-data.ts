/**
 * Prepares the throwaway database of the browser journeys, before the server starts on it
 * (playwright.config.ts runs this first, then the compiled server on the same DATA_DIR):
 * the migrations and the demo data, made by the server's own seed — the journeys run the server
 * with NODE_ENV=production, which never seeds demo data itself — plus two accounts that only the
 * login-error and password reset journeys need (spec §8):
 *   - `desactive`: a disabled user → 400 'Utilisateur désactivé';
 *   - `sans-structure`: a beneficiary whose only structure is inactive → 403 'Aucune structure de
 *     rattachement active sur la plateforme';
 *   - `oubli`: a beneficiary whose password the password reset journey changes;
 * for the profile switch journey, `deux-profils`: a provider of a provider structure who is
 * also a beneficiary of an employer (decision 031); and `questionnaire`, the trainee of the
 * satisfaction survey journey.
 * Their password is the demo password.
 */
import path from 'node:path';
import { coldQuestionnaire, type ProfileCode } from '@passerelle/shared';
import { and, desc, eq, sql } from 'drizzle-orm';
import { loadConfig } from '../apps/server/src/config.js';
import { openDatabase, type Database } from '../apps/server/src/db/client.js';
import { SERVER_ROOT } from '../apps/server/src/paths.js';
import {
  actions,
  registrationSurveys,
  registrations,
  sessionSurveys,
  surveyQuestionnaires,
  sessions,
  structures,
  userProfiles,
  users,
} from '../apps/server/src/db/schema/index.js';
import {
  openColdSurvey,
  syncSessionSurvey,
} from '../apps/server/src/modules/surveys/survey-opening.service.js';
import {
  fillSheet,
  ratingsOf,
} from '../apps/server/src/modules/survey-results/survey-results.fixtures.js';
import {
  createAction,
  createActionType,
  createRegistration,
  createSession,
} from '../apps/server/src/test/factories.js';
import { DEMO_PASSWORD, seedDemo } from '../apps/server/src/db/seed/index.js';
import { hashPassword } from '../apps/server/src/lib/passwords.js';

const E2E_ACCOUNTS = {
  disabled: 'desactive',
  noActiveStructure: 'sans-structure',
  twoProfiles: 'deux-profils',
  passwordReset: 'oubli',
  survey: 'questionnaire',
} as const;

async function addUser(
  db: Database,
  user: { username: string; givenName: string; familyName: string; disabled: boolean },
  structureId: number,
  profiles: { code: ProfileCode; structureId: number }[] = [
    { code: 'profile_beneficiary', structureId },
  ],
): Promise<void> {
  const existing = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(sql`lower(${users.username})`, user.username));
  if (existing.length > 0) return;
  const [row] = await db
    .insert(users)
    .values({
      ...user,
      civility: 'MR',
      email: `${user.username}@passerelle.example`,
      passwordHash: await hashPassword(DEMO_PASSWORD),
      currentProfileCode: profiles[0]!.code,
    })
    .returning({ id: users.id });
  await db.insert(userProfiles).values(
    profiles.map((profile) => ({
      userId: row!.id,
      profileCode: profile.code,
      structureId: profile.structureId,
    })),
  );
}

async function main(): Promise<void> {
  const config = loadConfig(process.env);
  // The build's template (`npm run build` comes first), as the compiled server starting on an
  // empty folder would copy it: no initdb run from the sources.
  const database = await openDatabase(config, {
    pgliteTemplate: path.join(SERVER_ROOT, 'dist', 'pglite-template'),
  });
  try {
    await database.migrate();
    const { db } = database;
    const [anyUser] = await db.select({ id: users.id }).from(users).limit(1);
    if (!anyUser) await seedDemo(db);

    const [active] = await db
      .select({ id: structures.id })
      .from(structures)
      .where(eq(structures.active, true))
      .limit(1);
    const [closed] = await db
      .insert(structures)
      .values({ name: 'Structure fermée (tests)', type: 'employer', active: false })
      .returning({ id: structures.id });

    await addUser(
      db,
      {
        username: E2E_ACCOUNTS.disabled,
        givenName: 'Denis',
        familyName: 'Sactivé',
        disabled: true,
      },
      active!.id,
    );
    await addUser(
      db,
      {
        username: E2E_ACCOUNTS.noActiveStructure,
        givenName: 'Sam',
        familyName: 'Sansstructure',
        disabled: false,
      },
      closed!.id,
    );

    const activeOf = async (type: 'employer' | 'provider') => {
      const [row] = await db
        .select({ id: structures.id })
        .from(structures)
        .where(and(eq(structures.active, true), eq(structures.type, type)))
        .orderBy(structures.id)
        .limit(1);
      return row!.id;
    };
    const providerId = await activeOf('provider');
    await addUser(
      db,
      {
        username: E2E_ACCOUNTS.twoProfiles,
        givenName: 'Dominique',
        familyName: 'Deuxprofils',
        disabled: false,
      },
      providerId,
      [
        { code: 'profile_provider', structureId: providerId },
        { code: 'profile_beneficiary', structureId: await activeOf('employer') },
      ],
    );
    // The password reset journey's own account (e2e/password-reset.spec.ts).
    await addUser(
      db,
      {
        username: E2E_ACCOUNTS.passwordReset,
        givenName: 'Odile',
        familyName: 'Oubli',
        disabled: false,
      },
      active!.id,
    );
    await addSurveyTrainee(db, await activeOf('employer'));
    await addSurveyResultsSession(db, providerId);
  } finally {
    await database.close();
  }
}

/**
 * The satisfaction survey journey's own trainee (e2e/surveys.spec.ts), so that it leaves the demo
 * beneficiary's survey to the demo: `questionnaire`, PRESENT at three realised sessions whose
 * survey is open, each with its survey to fill (opened by the server's own rule, decision 032).
 */
async function addSurveyTrainee(db: Database, employerId: number): Promise<void> {
  await addUser(
    db,
    {
      username: E2E_ACCOUNTS.survey,
      givenName: 'Quentin',
      familyName: 'Questionnaire',
      disabled: false,
    },
    employerId,
  );
  const [trainee] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.username, E2E_ACCOUNTS.survey));
  const open = await db
    .select({ sessionId: sessionSurveys.sessionId })
    .from(sessionSurveys)
    .innerJoin(sessions, eq(sessions.id, sessionSurveys.sessionId))
    .where(and(eq(sessionSurveys.status, 'OPEN'), eq(sessions.status, 'REALIZED')))
    .orderBy(desc(sessions.endDate))
    .limit(3);
  for (const { sessionId } of open) {
    await db
      .insert(registrations)
      .values({
        sessionId,
        beneficiaryId: trainee!.id,
        structureId: employerId,
        status: 'PRESENT',
        effectiveHours: '7.00',
        motivation: 'Parcours e2e du questionnaire de satisfaction',
      })
      .onConflictDoNothing();
    await syncSessionSurvey(db, { sessionId, publicUrl: 'http://127.0.0.1' });
  }
}

/** The survey results journey's action (e2e/survey-results.spec.ts). */
const E2E_RESULTS_ACTION = 'Parcours e2e : lire les résultats du questionnaire';

/**
 * The survey results journey's own session (decision 034), so that it leaves the demo's surveys
 * alone: a session of the demo provider that ended 40 days ago, REALIZED, its survey opened to
 * four PRESENT trainees by the server's own rule, three of whom answered (stars and comments kept
 * as the answering keeps them). The journey closes its survey. Its type asks for a cold
 * evaluation 30 days after the session (decision 035): opened by the server's own rule too, two
 * of the four answered it.
 */
async function addSurveyResultsSession(db: Database, providerId: number): Promise<void> {
  const [existing] = await db
    .select({ id: actions.id })
    .from(actions)
    .where(eq(actions.name, E2E_RESULTS_ACTION));
  if (existing) return;
  const type = await createActionType(db, {
    name: 'Parcours e2e : type avec évaluation à froid',
    coldSurveyEnabled: true,
    coldSurveyDelayDays: 30,
  });
  const action = await createAction(db, {
    name: E2E_RESULTS_ACTION,
    year: new Date().getFullYear(),
    providerId,
    typeId: type.id,
  });
  const startDate = new Date(Date.now() - 41 * 24 * 3600_000);
  const session = await createSession(db, {
    actionId: action.id,
    code: 'E2E-RESULTATS',
    status: 'REALIZED',
    surveyEnabled: true,
    startDate,
    endDate: new Date(startDate.getTime() + 8 * 3600_000),
  });
  for (let trainee = 0; trainee < 4; trainee++) {
    await createRegistration(db, { sessionId: session.id, status: 'PRESENT' });
  }
  await syncSessionSurvey(db, { sessionId: session.id, publicUrl: 'http://127.0.0.1' });
  const [survey] = await db
    .select({ id: sessionSurveys.id, content: surveyQuestionnaires.content })
    .from(sessionSurveys)
    .innerJoin(surveyQuestionnaires, eq(surveyQuestionnaires.id, sessionSurveys.questionnaireId))
    .where(and(eq(sessionSurveys.sessionId, session.id), eq(sessionSurveys.kind, 'HOT')));
  const sheets = await db
    .select({ id: registrationSurveys.id })
    .from(registrationSurveys)
    .where(eq(registrationSurveys.sessionSurveyId, survey!.id))
    .orderBy(registrationSurveys.id);
  const answers: { stars: number; comments: Record<string, string> }[] = [
    { stars: 5, comments: { 'general.strengths': 'Des cas concrets, faciles à transposer.' } },
    { stars: 4, comments: { 'general.improvements': 'Une demi-journée de plus.' } },
    { stars: 3, comments: {} },
  ];
  const opened = { id: survey!.id, questionnaire: survey!.content };
  for (const [index, { stars, comments }] of answers.entries()) {
    await fillSheet(db, opened, sheets[index]!.id, {
      ratings: ratingsOf(survey!.content, stars),
      comments,
    });
  }
  await addColdAnswers(db, session.id);
}

/** The cold evaluation of the results journey's session, opened on its date; two answers. */
async function addColdAnswers(db: Database, sessionId: number): Promise<void> {
  await db.transaction((tx) =>
    openColdSurvey(tx, { sessionId, publicUrl: 'http://127.0.0.1', now: new Date() }),
  );
  const [survey] = await db
    .select({ id: sessionSurveys.id })
    .from(sessionSurveys)
    .where(and(eq(sessionSurveys.sessionId, sessionId), eq(sessionSurveys.kind, 'COLD')));
  const sheets = await db
    .select({ id: registrationSurveys.id })
    .from(registrationSurveys)
    .where(eq(registrationSurveys.sessionSurveyId, survey!.id))
    .orderBy(registrationSurveys.id);
  const questionnaire = coldQuestionnaire();
  const answers: { stars: number; comments: Record<string, string> }[] = [
    { stars: 4, comments: { 'application.example': "J'anime mes réunions d'équipe autrement." } },
    { stars: 2, comments: { 'impact.obstacles': 'Le manque de temps.' } },
  ];
  for (const [index, { stars, comments }] of answers.entries()) {
    await fillSheet(db, { id: survey!.id, questionnaire }, sheets[index]!.id, {
      ratings: ratingsOf(questionnaire, stars),
      comments,
    });
  }
}

await main();
