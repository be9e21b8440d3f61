import { parisYear } from '@passerelle/shared';
import { count } from 'drizzle-orm';
import { hashPassword } from '../../../lib/passwords.js';
import type { Database } from '../../client.js';
import {
  actionTypes,
  axes,
  cities,
  publicDocuments,
  publicLinks,
  publicMessages,
  rooms,
  structures,
  userProfiles,
  users,
} from '../../schema/index.js';
import { seedBaseData } from '../base.js';
import {
  DEMO_ACCOUNTS,
  DEMO_PASSWORD,
  existingDemoAccounts,
  toDemoAccount,
  type DemoAccount,
  type DemoPerson,
} from './accounts.js';
import { DEMO_ACTION_TYPES } from './action-types.js';
import { DEMO_AXES } from './axes.js';
import { DEMO_CITIES } from './cities.js';
import { demoPeople } from './people.js';
import { planProgramme, type Staff } from './programme.js';
import { DEMO_PUBLIC_LINKS, demoPublicDocuments, demoPublicMessage } from './public-content.js';
import { createRandom } from './random.js';
import { planRegistrations, type Beneficiary } from './registrations.js';
import { writeDemoReports } from './reports.js';
import { DEMO_ROOMS } from './rooms.js';
import { DEMO_STRUCTURES } from './structures.js';
import { writeColdSurveys, writeSurveys } from './surveys.js';
import { insertMany, type Tx } from './insert-many.js';
import { writeProgramme, type Ids } from './write-programme.js';

export {
  DEMO_PASSWORD,
  DEMO_USERNAMES,
  existingDemoAccounts,
  type DemoAccount,
} from './accounts.js';

/** The demo beneficiary, whose pages show past, future, pending and waiting registrations. */
export const DEMO_BENEFICIARY = 'beneficiary';

/**
 * The demo data, on a database without users (otherwise it only lists the demo accounts left
 * from an earlier run): the base data, the five named accounts and the people and structures
 * around them, and a programme of the year of `now` and the next (actions, sessions,
 * registrations), relative to `now` so that past sessions are realised and future ones open.
 * Deterministic for a given `now`; one password hash and a few batched inserts keep it fast,
 * since every server test file runs it.
 */
export async function seedDemo(db: Database, options: { now?: Date } = {}): Promise<DemoAccount[]> {
  const now = options.now ?? new Date();
  await seedBaseData(db, now);
  const [existing] = await db.select({ total: count() }).from(users);
  if ((existing?.total ?? 0) > 0) return existingDemoAccounts(db);

  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const people = demoPeople();
  return db.transaction(async (tx) => {
    const ids = await writeReference(tx, await writePeople(tx, people, passwordHash));
    const year = parisYear(now);
    const staff = staffOf(people);
    const programme = planProgramme(now, year, staff, createRandom('programme'));
    const plan = planRegistrations(
      programme.sessions,
      beneficiariesOf(people),
      DEMO_BENEFICIARY,
      now,
      createRandom('registrations'),
    );
    await writeProgramme(tx, ids, programme, plan, DEMO_BENEFICIARY, now);
    await writeSurveys(tx, {
      now,
      demoBeneficiaryId: ids.user.get(DEMO_BENEFICIARY)!,
      adminId: ids.user.get(staff.admin)!,
      random: createRandom('surveys'),
    });
    await writeColdSurveys(tx, {
      now,
      adminId: ids.user.get(staff.admin)!,
      random: createRandom('cold-surveys'),
    });
    await writeDemoReports(tx, now);
    await tx.insert(publicMessages).values(demoPublicMessage(now, year));
    await tx.insert(publicDocuments).values(demoPublicDocuments(year));
    await tx.insert(publicLinks).values(DEMO_PUBLIC_LINKS);

    const names = new Map(DEMO_STRUCTURES.map((s) => [s.key, s.values.name]));
    return DEMO_ACCOUNTS.map((account) => toDemoAccount(account, names.get(account.structure)!));
  });
}

type PeopleIds = Pick<Ids, 'structure' | 'user'>;

async function writePeople(tx: Tx, people: DemoPerson[], passwordHash: string): Promise<PeopleIds> {
  const structureRows = await tx
    .insert(structures)
    .values(DEMO_STRUCTURES.map((structure) => structure.values))
    .returning({ id: structures.id, name: structures.name });
  const byName = new Map(structureRows.map((row) => [row.name, row.id]));
  const structure = new Map(
    DEMO_STRUCTURES.map((s) => [s.key, byName.get(s.values.name)!] as const),
  );

  const userRows = await insertMany(
    tx,
    users,
    people.map(({ profile, structure: _structure, ...person }) => ({
      ...person,
      passwordHash,
      currentProfileCode: profile,
    })),
    ['id', 'username'],
  );
  const user = new Map(userRows.map((row) => [row.username, row.id]));

  await insertMany(
    tx,
    userProfiles,
    people.map((person) => ({
      userId: user.get(person.username)!,
      profileCode: person.profile,
      structureId: structure.get(person.structure)!,
    })),
  );
  return { structure, user };
}

async function writeReference(tx: Tx, people: PeopleIds): Promise<Ids> {
  const [axisRows, typeRows, cityRows, roomRows] = [
    await tx.insert(axes).values(DEMO_AXES).returning({ id: axes.id, key: axes.number }),
    await tx
      .insert(actionTypes)
      .values(DEMO_ACTION_TYPES)
      .returning({ id: actionTypes.id, key: actionTypes.acronym }),
    await tx
      .insert(cities)
      .values(DEMO_CITIES.map(({ code, value }) => ({ code, value })))
      .returning({ id: cities.id, key: cities.code }),
    await tx.insert(rooms).values(DEMO_ROOMS).returning({ id: rooms.id, key: rooms.name }),
  ];
  const byKey = <K>(rows: { id: number; key: K }[]) =>
    new Map(rows.map((row) => [row.key, row.id]));
  return {
    ...people,
    axis: byKey(axisRows),
    type: byKey(typeRows),
    city: byKey(cityRows),
    room: byKey(roomRows),
  };
}

/** Referents by axis, and each provider's users (its speakers). */
function staffOf(people: DemoPerson[]): Staff {
  const managers = people
    .filter((person) => person.profile === 'profile_manager')
    .map((person) => person.username);
  // The demo manager follows four axes, the two others two each.
  const referents: Record<number, string> = {
    4: managers[1]!,
    6: managers[1]!,
    7: managers[2]!,
    8: managers[2]!,
  };
  return {
    admin: people.find((person) => person.profile === 'profile_admin')!.username,
    referentOfAxis: (axis) => referents[axis] ?? managers[0]!,
    providerUsers: (providerKey) =>
      people
        .filter((p) => p.profile === 'profile_provider' && p.structure === providerKey)
        .map((p) => p.username),
  };
}

function beneficiariesOf(people: DemoPerson[]): Beneficiary[] {
  const hrOf = new Map(
    people.filter((p) => p.profile === 'profile_hr').map((p) => [p.structure, p.username]),
  );
  const members = new Set(
    DEMO_STRUCTURES.filter((s) => s.values.member).map((structure) => structure.key),
  );
  return people
    .filter((person) => person.profile === 'profile_beneficiary')
    .map((person) => ({
      username: person.username,
      structure: person.structure,
      member: members.has(person.structure),
      hr: hrOf.get(person.structure)!,
    }));
}
