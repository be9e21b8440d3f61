import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { actions } from '../db/schema/index.js';
import { DEMO_PASSWORD } from '../db/seed/index.js';
import { authCookie, bearer, createTestApp, loginAs, type TestApp } from '../test/app.js';
import { createAction } from '../test/factories.js';
import { TEST_PNG, uploadFile } from '../test/uploads.js';

/** Which answers a cache may keep (decision 026): never one that may hold signed-in data. */
describe('Cache-Control of API answers', () => {
  let t: TestApp;
  let admin: string;
  let beneficiary: string;

  beforeAll(async () => {
    t = await createTestApp();
    admin = await loginAs(t.app, 'admin');
    beneficiary = await loginAs(t.app, 'beneficiary');
  });
  afterAll(async () => {
    await t?.close();
  });

  const cacheControl = async (url: string, headers: Record<string, string> = {}, cookies = {}) =>
    (await t.app.inject({ url, headers, cookies })).headers['cache-control'];

  it('is no-store on every answer of a route that is not public, refusals included', async () => {
    expect(await cacheControl('/api/_auth/session', bearer(admin))).toBe('no-store');
    expect(await cacheControl('/api/_auth/session', {}, authCookie(beneficiary))).toBe('no-store');
    expect(await cacheControl('/api/axes', bearer(admin))).toBe('no-store');
    expect(await cacheControl('/api/axes')).toBe('no-store');
    expect(await cacheControl('/api/axes', bearer(beneficiary))).toBe('no-store');
    expect(await cacheControl('/api/users/1', bearer(admin))).toBe('no-store');
  });

  it('is no-store on a public route asked with a session, and on the login answer', async () => {
    expect(await cacheControl('/api/public/session_views', bearer(beneficiary))).toBe('no-store');
    expect(await cacheControl('/api/public/axes', {}, authCookie(beneficiary))).toBe('no-store');
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { username: 'manager', password: DEMO_PASSWORD },
    });
    expect(login.statusCode).toBe(200);
    expect(login.headers['cache-control']).toBe('no-store');
    const logout = await t.app.inject({
      method: 'DELETE',
      url: '/api/_auth/session',
      headers: bearer(login.json().accessToken),
    });
    expect(logout.headers['cache-control']).toBe('no-store');
  });

  it('keeps what a public route chose for an anonymous visitor', async () => {
    expect(await cacheControl('/api/public/session_views')).toBe('private, no-cache');
    expect(await cacheControl('/api/public/axes')).toBe('no-cache');
    expect(await cacheControl('/api/health')).toBeUndefined();
  });

  it('keeps the public caching of a public file, whoever asks', async () => {
    const fileId = await uploadFile(t.app, admin, 'action_files/multiple', 'visuel.png', TEST_PNG);
    const action = await createAction(t.db);
    await t.db.update(actions).set({ imageId: fileId }).where(eq(actions.id, action.id));
    for (const headers of [{}, bearer(beneficiary)]) {
      expect(await cacheControl(`/api/files/${fileId}`, headers)).toBe('public, max-age=3600');
      expect(await cacheControl(`/_ipx/_/files/${fileId}`, headers)).toBe('public, max-age=86400');
    }
  });

  it('is no-store on a private file, even for the one who may read it', async () => {
    const fileId = await uploadFile(t.app, admin, 'action_files/multiple', 'prive.png', TEST_PNG);
    expect(await cacheControl(`/api/files/${fileId}`, bearer(admin))).toBe('no-store');
  });
});
