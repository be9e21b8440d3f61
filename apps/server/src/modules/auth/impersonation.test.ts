import {
  AUTH_COOKIE,
  IMPERSONATION_MAX_MINUTES,
  loginResponseSchema,
  sessionUserSchema,
} from '@passerelle/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  authTokens,
  registrationHistory,
  sessionHistory,
  structures,
  users,
} from '../../db/schema/index.js';
import { CHANNELS } from '../../db/notifications.js';
import { hashToken } from '../../lib/tokens.js';
import { AUTH_SESSIONS_CACHE } from '../../plugins/auth.js';
import { bearer, createTestApp, loginAs, type TestApp } from '../../test/app.js';
import { addProfile, createPerson } from '../registrations/registrations.fixtures.js';
import {
  createRegistration,
  createSession,
  createWorkflowFixture,
  type WorkflowFixture,
} from '../session-workflow/session-workflow.fixtures.js';

/*
 * Impersonation and profile switching (decision 031): who may impersonate whom, what the
 * impersonated session may do, the histories naming both people, the way back to the admin.
 */

let t: TestApp;
let fixture: WorkflowFixture;
const ids = {} as Record<'admin' | 'manager' | 'beneficiary' | 'provider', number>;

beforeAll(async () => {
  t = await createTestApp();
  fixture = await createWorkflowFixture(t.db);
  for (const username of ['admin', 'manager', 'beneficiary', 'provider'] as const) {
    const [row] = await t.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.username, username));
    ids[username] = row!.id;
  }
});
afterAll(async () => {
  await t?.close();
});

function impersonate(token: string, userId: number) {
  return t.app.inject({
    method: 'POST',
    url: `/api/users/${userId}/impersonate`,
    headers: bearer(token),
  });
}

function endImpersonation(token: string) {
  return t.app.inject({
    method: 'DELETE',
    url: '/api/_auth/impersonation',
    headers: bearer(token),
  });
}

function session(token: string) {
  return t.app.inject({ url: '/api/_auth/session', headers: bearer(token) });
}

function switchProfile(token: string, profileCode: unknown) {
  return t.app.inject({
    method: 'PUT',
    url: '/api/_auth/session/profile',
    headers: bearer(token),
    payload: { profileCode },
  });
}

async function tokenRow(token: string) {
  const [row] = await t.db
    .select()
    .from(authTokens)
    .where(eq(authTokens.tokenHash, hashToken(token)));
  return row!;
}

/** The admin, impersonating `userId`: the impersonation's token and answer. */
async function asImpersonated(userId: number) {
  const adminToken = await loginAs(t.app, 'admin');
  const response = await impersonate(adminToken, userId);
  expect(response.statusCode, response.body).toBe(200);
  const body = loginResponseSchema.parse(response.json());
  return { adminToken, token: body.accessToken, user: body.user, response };
}

describe('POST /api/users/:id/impersonate', () => {
  it('opens a session of the user naming the admin, and closes the admin’s', async () => {
    const { adminToken, token, user, response } = await asImpersonated(ids.manager);
    expect(user.id).toBe(ids.manager);
    expect(user.userProfileCode).toBe('profile_manager');
    expect(user.impersonator).toEqual({ id: ids.admin, name: 'Claire Martin' });
    const cookie = response.cookies.find((c) => c.name === AUTH_COOKIE);
    expect(cookie?.value).toBe(token);
    expect(cookie?.httpOnly).toBe(true);

    const current = await session(token);
    expect(sessionUserSchema.parse(current.json())).toEqual(user);
    expect((await session(adminToken)).statusCode).toBe(401);

    const row = await tokenRow(token);
    const admin = await tokenRow(adminToken);
    expect(row.impersonatorId).toBe(ids.admin);
    expect(row.impersonatorExpiresAt).toEqual(admin.expiresAt);
    expect(row.expiresAt.getTime()).toBeLessThanOrEqual(
      Date.now() + IMPERSONATION_MAX_MINUTES * 60_000,
    );
  });

  it('makes requests act as the user: the admin’s own rights are gone', async () => {
    const { token } = await asImpersonated(ids.beneficiary);
    const users = await t.app.inject({ url: '/api/users', headers: bearer(token) });
    expect(users.statusCode).toBe(403);
    const favorites = await t.app.inject({
      url: '/api/session_views/futures',
      headers: bearer(token),
    });
    expect(favorites.statusCode).not.toBe(403);
    // An impersonated session cannot impersonate again (the user is no admin, and never may be).
    expect((await impersonate(token, ids.provider)).statusCode).toBe(403);
  });

  it('refuses an admin target, a disabled user, an unknown id, with French messages', async () => {
    const adminToken = await loginAs(t.app, 'admin');
    const other = await createPerson(t.db, 'profile_admin', null);
    const admin = await impersonate(adminToken, other.id);
    expect(admin.statusCode).toBe(403);
    expect(admin.json()).toMatchObject({
      code: 'IMPERSONATION_TARGET_ADMIN',
      error: 'Impossible de se substituer à un administrateur',
    });
    expect((await impersonate(adminToken, ids.admin)).json().code).toBe(
      'IMPERSONATION_TARGET_ADMIN',
    );

    // A manager who also holds the admin profile is an admin too.
    const both = await createPerson(t.db, 'profile_manager', fixture.employerId);
    await addProfile(t.db, both.id, 'profile_admin', fixture.employerId);
    expect((await impersonate(adminToken, both.id)).json().code).toBe('IMPERSONATION_TARGET_ADMIN');

    const disabled = await createPerson(t.db, 'profile_beneficiary', fixture.employerId);
    await t.db.update(users).set({ disabled: true }).where(eq(users.id, disabled.id));
    const refused = await impersonate(adminToken, disabled.id);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error).toBe('Impossible de se substituer à un utilisateur désactivé');

    expect((await impersonate(adminToken, 2147480001)).statusCode).toBe(404);
    // Nothing changed: the admin's session is still the admin's.
    expect((await session(adminToken)).json().impersonator).toBeUndefined();
    expect((await session(adminToken)).json().id).toBe(ids.admin);
  });

  it('answers 403 to every other profile', async () => {
    for (const username of ['manager', 'provider', 'beneficiary', 'hr']) {
      const token = await loginAs(t.app, username);
      const response = await impersonate(token, ids.beneficiary);
      expect(response.statusCode, username).toBe(403);
      expect(response.json().code).toBe('FORBIDDEN');
    }
  });
});

describe('histories while impersonating', () => {
  it('record the user and the admin, and show both names', async () => {
    const sessionId = await createSession(fixture, { status: 'PROGRAMMED' });
    const { registrationId } = await createRegistration(fixture, sessionId, 'REGISTERED');
    const { token } = await asImpersonated(ids.manager);
    const cancel = await t.app.inject({
      method: 'POST',
      url: `/api/sessions/${sessionId}/cancel`,
      headers: bearer(token),
      payload: { comment: 'Annulée par substitution' },
    });
    expect(cancel.statusCode, cancel.body).toBe(200);

    const [sessionRow] = await t.db
      .select()
      .from(sessionHistory)
      .where(eq(sessionHistory.sessionId, sessionId));
    expect(sessionRow).toMatchObject({ authorId: ids.manager, impersonatorId: ids.admin });
    const [registrationRow] = await t.db
      .select()
      .from(registrationHistory)
      .where(eq(registrationHistory.registrationId, registrationId))
      .orderBy(registrationHistory.id);
    expect(registrationRow).toMatchObject({ authorId: ids.manager, impersonatorId: ids.admin });

    const managerToken = await loginAs(t.app, 'manager');
    const history = await t.app.inject({
      url: `/api/sessions/${sessionId}/history`,
      headers: bearer(managerToken),
    });
    expect(history.json()[0]).toMatchObject({
      author: { id: ids.manager, name: 'Thomas Bernard' },
      impersonator: { id: ids.admin, name: 'Claire Martin' },
    });
    const detail = await t.app.inject({
      url: `/api/registrations/${registrationId}/detail`,
      headers: bearer(managerToken),
    });
    const lines = detail.json().history as { impersonator: unknown; toStatus: string }[];
    expect(lines.find((line) => line.toStatus === 'CANCELED')?.impersonator).toEqual({
      id: ids.admin,
      name: 'Claire Martin',
    });
  });

  it('record no impersonator for the user’s own changes', async () => {
    const sessionId = await createSession(fixture, { status: 'PROGRAMMED' });
    const managerToken = await loginAs(t.app, 'manager');
    await t.app.inject({
      method: 'POST',
      url: `/api/sessions/${sessionId}/cancel`,
      headers: bearer(managerToken),
      payload: { comment: 'Annulée' },
    });
    const history = await t.app.inject({
      url: `/api/sessions/${sessionId}/history`,
      headers: bearer(managerToken),
    });
    expect(history.json()[0]).toMatchObject({ impersonator: null });
  });
});

describe('DELETE /api/_auth/impersonation', () => {
  it('gives the admin’s own session back and ends the impersonation', async () => {
    const { adminToken, token } = await asImpersonated(ids.provider);
    const adminEnd = (await tokenRow(adminToken)).expiresAt;
    const response = await endImpersonation(token);
    expect(response.statusCode, response.body).toBe(200);
    const body = loginResponseSchema.parse(response.json());
    expect(body.user.id).toBe(ids.admin);
    expect(body.user.userProfileCode).toBe('profile_admin');
    expect(body.user.impersonator).toBeUndefined();
    expect(response.cookies.find((c) => c.name === AUTH_COOKIE)?.value).toBe(body.accessToken);
    expect((await tokenRow(body.accessToken)).expiresAt).toEqual(adminEnd);

    expect((await session(token)).statusCode).toBe(401);
    const users = await t.app.inject({ url: '/api/users', headers: bearer(body.accessToken) });
    expect(users.statusCode).toBe(200);
  });

  it('answers 409 when the session impersonates nobody', async () => {
    const token = await loginAs(t.app, 'manager');
    const response = await endImpersonation(token);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({
      code: 'NOT_IMPERSONATING',
      error: 'Aucune substitution en cours',
    });
  });

  it('signs out when the admin was disabled meanwhile (which also ends the impersonation)', async () => {
    const admin = await createPerson(t.db, 'profile_admin', null);
    const response = await impersonate(admin.token, ids.beneficiary);
    const { accessToken } = loginResponseSchema.parse(response.json());
    expect((await session(accessToken)).statusCode).toBe(200);
    // Written in plain SQL, through no replica: the sessions kept in memory are dropped when the
    // database's notification arrives (decision 070).
    let heard!: () => void;
    const notified = new Promise<void>((resolve) => (heard = resolve));
    const stop = await t.database.notifications.listen(CHANNELS.caches, (payload) => {
      if (payload === AUTH_SESSIONS_CACHE) heard();
    });
    await t.db.update(users).set({ disabled: true }).where(eq(users.id, admin.id));
    await notified;
    await stop();
    expect((await session(accessToken)).statusCode).toBe(401);
    expect((await endImpersonation(accessToken)).statusCode).toBe(401);
  });

  it('is ended by a logout too: neither session is left', async () => {
    const { adminToken, token } = await asImpersonated(ids.beneficiary);
    const logout = await t.app.inject({
      method: 'DELETE',
      url: '/api/_auth/session',
      headers: bearer(token),
    });
    expect(logout.statusCode).toBe(204);
    expect((await session(token)).statusCode).toBe(401);
    expect((await session(adminToken)).statusCode).toBe(401);
  });
});

describe('PUT /api/_auth/session/profile', () => {
  async function twoProfiles() {
    const person = await createPerson(t.db, 'profile_provider', fixture.ownProviderId);
    await addProfile(t.db, person.id, 'profile_beneficiary', fixture.employerId);
    return person;
  }

  it('switches to a profile the user holds: permissions follow, remembered for next time', async () => {
    const person = await twoProfiles();
    expect((await session(person.token)).json().userProfileCode).toBe('profile_provider');
    const programming = () => t.app.inject({ url: '/api/actions', headers: bearer(person.token) });
    expect((await programming()).statusCode).toBe(200);

    const response = await switchProfile(person.token, 'profile_beneficiary');
    expect(response.statusCode, response.body).toBe(200);
    expect(sessionUserSchema.parse(response.json()).userProfileCode).toBe('profile_beneficiary');
    expect((await session(person.token)).json().userProfileCode).toBe('profile_beneficiary');
    expect((await programming()).statusCode).toBe(403);
    const [row] = await t.db
      .select({ code: users.currentProfileCode })
      .from(users)
      .where(eq(users.id, person.id));
    expect(row?.code).toBe('profile_beneficiary');
  });

  it('refuses a profile the user does not hold, or no profile at all, in French', async () => {
    const person = await twoProfiles();
    const refused = await switchProfile(person.token, 'profile_admin');
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({
      code: 'PROFILE_NOT_HELD',
      error: 'Vous ne disposez pas de ce profil',
    });
    const unknown = await switchProfile(person.token, 'profile_root');
    expect(unknown.statusCode).toBe(400);
    expect(JSON.stringify(unknown.json())).toContain('Profil inconnu');
    expect((await session(person.token)).json().userProfileCode).toBe('profile_provider');
  });

  it('refuses a profile whose structure is inactive', async () => {
    const person = await createPerson(t.db, 'profile_provider', fixture.ownProviderId);
    const [closed] = await t.db
      .insert(structures)
      .values({ name: 'Structure fermée', type: 'employer', active: false })
      .returning({ id: structures.id });
    await addProfile(t.db, person.id, 'profile_beneficiary', closed!.id);
    expect((await switchProfile(person.token, 'profile_beneficiary')).statusCode).toBe(403);
  });

  it('while impersonating, switches the impersonated session only', async () => {
    const person = await twoProfiles();
    const { token } = await asImpersonated(person.id);
    const response = await switchProfile(token, 'profile_beneficiary');
    expect(response.json()).toMatchObject({
      userProfileCode: 'profile_beneficiary',
      impersonator: { id: ids.admin },
    });
    expect((await session(person.token)).json().userProfileCode).toBe('profile_provider');
  });
});
