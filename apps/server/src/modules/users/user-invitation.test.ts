import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox, passwordResetTokens, structures, users } from '../../db/schema/index.js';
import { hashToken } from '../../lib/tokens.js';
import { bearer, createTestApp, loginAs, type TestApp } from '../../test/app.js';

const CHOSEN = 'mon-mot-de-passe-choisi';
const LINK = /http:\/\/localhost:3000\/reset-password\?token=([A-Za-z0-9_-]+)&welcome=1/;

/** Issue 23 item 2: an account is created without a password and its holder is invited. */
describe('user invitation', () => {
  let t: TestApp;
  let admin: string;
  let employerId: number;

  const api = (method: 'GET' | 'POST', url: string, payload?: object, token = admin) =>
    t.app.inject({ method, url: `/api${url}`, payload, headers: bearer(token) });
  const login = (username: string, password: string) =>
    t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { username, password } });
  const choose = (token: string, password = CHOSEN) =>
    t.app.inject({
      method: 'POST',
      url: '/api/auth/password_reset',
      payload: { token, password, confirmation: password },
    });
  const invitationsTo = (email: string) =>
    t.db
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.recipient, email), eq(mailOutbox.templateCode, 'USER_INVITATION')));

  const newUser = (username: string, extra: object = {}) => ({
    username,
    givenName: 'Inès',
    familyName: 'Moreau',
    email: `${username}@exemple.example`,
    profiles: [{ code: 'profile_beneficiary', structureId: employerId }],
    ...extra,
  });

  beforeAll(async () => {
    t = await createTestApp();
    admin = await loginAs(t.app, 'admin');
    const [employer] = await t.db
      .insert(structures)
      .values({ name: 'Employeur invitations', type: 'employer' })
      .returning();
    employerId = employer!.id;
  });
  afterAll(() => t.close());

  it('creates an account without a password and mails a single-use link to choose one', async () => {
    const created = await api('POST', '/users', newUser('ines.moreau'));
    expect(created.statusCode).toBe(201);
    const userId = (created.json() as { id: number }).id;

    // Nobody can sign in before the holder chose a password, whatever is tried.
    expect((await login('ines.moreau', '!invited')).statusCode).toBe(401);
    expect((await login('ines.moreau', '')).statusCode).toBe(400);

    const mails = await invitationsTo('ines.moreau@exemple.example');
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe('Votre compte Passerelle est prêt');
    expect(mails[0]!.text).toContain('Bonjour Inès Moreau,');
    expect(mails[0]!.text).toContain('Votre identifiant est ines.moreau.');
    expect(mails[0]!.text).toContain('(valable 7 jours, utilisable une seule fois)');
    const token = LINK.exec(mails[0]!.text)?.[1];
    expect(token).toBeDefined();

    // Only the hash is stored, for a week.
    const [row] = await t.db
      .select()
      .from(passwordResetTokens)
      .where(eq(passwordResetTokens.userId, userId));
    expect(row!.tokenHash).toBe(hashToken(token!));
    const days = (row!.expiresAt.getTime() - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(6.99);
    expect(days).toBeLessThanOrEqual(7);

    expect((await choose(token!)).statusCode).toBe(200);
    expect((await login('ines.moreau', CHOSEN)).statusCode).toBe(200);
    // Single use.
    const again = await choose(token!, 'un-autre-mot-de-passe');
    expect(again.statusCode).toBe(400);
    expect(again.json()).toMatchObject({ code: 'RESET_TOKEN_INVALID' });
  });

  it('still takes a password the admin sets, and invites the holder all the same', async () => {
    const created = await api(
      'POST',
      '/users',
      newUser('paul.girard', { password: 'mot-de-passe-donne' }),
    );
    expect(created.statusCode).toBe(201);
    expect((await login('paul.girard', 'mot-de-passe-donne')).statusCode).toBe(200);
    expect(await invitationsTo('paul.girard@exemple.example')).toHaveLength(1);
  });

  it('sends no invitation when the account is refused', async () => {
    const refused = await api('POST', '/users', newUser('refus', { password: 'court' }));
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({
      fieldErrors: { password: ['Minimum 12 caractères'] },
    });
    expect(await invitationsTo('refus@exemple.example')).toHaveLength(0);
    const [user] = await t.db.select().from(users).where(eq(users.username, 'refus'));
    expect(user).toBeUndefined();
  });

  it('never shows the live link to the admin reading the outbox', async () => {
    await api('POST', '/users', newUser('lea.roux'));
    const [mail] = await invitationsTo('lea.roux@exemple.example');
    expect(mail!.text).toMatch(LINK);
    const token = LINK.exec(mail!.text)![1]!;

    const detail = await api('GET', `/mails/${mail!.id}`);
    expect(detail.statusCode).toBe(200);
    const shown = detail.json() as { text: string; html: string };
    for (const content of [shown.text, shown.html]) {
      expect(content).not.toContain(token);
      expect(content).toContain('/reset-password?token=••••••');
    }
    // The mail itself still carries the link, which still works.
    expect((await choose(token)).statusCode).toBe(200);
  });
});
