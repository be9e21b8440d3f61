import type { RegistrationStatus, SessionStatus } from '@passerelle/shared';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import {
  actionTypes,
  actions,
  axes,
  registrations,
  sessions,
  structures,
  userProfiles,
  users,
} from '../../db/schema/index.js';

type DemoUsername = 'admin' | 'manager' | 'provider' | 'beneficiary' | 'hr';

/**
 * Test data of the session workflow suites. It relies only on the five demo accounts (whatever
 * else the demo seed holds): the demo provider is made a user of a provider structure of its own
 * and the demo hr the HR validator of an employer structure of its own.
 */
export interface WorkflowFixture {
  db: Database;
  /** The demo provider's structure here, and another provider structure. */
  ownProviderId: number;
  otherProviderId: number;
  /** The employer structure of the trainees, whose HR validator is the demo hr. */
  employerId: number;
  ownActionId: number;
  otherActionId: number;
  people: Record<DemoUsername, { id: number; name: string; email: string }>;
}

const DAY = 24 * 60 * 60 * 1000;

async function insertStructure(db: Database, name: string, type: 'provider' | 'employer') {
  const [row] = await db.insert(structures).values({ name, type }).returning({ id: structures.id });
  return row!.id;
}

export async function createWorkflowFixture(db: Database): Promise<WorkflowFixture> {
  const people = {} as WorkflowFixture['people'];
  for (const username of ['admin', 'manager', 'provider', 'beneficiary', 'hr'] as const) {
    const [row] = await db
      .select({
        id: users.id,
        givenName: users.givenName,
        familyName: users.familyName,
        email: users.email,
      })
      .from(users)
      .where(eq(users.username, username));
    if (!row) throw new Error(`no demo user ${username}`);
    people[username] = { id: row.id, name: `${row.givenName} ${row.familyName}`, email: row.email };
  }
  const ownProviderId = await insertStructure(db, 'Organisme Atelier Test', 'provider');
  const otherProviderId = await insertStructure(db, 'Autre Organisme Test', 'provider');
  const employerId = await insertStructure(db, 'Employeur Test', 'employer');
  await db.insert(userProfiles).values([
    { userId: people.provider.id, profileCode: 'profile_provider', structureId: ownProviderId },
    { userId: people.hr.id, profileCode: 'profile_hr', structureId: employerId },
  ]);

  // Axis numbers are unique: take one the seed does not use.
  const numbers = await db.select({ number: axes.number }).from(axes);
  const [axis] = await db
    .insert(axes)
    .values({ number: Math.max(0, ...numbers.map((row) => row.number)) + 1, name: 'Axe test' })
    .returning({ id: axes.id });
  const [type] = await db
    .insert(actionTypes)
    .values({ name: 'Formation courte test', seatAmount: 12 })
    .returning({ id: actionTypes.id });
  const action = (name: string, providerId: number) =>
    db
      .insert(actions)
      .values({ name, typeId: type!.id, year: 2030, axisId: axis!.id, providerId })
      .returning({ id: actions.id });
  const [own] = await action("Conduire l'entretien d'accompagnement", ownProviderId);
  const [foreign] = await action('Animer un atelier collectif', otherProviderId);
  return {
    db,
    ownProviderId,
    otherProviderId,
    employerId,
    ownActionId: own!.id,
    otherActionId: foreign!.id,
    people,
  };
}

let sessionCounter = 0;

/** A session of the demo provider's action (unless `actionId`), over by default. */
export async function createSession(
  fixture: WorkflowFixture,
  options: {
    status?: SessionStatus;
    actionId?: number;
    startDate?: Date;
    endDate?: Date;
    surveyEnabled?: boolean;
  } = {},
): Promise<number> {
  const now = Date.now();
  const [row] = await fixture.db
    .insert(sessions)
    .values({
      actionId: options.actionId ?? fixture.ownActionId,
      code: `S-${++sessionCounter}`,
      status: options.status ?? 'PROGRAMMED',
      startDate: options.startDate ?? new Date(now - 3 * DAY),
      endDate: options.endDate ?? new Date(now - 2 * DAY),
      surveyEnabled: options.surveyEnabled ?? false,
    })
    .returning({ id: sessions.id });
  return row!.id;
}

let traineeCounter = 0;

/**
 * A registration of a new trainee (member of `structureId`, the demo employer by default) with the
 * given status; returns the registration and trainee ids.
 */
export async function createRegistration(
  fixture: WorkflowFixture,
  sessionId: number,
  status: RegistrationStatus,
  options: { structureId?: number; email?: string; waitingList?: boolean } = {},
): Promise<{ registrationId: number; userId: number; email: string }> {
  const structureId = options.structureId ?? fixture.employerId;
  const n = ++traineeCounter;
  const email = options.email ?? `stagiaire${n}@exemple.fr`;
  const [user] = await fixture.db
    .insert(users)
    .values({
      username: `stagiaire${n}`,
      givenName: 'Stagiaire',
      familyName: `N${n}`,
      email,
      passwordHash: '',
    })
    .returning({ id: users.id });
  await fixture.db
    .insert(userProfiles)
    .values({ userId: user!.id, profileCode: 'profile_beneficiary', structureId });
  const [registration] = await fixture.db
    .insert(registrations)
    .values({
      sessionId,
      beneficiaryId: user!.id,
      structureId,
      status,
      waitingList: options.waitingList ?? false,
    })
    .returning({ id: registrations.id });
  return { registrationId: registration!.id, userId: user!.id, email };
}

export const DAY_MS = DAY;
