import { USER_LIST_CAP } from '@passerelle/shared';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { structures, users } from '../../db/schema/index.js';
import { hashPassword } from '../../lib/passwords.js';
import { toAppError } from '../../plugins/errors.js';
import { bearer, createTestApp, loginAs, type TestApp } from '../../test/app.js';

const PASSWORD = 'un-mot-de-passe-solide';

describe('user administration', () => {
  let t: TestApp;
  let admin: string;
  let employerId: number;
  let providerId: number;

  const api = (
    method: 'GET' | 'POST' | 'PATCH' | 'PUT',
    url: string,
    payload?: unknown,
    token = admin,
  ) =>
    t.app.inject({ method, url: `/api${url}`, payload: payload as object, headers: bearer(token) });

  /** A valid new account; its username and address are used by nobody else. */
  const newUser = (overrides: Record<string, unknown> = {}) => {
    const username = `agent.${Math.floor(Math.random() * 1e9)}`;
    return {
      username,
      civility: 'MRS',
      givenName: 'Élodie',
      familyName: 'Lefèvre',
      email: `${username}@example.org`,
      password: PASSWORD,
      profiles: [{ code: 'profile_beneficiary', structureId: employerId }],
      ...overrides,
    };
  };
  const EMAIL_TAKEN = ['Cette adresse e-mail est déjà utilisée par un autre compte'];
  const VALUE_TAKEN = 'Une valeur saisie est déjà utilisée : corrigez le champ signalé.';
  const holdersOf = async (email: string) =>
    (
      await t.db
        .select({ id: users.id })
        .from(users)
        .where(sql`lower(${users.email}) = lower(${email})`)
    ).length;

  beforeAll(async () => {
    t = await createTestApp();
    admin = await loginAs(t.app, 'admin');
    const [employer] = await t.db
      .insert(structures)
      .values({ name: 'Mission locale test', type: 'employer' })
      .returning();
    const [provider] = await t.db
      .insert(structures)
      .values({ name: 'Organisme test', type: 'provider' })
      .returning();
    employerId = employer!.id;
    providerId = provider!.id;
  });

  afterAll(() => t.close());

  it('creates a user with profiles tied to structures, who can then log in', async () => {
    const body = newUser({ username: 'elodie.lefevre' });
    const created = await api('POST', '/users', body);
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({
      username: 'elodie.lefevre',
      givenName: 'Élodie',
      disabled: false,
      profiles: [
        {
          code: 'profile_beneficiary',
          structureId: employerId,
          structureName: 'Mission locale test',
        },
      ],
    });
    expect(created.json()).not.toHaveProperty('passwordHash');
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { username: 'elodie.lefevre', password: PASSWORD },
    });
    expect(login.statusCode).toBe(200);
    expect(login.json().user.userProfileCode).toBe('profile_beneficiary');
  });

  it('refuses bad input with French messages and changes nothing', async () => {
    const bad = await api('POST', '/users', {
      ...newUser(),
      email: 'pas-un-email',
      password: 'court',
      givenName: ' ',
      profiles: [],
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fieldErrors).toMatchObject({
      email: ['Adresse e-mail invalide'],
      password: ['Minimum 12 caractères'],
      givenName: ['Champ obligatoire'],
      profiles: ['Doit contenir au moins un élément'],
    });
    const noStructure = await api(
      'POST',
      '/users',
      newUser({ profiles: [{ code: 'profile_hr' }] }),
    );
    expect(noStructure.json().fieldErrors['profiles[0].structureId']).toEqual([
      'Champ obligatoire',
    ]);
    const wrongType = await api(
      'POST',
      '/users',
      newUser({ profiles: [{ code: 'profile_provider', structureId: employerId }] }),
    );
    expect(wrongType.statusCode).toBe(400);
    expect(wrongType.json().fieldErrors['profiles[0].structureId']).toEqual([
      'Un profil Prestataire doit être rattaché à une structure de type prestataire',
    ]);
    const unknown = await api(
      'POST',
      '/users',
      newUser({ profiles: [{ code: 'profile_hr', structureId: 999_999 }] }),
    );
    expect(unknown.json().fieldErrors['profiles[0].structureId']).toEqual(['Structure inconnue']);
  });

  it("ties a manager to the programme's own structure, which is created first", async () => {
    const onEmployer = await api(
      'POST',
      '/users',
      newUser({ profiles: [{ code: 'profile_manager', structureId: employerId }] }),
    );
    expect(onEmployer.statusCode).toBe(400);
    expect(onEmployer.json().fieldErrors['profiles[0].structureId']).toEqual([
      'Un profil Gestionnaire doit être rattaché à une structure de type programme',
    ]);
    const programme = await api('POST', '/structures/detail', {
      name: 'Équipe du programme',
      type: 'programme',
      siret: '73282932000074',
    });
    expect(programme.statusCode).toBe(201);
    const manager = await api(
      'POST',
      '/users',
      newUser({ profiles: [{ code: 'profile_manager', structureId: programme.json().id }] }),
    );
    expect(manager.statusCode).toBe(201);
  });

  it('refuses a username already taken, whatever its case', async () => {
    const taken = await api('POST', '/users', newUser({ username: 'ADMIN' }));
    expect(taken.statusCode).toBe(409);
    expect(taken.json().fieldErrors.username).toEqual(['Cet identifiant est déjà utilisé']);
    // The form's message says what to do, not to reload the page (issue 23).
    expect(taken.json().error).toBe(VALUE_TAKEN);
  });

  it('refuses an e-mail address another account uses, whatever its case, and changes nothing', async () => {
    const first = await api('POST', '/users', newUser({ email: 'Marie.Curie@Example.org' }));
    expect(first.statusCode, first.body).toBe(201);
    const taken = await api('POST', '/users', newUser({ email: 'marie.curie@example.ORG' }));
    expect(taken.statusCode).toBe(409);
    expect(taken.json().fieldErrors).toEqual({ email: EMAIL_TAKEN });
    expect(taken.json().error).toBe(VALUE_TAKEN);
    // Both fields at once when both are taken.
    const both = await api(
      'POST',
      '/users',
      newUser({ username: 'Admin', email: 'MARIE.CURIE@example.org' }),
    );
    expect(both.json().fieldErrors).toEqual({
      username: ['Cet identifiant est déjà utilisé'],
      email: EMAIL_TAKEN,
    });
    expect(await holdersOf('marie.curie@example.org')).toBe(1);

    const second = (
      await api('POST', '/users', newUser({ email: 'pierre.curie@example.org' }))
    ).json();
    const change = await api('PATCH', `/users/${second.id}`, {
      givenName: 'Pierre',
      email: 'MARIE.curie@example.org',
    });
    expect(change.statusCode).toBe(409);
    expect(change.json().fieldErrors).toEqual({ email: EMAIL_TAKEN });
    const [kept] = await t.db.select().from(users).where(eq(users.id, second.id));
    expect(kept).toMatchObject({ givenName: 'Élodie', email: 'pierre.curie@example.org' });

    // Keeping one's own address, even in another case, is no conflict.
    const own = await api('PATCH', `/users/${first.json().id}`, {
      givenName: 'Marie',
      email: 'marie.curie@example.org',
    });
    expect(own.statusCode, own.body).toBe(200);
    expect(own.json().email).toBe('marie.curie@example.org');
  });

  it('answers an empty change with the account unchanged (decision 026)', async () => {
    const created = (await api('POST', '/users', newUser())).json();
    const response = await api('PATCH', `/users/${created.id}`, {});
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual(created);
  });

  it('lets several accounts have no e-mail address, and gives them one', async () => {
    const passwordHash = await hashPassword(PASSWORD);
    const unknown = await t.db
      .insert(users)
      .values(
        ['sans.adresse.1', 'sans.adresse.2'].map((username) => ({
          username,
          givenName: 'Sans',
          familyName: 'Adresse',
          email: '',
          passwordHash,
        })),
      )
      .returning({ id: users.id });
    expect(unknown).toHaveLength(2);
    const renamed = await api('PATCH', `/users/${unknown[0]!.id}`, { familyName: 'Inconnue' });
    expect(renamed.statusCode, renamed.body).toBe(200);
    const given = await api('PATCH', `/users/${unknown[1]!.id}`, {
      email: 'enfin.une.adresse@example.org',
    });
    expect(given.statusCode, given.body).toBe(200);
    expect(given.json().email).toBe('enfin.une.adresse@example.org');
  });

  it('answers 409 on the e-mail field, never 500, when creations race for one address', async () => {
    const email = 'course@example.org';
    const responses = await Promise.all(
      Array.from({ length: 4 }, (_, i) =>
        api('POST', '/users', newUser({ email: i % 2 ? email.toUpperCase() : email })),
      ),
    );
    expect(responses.map((r) => r.statusCode).sort()).toEqual([201, 409, 409, 409]);
    for (const refused of responses.filter((r) => r.statusCode === 409)) {
      expect(refused.json().fieldErrors).toEqual({ email: EMAIL_TAKEN });
    }
    expect(await holdersOf(email)).toBe(1);
  });

  it('holds the rule in the database too: a duplicate written past the checks is a 409 on the field', async () => {
    const passwordHash = await hashPassword(PASSWORD);
    const row = { givenName: 'Double', familyName: 'Adresse', passwordHash };
    await t.db.insert(users).values({ ...row, username: 'double.1', email: 'double@example.org' });
    const duplicate = await t.db
      .insert(users)
      .values({ ...row, username: 'double.2', email: 'DOUBLE@example.org' })
      .then(
        () => null,
        (error: unknown) => error,
      );
    expect(duplicate).not.toBeNull();
    const answer = toAppError(duplicate);
    expect(answer.statusCode).toBe(409);
    expect(answer.toBody().fieldErrors).toEqual({ email: EMAIL_TAKEN });
    // Empty addresses are not concerned.
    await t.db.insert(users).values([
      { ...row, username: 'vide.1', email: '' },
      { ...row, username: 'vide.2', email: '' },
    ]);
  });

  it('filters the list by text (accents ignored), profile, structure and state', async () => {
    await api(
      'POST',
      '/users',
      newUser({ username: 'gaelle.noel', givenName: 'Gaëlle', familyName: 'Noël' }),
    );
    const byText = await api('GET', '/users?q=gaelle%20noel');
    expect(byText.json().items.map((u: { username: string }) => u.username)).toEqual([
      'gaelle.noel',
    ]);
    const byProfile = await api('GET', '/users?profile=profile_hr');
    expect(byProfile.json().items.map((u: { username: string }) => u.username)).toContain('hr');
    expect(
      byProfile
        .json()
        .items.every((u: { profiles: { code: string }[] }) =>
          u.profiles.some((p) => p.code === 'profile_hr'),
        ),
    ).toBe(true);
    const byStructure = await api('GET', `/users?structureId=${employerId}`);
    expect(byStructure.json().total).toBeGreaterThanOrEqual(2);
    const bad = await api('GET', '/users?profile=profile_king');
    expect(bad.statusCode).toBe(400);
  });

  it(`cuts the list at ${USER_LIST_CAP} rows and says so`, async () => {
    const passwordHash = await hashPassword('x'.repeat(12));
    await t.db.insert(users).values(
      Array.from({ length: USER_LIST_CAP + 5 }, (_, i) => ({
        username: `masse.${i}`,
        givenName: 'Prénom',
        familyName: `Masse ${String(i).padStart(4, '0')}`,
        passwordHash,
      })),
    );
    const list = (await api('GET', '/users')).json();
    expect(list.items).toHaveLength(USER_LIST_CAP);
    expect(list.truncated).toBe(true);
    expect(list.total).toBeGreaterThan(USER_LIST_CAP);
    const narrowed = (await api('GET', '/users?q=masse%200001')).json();
    expect(narrowed).toMatchObject({ truncated: false, total: 1 });
  });

  it('disables a user, which signs them out at once, and enables them again', async () => {
    const created = (await api('POST', '/users', newUser({ username: 'a.desactiver' }))).json();
    const token = await loginAs(t.app, 'a.desactiver', PASSWORD);
    const session = () =>
      t.app.inject({ url: '/api/_auth/session', headers: bearer(token) }).then((r) => r.statusCode);
    expect(await session()).toBe(200);
    const disabled = await api('PATCH', `/users/${created.id}`, { disabled: true });
    expect(disabled.json().disabled).toBe(true);
    expect(await session()).toBe(401);
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { username: 'a.desactiver', password: PASSWORD },
    });
    expect(login.json().error).toBe('Utilisateur désactivé');
    await api('PATCH', `/users/${created.id}`, { disabled: false });
    expect((await loginAs(t.app, 'a.desactiver', PASSWORD)).length).toBeGreaterThan(0);
  });

  it('replaces profiles and keeps at least one active admin', async () => {
    const created = (await api('POST', '/users', newUser())).json();
    const replaced = await api('PUT', `/users/${created.id}/structure_profiles`, [
      { code: 'profile_hr', structureId: employerId },
      { code: 'profile_provider', structureId: providerId },
    ]);
    expect(replaced.statusCode).toBe(200);
    expect(
      replaced
        .json()
        .profiles.map((p: { code: string }) => p.code)
        .sort(),
    ).toEqual(['profile_hr', 'profile_provider']);
    const duplicate = await api('PUT', `/users/${created.id}/structure_profiles`, [
      { code: 'profile_hr', structureId: employerId },
      { code: 'profile_hr', structureId: employerId },
    ]);
    expect(duplicate.statusCode).toBe(400);

    const [adminRow] = await t.db.select().from(users).where(eq(users.username, 'admin'));
    const selfDisable = await api('PATCH', `/users/${adminRow!.id}`, { disabled: true });
    expect(selfDisable.statusCode).toBe(409);
    expect(selfDisable.json().detail).toBe('Vous ne pouvez pas désactiver votre propre compte');
    const lastAdmin = await api('PUT', `/users/${adminRow!.id}/structure_profiles`, [
      { code: 'profile_hr', structureId: employerId },
    ]);
    expect(lastAdmin.statusCode).toBe(409);
    expect(lastAdmin.json().detail).toBe(
      'Impossible : ce compte est le dernier administrateur actif',
    );
  });

  it('lets only the admin manage users; back office may list managers', async () => {
    for (const profile of ['manager', 'provider', 'beneficiary', 'hr'] as const) {
      const token = await loginAs(t.app, profile);
      expect((await api('GET', '/users', undefined, token)).statusCode).toBe(403);
      expect((await api('POST', '/users', newUser(), token)).statusCode).toBe(403);
      expect((await api('PATCH', '/users/1', { disabled: true }, token)).statusCode).toBe(403);
      const managers = await api('GET', '/users/managers', undefined, token);
      expect(managers.statusCode).toBe(['manager', 'provider'].includes(profile) ? 200 : 403);
    }
    expect((await t.app.inject({ url: '/api/users' })).statusCode).toBe(401);
    const managers = (await api('GET', '/users/managers')).json();
    expect(managers.map((m: { givenName: string }) => m.givenName).length).toBeGreaterThan(0);
    expect((await api('GET', '/users/999999')).statusCode).toBe(404);
  });
});
