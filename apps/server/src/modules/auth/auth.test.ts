import { AUTH_COOKIE, sessionUserSchema } from '@passerelle/shared';
import { eq, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { authTokens, structures, userProfiles, users } from '../../db/schema/index.js';
import { hashPassword } from '../../lib/passwords.js';
import { hashToken } from '../../lib/tokens.js';
import { buildApp, type App } from '../../app.js';
import {
  authCookie,
  bearer,
  createTestApp,
  loginAs,
  testConfig,
  type TestApp,
} from '../../test/app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const ORIGIN = 'http://localhost:3000';

function login(username: string, password: string, remoteAddress?: string) {
  return t.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { username, password },
    ...(remoteAddress ? { remoteAddress } : {}),
  });
}

/** A user with the given profiles (each tied to a structure, active or not). */
async function createUser(
  username: string,
  options: {
    disabled?: boolean;
    profiles: {
      code: 'profile_admin' | 'profile_manager' | 'profile_beneficiary';
      active?: boolean | null;
    }[];
  },
): Promise<number> {
  const [user] = await t.db
    .insert(users)
    .values({
      username,
      givenName: 'Camille',
      familyName: 'Durand',
      email: `${username}@exemple.example`,
      civility: 'MRS',
      passwordHash: await hashPassword('bon-mot-de-passe'),
      disabled: options.disabled ?? false,
    })
    .returning({ id: users.id });
  for (const profile of options.profiles) {
    let structureId: number | null = null;
    if (profile.active !== null) {
      const [structure] = await t.db
        .insert(structures)
        .values({
          name: `Structure de ${username}`,
          type: 'employer',
          active: profile.active ?? true,
        })
        .returning({ id: structures.id });
      structureId = structure!.id;
    }
    await t.db
      .insert(userProfiles)
      .values({ userId: user!.id, profileCode: profile.code, structureId });
  }
  return user!.id;
}

describe('POST /api/auth/login', () => {
  it('answers a token and the session user, and sets the httpOnly cookie', async () => {
    const response = await login('beneficiary', 'passerelle-demo');
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.accessToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(sessionUserSchema.parse(body.user)).toMatchObject({
      username: 'beneficiary',
      civility: 'MR',
      givenName: 'Julien',
      familyName: 'Moreau',
      userProfileCode: 'profile_beneficiary',
      profiles: [
        { code: 'profile_beneficiary', structureName: 'Mission Locale Toulouse Métropole' },
      ],
    });

    const cookie = response.cookies.find((c) => c.name === AUTH_COOKIE);
    expect(cookie).toMatchObject({
      value: body.accessToken,
      httpOnly: true,
      sameSite: 'Lax',
      path: '/',
    });
    expect(cookie?.secure).toBeUndefined();
    const hours = ((cookie?.expires as Date).getTime() - Date.now()) / 3_600_000;
    expect(hours).toBeGreaterThan(11.9);
    expect(hours).toBeLessThanOrEqual(12);
  });

  it('stores only the SHA-256 of the token', async () => {
    const token = await loginAs(t.app, 'manager');
    const rows = await t.db
      .select()
      .from(authTokens)
      .where(eq(authTokens.tokenHash, hashToken(token)));
    expect(rows).toHaveLength(1);
    const raw = await t.db.select().from(authTokens).where(eq(authTokens.tokenHash, token));
    expect(raw).toHaveLength(0);
  });

  it('accepts the username in any case', async () => {
    expect((await login('MANAGER', 'passerelle-demo')).statusCode).toBe(200);
  });

  it('answers unknown user and wrong password alike: 401 "Impossible de se connecter"', async () => {
    const unknown = await login('personne', 'passerelle-demo');
    const wrong = await login('provider', 'mauvais-mot-de-passe');
    expect(unknown.statusCode).toBe(401);
    expect(wrong.statusCode).toBe(401);
    expect(unknown.json()).toEqual({
      error: 'Impossible de se connecter',
      code: 'INVALID_CREDENTIALS',
    });
    expect(unknown.body).toBe(wrong.body);
    expect(unknown.cookies).toEqual([]);
  });

  it('spends as long on an unknown user as on a wrong password (a real argon2 verification)', async () => {
    const time = async (username: string) => {
      const start = performance.now();
      const response = await login(username, 'mauvais-mot-de-passe');
      const took = performance.now() - start;
      // A throttled answer (429) skips the verification: it would measure nothing.
      expect(response.statusCode).toBe(401);
      return took;
    };
    // Each wrong password on an account of its own, under the per-account throttle.
    const known = ['temps-1', 'temps-2', 'temps-3', 'temps-4', 'temps-5'];
    for (const username of known) {
      await createUser(username, { profiles: [{ code: 'profile_manager' }] });
    }
    await time('personne-echauffement'); // the dummy hash is computed on first use
    // Alternated, so that a burst of other work on shared CI cores slows both alike; the
    // fastest of each is the least disturbed.
    const unknown: number[] = [];
    const wrong: number[] = [];
    for (const [index, username] of known.entries()) {
      unknown.push(await time(`inconnu-${index}`));
      wrong.push(await time(username));
    }
    // Loose bounds: without the dummy verification an unknown user is ~10x faster.
    expect(Math.min(...unknown)).toBeGreaterThan(Math.min(...wrong) * 0.4);
    expect(Math.min(...unknown)).toBeLessThan(Math.min(...wrong) * 2.5);
  });

  it('says "Utilisateur désactivé" (400) only after a correct password', async () => {
    await createUser('desactive', { disabled: true, profiles: [{ code: 'profile_manager' }] });
    const right = await login('desactive', 'bon-mot-de-passe');
    expect(right.statusCode).toBe(400);
    expect(right.json()).toEqual({ error: 'Utilisateur désactivé', code: 'USER_DISABLED' });
    const wrong = await login('desactive', 'mauvais');
    expect(wrong.statusCode).toBe(401);
  });

  it('refuses a non-admin whose structures are all inactive (403)', async () => {
    await createUser('sans-structure', {
      profiles: [
        { code: 'profile_beneficiary', active: false },
        { code: 'profile_manager', active: false },
      ],
    });
    const response = await login('sans-structure', 'bon-mot-de-passe');
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({
      error: 'Aucune structure de rattachement active sur la plateforme',
      code: 'NO_ACTIVE_STRUCTURE',
    });
  });

  it('refuses a non-admin without any structure (403)', async () => {
    await createUser('orphelin', { profiles: [{ code: 'profile_manager', active: null }] });
    expect((await login('orphelin', 'bon-mot-de-passe')).statusCode).toBe(403);
  });

  it('lets an admin in without any structure', async () => {
    await createUser('admin-seul', { profiles: [{ code: 'profile_admin', active: null }] });
    const response = await login('admin-seul', 'bon-mot-de-passe');
    expect(response.statusCode).toBe(200);
    expect(response.json().user).toMatchObject({
      userProfileCode: 'profile_admin',
      profiles: [{ code: 'profile_admin', structureId: null, structureName: null }],
    });
  });

  it('keeps only the profiles of active structures', async () => {
    await createUser('mixte', {
      profiles: [
        { code: 'profile_manager', active: false },
        { code: 'profile_beneficiary', active: true },
      ],
    });
    const response = await login('mixte', 'bon-mot-de-passe');
    expect(response.statusCode).toBe(200);
    expect(response.json().user.userProfileCode).toBe('profile_beneficiary');
    expect(response.json().user.profiles).toHaveLength(1);
  });

  it('answers French field errors for an invalid body', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { username: '   ' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      error: 'Certains champs sont invalides. Corrigez-les puis réessayez.',
      code: 'VALIDATION_FAILED',
      fieldErrors: { username: ['Champ obligatoire'], password: ['Champ obligatoire'] },
    });
  });
});

describe('GET and DELETE /api/_auth/session', () => {
  it('gives the session user from a Bearer token or from the cookie', async () => {
    const token = await loginAs(t.app, 'provider');
    for (const request of [{ headers: bearer(token) }, { cookies: authCookie(token) }]) {
      const response = await t.app.inject({ url: '/api/_auth/session', ...request });
      expect(response.statusCode).toBe(200);
      expect(sessionUserSchema.parse(response.json())).toMatchObject({
        username: 'provider',
        userProfileCode: 'profile_provider',
      });
    }
  });

  it('answers a kept session with the bytes its schema writes, each time', async () => {
    const token = await loginAs(t.app, 'provider');
    const read = () => t.app.inject({ url: '/api/_auth/session', headers: bearer(token) });
    const [first, second] = [await read(), await read()];
    for (const response of [first, second]) {
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
    }
    expect(first.body).toBe(JSON.stringify(sessionUserSchema.parse(first.json())));
    expect(second.body).toBe(first.body);
  });

  it('answers 401 without a token, or with an unknown or malformed one', async () => {
    for (const headers of [{}, bearer('inconnu'), { authorization: 'Basic abc' }]) {
      const response = await t.app.inject({ url: '/api/_auth/session', headers });
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({
        error: 'Vous devez être connecté pour effectuer cette action.',
        code: 'UNAUTHENTICATED',
      });
    }
  });

  it('uses the Bearer header over the cookie', async () => {
    const token = await loginAs(t.app, 'provider');
    const response = await t.app.inject({
      url: '/api/_auth/session',
      headers: bearer('invalide'),
      cookies: authCookie(token),
    });
    expect(response.statusCode).toBe(401);
  });

  it('logs out: the token is revoked on the server and the cookie cleared', async () => {
    const token = await loginAs(t.app, 'manager');
    const other = await loginAs(t.app, 'manager');
    const response = await t.app.inject({
      method: 'DELETE',
      url: '/api/_auth/session',
      headers: bearer(token),
    });
    expect(response.statusCode).toBe(204);
    expect(response.body).toBe('');
    const cleared = response.cookies.find((c) => c.name === AUTH_COOKIE);
    expect(cleared).toMatchObject({ value: '', path: '/', httpOnly: true });
    expect(cleared?.maxAge).toBe(0);

    const [row] = await t.db
      .select()
      .from(authTokens)
      .where(eq(authTokens.tokenHash, hashToken(token)));
    expect(row?.revokedAt).toBeInstanceOf(Date);
    for (const request of [{ headers: bearer(token) }, { cookies: authCookie(token) }]) {
      expect((await t.app.inject({ url: '/api/_auth/session', ...request })).statusCode).toBe(401);
    }
    // Other sessions of the same user stay open.
    expect(
      (await t.app.inject({ url: '/api/_auth/session', headers: bearer(other) })).statusCode,
    ).toBe(200);
  });

  it('refuses an expired token', async () => {
    const token = await loginAs(t.app, 'manager');
    await t.db
      .update(authTokens)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(authTokens.tokenHash, hashToken(token)));
    expect(
      (await t.app.inject({ url: '/api/_auth/session', headers: bearer(token) })).statusCode,
    ).toBe(401);
  });

  it('refuses the token of a user disabled since login', async () => {
    const token = await loginAs(t.app, 'provider');
    await t.db.update(users).set({ disabled: true }).where(eq(users.username, 'provider'));
    try {
      expect(
        (await t.app.inject({ url: '/api/_auth/session', headers: bearer(token) })).statusCode,
      ).toBe(401);
    } finally {
      await t.db.update(users).set({ disabled: false }).where(eq(users.username, 'provider'));
    }
  });
});

describe('cookie-authenticated mutations must come from the portal (CSRF)', () => {
  async function logoutWithCookie(headers: Record<string, string>) {
    const token = await loginAs(t.app, 'beneficiary');
    const response = await t.app.inject({
      method: 'DELETE',
      url: '/api/_auth/session',
      cookies: authCookie(token),
      headers,
    });
    return { response, token };
  }

  it('accepts a matching Origin, or lacking one a matching Referer', async () => {
    expect((await logoutWithCookie({ origin: ORIGIN })).response.statusCode).toBe(204);
    expect(
      (await logoutWithCookie({ referer: `${ORIGIN}/beneficiary/favorites` })).response.statusCode,
    ).toBe(204);
  });

  it.each([
    ['no Origin nor Referer', {}],
    ['another Origin', { origin: 'https://evil.example' }],
    ['an opaque Origin', { origin: 'null' }],
    ['another Referer', { referer: 'https://evil.example/page' }],
    [
      'a bad Origin even with a good Referer',
      { origin: 'https://evil.example', referer: `${ORIGIN}/` },
    ],
  ])('refuses %s with 403 CSRF_REJECTED and keeps the session', async (_label, headers) => {
    const { response, token } = await logoutWithCookie(headers);
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({
      error: 'Requête refusée : elle ne provient pas du site Passerelle.',
      code: 'CSRF_REJECTED',
    });
    expect(
      (await t.app.inject({ url: '/api/_auth/session', headers: bearer(token) })).statusCode,
    ).toBe(200);
  });

  it('refuses a cross-site mutation of a session kept in memory (read a moment before)', async () => {
    const token = await loginAs(t.app, 'beneficiary');
    // The read keeps the session in this replica's memory (decision 070): no query checks it again.
    const read = await t.app.inject({ url: '/api/_auth/session', cookies: authCookie(token) });
    expect(read.statusCode).toBe(200);
    const response = await t.app.inject({
      method: 'DELETE',
      url: '/api/_auth/session',
      cookies: authCookie(token),
      headers: { origin: 'https://evil.example' },
    });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ code: 'CSRF_REJECTED' });
    expect(
      (await t.app.inject({ url: '/api/_auth/session', headers: bearer(token) })).statusCode,
    ).toBe(200);
  });

  it('does not check the origin of a Bearer-authenticated mutation nor of a read', async () => {
    const token = await loginAs(t.app, 'beneficiary');
    expect(
      (await t.app.inject({ url: '/api/_auth/session', cookies: authCookie(token) })).statusCode,
    ).toBe(200);
    const response = await t.app.inject({
      method: 'DELETE',
      url: '/api/_auth/session',
      headers: bearer(token),
    });
    expect(response.statusCode).toBe(204);
  });
});

describe('login throttling', () => {
  it('answers 429 after 5 failures on one account within the window, even with the right password', async () => {
    await createUser('cible', { profiles: [{ code: 'profile_manager' }] });
    for (let i = 0; i < 5; i++) {
      expect((await login('cible', `faux-${i}`)).statusCode).toBe(401);
    }
    const blocked = await login('cible', 'bon-mot-de-passe');
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toEqual({
      error: 'Trop de tentatives. Veuillez réessayer dans quelques minutes.',
      code: 'RATE_LIMITED',
    });
    const retryAfter = Number(blocked.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(14 * 60);
    expect(retryAfter).toBeLessThanOrEqual(15 * 60);
    // Other accounts are not affected.
    expect((await login('manager', 'passerelle-demo')).statusCode).toBe(200);
  });

  it('throttles unknown usernames the same way (no account enumeration)', async () => {
    for (let i = 0; i < 5; i++) expect((await login('fantome', 'x')).statusCode).toBe(401);
    expect((await login('fantome', 'x')).statusCode).toBe(429);
  });

  it('forgets the failures after a successful login', async () => {
    await createUser('distrait', { profiles: [{ code: 'profile_manager' }] });
    for (let i = 0; i < 4; i++) await login('distrait', 'faux');
    expect((await login('distrait', 'bon-mot-de-passe')).statusCode).toBe(200);
    for (let i = 0; i < 4; i++) expect((await login('distrait', 'faux')).statusCode).toBe(401);
    expect((await login('distrait', 'bon-mot-de-passe')).statusCode).toBe(200);
  });

  it('gives back the attempts that were not failures: a right password refused for another reason', async () => {
    await createUser('suspendu', { disabled: true, profiles: [{ code: 'profile_manager' }] });
    for (let i = 0; i < 7; i++) {
      expect((await login('suspendu', 'bon-mot-de-passe')).json().code).toBe('USER_DISABLED');
    }
    expect((await login('suspendu', 'faux')).statusCode).toBe(401);
  });

  describe('on several replicas', () => {
    /** Replicas of the API: apps on the test database, with the same configuration. */
    const replicas: App[] = [];
    async function replica(env: Record<string, string> = {}): Promise<App> {
      const app = await buildApp({ config: testConfig(env), database: t.database, logger: false });
      replicas.push(app);
      return app;
    }
    afterEach(async () => {
      await Promise.all(replicas.splice(0).map((app) => app.close()));
    });

    it('limits attempts per IP address, counted on every replica: spread over two, no more get through', async () => {
      const env = { LOGIN_MAX_ATTEMPTS_PER_IP: '3' };
      const [a, b] = [await replica(env), await replica(env)];
      const attempt = (app: App, remoteAddress: string) =>
        app.inject({
          method: 'POST',
          url: '/api/auth/login',
          payload: { username: `u-${Math.random()}`, password: 'x' },
          remoteAddress,
        });
      const answers = [];
      for (const app of [a, b, a, b, a]) answers.push(await attempt(app, '192.0.2.1'));
      expect(answers.map((r) => r.statusCode)).toEqual([401, 401, 401, 429, 429]);
      expect(answers[3]!.json()).toEqual({
        error: 'Trop de tentatives. Veuillez réessayer dans quelques minutes.',
        code: 'RATE_LIMITED',
      });
      expect(Number(answers[3]!.headers['retry-after'])).toBeGreaterThan(0);
      expect((await attempt(b, '192.0.2.2')).statusCode).toBe(401);
    });

    it('lets no more failures through than allowed when attempts on one account reach both replicas at once', async () => {
      await createUser('assiegee', { profiles: [{ code: 'profile_manager' }] });
      const [a, b] = [await replica(), await replica()];
      const answers = await Promise.all(
        Array.from({ length: 12 }, (_, i) =>
          (i % 2 ? a : b).inject({
            method: 'POST',
            url: '/api/auth/login',
            payload: { username: 'assiegee', password: `faux-${i}` },
          }),
        ),
      );
      const codes = answers.map((r) => r.statusCode).sort();
      expect(codes).toEqual([...Array(5).fill(401), ...Array(7).fill(429)]);
      expect((await login('assiegee', 'bon-mot-de-passe')).statusCode).toBe(429);
    });
  });
});

describe('unexpected failures during login', () => {
  it('answers 500 "Une erreur est survenue lors de la connexion" without internals', async () => {
    // A real database failure: the table the login reads is gone.
    await t.db.execute(sql`alter table users rename to users_hidden`);
    try {
      const response = await login('admin', 'passerelle-demo');
      expect(response.statusCode).toBe(500);
      const body = response.json();
      expect(body).toEqual({
        error: 'Une erreur est survenue lors de la connexion',
        code: 'LOGIN_FAILED',
        detail: `Référence de l'erreur : ${response.headers['x-request-id']}`,
      });
      expect(response.body).not.toMatch(/users|relation|select|stack/i);
    } finally {
      await t.db.execute(sql`alter table users_hidden rename to users`);
    }
    expect((await login('admin', 'passerelle-demo')).statusCode).toBe(200);
  });
});
