import { expect, request, type BrowserContext } from '@playwright/test';
import { APP_URL } from './servers';

/*
 * Sign-in by a session opened for the test (decision 052): each worker logs a person in once
 * through the API (`POST /api/auth/login`, the one argon2 verification) and reuses that session —
 * its cookie in the browser contexts, its token as a Bearer header for the API clients — in every
 * journey it runs. The login journeys themselves go through the form. A session some journey
 * ended (a logout, an impersonation) is noticed before reuse and opened again; a journey that
 * ends its session on purpose opens one of its own (`own: true`), leaving the shared one alone.
 */

export const DEMO_PASSWORD = 'passerelle-demo';

export interface SessionUser {
  id: number;
  username: string;
  userProfileCode: string;
}

type Cookie = Awaited<ReturnType<BrowserContext['cookies']>>[number];

export interface OpenedSession {
  token: string;
  user: SessionUser;
  /** The auth cookie the login set, for a browser context. */
  cookies: Cookie[];
}

/** This worker's sessions, by username (a worker is a process: the map is its own). */
const sessions = new Map<string, Promise<OpenedSession>>();

/** Logs `username` in through the API: a new session. */
export async function openSession(username: string): Promise<OpenedSession> {
  const client = await request.newContext({ baseURL: APP_URL });
  try {
    const response = await client.post('/api/auth/login', {
      data: { username, password: DEMO_PASSWORD },
    });
    expect(response.status(), `login of ${username}`).toBe(200);
    const body = (await response.json()) as { accessToken: string; user: SessionUser };
    const { cookies } = await client.storageState();
    return { token: body.accessToken, user: body.user, cookies };
  } finally {
    await client.dispose();
  }
}

/** Whether the server still accepts `token` (no argon2 here: a token lookup). */
async function isOpen(token: string): Promise<boolean> {
  const response = await fetch(`${APP_URL}/api/_auth/session`, {
    headers: { authorization: `Bearer ${token}` },
  });
  return response.status === 200;
}

/**
 * The worker's session of `username`, opened at its first use; `own: true` opens a new one
 * that no other journey shares (for a journey that ends it or changes its profile).
 */
export async function sessionOf(
  username: string,
  { own = false }: { own?: boolean } = {},
): Promise<OpenedSession> {
  if (own) return openSession(username);
  const known = sessions.get(username);
  if (known) {
    const session = await known.catch(() => null);
    if (session && (await isOpen(session.token))) return session;
  }
  const opening = openSession(username);
  sessions.set(username, opening);
  return opening;
}

/** Signs the browser context in as `username`, the previous person's cookies dropped. */
export async function signInContext(
  context: BrowserContext,
  username: string,
  options: { own?: boolean } = {},
): Promise<SessionUser> {
  const session = await sessionOf(username, options);
  await context.clearCookies();
  await context.addCookies(session.cookies);
  return session.user;
}
