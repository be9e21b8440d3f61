import type { ProfileCode } from '@passerelle/shared';
import { eq } from 'drizzle-orm';
import type { Database } from '../db/client.js';
import {
  actionSpeakers,
  actionTypes,
  actions,
  axes,
  cities,
  registrations,
  rooms,
  sessionDates,
  sessions,
  structures,
  userProfiles,
  users,
} from '../db/schema/index.js';
import { DEMO_PASSWORD } from '../db/seed/index.js';
import { hashPassword } from '../lib/passwords.js';

/*
 * Test data builders: each creates one row with plausible defaults (unique where the schema
 * wants it) and returns it whole; pass only what the test is about. Missing parents (the axis
 * and type of an action, the action of a session...) are created on the way.
 */

let counter = 0;
/** A number never given twice in this test process. */
export function sequence(): number {
  counter += 1;
  return counter;
}

export async function createAxis(db: Database, values: Partial<typeof axes.$inferInsert> = {}) {
  const n = sequence();
  const [row] = await db
    .insert(axes)
    .values({ number: 1000 + n, name: `Axe ${n}`, ...values })
    .returning();
  return row!;
}

export async function createActionType(
  db: Database,
  values: Partial<typeof actionTypes.$inferInsert> = {},
) {
  const n = sequence();
  const [row] = await db
    .insert(actionTypes)
    .values({ name: `Type ${n}`, acronym: `T${n}`, seatAmount: 12, ...values })
    .returning();
  return row!;
}

export async function createCity(db: Database, values: Partial<typeof cities.$inferInsert> = {}) {
  const n = sequence();
  const [row] = await db
    .insert(cities)
    .values({ code: `C${n}`, value: `Ville ${n}`, ...values })
    .returning();
  return row!;
}

export async function createRoom(db: Database, values: Partial<typeof rooms.$inferInsert> = {}) {
  const n = sequence();
  const [row] = await db
    .insert(rooms)
    .values({ name: `Salle ${n}`, ...values })
    .returning();
  return row!;
}

/** A structure; a provider unless `type` says otherwise. */
export async function createStructure(
  db: Database,
  values: Partial<typeof structures.$inferInsert> = {},
) {
  const n = sequence();
  const [row] = await db
    .insert(structures)
    .values({ name: `Structure ${n}`, type: 'provider', ...values })
    .returning();
  return row!;
}

let demoHash: Promise<string> | undefined;

/**
 * A user holding `profile` (on `structureId` when given), able to log in with the demo password
 * (`loginAs(app, user.username)`). Apart from admin, a profile needs an active structure to log in.
 */
export async function createUser(
  db: Database,
  options: {
    profile?: ProfileCode;
    structureId?: number | null;
    values?: Partial<typeof users.$inferInsert>;
  } = {},
) {
  const n = sequence();
  demoHash ??= hashPassword(DEMO_PASSWORD);
  const profile = options.profile ?? 'profile_beneficiary';
  const [user] = await db
    .insert(users)
    .values({
      username: `user${n}`,
      givenName: `Prénom${n}`,
      familyName: `Nom${n}`,
      email: `user${n}@example.test`,
      passwordHash: await demoHash,
      currentProfileCode: profile,
      ...options.values,
    })
    .returning();
  await db
    .insert(userProfiles)
    .values({ userId: user!.id, profileCode: profile, structureId: options.structureId ?? null });
  return user!;
}

export async function createAction(
  db: Database,
  values: Partial<typeof actions.$inferInsert> & { speakerIds?: number[] } = {},
) {
  const { speakerIds = [], ...columns } = values;
  const n = sequence();
  const [row] = await db
    .insert(actions)
    .values({
      name: `Action ${n}`,
      year: 2025,
      ...columns,
      typeId: columns.typeId ?? (await createActionType(db)).id,
      axisId: columns.axisId ?? (await createAxis(db)).id,
    })
    .returning();
  if (speakerIds.length > 0) {
    await db
      .insert(actionSpeakers)
      .values(speakerIds.map((userId) => ({ actionId: row!.id, userId })));
  }
  return row!;
}

export async function createSession(
  db: Database,
  values: Partial<typeof sessions.$inferInsert> & {
    interventionDates?: { startsAt: Date; endsAt: Date }[];
  } = {},
) {
  const { interventionDates = [], ...columns } = values;
  const n = sequence();
  const startDate = columns.startDate ?? new Date('2025-03-10T08:00:00Z');
  const [row] = await db
    .insert(sessions)
    .values({
      code: `S${n}`,
      startDate,
      endDate: new Date(startDate.getTime() + 8 * 3600_000),
      ...columns,
      actionId: columns.actionId ?? (await createAction(db)).id,
    })
    .returning();
  if (interventionDates.length > 0) {
    await db
      .insert(sessionDates)
      .values(interventionDates.map((date) => ({ sessionId: row!.id, ...date })));
  }
  return row!;
}

/** A registration of a (new, unless given) beneficiary to a session. */
export async function createRegistration(
  db: Database,
  values: Partial<typeof registrations.$inferInsert> & { sessionId: number },
) {
  const beneficiaryId = values.beneficiaryId ?? (await createUser(db)).id;
  const [row] = await db
    .insert(registrations)
    .values({ status: 'REQUESTED', ...values, beneficiaryId })
    .returning();
  return row!;
}

/** The id of an existing user (e.g. a demo account) by username. */
export async function userIdOf(db: Database, username: string): Promise<number> {
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.username, username));
  if (!row) throw new Error(`No user ${username}`);
  return row.id;
}

/** The id of an existing structure (e.g. a demo one) by name. */
export async function structureIdOf(db: Database, name: string): Promise<number> {
  const [row] = await db
    .select({ id: structures.id })
    .from(structures)
    .where(eq(structures.name, name));
  if (!row) throw new Error(`No structure ${name}`);
  return row.id;
}

/** The demo provider's structure (user `provider` holds the provider profile there). */
export const DEMO_PROVIDER_STRUCTURE = 'Institut Horizon Formation';
