import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../../app.js';
import type { DatabaseHandle } from '../../db/client.js';
import { openPostgres } from '../../db/postgres.js';
import { CHANNELS } from '../../db/notifications.js';
import { authTokens, structures, userProfiles, users } from '../../db/schema/index.js';
import { AUTH_SESSIONS_CACHE } from '../../plugins/auth.js';
import { hashToken, newToken } from '../../lib/tokens.js';
import { bearer, createTestApp, loginAs, testConfig, type TestApp } from '../../test/app.js';
import { createStructure, createUser } from '../../test/factories.js';

/*
 * Sessions kept in memory (decision 070): a change made through the API takes effect on the very
 * next request, on the replica that made it and on another one; a change in plain SQL as soon as
 * the database's notification arrives (the triggers catch whatever writes); an expired token is
 * refused without anyone being told.
 *
 * Replica `a` is the test app; replica `b` is a second app on the same database. On PostgreSQL it
 * has connections of its own (its own pool and its own listening connection), as another
 * process would; the embedded database has one process, so `b` shares its connection.
 */

let t: TestApp;
let b: App;
let bHandle: DatabaseHandle | undefined;
let adminToken: string;

beforeAll(async () => {
  t = await createTestApp();
  const database = t.database.url ? openPostgres(t.database.url, 4) : undefined;
  bHandle = database;
  b = await buildApp({
    config: testConfig(),
    database: database ?? t.database,
    logger: false,
  });
  await b.ready();
  adminToken = await loginAs(t.app, 'admin');
});
afterAll(async () => {
  await b?.close();
  await bHandle?.close();
  await t?.close();
});

/** A beneficiary of an active structure, and a live token of theirs written straight in. */
async function signedInBeneficiary(expiresInMs = 3_600_000) {
  const structure = await createStructure(t.db, { type: 'employer' });
  const user = await createUser(t.db, { structureId: structure.id });
  const token = newToken();
  await t.db.insert(authTokens).values({
    userId: user.id,
    tokenHash: hashToken(token),
    expiresAt: new Date(Date.now() + expiresInMs),
  });
  return { user, structure, token };
}

function session(app: App, token: string) {
  return app.inject({ method: 'GET', url: '/api/_auth/session', headers: bearer(token) });
}

/** Both replicas answer the session, so both keep it. */
async function seenOnBoth(token: string) {
  for (const app of [t.app, b]) expect((await session(app, token)).statusCode).toBe(200);
}

/**
 * Resolves once both replicas have heard that sessions changed: a write in plain SQL goes through
 * no replica, so the database's notification is all that tells them.
 */
async function heardOnBoth(write: () => Promise<unknown>): Promise<void> {
  const sources = [t.database.notifications, (bHandle ?? t.database).notifications];
  const stops: (() => Promise<void>)[] = [];
  const heard = sources.map(
    (notifications) =>
      new Promise<void>((resolve) => {
        void notifications
          .listen(CHANNELS.caches, (payload) => {
            if (payload === AUTH_SESSIONS_CACHE) resolve();
          })
          .then((stop) => stops.push(stop));
      }),
  );
  await write();
  await Promise.all(heard);
  await Promise.all(stops.map((stop) => stop()));
}

async function statusOnBoth(token: string): Promise<number[]> {
  return [(await session(t.app, token)).statusCode, (await session(b, token)).statusCode];
}

describe('sessions kept by each replica', () => {
  it('answers a token it has seen with the same user as the database', async () => {
    const { user, token } = await signedInBeneficiary();
    const first = (await session(t.app, token)).json();
    const again = (await session(t.app, token)).json();
    expect(again).toEqual(first);
    expect(first).toMatchObject({ id: user.id, userProfileCode: 'profile_beneficiary' });
  });

  // The replica that made the change refuses at once; the other one when the database's
  // notification reaches it, a moment after the commit (asserting it sooner is a race).
  it('signs out at once where it was asked, and everywhere once told', async () => {
    const { token } = await signedInBeneficiary();
    await seenOnBoth(token);
    await heardOnBoth(async () => {
      const out = await t.app.inject({
        method: 'DELETE',
        url: '/api/_auth/session',
        headers: bearer(token),
      });
      expect(out.statusCode).toBe(204);
      expect((await session(t.app, token)).statusCode).toBe(401);
    });
    expect(await statusOnBoth(token)).toEqual([401, 401]);
  });

  it('ends the sessions of a user whose password an admin changes, on both replicas', async () => {
    const { user, token } = await signedInBeneficiary();
    await seenOnBoth(token);
    await heardOnBoth(async () => {
      const changed = await t.app.inject({
        method: 'PATCH',
        url: `/api/users/${user.id}`,
        headers: bearer(adminToken),
        payload: { password: 'un-tout-nouveau-mot-de-passe' },
      });
      expect(changed.statusCode).toBe(200);
      expect((await session(t.app, token)).statusCode).toBe(401);
    });
    expect(await statusOnBoth(token)).toEqual([401, 401]);
  });

  it('refuses a user disabled through the other replica on the next request', async () => {
    const { user, token } = await signedInBeneficiary();
    await seenOnBoth(token);
    // The writing replica drops its sessions before answering; this one, when the database's
    // notification reaches it (a moment after the commit).
    await heardOnBoth(async () => {
      const disabled = await b.inject({
        method: 'PATCH',
        url: `/api/users/${user.id}`,
        headers: bearer(adminToken),
        payload: { disabled: true },
      });
      expect(disabled.statusCode).toBe(200);
    });
    expect(await statusOnBoth(token)).toEqual([401, 401]);
  });

  it('shows a changed name at once where it was changed, and on the other replica once told', async () => {
    const { user, token } = await signedInBeneficiary();
    await seenOnBoth(token);
    await heardOnBoth(async () => {
      const renamed = await t.app.inject({
        method: 'PATCH',
        url: `/api/users/${user.id}`,
        headers: bearer(adminToken),
        payload: { givenName: 'Éloïse' },
      });
      expect(renamed.statusCode).toBe(200);
      expect((await session(t.app, token)).json().givenName).toBe('Éloïse');
    });
    for (const app of [t.app, b])
      expect((await session(app, token)).json().givenName).toBe('Éloïse');
  });

  it('follows profiles granted and taken, and structures closed, whatever writes them (plain SQL)', async () => {
    const { user, structure, token } = await signedInBeneficiary();
    await seenOnBoth(token);
    const manager = await createStructure(t.db, { type: 'employer' });
    await heardOnBoth(() =>
      t.db
        .insert(userProfiles)
        .values({ userId: user.id, profileCode: 'profile_hr', structureId: manager.id }),
    );
    for (const app of [t.app, b]) {
      const codes = (await session(app, token))
        .json()
        .profiles.map((p: { code: string }) => p.code);
      expect(codes.sort()).toEqual(['profile_beneficiary', 'profile_hr']);
    }
    await heardOnBoth(() =>
      t.db.delete(userProfiles).where(eq(userProfiles.structureId, manager.id)),
    );
    for (const app of [t.app, b])
      expect((await session(app, token)).json().profiles).toHaveLength(1);
    // Its only structure closed: no usable profile left, so no session.
    await heardOnBoth(() =>
      t.db.update(structures).set({ active: false }).where(eq(structures.id, structure.id)),
    );
    expect(await statusOnBoth(token)).toEqual([401, 401]);
  });

  it('switches the active profile for the next request on both replicas', async () => {
    const { user, token } = await signedInBeneficiary();
    const other = await createStructure(t.db, { type: 'employer' });
    await t.db
      .insert(userProfiles)
      .values({ userId: user.id, profileCode: 'profile_hr', structureId: other.id });
    await seenOnBoth(token);
    const switched = await b.inject({
      method: 'PUT',
      url: '/api/_auth/session/profile',
      headers: bearer(token),
      payload: { profileCode: 'profile_beneficiary' },
    });
    expect(switched.statusCode).toBe(200);
    const first = await t.app.inject({
      method: 'PUT',
      url: '/api/_auth/session/profile',
      headers: bearer(token),
      payload: { profileCode: 'profile_hr' },
    });
    expect(first.statusCode).toBe(200);
    for (const app of [t.app, b]) {
      expect((await session(app, token)).json().userProfileCode).toBe('profile_hr');
    }
  });

  it('starts and ends an impersonation for the next request on both replicas', async () => {
    const { user, token } = await signedInBeneficiary();
    const admin = await loginAs(t.app, 'admin');
    await seenOnBoth(admin);
    // Started through this replica: the other knows once the notification reaches it.
    let impersonating = '';
    await heardOnBoth(async () => {
      const started = await t.app.inject({
        method: 'POST',
        url: `/api/users/${user.id}/impersonate`,
        headers: bearer(admin),
      });
      expect(started.statusCode).toBe(200);
      impersonating = (started.json() as { accessToken: string }).accessToken;
    });
    // The admin's own session is closed, the impersonation session names the admin.
    expect(await statusOnBoth(admin)).toEqual([401, 401]);
    for (const app of [t.app, b]) {
      const answer = (await session(app, impersonating)).json();
      expect(answer).toMatchObject({ id: user.id, impersonator: { name: expect.any(String) } });
    }
    // Ended through the other replica: this one knows once the notification reaches it.
    await heardOnBoth(async () => {
      const ended = await b.inject({
        method: 'DELETE',
        url: '/api/_auth/impersonation',
        headers: bearer(impersonating),
      });
      expect(ended.statusCode).toBe(200);
      expect((await session(b, impersonating)).statusCode).toBe(401);
    });
    expect(await statusOnBoth(impersonating)).toEqual([401, 401]);
    // The beneficiary's own session was never touched.
    expect(await statusOnBoth(token)).toEqual([200, 200]);
  });

  it('refuses an expired token without being told, on both replicas', async () => {
    const { token } = await signedInBeneficiary(1_500);
    await seenOnBoth(token);
    await new Promise((resolve) => setTimeout(resolve, 1_600));
    expect(await statusOnBoth(token)).toEqual([401, 401]);
  });

  it('ends a session whose token row is revoked or deleted in plain SQL', async () => {
    const revoked = await signedInBeneficiary();
    const deleted = await signedInBeneficiary();
    await seenOnBoth(revoked.token);
    await seenOnBoth(deleted.token);
    await heardOnBoth(() =>
      t.db
        .update(authTokens)
        .set({ revokedAt: sql`now()` })
        .where(eq(authTokens.tokenHash, hashToken(revoked.token))),
    );
    await heardOnBoth(() => t.db.delete(users).where(eq(users.id, deleted.user.id)));
    expect(await statusOnBoth(revoked.token)).toEqual([401, 401]);
    expect(await statusOnBoth(deleted.token)).toEqual([401, 401]);
  });
});
