import type { Civility, ProfileCode } from '@passerelle/shared';
import type { Database } from '../client.js';
import { structures, userProfiles, users } from '../schema/index.js';
import { hashPassword } from '../../lib/passwords.js';

export const DEMO_PASSWORD = 'passerelle-demo';

export interface DemoAccount {
  username: string;
  password: string;
  profile: ProfileCode;
  name: string;
  structure: string;
}

type StructureKey = 'region' | 'provider' | 'employer';

const DEMO_STRUCTURES: Record<StructureKey, typeof structures.$inferInsert> = {
  region: {
    name: 'Région Occitanie — Direction de la professionnalisation',
    type: 'employer',
    member: true,
  },
  provider: { name: 'Institut Horizon Formation', type: 'provider', member: false },
  employer: { name: 'Mission Locale Toulouse Métropole', type: 'employer', member: true },
};

const DEMO_USERS: {
  username: string;
  civility: Civility;
  givenName: string;
  familyName: string;
  email: string;
  profile: ProfileCode;
  structure: StructureKey;
}[] = [
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

export const DEMO_USERNAMES = DEMO_USERS.map((user) => user.username);

/** Creates the three demo structures and the five demo accounts (one per profile). */
export async function seedDemo(db: Database): Promise<DemoAccount[]> {
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  return db.transaction(async (tx) => {
    const structureIds = {} as Record<StructureKey, number>;
    const structureNames = {} as Record<StructureKey, string>;
    for (const [key, values] of Object.entries(DEMO_STRUCTURES) as [
      StructureKey,
      typeof structures.$inferInsert,
    ][]) {
      const [row] = await tx.insert(structures).values(values).returning({ id: structures.id });
      structureIds[key] = row!.id;
      structureNames[key] = values.name;
    }
    const accounts: DemoAccount[] = [];
    for (const { profile, structure, ...person } of DEMO_USERS) {
      const [user] = await tx
        .insert(users)
        .values({ ...person, passwordHash, currentProfileCode: profile })
        .returning({ id: users.id });
      await tx
        .insert(userProfiles)
        .values({ userId: user!.id, profileCode: profile, structureId: structureIds[structure] });
      accounts.push({
        username: person.username,
        password: DEMO_PASSWORD,
        profile,
        name: `${person.givenName} ${person.familyName}`,
        structure: structureNames[structure],
      });
    }
    return accounts;
  });
}
