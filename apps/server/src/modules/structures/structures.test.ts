import { structurePreviewsSchema } from '@passerelle/shared';
import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { structures, userProfiles, users } from '../../db/schema/index.js';
import { bearer, createTestApp, loginAs, type TestApp } from '../../test/app.js';
import { listStructurePreviews } from './structures.repository.js';

let t: TestApp;
const ids: Record<string, number> = {};

async function userId(username: string): Promise<number> {
  const [row] = await t.db.select({ id: users.id }).from(users).where(eq(users.username, username));
  return row!.id;
}

async function addStructure(name: string, active = true): Promise<number> {
  const [row] = await t.db
    .insert(structures)
    .values({ name, type: 'employer', active })
    .returning({ id: structures.id });
  return row!.id;
}

beforeAll(async () => {
  t = await createTestApp();
  const [mission] = await t.db
    .select({ id: structures.id })
    .from(structures)
    .where(eq(structures.name, 'Mission Locale Toulouse Métropole'));
  ids.mission = mission!.id;
  // hr validates a second structure (named to sort first) and an inactive one; not "Autre".
  ids.agence = await addStructure('Agence Emploi Albi');
  ids.fermee = await addStructure('Association fermée', false);
  ids.autre = await addStructure('Autre structure');
  const hr = await userId('hr');
  const beneficiary = await userId('beneficiary');
  await t.db.insert(userProfiles).values([
    { userId: hr, profileCode: 'profile_hr', structureId: ids.agence },
    { userId: hr, profileCode: 'profile_hr', structureId: ids.fermee },
    // hr is a beneficiary of "Autre", not its validator.
    { userId: hr, profileCode: 'profile_beneficiary', structureId: ids.autre },
    { userId: beneficiary, profileCode: 'profile_beneficiary', structureId: ids.agence },
  ]);
});
afterAll(async () => {
  await t?.close();
});

async function previews(username: string) {
  const token = await loginAs(t.app, username);
  return t.app.inject({ url: '/api/structures/previews', headers: bearer(token) });
}

describe('GET /api/structures/previews', () => {
  it('gives an hr user the active structures they validate, by name, with their beneficiaries', async () => {
    const response = await previews('hr');
    expect(response.statusCode).toBe(200);
    const beneficiary = await userId('beneficiary');
    // The demo Mission Locale has five beneficiaries, `beneficiary` among them.
    const missionMembers = await t.db
      .select({ id: userProfiles.userId })
      .from(userProfiles)
      .where(
        and(
          eq(userProfiles.structureId, ids.mission!),
          eq(userProfiles.profileCode, 'profile_beneficiary'),
        ),
      )
      .orderBy(asc(userProfiles.userId));
    expect(missionMembers).toContainEqual({ id: beneficiary });
    expect(structurePreviewsSchema.parse(response.json())).toEqual([
      { id: ids.agence, name: 'Agence Emploi Albi', members: [{ id: beneficiary }] },
      { id: ids.mission, name: 'Mission Locale Toulouse Métropole', members: missionMembers },
    ]);
  });

  it('gives an hr user whose only validated structure is inactive an empty list', async () => {
    const [user] = await t.db
      .insert(users)
      .values({ username: 'rh-seul', givenName: 'Léa', familyName: 'Petit', passwordHash: '' })
      .returning({ id: users.id });
    await t.db
      .insert(userProfiles)
      .values({ userId: user!.id, profileCode: 'profile_hr', structureId: ids.fermee });
    expect(await listStructurePreviews(t.db, { hrUserId: user!.id })).toEqual([]);
  });

  it.each(['admin', 'manager'])('gives %s every active structure, by name', async (username) => {
    const response = await previews(username);
    expect(response.statusCode).toBe(200);
    const names = structurePreviewsSchema.parse(response.json()).map((s) => s.name);
    // Every active structure (the demo's and this file's), none inactive, sorted by name.
    const active = await t.db
      .select({ name: structures.name })
      .from(structures)
      .where(eq(structures.active, true))
      .orderBy(asc(structures.name), asc(structures.id));
    expect(names).toEqual(active.map((s) => s.name));
    expect(names).not.toContain('Association fermée');
    expect(names).toEqual(expect.arrayContaining(['Agence Emploi Albi', 'Autre structure']));
    const autre = structurePreviewsSchema.parse(response.json()).find((s) => s.id === ids.autre);
    expect(autre?.members).toEqual([{ id: await userId('hr') }]);
  });

  it.each(['provider', 'beneficiary'])('refuses %s with 403', async (username) => {
    const response = await previews(username);
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({
      error: "Vous n'avez pas les droits nécessaires pour effectuer cette action.",
      code: 'FORBIDDEN',
    });
  });

  it('refuses anonymous visitors with 401', async () => {
    const response = await t.app.inject({ url: '/api/structures/previews' });
    expect(response.statusCode).toBe(401);
    expect(response.json().code).toBe('UNAUTHENTICATED');
  });
});

describe('GET /api/structures and /api/structures/providers', () => {
  const get = async (username: string, url: string) =>
    t.app.inject({ url, headers: bearer(await loginAs(t.app, username)) });

  it('lists structures by name for pickers, narrowed by text without accents and by type', async () => {
    const all = await get('admin', '/api/structures?q=EMPLOI ALBI');
    expect(all.statusCode).toBe(200);
    expect(all.json()).toEqual([
      { id: ids.agence, name: 'Agence Emploi Albi', type: 'employer', member: false, active: true },
    ]);
    const accents = await get('admin', '/api/structures?q=fermee');
    expect(accents.json().map((s: { name: string }) => s.name)).toEqual(['Association fermée']);
    const providers = await get('admin', '/api/structures?type=provider');
    expect(providers.json().length).toBeGreaterThan(0);
    expect(providers.json().every((s: { type: string }) => s.type === 'provider')).toBe(true);
    expect((await get('admin', '/api/structures?type=autre')).statusCode).toBe(400);
    const one = await get('admin', `/api/structures?id=${ids.fermee}`);
    expect(one.json().map((s: { id: number }) => s.id)).toEqual([ids.fermee]);
  });

  it('gives the back office the providers, and users management to the admin only', async () => {
    for (const profile of ['admin', 'manager', 'provider']) {
      const providers = await get(profile, '/api/structures/providers');
      expect(providers.statusCode).toBe(200);
      expect(providers.json().every((s: { type: string }) => s.type === 'provider')).toBe(true);
    }
    for (const profile of ['beneficiary', 'hr']) {
      expect((await get(profile, '/api/structures/providers')).statusCode).toBe(403);
    }
    // One provider by id (a filter's current choice); an employer's id finds none.
    const providers = (await get('manager', '/api/structures/providers')).json();
    const [first] = providers as { id: number; name: string }[];
    const one = await get('manager', `/api/structures/providers?id=${first!.id}`);
    expect(one.json()).toEqual([providers[0]]);
    expect((await get('manager', `/api/structures/providers?id=${ids.agence}`)).json()).toEqual([]);
    expect((await get('manager', '/api/structures/providers?id=abc')).statusCode).toBe(400);
    for (const profile of ['manager', 'provider', 'beneficiary', 'hr']) {
      expect((await get(profile, '/api/structures')).statusCode).toBe(403);
    }
    expect((await t.app.inject({ url: '/api/structures' })).statusCode).toBe(401);
  });
});
