import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.js';
import {
  authTokens,
  mailOutbox,
  passwordResetTokens,
  userProfiles,
  users,
} from '../../db/schema/index.js';
import { hashPassword } from '../../lib/passwords.js';
import { SSO_ONLY_PASSWORD_HASH } from '../../lib/sso-account.js';
import { hashToken } from '../../lib/tokens.js';
import { bearer, createTestApp, loginAs, testConfig, type TestApp } from '../../test/app.js';

let t: TestApp;
beforeAll(async () => {
  // Every request of this file comes from 127.0.0.1: the per-IP limit is tested on its own app.
  t = await createTestApp({ env: { PASSWORD_RESET_MAX_PER_IP: '10000' } });
});
afterAll(async () => {
  await t?.close();
});

const OLD_PASSWORD = 'ancien-mot-de-passe';
const NEW_PASSWORD = 'nouveau-mot-de-passe-solide';
const SAME_ANSWER = {
  message:
    'Si un compte actif correspond à cet identifiant ou à cette adresse e-mail, un lien pour ' +
    'choisir un nouveau mot de passe vient de lui être envoyé par e-mail.',
};
const INVALID_LINK = {
  error:
    'Ce lien de réinitialisation n’est plus valable : il a expiré, a déjà servi ou est ' +
    'incomplet. Demandez un nouveau lien.',
  code: 'RESET_TOKEN_INVALID',
};

/** A beneficiary-less admin account (no structure needed to sign in). */
async function createUser(
  username: string,
  options: { disabled?: boolean; passwordHash?: string } = {},
) {
  const [user] = await t.db
    .insert(users)
    .values({
      username,
      givenName: 'Claire',
      familyName: 'Martin',
      email: `${username}@exemple.example`,
      civility: 'MRS',
      passwordHash: options.passwordHash ?? (await hashPassword(OLD_PASSWORD)),
      disabled: options.disabled ?? false,
    })
    .returning({ id: users.id });
  await t.db
    .insert(userProfiles)
    .values({ userId: user!.id, profileCode: 'profile_admin', structureId: null });
  return user!.id;
}

function requestReset(login: string, remoteAddress?: string, app = t.app) {
  return app.inject({
    method: 'POST',
    url: '/api/auth/password_reset/request',
    payload: { login },
    ...(remoteAddress ? { remoteAddress } : {}),
  });
}

function reset(token: string, password = NEW_PASSWORD, confirmation = password) {
  return t.app.inject({
    method: 'POST',
    url: '/api/auth/password_reset',
    payload: { token, password, confirmation },
  });
}

function login(username: string, password: string) {
  return t.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { username, password },
  });
}

async function mailsTo(address: string) {
  return t.db.select().from(mailOutbox).where(eq(mailOutbox.recipient, address));
}

/** The token of the last reset link mailed to `address`. */
async function lastLinkTo(address: string): Promise<string> {
  const mails = await mailsTo(address);
  const text = mails.at(-1)?.text ?? '';
  const url = /http:\/\/localhost:3000\/reset-password\?token=([A-Za-z0-9_-]+)/.exec(text);
  if (!url) throw new Error(`No reset link mailed to ${address}: ${text}`);
  return url[1]!;
}

describe('POST /api/auth/password_reset/request', () => {
  it('mails a single-use link to the account named by username or e-mail, storing only its hash', async () => {
    const userId = await createUser('claire');
    const byName = await requestReset('CLAIRE');
    expect(byName.statusCode).toBe(200);
    expect(byName.json()).toEqual(SAME_ANSWER);
    const byEmail = await requestReset(' claire@exemple.example ');
    expect(byEmail.json()).toEqual(SAME_ANSWER);

    const mails = await mailsTo('claire@exemple.example');
    expect(mails).toHaveLength(2);
    expect(mails[0]).toMatchObject({
      templateCode: 'PASSWORD_RESET',
      subject: 'Réinitialisation de votre mot de passe Passerelle',
      status: 'PENDING',
    });
    expect(mails[0]!.text).toContain('Bonjour Claire Martin,');
    expect(mails[0]!.text).toContain('du compte claire');
    expect(mails[0]!.text).toContain('(valable 1 heure)');

    const token = await lastLinkTo('claire@exemple.example');
    const rows = await t.db
      .select()
      .from(passwordResetTokens)
      .where(eq(passwordResetTokens.userId, userId));
    expect(rows).toHaveLength(2);
    expect(rows.map((row) => row.tokenHash)).toContain(hashToken(token));
    expect(rows.map((row) => row.tokenHash)).not.toContain(token);
    const minutes = (rows[1]!.expiresAt.getTime() - Date.now()) / 60_000;
    expect(minutes).toBeGreaterThan(59);
    expect(minutes).toBeLessThanOrEqual(60);
  });

  it('answers the same for an unknown name and a disabled account, and mails nothing', async () => {
    await createUser('eteint', { disabled: true });
    const before = await t.db.select({ n: sql<number>`count(*)::int` }).from(mailOutbox);
    for (const name of ['personne-inconnue', 'inconnu@exemple.example', 'eteint']) {
      const response = await requestReset(name);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual(SAME_ANSWER);
    }
    const after = await t.db.select({ n: sql<number>`count(*)::int` }).from(mailOutbox);
    expect(after[0]!.n).toBe(before[0]!.n);
  });

  it('sends no link to an account that signs in through single sign-on only', async () => {
    await createUser('sso-seul', { passwordHash: SSO_ONLY_PASSWORD_HASH });
    const before = await t.db.select({ n: sql<number>`count(*)::int` }).from(mailOutbox);
    const response = await requestReset('sso-seul');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual(SAME_ANSWER);
    const after = await t.db.select({ n: sql<number>`count(*)::int` }).from(mailOutbox);
    expect(after[0]!.n).toBe(before[0]!.n);
    // The same account with a password of its own gets its link.
    await t.db
      .update(users)
      .set({ passwordHash: await hashPassword(OLD_PASSWORD) })
      .where(eq(users.username, 'sso-seul'));
    await requestReset('sso-seul');
    const then = await t.db.select({ n: sql<number>`count(*)::int` }).from(mailOutbox);
    expect(then[0]!.n).toBe(before[0]!.n + 1);
  });

  it('spends as long on an unknown name as on an existing account', async () => {
    await createUser('chrono');
    const time = async (name: string) => {
      const start = performance.now();
      await requestReset(name);
      return performance.now() - start;
    };
    const known = await time('chrono');
    const unknown = await time('chrono-inconnu');
    // Both wait for the same floor (400 ms), which covers writing the link and its mail.
    expect(known).toBeGreaterThanOrEqual(395);
    expect(unknown).toBeGreaterThanOrEqual(395);
    expect(Math.abs(known - unknown)).toBeLessThan(250);
  });

  it('throttles per submitted name, unknown names included: 429 after 3 requests in the hour', async () => {
    await createUser('presse');
    for (let i = 0; i < 3; i++) expect((await requestReset('presse')).statusCode).toBe(200);
    const blocked = await requestReset('PRESSE');
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toEqual({
      error: 'Trop de tentatives. Veuillez réessayer dans quelques minutes.',
      code: 'RATE_LIMITED',
    });
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    expect(await mailsTo('presse@exemple.example')).toHaveLength(3);

    for (let i = 0; i < 3; i++) expect((await requestReset('fantome')).statusCode).toBe(200);
    expect((await requestReset('fantome')).statusCode).toBe(429);
    // Other names are not affected.
    expect((await requestReset('claire')).statusCode).toBe(200);
  });

  it('throttles per IP address, counted in the database: spread over two replicas, no more get through', async () => {
    // Two more apps on the same database, with a lower per-IP limit.
    const env = { PASSWORD_RESET_MAX_PER_IP: '2' };
    const replica = () =>
      buildApp({ config: testConfig(env), database: t.database, logger: false });
    const a = await replica();
    const b = await replica();
    try {
      expect((await requestReset('a-1', '192.0.2.10', a)).statusCode).toBe(200);
      expect((await requestReset('a-2', '192.0.2.10', b)).statusCode).toBe(200);
      expect((await requestReset('a-3', '192.0.2.10', a)).statusCode).toBe(429);
      expect((await requestReset('a-3', '192.0.2.10', b)).statusCode).toBe(429);
      expect((await requestReset('a-3', '192.0.2.11', b)).statusCode).toBe(200);
    } finally {
      await Promise.all([a.close(), b.close()]);
    }
  });

  it('lets no more requests for one name through than allowed when they reach two replicas at once', async () => {
    await createUser('simultane');
    const replica = await buildApp({ config: t.config, database: t.database, logger: false });
    try {
      const answers = await Promise.all(
        Array.from({ length: 8 }, (_, i) =>
          requestReset('simultane', undefined, i % 2 ? replica : t.app),
        ),
      );
      expect(answers.map((r) => r.statusCode).sort()).toEqual([
        200, 200, 200, 429, 429, 429, 429, 429,
      ]);
      expect(await mailsTo('simultane@exemple.example')).toHaveLength(3);
    } finally {
      await replica.close();
    }
  });

  it('answers French field errors for a blank name', async () => {
    const response = await requestReset('   ');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      fieldErrors: { login: ['Champ obligatoire'] },
    });
  });
});

describe('the outbox (decision 062)', () => {
  it('shows the admin the reset mail without its live link, which still works', async () => {
    await createUser('masque');
    await requestReset('masque');
    const token = await lastLinkTo('masque@exemple.example');
    const mail = (await mailsTo('masque@exemple.example')).at(-1)!;
    const admin = await loginAs(t.app, 'admin');
    const shown = await t.app.inject({ url: `/api/mails/${mail.id}`, headers: bearer(admin) });
    expect(shown.statusCode).toBe(200);
    const { text, html } = shown.json() as { text: string; html: string };
    for (const content of [text, html]) {
      expect(content).not.toContain(token);
      expect(content).toContain('/reset-password?token=••••••');
    }
    expect((await reset(token)).statusCode).toBe(200);
  });
});

describe('POST /api/auth/password_reset and /check', () => {
  it('sets the new password once, revokes every session, and spends the link', async () => {
    await createUser('sophie');
    await requestReset('sophie');
    const token = await lastLinkTo('sophie@exemple.example');
    const sessions = [
      await loginAs(t.app, 'sophie', OLD_PASSWORD),
      await loginAs(t.app, 'sophie', OLD_PASSWORD),
    ];

    const check = await t.app.inject({
      method: 'POST',
      url: '/api/auth/password_reset/check',
      payload: { token },
    });
    expect(check.statusCode).toBe(200);
    expect(check.json()).toEqual({ valid: true });

    const response = await reset(token);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      message:
        'Votre mot de passe a été modifié. Par sécurité, toutes vos sessions ont été fermées : ' +
        'connectez-vous avec votre nouveau mot de passe.',
    });

    for (const session of sessions) {
      const answer = await t.app.inject({ url: '/api/_auth/session', headers: bearer(session) });
      expect(answer.statusCode).toBe(401);
    }
    expect((await login('sophie', OLD_PASSWORD)).statusCode).toBe(401);
    expect((await login('sophie', NEW_PASSWORD)).statusCode).toBe(200);

    // Single use: the same link again is refused, and changes nothing.
    const again = await reset(token, 'encore-un-autre-mot-de-passe');
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual(INVALID_LINK);
    expect((await login('sophie', NEW_PASSWORD)).statusCode).toBe(200);
  });

  it('spends the other links of the user when one of them is used', async () => {
    await createUser('double');
    await requestReset('double');
    const first = await lastLinkTo('double@exemple.example');
    await requestReset('double');
    const second = await lastLinkTo('double@exemple.example');
    expect(first).not.toBe(second);
    expect((await reset(second)).statusCode).toBe(200);
    expect((await reset(first, 'un-troisieme-mot-de-passe')).json()).toEqual(INVALID_LINK);
  });

  it('refuses an expired link', async () => {
    const userId = await createUser('tardif');
    await requestReset('tardif');
    const token = await lastLinkTo('tardif@exemple.example');
    await t.db
      .update(passwordResetTokens)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(passwordResetTokens.userId, userId));
    const check = await t.app.inject({
      method: 'POST',
      url: '/api/auth/password_reset/check',
      payload: { token },
    });
    expect(check.statusCode).toBe(400);
    expect(check.json()).toEqual(INVALID_LINK);
    expect((await reset(token)).json()).toEqual(INVALID_LINK);
    expect((await login('tardif', OLD_PASSWORD)).statusCode).toBe(200);
  });

  it('refuses an unknown or malformed token', async () => {
    for (const token of ['inconnu', 'x'.repeat(43)]) {
      const response = await reset(token);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual(INVALID_LINK);
    }
    const empty = await reset('');
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      fieldErrors: { token: [INVALID_LINK.error] },
    });
  });

  it('refuses the link of an account disabled since it was sent', async () => {
    const userId = await createUser('suspendu');
    await requestReset('suspendu');
    const token = await lastLinkTo('suspendu@exemple.example');
    await t.db.update(users).set({ disabled: true }).where(eq(users.id, userId));
    expect((await reset(token)).json()).toEqual(INVALID_LINK);
  });

  it('applies the portal password rules and changes nothing on a refusal', async () => {
    await createUser('regles');
    await requestReset('regles');
    const token = await lastLinkTo('regles@exemple.example');
    const session = await loginAs(t.app, 'regles', OLD_PASSWORD);

    const short = await reset(token, 'court');
    expect(short.statusCode).toBe(400);
    expect(short.json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      fieldErrors: { password: ['Minimum 12 caractères'] },
    });
    const mismatch = await reset(token, NEW_PASSWORD, 'autre-chose-encore');
    expect(mismatch.statusCode).toBe(400);
    expect(mismatch.json()).toMatchObject({
      fieldErrors: { confirmation: ['Les deux mots de passe ne sont pas identiques'] },
    });

    // Nothing changed: the old password and the session still work, the link too.
    expect(
      (await t.app.inject({ url: '/api/_auth/session', headers: bearer(session) })).statusCode,
    ).toBe(200);
    expect((await login('regles', OLD_PASSWORD)).statusCode).toBe(200);
    const [row] = await t.db
      .select({ revoked: sql<number>`count(*) filter (where revoked_at is not null)::int` })
      .from(authTokens)
      .innerJoin(users, eq(users.id, authTokens.userId))
      .where(eq(users.username, 'regles'));
    expect(row!.revoked).toBe(0);
    expect((await reset(token)).statusCode).toBe(200);
  });
});
