import {
  parisDay,
  parisInstant,
  parisParts,
  type MailEventCode,
  type ProfileCode,
} from '@passerelle/shared';
import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect } from 'vitest';
import type { Database } from '../../db/client.js';
import {
  authTokens,
  mailOutbox,
  registrationHistory,
  registrations,
  userProfiles,
  yearQuotas,
} from '../../db/schema/index.js';
import { hashToken, newToken } from '../../lib/tokens.js';
import { bearer, createTestApp, type TestApp } from '../../test/app.js';
import {
  createAction,
  createActionType,
  createSession,
  createStructure,
  createUser,
  sequence,
} from '../../test/factories.js';

/*
 * Test data of the registration suites, built on an empty database: an employer with its HR
 * validator, a provider with its user, a referent manager, an admin, and helpers for sessions of
 * a chosen action type and for beneficiaries. People get an access token written directly (no
 * password hashing), so a test may sign in hundreds of them.
 */

export const DAY_MS = 24 * 60 * 60 * 1000;

/** An instant of Paris wall-clock time `days` days from today. */
export function parisFromToday(days: number, hour: number, minute = 0): Date {
  const { year, month, day } = parisParts(new Date(Date.now() + days * DAY_MS));
  return parisInstant({ year, month, day, hour, minute });
}

/** The Paris calendar day `days` days from today, `YYYY-MM-DD`. */
export function parisDayFromToday(days: number): string {
  return parisDay(new Date(Date.now() + days * DAY_MS));
}

export interface Person {
  id: number;
  email: string;
  token: string;
}

/** A user holding `profile` on `structureId`, with a valid access token. */
export async function createPerson(
  db: Database,
  profile: ProfileCode,
  structureId: number | null,
): Promise<Person> {
  const user = await createUser(db, { profile, structureId });
  const token = newToken();
  await db.insert(authTokens).values({
    userId: user.id,
    tokenHash: hashToken(token),
    expiresAt: new Date(Date.now() + DAY_MS),
  });
  return { id: user.id, email: user.email, token };
}

/** Gives an existing person another profile (e.g. a second HR validator). */
export async function addProfile(
  db: Database,
  userId: number,
  profile: ProfileCode,
  structureId: number,
): Promise<void> {
  await db.insert(userProfiles).values({ userId, profileCode: profile, structureId });
}

export interface Scenario {
  db: Database;
  employerId: number;
  memberEmployerId: number;
  otherEmployerId: number;
  providerId: number;
  otherProviderId: number;
  hr: Person;
  otherHr: Person;
  provider: Person;
  otherProvider: Person;
  manager: Person;
  admin: Person;
}

export async function createScenario(db: Database): Promise<Scenario> {
  const employer = await createStructure(db, { type: 'employer', name: 'Mission Locale Test' });
  const memberEmployer = await createStructure(db, {
    type: 'employer',
    name: 'Structure Adhérente Test',
    member: true,
  });
  const otherEmployer = await createStructure(db, { type: 'employer', name: 'Autre Employeur' });
  const provider = await createStructure(db, { type: 'provider', name: 'Organisme Test' });
  const otherProvider = await createStructure(db, { type: 'provider', name: 'Autre Organisme' });
  // Apart from admin, a profile needs an active structure to sign in.
  const programme = await createStructure(db, { type: 'employer', name: 'Équipe du programme' });
  const hr = await createPerson(db, 'profile_hr', employer.id);
  await addProfile(db, hr.id, 'profile_hr', memberEmployer.id);
  return {
    db,
    employerId: employer.id,
    memberEmployerId: memberEmployer.id,
    otherEmployerId: otherEmployer.id,
    providerId: provider.id,
    otherProviderId: otherProvider.id,
    hr,
    otherHr: await createPerson(db, 'profile_hr', otherEmployer.id),
    provider: await createPerson(db, 'profile_provider', provider.id),
    otherProvider: await createPerson(db, 'profile_provider', otherProvider.id),
    manager: await createPerson(db, 'profile_manager', programme.id),
    admin: await createPerson(db, 'profile_admin', null),
  };
}

export interface SessionOptions {
  hrValidation?: boolean;
  providerValidation?: boolean;
  membersOnly?: boolean;
  waitingSeatAmount?: number;
  seats?: number;
  startDate?: Date;
  registrationDeadline?: Date | null;
  published?: boolean;
  status?: 'PROGRAMMED' | 'REPORTED' | 'CANCELED' | 'CLOSED';
  externalRegistration?: boolean;
  registrationRequired?: boolean;
  providerId?: number;
  /** The action's referent manager: the scenario's manager unless null or another is given. */
  referentId?: number | null;
}

/** A published, programmed session in 30 days, of a new action type with the given steps. */
export async function createOpenSession(scenario: Scenario, options: SessionOptions = {}) {
  const type = await createActionType(scenario.db, {
    hrValidation: options.hrValidation ?? false,
    providerValidation: options.providerValidation ?? false,
    membersOnly: options.membersOnly ?? false,
    waitingSeatAmount: options.waitingSeatAmount ?? 2,
  });
  const action = await createAction(scenario.db, {
    typeId: type.id,
    name: `Action inscription ${sequence()}`,
    providerId: options.providerId ?? scenario.providerId,
    referentId: options.referentId === undefined ? scenario.manager.id : options.referentId,
  });
  const session = await createSession(scenario.db, {
    actionId: action.id,
    seats: options.seats ?? 10,
    startDate: options.startDate ?? new Date(Date.now() + 30 * DAY_MS),
    registrationDeadline: options.registrationDeadline ?? null,
    published: options.published ?? true,
    status: options.status ?? 'PROGRAMMED',
    externalRegistration: options.externalRegistration ?? false,
    externalRegistrationUrl: options.externalRegistration
      ? 'https://organisme.example/inscription'
      : null,
    registrationRequired: options.registrationRequired ?? true,
  });
  return { session, action, type };
}

/** A beneficiary of `structureId` (the scenario's employer by default). */
export function createBeneficiary(scenario: Scenario, structureId = scenario.employerId) {
  return createPerson(scenario.db, 'profile_beneficiary', structureId);
}

export async function setQuota(
  db: Database,
  year: number,
  maxActionAmount: number,
  maxActionTypeAmount: number,
): Promise<void> {
  await db.insert(yearQuotas).values({ year, maxActionAmount, maxActionTypeAmount });
}

/**
 * The registration suites' shared setup: a test app on a fresh database without demo data and
 * the scenario (registered as the file's beforeAll and afterAll), and the calls and reads every
 * suite makes. No SMTP_URL: mails stay in the outbox, where the tests read them
 * (registration-mails.test.ts receives them over SMTP). Call once, at the top of a test file.
 */
export function useRegistrationSuite() {
  let app: TestApp | undefined;
  let scenario: Scenario | undefined;
  beforeAll(async () => {
    app = await createTestApp({ seed: false });
    scenario = await createScenario(app.db);
  });
  afterAll(async () => {
    await app?.close();
  });

  /** The app and the scenario, once beforeAll has run. */
  const context = (): { t: TestApp; s: Scenario } => {
    if (!app || !scenario) throw new Error('The registration suite is not set up yet.');
    return { t: app, s: scenario };
  };
  const db = () => context().t.db;

  function post(person: Person, url: string, payload?: Record<string, unknown>) {
    return context().t.app.inject({
      method: 'POST',
      url,
      headers: bearer(person.token),
      ...(payload === undefined ? {} : { payload }),
    });
  }

  function get(person: Person, url: string) {
    return context().t.app.inject({ url, headers: bearer(person.token) });
  }

  function register(person: Person, sessionId: number, motivation = 'Pour progresser') {
    return post(person, `/api/sessions/${sessionId}/register`, { motivation });
  }

  /** A new beneficiary (of the scenario's employer by default) registered through the API. */
  async function registerTo(sessionId: number, structureId?: number) {
    const beneficiary = await createBeneficiary(context().s, structureId);
    const response = await register(beneficiary, sessionId);
    expect(response.statusCode, response.body).toBe(201);
    return { beneficiary, id: response.json().registration.id as number };
  }

  /** A session and a beneficiary registered to it through the API (status per the type). */
  async function requested(options: SessionOptions = {}, structureId?: number) {
    const open = await createOpenSession(context().s, options);
    return { ...open, ...(await registerTo(open.session.id, structureId)) };
  }

  async function rowOf(id: number) {
    const [row] = await db().select().from(registrations).where(eq(registrations.id, id));
    return row!;
  }

  function historyOf(id: number) {
    return db()
      .select()
      .from(registrationHistory)
      .where(eq(registrationHistory.registrationId, id))
      .orderBy(asc(registrationHistory.id));
  }

  /** The outbox's mails to `recipient` (of one template), oldest first. */
  function mailsTo(recipient: string, template?: MailEventCode) {
    return db()
      .select()
      .from(mailOutbox)
      .where(
        and(
          eq(mailOutbox.recipient, recipient),
          template ? eq(mailOutbox.templateCode, template) : undefined,
        ),
      )
      .orderBy(asc(mailOutbox.id));
  }

  async function templatesTo(recipient: string, template?: MailEventCode) {
    return (await mailsTo(recipient, template)).map((mail) => mail.templateCode);
  }

  return {
    context,
    post,
    get,
    register,
    registerTo,
    requested,
    rowOf,
    historyOf,
    mailsTo,
    templatesTo,
  };
}
