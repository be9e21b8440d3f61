import type { ProfileCode } from '@passerelle/shared';
import type { Database } from '../../db/client.js';
import { authTokens, userProfiles, yearQuotas } from '../../db/schema/index.js';
import { hashToken, newToken } from '../../lib/tokens.js';
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
    referentId: scenario.manager.id,
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
