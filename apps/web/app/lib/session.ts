import { parseSessionUser, SESSION_STORAGE_KEY, type SessionUser } from '@passerelle/shared';

/**
 * The browser's copy of the session (spec §3, §4): `{ user, accessToken }` in sessionStorage
 * under 'nuxt-session'. The server knows the user from the httpOnly cookie; the browser keeps the
 * token it received at login (null when the session came from the cookie only) and sends it as a
 * Bearer header (lib/api-client).
 */
export interface ClientSession {
  user: SessionUser;
  accessToken: string | null;
}

type Listener = () => void;
const listeners = new Set<Listener>();

/** The tab's sessionStorage, or null on the server or when the browser disables it. */
export function tabStorage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage;
  } catch {
    // Storage can be disabled by the browser's privacy settings.
    return null;
  }
}

/** The stored session, or null when there is none or it is unreadable (then it is removed). */
export function readSession(): ClientSession | null {
  const store = tabStorage();
  const raw = store?.getItem(SESSION_STORAGE_KEY);
  if (!raw) return null;
  try {
    const value = JSON.parse(raw) as { user?: unknown; accessToken?: unknown };
    // Stored data is untrusted: checked field by field, without Zod (schemas/session-user.ts).
    const user = parseSessionUser(value.user);
    if (user) {
      const token = typeof value.accessToken === 'string' ? value.accessToken : null;
      return { user, accessToken: token };
    }
  } catch {
    // Fall through: corrupt JSON.
  }
  store?.removeItem(SESSION_STORAGE_KEY);
  return null;
}

/** The stored session's user, the same object while the stored text is the same (for React). */
let storedText: string | null | undefined;
let storedUserValue: SessionUser | null = null;
export function storedUser(): SessionUser | null {
  const text = tabStorage()?.getItem(SESSION_STORAGE_KEY) ?? null;
  if (text !== storedText) {
    storedUserValue = readSession()?.user ?? null;
    // Read again: readSession removes a copy it cannot read.
    storedText = tabStorage()?.getItem(SESSION_STORAGE_KEY) ?? null;
  }
  return storedUserValue;
}

/**
 * The last user the tab stored, kept when the stored session is cleared (a call answered 401
 * opens the sign-in popup, the page stays): the user of a page kept for their profile until the
 * next navigation reads the session again (session-user.ts).
 */
let lastUser: SessionUser | null = null;
export function lastStoredUser(): SessionUser | null {
  lastUser = storedUser() ?? lastUser;
  return lastUser;
}

/** Signed out on purpose: no page keeps naming the user. */
export function forgetLastUser(): void {
  lastUser = null;
}

export function writeSession(session: ClientSession): void {
  tabStorage()?.setItem(SESSION_STORAGE_KEY, JSON.stringify(session));
  notify();
}

export function clearSession(): void {
  tabStorage()?.removeItem(SESSION_STORAGE_KEY);
  // Signed out in this tab: the start-up answer no longer stands for anybody.
  startup = Promise.resolve(null);
  notify();
}

export function accessToken(): string | null {
  return readSession()?.accessToken ?? null;
}

/** Called whenever the stored session changes in this tab. */
export function subscribeSession(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function notify() {
  for (const listener of listeners) listener();
}

type Fetch = (url: string, init?: RequestInit) => Promise<Response>;

function bearer(token: string | null | undefined): Record<string, string> {
  return token ? { authorization: `Bearer ${token}` } : {};
}

/**
 * `GET /api/_auth/session` (json, no retry). Any failure (401, network, bad answer) means the
 * visitor is not signed in (spec §4, §8).
 */
export async function fetchSessionUser(
  send: Fetch,
  token?: string | null,
): Promise<SessionUser | null> {
  try {
    const response = await send('/api/_auth/session', {
      headers: { accept: 'application/json', ...bearer(token) },
      credentials: 'same-origin',
    });
    if (!response.ok) return null;
    return parseSessionUser(await response.json());
  } catch {
    return null;
  }
}

/**
 * Start-up refresh in the browser: asks the API who is signed in and updates the stored copy
 * (keeping the token when it is still the same user). Returns the user, or null.
 */
export async function refreshSession(send: Fetch = fetchFromWindow): Promise<SessionUser | null> {
  const stored = readSession();
  const user = await fetchSessionUser(send, stored?.accessToken);
  if (!user) {
    if (stored) clearSession();
    return null;
  }
  const token = stored?.user.id === user.id ? stored.accessToken : null;
  writeSession({ user, accessToken: token });
  return user;
}

let startup: Promise<SessionUser | null> | null = null;

/**
 * The start-up check of the session (spec §4 "fetched at start-up"), made once per page load:
 * the first caller asks `GET /api/_auth/session` (refreshSession), the others share its answer.
 * The client guard waits for it when the tab holds no session yet — a page opened in a new tab
 * or from a mail link starts with an empty sessionStorage while its cookie signs the user in, and
 * a page rendered in the browser only (spec §2, surveys and reports) is guarded there at once.
 * After a logout it answers null.
 */
export function startupSession(send: Fetch = fetchFromWindow): Promise<SessionUser | null> {
  startup ??= refreshSession(send);
  return startup;
}

/** The page was rendered for a visitor holding no session: the start-up check has nothing to ask. */
export function skipStartupSession(): void {
  startup ??= Promise.resolve(null);
}

/** Tests: the next page load's start-up check. */
export function resetStartupSession(): void {
  startup = null;
}

/**
 * Makes the stored copy agree with the user the server rendered the page for, so the first
 * client navigations guard with the right profile before the refresh answers.
 */
export function adoptServerUser(user: SessionUser | null): void {
  const stored = readSession();
  if (!user) return; // A cached page may be anonymous: wait for the refresh before forgetting.
  if (stored?.user.id === user.id) {
    if (JSON.stringify(stored.user) !== JSON.stringify(user)) writeSession({ ...stored, user });
    return;
  }
  writeSession({ user, accessToken: null });
}

/** Logout: `DELETE /api/_auth/session`, then the stored session is removed whatever the answer. */
export async function logout(send: Fetch = fetchFromWindow): Promise<void> {
  const token = accessToken();
  try {
    await send('/api/_auth/session', {
      method: 'DELETE',
      headers: { accept: 'application/json', ...bearer(token) },
      credentials: 'same-origin',
    });
  } catch {
    // Signed out locally even when the API cannot be reached; the token expires on its own.
  } finally {
    forgetLastUser();
    clearSession();
  }
}

function fetchFromWindow(url: string, init?: RequestInit): Promise<Response> {
  return window.fetch(url, init);
}
