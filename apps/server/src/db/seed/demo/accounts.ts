import { fullName, type Civility, type ProfileCode } from '@passerelle/shared';
import { eq, inArray } from 'drizzle-orm';
import type { Database } from '../../client.js';
import { structures, userProfiles, users } from '../../schema/index.js';

export const DEMO_PASSWORD = 'passerelle-demo';

export interface DemoAccount {
  username: string;
  password: string;
  profile: ProfileCode;
  name: string;
  structure: string;
}

export interface DemoPerson {
  username: string;
  civility: Civility;
  givenName: string;
  familyName: string;
  email: string;
  profile: ProfileCode;
  /** Key of its structure in structures.ts. */
  structure: string;
}

/** The five named accounts, one per profile, printed at start (README "Demo accounts"). */
export const DEMO_ACCOUNTS: DemoPerson[] = [
  {
    username: 'admin',
    civility: 'MRS',
    givenName: 'Claire',
    familyName: 'Martin',
    email: 'claire.martin@region-occitanie.example',
    profile: 'profile_admin',
    structure: 'region',
  },
  {
    username: 'manager',
    civility: 'MR',
    givenName: 'Thomas',
    familyName: 'Bernard',
    email: 'thomas.bernard@region-occitanie.example',
    profile: 'profile_manager',
    structure: 'region',
  },
  {
    username: 'provider',
    civility: 'MRS',
    givenName: 'Sophie',
    familyName: 'Lefèvre',
    email: 'sophie.lefevre@horizon-formation.example',
    profile: 'profile_provider',
    structure: 'provider',
  },
  {
    username: 'beneficiary',
    civility: 'MR',
    givenName: 'Julien',
    familyName: 'Moreau',
    email: 'julien.moreau@ml-toulouse.example',
    profile: 'profile_beneficiary',
    structure: 'employer',
  },
  {
    // HR validator of the beneficiary's structure.
    username: 'hr',
    civility: 'MRS',
    givenName: 'Nathalie',
    familyName: 'Girard',
    email: 'nathalie.girard@ml-toulouse.example',
    profile: 'profile_hr',
    structure: 'employer',
  },
];

export const DEMO_USERNAMES = DEMO_ACCOUNTS.map((account) => account.username);

export function toDemoAccount(person: DemoPerson, structureName: string): DemoAccount {
  return {
    username: person.username,
    password: DEMO_PASSWORD,
    profile: person.profile,
    name: fullName(person),
    structure: structureName,
  };
}

/** Demo accounts still present from an earlier start (their password may have changed since). */
export async function existingDemoAccounts(db: Database): Promise<DemoAccount[]> {
  const rows = await db
    .select({
      username: users.username,
      givenName: users.givenName,
      familyName: users.familyName,
      profile: userProfiles.profileCode,
      structure: structures.name,
    })
    .from(users)
    .innerJoin(userProfiles, eq(userProfiles.userId, users.id))
    .leftJoin(structures, eq(structures.id, userProfiles.structureId))
    .where(inArray(users.username, DEMO_USERNAMES))
    .orderBy(users.id);
  return rows.map((row) => ({
    username: row.username,
    password: DEMO_PASSWORD,
    profile: row.profile,
    name: fullName(row),
    structure: row.structure ?? '',
  }));
}
