import {
  CONTACT_CATEGORIES,
  CONTACT_CATEGORY_LABELS,
  CONTACT_CATEGORY_MEANINGS,
  CONTENT_CODES,
  CONTENT_CODE_LABELS,
  PROFILE_CODES,
  parisYear,
} from '@passerelle/shared';
import { asc, count, eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.js';
import { createTestDatabase, type TestDatabase } from '../../test/database.js';
import { testConfig } from '../../test/app.js';
import {
  actions,
  axes,
  contactCategories,
  contents,
  registrationHistory,
  registrations,
  sessionDates,
  sessionHistory,
  sessions,
  structures,
  userProfiles,
  users,
  yearParameters,
  yearQuotas,
} from '../schema/index.js';
import { DEFAULT_CONTENT_HTML, FORMER_ACCESSIBILITY_HTML } from './content-pages.js';
import { seedBaseData, seedDatabase, seedDemo } from './index.js';

// Every database a test opened is closed (and dropped) after it: a test may open two.
const opened: TestDatabase[] = [];
let database: TestDatabase | undefined;
afterEach(async () => {
  for (const each of opened.splice(0)) await each.close();
  database = undefined;
});

async function freshDb() {
  database = await createTestDatabase();
  opened.push(database);
  return database.db;
}

/**
 * Logs in each of `logins` on one app built over `db` (built after the seed, which it must not
 * see half-done).
 */
async function loginAll(db: TestDatabase['db'], logins: { username: string; password: string }[]) {
  const app = await buildApp({
    config: testConfig(),
    database: { db, notifications: database!.notifications },
    logger: false,
  });
  try {
    const responses = [];
    for (const payload of logins) {
      responses.push(await app.inject({ method: 'POST', url: '/api/auth/login', payload }));
    }
    return responses;
  } finally {
    await app.close();
  }
}

async function login(db: TestDatabase['db'], username: string, password: string) {
  const [response] = await loginAll(db, [{ username, password }]);
  return response!;
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
    // The people around them share the password, e.g. a beneficiary of another structure.
    const responses = await loginAll(
      db,
      [...result.demoAccounts.map((account) => account.username), 'lea.mercier'].map(
        (username) => ({ username, password: 'passerelle-demo' }),
      ),
    );
    expect(responses.at(-1)!.statusCode).toBe(200);
    for (const [index, account] of result.demoAccounts.entries()) {
      const response = responses[index]!;
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
    const tables = [users, structures, axes, actions, sessions, sessionDates, sessionHistory];
    const counts = async () =>
      Promise.all(
        [...tables, registrations, registrationHistory].map(async (table) => {
          const [row] = await db.select({ total: count() }).from(table);
          return row?.total ?? 0;
        }),
      );
    const before = await counts();
    expect(before.every((total) => total > 0)).toBe(true);

    const again = await seedDatabase(db, testConfig());
    expect(again.demoAccounts.map((account) => account.username)).toEqual([
      'admin',
      'manager',
      'provider',
      'beneficiary',
      'hr',
    ]);
    expect(await seedDemo(db)).toHaveLength(5);
    expect(await counts()).toEqual(before);
  });

  it('does nothing on a database that already has users, even the first admin alone', async () => {
    const db = await freshDb();
    await seedDatabase(
      db,
      testConfig({
        ADMIN_USERNAME: 'Responsable',
        ADMIN_PASSWORD: 'un-mot-de-passe-solide',
        SEED_DEMO: 'false',
      }),
    );
    expect(await seedDemo(db)).toEqual([]);
    const [row] = await db.select({ total: count() }).from(axes);
    expect(row?.total).toBe(0);
  });

  it('is skipped with SEED_DEMO=false', async () => {
    const db = await freshDb();
    expect((await seedDatabase(db, testConfig({ SEED_DEMO: 'false' }))).demoAccounts).toEqual([]);
    const [row] = await db.select({ total: count() }).from(users);
    expect(row?.total).toBe(0);
    const [pages] = await db.select({ total: count() }).from(contents);
    expect(pages?.total).toBe(CONTENT_CODES.length);
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

  it('gives the first admin the address of ADMIN_EMAIL', async () => {
    const db = await freshDb();
    const config = testConfig({ ...production, ADMIN_EMAIL: 'direction@programme.example' });
    await seedDatabase(db, config);
    const [admin] = await db.select({ email: users.email }).from(users);
    expect(admin?.email).toBe('direction@programme.example');
    // Without it, the admin has no address (as before).
    const bare = await freshDb();
    await seedDatabase(bare, testConfig(production));
    const [none] = await bare.select({ email: users.email }).from(users);
    expect(none?.email).toBe('');
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

describe('base data', () => {
  const production = {
    NODE_ENV: 'production',
    ADMIN_USERNAME: 'Responsable',
    ADMIN_PASSWORD: 'un-mot-de-passe-solide',
  };

  it('gives production the nine pages, the current year and its quotas, and no demo data', async () => {
    const db = await freshDb();
    await seedDatabase(db, testConfig(production));
    const pages = await db.select().from(contents).orderBy(asc(contents.code));
    expect(pages.map((page) => page.code).sort()).toEqual([...CONTENT_CODES].sort());
    for (const page of pages) {
      expect(page.title).toBe(CONTENT_CODE_LABELS[page.code]);
      expect(page.html, page.code).toMatch(/^<(p|h2)>/);
      expect(page.html.length, page.code).toBeGreaterThan(60);
    }
    const cookies = pages.find((page) => page.code === 'cookies')!.html;
    expect(cookies).toContain('passerelle_token');
    expect(cookies).toContain('locale');
    expect(pages.find((page) => page.code === 'accessibility')!.html).toMatch(
      /s'engage à rendre le portail Passerelle accessible.*article 47/s,
    );

    const year = parisYear(new Date());
    expect(
      await db.select({ year: yearParameters.currentPublicYear }).from(yearParameters),
    ).toEqual([{ year }]);
    const quotas = await db
      .select({
        year: yearQuotas.year,
        maxActionAmount: yearQuotas.maxActionAmount,
        maxActionTypeAmount: yearQuotas.maxActionTypeAmount,
      })
      .from(yearQuotas)
      .orderBy(asc(yearQuotas.year));
    expect(quotas).toEqual([
      { year, maxActionAmount: 6, maxActionTypeAmount: 3 },
      { year: year + 1, maxActionAmount: 6, maxActionTypeAmount: 3 },
    ]);
    for (const table of [axes, actions, sessions, registrations]) {
      const [row] = await db.select({ total: count() }).from(table);
      expect(row?.total).toBe(0);
    }
  });

  it('gives every database the contact categories of spec §3, offered, and keeps what the admin changed', async () => {
    const db = await freshDb();
    await seedDatabase(db, testConfig(production));
    const rows = await db
      .select({
        code: contactCategories.code,
        label: contactCategories.label,
        description: contactCategories.description,
        active: contactCategories.active,
      })
      .from(contactCategories);
    expect(rows.sort((a, b) => a.code.localeCompare(b.code))).toEqual(
      [...CONTACT_CATEGORIES].sort().map((code) => ({
        code,
        label: CONTACT_CATEGORY_LABELS[code],
        description: CONTACT_CATEGORY_MEANINGS[code],
        active: true,
      })),
    );

    await db
      .update(contactCategories)
      .set({ label: 'Laboratoire', active: false })
      .where(eq(contactCategories.code, 'LAB'));
    await db.delete(contactCategories).where(eq(contactCategories.code, 'HR'));
    await seedBaseData(db);
    const [lab] = await db
      .select()
      .from(contactCategories)
      .where(eq(contactCategories.code, 'LAB'));
    expect(lab).toMatchObject({ label: 'Laboratoire', active: false });
    const [hr] = await db.select().from(contactCategories).where(eq(contactCategories.code, 'HR'));
    expect(hr).toMatchObject({ label: CONTACT_CATEGORY_LABELS.HR, active: true });
  });

  it('inserts only what is missing and never overwrites what an admin changed', async () => {
    const db = await freshDb();
    await seedBaseData(db, new Date('2026-03-10T09:00:00Z'));
    await db.update(contents).set({ html: '<p>Texte revu</p>' }).where(eq(contents.code, 'cgu'));
    await db.delete(contents).where(eq(contents.code, 'lab'));
    await db.insert(yearParameters).values({ currentPublicYear: 2027 });
    await db.insert(yearQuotas).values({ year: 2026, maxActionAmount: 8, maxActionTypeAmount: 2 });

    await seedBaseData(db, new Date('2026-09-01T09:00:00Z'));
    const pages = await db.select().from(contents);
    expect(pages).toHaveLength(CONTENT_CODES.length);
    expect(pages.find((page) => page.code === 'cgu')!.html).toBe('<p>Texte revu</p>');
    expect(pages.find((page) => page.code === 'lab')!.html).toMatch(/Lab/);
    const parameters = await db.select().from(yearParameters).orderBy(asc(yearParameters.id));
    expect(parameters.map((row) => row.currentPublicYear)).toEqual([2026, 2027]);
    const quotas = await db.select().from(yearQuotas).orderBy(asc(yearQuotas.id));
    expect(quotas.map((q) => [q.year, q.maxActionAmount, q.maxActionTypeAmount])).toEqual([
      [2026, 6, 3],
      [2027, 6, 3],
      [2026, 8, 2],
    ]);
  });

  it('gives /accessibility its new editor part when it still holds the former statement, unedited', async () => {
    const db = await freshDb();
    await seedBaseData(db);
    const accessibility = eq(contents.code, 'accessibility');
    await db.update(contents).set({ html: FORMER_ACCESSIBILITY_HTML }).where(accessibility);
    await seedBaseData(db);
    const [page] = await db.select().from(contents).where(accessibility);
    expect(page!.html).toBe(DEFAULT_CONTENT_HTML.accessibility);

    // Edited by an admin: kept as is.
    const edited = `${FORMER_ACCESSIBILITY_HTML}\n<p>Contact : accessibilite@example.org</p>`;
    await db.update(contents).set({ html: edited }).where(accessibility);
    await seedBaseData(db);
    const [kept] = await db.select().from(contents).where(accessibility);
    expect(kept!.html).toBe(edited);
  });

  it("adds the next year's quotas at the first start of a new year", async () => {
    const db = await freshDb();
    await seedBaseData(db, new Date('2026-06-01T09:00:00Z'));
    await seedBaseData(db, new Date('2027-01-02T09:00:00Z'));
    const quotas = await db.select({ year: yearQuotas.year }).from(yearQuotas);
    expect(quotas.map((q) => q.year).sort()).toEqual([2026, 2027, 2028]);
    expect(
      await db.select({ year: yearParameters.currentPublicYear }).from(yearParameters),
    ).toEqual([{ year: 2026 }]);
  });

  it('takes the year in Paris: the night of New Year is already the new year', async () => {
    const db = await freshDb();
    await seedBaseData(db, new Date('2026-12-31T23:30:00Z'));
    expect(
      await db.select({ year: yearParameters.currentPublicYear }).from(yearParameters),
    ).toEqual([{ year: 2027 }]);
  });
});
