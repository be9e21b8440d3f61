import { AUTH_COOKIE, errorMessage } from '@passerelle/shared';
import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { structures, userProfiles, users } from '../../db/schema/index.js';
import { createTestApp, loginAs, type TestApp } from '../../test/app.js';
import { createStructure, createUser } from '../../test/factories.js';
import { startTestProvider, type TestProvider } from '../../test/oidc-test-provider.js';
import { SSO_FLOW_COOKIE } from './sso.routes.js';

/*
 * Single sign-on against a real OpenID provider (oidc-provider, started here): the authorization
 * code flow end to end, its refusals, the linking rules, the provider's logout and the user sync.
 */

const PORTAL = 'http://localhost:3000';
const LABEL = { label: 'ProConnect' };
const SIRET = '73282932000074';
const OTHER_SIRET = '35600000000048';

let provider: TestProvider;
let t: TestApp;
let structureId: number;
let otherStructureId: number;

function cookieOf(response: LightMyRequestResponse, name: string): string | undefined {
  const header = response.headers['set-cookie'];
  const all = Array.isArray(header) ? header : header ? [header] : [];
  for (const cookie of all) {
    const [pair] = cookie.split(';');
    if (pair!.startsWith(`${name}=`)) return pair!.slice(name.length + 1);
  }
  return undefined;
}

/** The browser's part at the provider: follows its redirections to the portal's callback. */
async function authorize(location: string): Promise<string> {
  const jar = new Map<string, string>();
  let url = location;
  for (let hop = 0; hop < 12; hop += 1) {
    if (url.startsWith(`${PORTAL}/api/auth/jwt`)) return url.slice(PORTAL.length);
    const response = await fetch(url, {
      redirect: 'manual',
      headers: { cookie: [...jar].map(([name, value]) => `${name}=${value}`).join('; ') },
    });
    for (const cookie of response.headers.getSetCookie()) {
      const [pair] = cookie.split(';');
      const index = pair!.indexOf('=');
      jar.set(pair!.slice(0, index), pair!.slice(index + 1));
    }
    const next = response.headers.get('location');
    if (!next)
      throw new Error(`No redirection at ${url}: ${response.status} ${await response.text()}`);
    url = new URL(next, url).href;
  }
  throw new Error('Too many redirections');
}

interface Started {
  location: string;
  flow: string;
}

async function start(query = ''): Promise<Started> {
  const response = await t.app.inject({ url: `/api/auth/sso/start${query}` });
  expect(response.statusCode).toBe(302);
  return {
    location: response.headers.location as string,
    flow: cookieOf(response, SSO_FLOW_COOKIE)!,
  };
}

function callback(path: string, flow: string | undefined, accept = 'application/json') {
  return t.app.inject({
    url: path,
    headers: { accept, ...(flow ? { cookie: `${SSO_FLOW_COOKIE}=${flow}` } : {}) },
  });
}

/** A whole sign-in of `accountId`, up to the portal's answer to the callback. */
async function signIn(accountId: string, accept?: string, query?: string) {
  provider.autoLogin = accountId;
  const started = await start(query);
  const path = await authorize(started.location);
  return { response: await callback(path, started.flow, accept), path, flow: started.flow };
}

function expectError(response: LightMyRequestResponse, status: number, message: string) {
  expect(response.statusCode, response.body).toBe(status);
  expect(response.json()).toMatchObject({ error: message });
}

async function userRow(id: number) {
  const [row] = await t.db.select().from(users).where(eq(users.id, id));
  return row!;
}

async function sessionOf(response: LightMyRequestResponse) {
  const token = cookieOf(response, AUTH_COOKIE);
  expect(token).toBeTruthy();
  const session = await t.app.inject({
    url: '/api/_auth/session',
    headers: { cookie: `${AUTH_COOKIE}=${token}` },
  });
  expect(session.statusCode).toBe(200);
  return {
    token: token!,
    user: session.json() as { id: number; givenName: string; email: string },
  };
}

beforeAll(async () => {
  provider = await startTestProvider({ portalUrl: PORTAL });
  t = await createTestApp({
    env: {
      OIDC_ISSUER: provider.issuer,
      OIDC_CLIENT_ID: provider.clientId,
      OIDC_CLIENT_SECRET: provider.clientSecret,
      OIDC_SCOPES: 'openid email profile siret',
      OIDC_BUTTON_LABEL: 'ProConnect',
    },
  });
  structureId = (await createStructure(t.db, { type: 'employer', siret: SIRET })).id;
  otherStructureId = (await createStructure(t.db, { type: 'employer', siret: OTHER_SIRET })).id;
});

afterAll(async () => {
  await t?.close();
  await provider?.close();
});

beforeEach(() => {
  provider.idTokenTtl = 3600;
  provider.refuseRefresh = false;
});

describe('single sign-on', () => {
  it('tells the login page its label', async () => {
    const response = await t.app.inject({ url: '/api/auth/sso' });
    expect(response.json()).toEqual({ label: 'ProConnect' });
  });

  it('sends the browser to the provider with PKCE, state and nonce', async () => {
    const { location, flow } = await start();
    const url = new URL(location);
    expect(url.origin).toBe(provider.issuer);
    expect(url.searchParams.get('code_challenge_method')).toBe('S256');
    expect(url.searchParams.get('redirect_uri')).toBe(`${PORTAL}/api/auth/jwt`);
    for (const name of ['state', 'nonce', 'code_challenge']) {
      expect(url.searchParams.get(name)).toBeTruthy();
    }
    // The cookie is sealed: neither the state nor the verifier can be read from it.
    expect(flow).not.toContain(url.searchParams.get('state'));
  });

  it('creates a beneficiary of the structure of the SIRET at the first sign-in, then matches by subject', async () => {
    provider.accounts.set('alice', {
      sub: 'alice',
      given_name: 'Alice',
      family_name: 'Martin',
      email: 'alice.martin@example.org',
      email_verified: true,
      siret: '732 829 320 00074',
    });
    const { response } = await signIn('alice', 'text/html');
    expect(response.statusCode, response.body).toBe(303);
    expect(response.headers.location).toBe('/beneficiary');
    const { user } = await sessionOf(response);
    expect(user).toMatchObject({ givenName: 'Alice', email: 'alice.martin@example.org' });

    const row = await userRow(user.id);
    expect(row).toMatchObject({ ssoSubject: 'alice', ssoIssuer: provider.issuer });
    expect(row.ssoRefreshToken).toMatch(/^v1\./);
    expect(row.ssoIdToken).toMatch(/^v1\./);
    const profiles = await t.db.select().from(userProfiles).where(eq(userProfiles.userId, user.id));
    expect(profiles).toMatchObject([{ profileCode: 'profile_beneficiary', structureId }]);

    // The account has no password: the password login says to use the provider's button.
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { username: row.username, password: 'anything-at-all' },
    });
    expectError(login, 400, errorMessage('SSO_ONLY_ACCOUNT', LABEL));

    // Later sign-ins match by subject, whatever the e-mail has become.
    provider.accounts.set('alice', {
      ...provider.accounts.get('alice')!,
      email: 'a.m@example.org',
    });
    const again = await signIn('alice');
    expect(again.response.statusCode).toBe(303);
    expect((await sessionOf(again.response)).user.id).toBe(user.id);
  });

  it('refuses a wrong state, a missing or forged sign-in cookie', async () => {
    provider.accounts.set('bob', { sub: 'bob', email: 'bob@example.org', siret: SIRET });
    provider.autoLogin = 'bob';
    const started = await start();
    const path = await authorize(started.location);
    const wrongState = path.replace(/state=[^&]+/, 'state=forged');
    const failed = errorMessage('SSO_FAILED', LABEL);
    expectError(await callback(wrongState, started.flow), 400, failed);
    expectError(await callback(path, undefined), 400, failed);
    expectError(await callback(path, `${started.flow.slice(0, -4)}AAAA`), 400, failed);
  });

  it('refuses a replayed authorization code', async () => {
    provider.accounts.set('carol', { sub: 'carol', email: 'carol@example.org', siret: SIRET });
    const first = await signIn('carol');
    expect(first.response.statusCode).toBe(303);
    expectError(await callback(first.path, first.flow), 400, errorMessage('SSO_FAILED', LABEL));
  });

  it('refuses an ID token with another nonce', async () => {
    provider.accounts.set('dan', { sub: 'dan', email: 'dan@example.org', siret: SIRET });
    provider.autoLogin = 'dan';
    const started = await start();
    const tampered = new URL(started.location);
    tampered.searchParams.set('nonce', 'another-nonce');
    const path = await authorize(tampered.href);
    expectError(await callback(path, started.flow), 400, errorMessage('SSO_FAILED', LABEL));
    expect(await t.db.select().from(users).where(eq(users.ssoSubject, 'dan'))).toEqual([]);
  });

  it('refuses an expired ID token', async () => {
    provider.accounts.set('erin', { sub: 'erin', email: 'erin@example.org', siret: SIRET });
    provider.idTokenTtl = -3600;
    const { response } = await signIn('erin');
    expectError(response, 400, errorMessage('SSO_FAILED', LABEL));
  });

  it('refuses an unknown SIRET or an inactive structure with the spec §8 403 message', async () => {
    const inactive = await createStructure(t.db, { siret: '44306184100047', active: false });
    provider.accounts.set('frank', {
      sub: 'frank',
      email: 'frank@example.org',
      siret: '12345678900011',
    });
    const message = errorMessage('NO_ACTIVE_STRUCTURE');
    expect(message).toBe('Aucune structure de rattachement active sur la plateforme');
    expectError((await signIn('frank')).response, 403, message);
    provider.accounts.set('frank', {
      sub: 'frank',
      email: 'frank@example.org',
      siret: inactive.siret!,
    });
    expectError((await signIn('frank')).response, 403, message);
    provider.accounts.set('frank', { sub: 'frank', email: 'frank@example.org' });
    expectError((await signIn('frank')).response, 403, message);
    // A browser goes back to the login page, which shows the message of the code.
    const browser = await signIn('frank', 'text/html,application/xhtml+xml');
    expect(browser.response.statusCode).toBe(303);
    expect(browser.response.headers.location).toBe('/login?sso_error=NO_ACTIVE_STRUCTURE');
  });

  it('links an existing account by verified e-mail, and keeps its password', async () => {
    const person = await createUser(t.db, {
      profile: 'profile_hr',
      structureId,
      values: { email: 'Grace.Hopper@example.org' },
    });
    provider.accounts.set('grace', {
      sub: 'grace',
      email: 'grace.hopper@example.org',
      email_verified: true,
      siret: OTHER_SIRET,
    });
    const { response } = await signIn('grace');
    expect(response.statusCode).toBe(303);
    expect((await sessionOf(response)).user.id).toBe(person.id);
    expect(await userRow(person.id)).toMatchObject({ ssoSubject: 'grace' });
    await expect(loginAs(t.app, person.username)).resolves.toBeTruthy();
  });

  it('does not link an account by an unverified e-mail', async () => {
    const person = await createUser(t.db, {
      profile: 'profile_beneficiary',
      structureId,
      values: { email: 'heidi@example.org' },
    });
    for (const verified of [false, undefined]) {
      provider.accounts.set('heidi', {
        sub: 'heidi',
        email: 'heidi@example.org',
        ...(verified === undefined ? {} : { email_verified: verified }),
        siret: SIRET,
      });
      const { response } = await signIn('heidi');
      expectError(response, 403, errorMessage('SSO_EMAIL_UNVERIFIED', LABEL));
    }
    expect(await userRow(person.id)).toMatchObject({ ssoSubject: null });
  });

  it('refuses a disabled account with the spec §8 400 message', async () => {
    const person = await createUser(t.db, {
      profile: 'profile_beneficiary',
      structureId,
      values: { email: 'ivan@example.org', disabled: true },
    });
    provider.accounts.set('ivan', { sub: 'ivan', email: 'ivan@example.org', email_verified: true });
    const { response } = await signIn('ivan');
    expectError(response, 400, 'Utilisateur désactivé');
    expect(cookieOf(response, AUTH_COOKIE)).toBeUndefined();
    expect(await userRow(person.id)).toMatchObject({ ssoSubject: null });
  });

  it("gives the provider's logout URL to a user signed in through it, none to the others", async () => {
    provider.accounts.set('judy', { sub: 'judy', email: 'judy@example.org', siret: SIRET });
    const { response } = await signIn('judy');
    const { token } = await sessionOf(response);
    const end = await t.app.inject({
      url: '/api/auth/sso/end_session',
      headers: { cookie: `${AUTH_COOKIE}=${token}` },
    });
    const url = new URL((end.json() as { url: string }).url);
    expect(url.href.startsWith(provider.issuer)).toBe(true);
    expect(url.searchParams.get('id_token_hint')).toBeTruthy();
    expect(url.searchParams.get('post_logout_redirect_uri')).toBe(`${PORTAL}/`);
    // The provider accepts it (its logout confirmation page), so the hint and the URI are right.
    const confirm = await fetch(url, { redirect: 'manual' });
    expect(confirm.status).toBe(200);

    const admin = await loginAs(t.app, 'admin');
    const none = await t.app.inject({
      url: '/api/auth/sso/end_session',
      headers: { authorization: `Bearer ${admin}` },
    });
    expect(none.json()).toEqual({ url: null });
  });
});

describe('single sign-on, its edges', () => {
  it('goes back to the page asked for when the profile may open it, else to its landing page', async () => {
    provider.accounts.set('lina', {
      sub: 'lina',
      email: 'lina@example.org',
      email_verified: true,
      siret: SIRET,
    });
    const cases = [
      ['/beneficiary/favorites', '/beneficiary/favorites'],
      ['/back/programming', '/beneficiary'],
      ['https://evil.example/', '/beneficiary'],
      ['//evil.example/', '/beneficiary'],
    ] as const;
    for (const [asked, landing] of cases) {
      const query = `?redirect=${encodeURIComponent(asked)}`;
      const { response } = await signIn('lina', 'text/html', query);
      expect(response.statusCode, asked).toBe(303);
      expect(response.headers.location, asked).toBe(landing);
    }
  });

  it('opens the portal’s session in an httpOnly cookie and drops the sign-in cookie', async () => {
    provider.accounts.set('mia', { sub: 'mia', email: 'mia@example.org', siret: SIRET });
    const { response } = await signIn('mia', 'text/html');
    const cookies = ([] as string[]).concat(response.headers['set-cookie'] ?? []);
    const session = cookies.find((cookie) => cookie.startsWith(`${AUTH_COOKIE}=`))!;
    expect(session).toMatch(/; HttpOnly/i);
    expect(session).toMatch(/; SameSite=Lax/i);
    expect(session).toMatch(/; Expires=/i);
    const flow = cookies.find((cookie) => cookie.startsWith(`${SSO_FLOW_COOKIE}=`))!;
    expect(flow).toMatch(/^passerelle_sso=;/);
    expect(flow).toMatch(/Expires=Thu, 01 Jan 1970/i);
  });

  it('refuses a sign-in cookie older than ten minutes', async () => {
    provider.accounts.set('nina', { sub: 'nina', email: 'nina@example.org', siret: SIRET });
    provider.autoLogin = 'nina';
    const started = await start();
    const path = await authorize(started.location);
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 11 * 60_000 });
    try {
      expectError(await callback(path, started.flow), 400, errorMessage('SSO_FAILED', LABEL));
    } finally {
      vi.useRealTimers();
    }
    expect(await t.db.select().from(users).where(eq(users.ssoSubject, 'nina'))).toEqual([]);
  });

  it('sends the browser back to the login page when the person declines at the provider', async () => {
    const started = await start();
    const state = new URL(started.location).searchParams.get('state');
    const path = `/api/auth/jwt?error=access_denied&state=${state}`;
    expectError(await callback(path, started.flow), 400, errorMessage('SSO_FAILED', LABEL));
    const browser = await callback(path, started.flow, 'text/html');
    expect(browser.statusCode).toBe(303);
    expect(browser.headers.location).toBe('/login?sso_error=SSO_FAILED');
    expect(cookieOf(browser, AUTH_COOKIE)).toBeUndefined();
  });

  it('names a new account after its e-mail, numbered when taken, else after its subject', async () => {
    await createUser(t.db, {
      profile: 'profile_beneficiary',
      structureId,
      values: { username: 'olga@example.org', email: 'autre.olga@example.org' },
    });
    provider.accounts.set('olga', { sub: 'olga', email: 'Olga@Example.org', siret: SIRET });
    const olga = await sessionOf((await signIn('olga')).response);
    expect(await userRow(olga.user.id)).toMatchObject({
      username: 'olga@example.org-2',
      email: 'olga@example.org',
    });
    provider.accounts.set('sub/ päul', { sub: 'sub/ päul', siret: SIRET });
    const paul = await sessionOf((await signIn('sub/ päul')).response);
    expect(await userRow(paul.user.id)).toMatchObject({ username: 'sso-sub--päul', email: '' });
  });

  it('does not link by e-mail an account already tied to another subject, even verified', async () => {
    provider.accounts.set('quinn', {
      sub: 'quinn',
      email: 'quinn@example.org',
      email_verified: true,
      siret: SIRET,
    });
    const first = await sessionOf((await signIn('quinn')).response);
    provider.accounts.set('quinn-2', {
      sub: 'quinn-2',
      email: 'quinn@example.org',
      email_verified: true,
      siret: SIRET,
    });
    const { response } = await signIn('quinn-2');
    expectError(response, 403, errorMessage('SSO_EMAIL_UNVERIFIED', LABEL));
    expect(await userRow(first.user.id)).toMatchObject({ ssoSubject: 'quinn' });
  });

  it('refuses a beneficiary whose only structure was disabled since, with the spec §8 message', async () => {
    const closing = await createStructure(t.db, { type: 'employer', siret: '55208131766522' });
    provider.accounts.set('rita', {
      sub: 'rita',
      email: 'rita@example.org',
      siret: '55208131766522',
    });
    expect((await signIn('rita')).response.statusCode).toBe(303);
    await t.db.update(structures).set({ active: false }).where(eq(structures.id, closing.id));
    const { response } = await signIn('rita');
    expectError(response, 403, 'Aucune structure de rattachement active sur la plateforme');
    expect(cookieOf(response, AUTH_COOKIE)).toBeUndefined();
  });

  it('gives no logout URL when the stored ID token can no longer be read', async () => {
    provider.accounts.set('sam', { sub: 'sam', email: 'sam@example.org', siret: SIRET });
    const { token, user } = await sessionOf((await signIn('sam')).response);
    await t.db.update(users).set({ ssoIdToken: 'v1.not.a.token' }).where(eq(users.id, user.id));
    const end = await t.app.inject({
      url: '/api/auth/sso/end_session',
      headers: { cookie: `${AUTH_COOKIE}=${token}` },
    });
    expect(end.statusCode).toBe(200);
    expect(end.json()).toEqual({ url: null });
  });
});

describe('user sync', () => {
  let admin: string;
  let userId: number;

  const sync = (id: number) =>
    t.app.inject({
      method: 'POST',
      url: `/api/users/${id}/sync`,
      headers: { authorization: `Bearer ${admin}` },
    });

  beforeAll(async () => {
    admin = await loginAs(t.app, 'admin');
    provider.accounts.set('kim', {
      sub: 'kim',
      given_name: 'Kim',
      family_name: 'Durand',
      email: 'kim@example.org',
      siret: SIRET,
    });
    const { response } = await signIn('kim');
    userId = (await sessionOf(response)).user.id;
  });

  it('refreshes names, e-mail and structure from the provider', async () => {
    provider.accounts.set('kim', {
      sub: 'kim',
      given_name: 'Kimberly',
      family_name: 'Durand-Petit',
      email: 'kim.durand@example.org',
      siret: OTHER_SIRET,
    });
    const response = await sync(userId);
    expect(response.statusCode, response.body).toBe(204);
    expect(await userRow(userId)).toMatchObject({
      givenName: 'Kimberly',
      familyName: 'Durand-Petit',
      email: 'kim.durand@example.org',
    });
    const profiles = await t.db.select().from(userProfiles).where(eq(userProfiles.userId, userId));
    expect(profiles).toMatchObject([
      { profileCode: 'profile_beneficiary', structureId: otherStructureId },
    ]);
    // Twice in a row: the refresh token was rotated and kept.
    expect((await sync(userId)).statusCode).toBe(204);
  });

  it('keeps what the provider no longer tells: names, e-mail and structure stay', async () => {
    const before = await userRow(userId);
    const profilesBefore = await t.db
      .select()
      .from(userProfiles)
      .where(eq(userProfiles.userId, userId));
    provider.accounts.set('kim', { sub: 'kim' });
    expect((await sync(userId)).statusCode).toBe(204);
    expect(await userRow(userId)).toMatchObject({
      givenName: before.givenName,
      familyName: before.familyName,
      email: before.email,
    });
    expect(await t.db.select().from(userProfiles).where(eq(userProfiles.userId, userId))).toEqual(
      profilesBefore,
    );
  });

  it('refuses, changing nothing, a SIRET without active structure or an e-mail taken', async () => {
    const before = await userRow(userId);
    provider.accounts.set('kim', { sub: 'kim', given_name: 'Autre', siret: '12345678900011' });
    expectError(
      await sync(userId),
      409,
      errorMessage('SSO_SYNC_NO_STRUCTURE', { ...LABEL, siret: '12345678900011' }),
    );
    provider.accounts.set('kim', { sub: 'kim', given_name: 'Autre', email: 'ADMIN@example.org' });
    await t.db.update(users).set({ email: 'admin@example.org' }).where(eq(users.username, 'admin'));
    expectError(
      await sync(userId),
      409,
      errorMessage('SSO_SYNC_EMAIL_TAKEN', { ...LABEL, email: 'admin@example.org' }),
    );
    expect(await userRow(userId)).toMatchObject({
      givenName: before.givenName,
      email: before.email,
    });
  });

  it('says so when the user never signed in through the provider', async () => {
    const person = await createUser(t.db, { profile: 'profile_beneficiary', structureId });
    expectError(await sync(person.id), 409, errorMessage('SSO_SYNC_NOT_LINKED', LABEL));
    expectError(await sync(2147480000), 404, errorMessage('NOT_FOUND'));
  });

  it('says so when the refresh token is missing, unreadable or refused', async () => {
    const refused = errorMessage('SSO_SYNC_REFUSED', LABEL);
    const missing = errorMessage('SSO_SYNC_NO_REFRESH_TOKEN', LABEL);
    provider.refuseRefresh = true;
    expectError(await sync(userId), 409, refused);
    // A refused token is dropped: a new sign-in is needed.
    expectError(await sync(userId), 409, missing);
    provider.refuseRefresh = false;
    await t.db.update(users).set({ ssoRefreshToken: 'v1.not.a.token' }).where(eq(users.id, userId));
    expectError(await sync(userId), 409, missing);
  });

  it('says so when the provider cannot be reached', async () => {
    const { response } = await signIn('kim');
    expect(response.statusCode).toBe(303);
    await provider.close();
    expectError(await sync(userId), 409, errorMessage('SSO_SYNC_UNAVAILABLE', LABEL));
  });
});

describe('once the provider cannot be reached', () => {
  it('answers a sign-in 503 in French, and sends a browser back to the login page', async () => {
    // Discovered while it answered, then gone (as after the user sync's test above).
    const started = await start();
    await provider.close();
    const state = new URL(started.location).searchParams.get('state');
    const iss = encodeURIComponent(provider.issuer);
    const path = `/api/auth/jwt?code=any-code&state=${state}&iss=${iss}`;
    expectError(await callback(path, started.flow), 503, errorMessage('SSO_UNAVAILABLE', LABEL));
    const browser = await callback(path, started.flow, 'text/html');
    expect(browser.statusCode).toBe(303);
    expect(browser.headers.location).toBe('/login?sso_error=SSO_UNAVAILABLE');
  });
});

describe('without single sign-on', () => {
  let off: TestApp;
  beforeAll(async () => {
    off = await createTestApp();
  });
  afterAll(async () => {
    await off.close();
  });

  it('shows nothing of it and refuses its routes', async () => {
    expect((await off.app.inject({ url: '/api/auth/sso' })).json()).toEqual({ label: null });
    const start = await off.app.inject({
      url: '/api/auth/sso/start',
      headers: { accept: 'application/json' },
    });
    expectError(start, 404, errorMessage('SSO_OFF'));
    const admin = await loginAs(off.app, 'admin');
    const sync = await off.app.inject({
      method: 'POST',
      url: '/api/users/1/sync',
      headers: { authorization: `Bearer ${admin}` },
    });
    expectError(sync, 404, errorMessage('SSO_OFF'));
  });
});
