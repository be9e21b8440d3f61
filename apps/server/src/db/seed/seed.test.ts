import { PROFILE_CODES } from '@passerelle/shared';
import { count, eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.js';
import { createTestDatabase, type TestDatabase } from '../../test/database.js';
import { testConfig } from '../../test/app.js';
import { structures, userProfiles, users } from '../schema/index.js';
import { seedDatabase } from './index.js';

let database: TestDatabase | undefined;
afterEach(async () => {
  await database?.close();
  database = undefined;
});

async function freshDb() {
  database = await createTestDatabase();
  return database.db;
}

/** Logs in on an app built over `db` (a new app each time: the database may have changed). */
async function login(db: TestDatabase['db'], username: string, password: string) {
  const app = await buildApp({ config: testConfig(), db, logger: false });
  try {
    return await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { username, password },
    });
  } finally {
    await app.close();
  }
}

describe('demo data', () => {
  it('creates five French accounts, one per profile, that log in with passerelle-demo', async () => {
    const db = await freshDb();
    const result = await seedDatabase(db, testConfig());
    expect(result.demoAccounts.map((account) => account.username)).toEqual([
      'admin',
      'manager',
      'provider',
      'beneficiary',
      'hr',
    ]);
    expect(result.demoAccounts.map((account) => account.profile).sort()).toEqual(
      [...PROFILE_CODES].sort(),
    );
    for (const account of result.demoAccounts) {
      const response = await login(db, account.username, 'passerelle-demo');
      expect(response.statusCode, account.username).toBe(200);
      const user = response.json().user;
      expect(user.userProfileCode).toBe(account.profile);
      expect(user.civility).toMatch(/^(MR|MRS)$/);
      expect(user.email).toMatch(/^[a-z.]+@[a-z.-]+\.example$/);
      expect(user.profiles[0].structureId).not.toBeNull();
    }
  });

  it("makes hr the HR validator of the beneficiary's structure, a Mission Locale", async () => {
    const db = await freshDb();
    await seedDatabase(db, testConfig());
    const rows = await db
      .select({ username: users.username, code: userProfiles.profileCode, structure: structures })
      .from(userProfiles)
      .innerJoin(users, eq(users.id, userProfiles.userId))
      .innerJoin(structures, eq(structures.id, userProfiles.structureId));
    const of = (username: string) => rows.find((row) => row.username === username)!;
    expect(of('hr').code).toBe('profile_hr');
    expect(of('hr').structure.id).toBe(of('beneficiary').structure.id);
    expect(of('beneficiary').structure).toMatchObject({
      type: 'employer',
      name: expect.stringMatching(/Mission Locale/),
    });
    expect(of('provider').structure.type).toBe('provider');
    expect(of('admin').structure.id).toBe(of('manager').structure.id);
    expect(of('admin').structure.name).toMatch(/Région/);
  });

  it('runs only on an empty users table, and lists the existing demo accounts again', async () => {
    const db = await freshDb();
    await seedDatabase(db, testConfig());
    const again = await seedDatabase(db, testConfig());
    expect(again.demoAccounts.map((account) => account.username)).toHaveLength(5);
    const [row] = await db.select({ total: count() }).from(users);
    expect(row?.total).toBe(5);
  });

  it('is skipped with SEED_DEMO=false', async () => {
    const db = await freshDb();
    expect((await seedDatabase(db, testConfig({ SEED_DEMO: 'false' }))).demoAccounts).toEqual([]);
    const [row] = await db.select({ total: count() }).from(users);
    expect(row?.total).toBe(0);
  });
});

describe('production', () => {
  const production = {
    NODE_ENV: 'production',
    ADMIN_USERNAME: 'Responsable',
    ADMIN_PASSWORD: 'un-mot-de-passe-solide',
  };

  it('never creates demo accounts, and creates the admin from the environment', async () => {
    const db = await freshDb();
    const result = await seedDatabase(db, testConfig({ ...production, SEED_DEMO: 'true' }));
    expect(result).toEqual({ demoAccounts: [], createdAdmin: 'Responsable' });
    const all = await db.select({ username: users.username }).from(users);
    expect(all).toEqual([{ username: 'Responsable' }]);

    const response = await login(db, 'responsable', 'un-mot-de-passe-solide');
    expect(response.statusCode).toBe(200);
    expect(response.json().user).toMatchObject({
      userProfileCode: 'profile_admin',
      profiles: [{ code: 'profile_admin', structureId: null }],
    });
    expect((await login(db, 'admin', 'passerelle-demo')).statusCode).toBe(401);
  });

  it('creates the admin only once', async () => {
    const db = await freshDb();
    await seedDatabase(db, testConfig(production));
    const again = await seedDatabase(db, testConfig({ ...production, ADMIN_USERNAME: 'autre' }));
    expect(again.createdAdmin).toBeNull();
    const [row] = await db.select({ total: count() }).from(users);
    expect(row?.total).toBe(1);
  });

  it('refuses to start without any admin nor ADMIN_USERNAME', async () => {
    const db = await freshDb();
    await expect(seedDatabase(db, testConfig({ NODE_ENV: 'production' }))).rejects.toThrow(
      /set ADMIN_USERNAME and ADMIN_PASSWORD/,
    );
  });

  it('never promotes an existing account from the environment', async () => {
    const db = await freshDb();
    await db
      .insert(users)
      .values({ username: 'responsable', givenName: 'A', familyName: 'B', passwordHash: 'x' });
    await expect(seedDatabase(db, testConfig(production))).rejects.toThrow(/already belongs/);
  });
});
