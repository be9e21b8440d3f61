import type { SessionUser } from '@passerelle/shared';
import { describe, expect, it, vi } from 'vitest';

import { jsonResponse, userOf } from '../../test/fixtures';

import {
  accessToken,
  adoptServerUser,
  clearSession,
  fetchSessionUser,
  logout,
  readSession,
  refreshSession,
  subscribeSession,
  writeSession,
} from './session';

const admin = userOf('profile_admin', 1);
const other: SessionUser = { ...userOf('profile_manager', 2) };
const json = jsonResponse;

describe('stored session (sessionStorage "nuxt-session")', () => {
  it('keeps { user, accessToken } under the key nuxt-session', () => {
    writeSession({ user: admin, accessToken: 'tok' });
    expect(JSON.parse(window.sessionStorage.getItem('nuxt-session')!)).toEqual({
      user: admin,
      accessToken: 'tok',
    });
    expect(readSession()).toEqual({ user: admin, accessToken: 'tok' });
    expect(accessToken()).toBe('tok');
  });

  it('reads nothing when empty, and removes an unreadable value', () => {
    expect(readSession()).toBeNull();
    window.sessionStorage.setItem('nuxt-session', '{not json');
    expect(readSession()).toBeNull();
    expect(window.sessionStorage.getItem('nuxt-session')).toBeNull();
    window.sessionStorage.setItem('nuxt-session', JSON.stringify({ user: { id: 'x' } }));
    expect(readSession()).toBeNull();
    expect(window.sessionStorage.getItem('nuxt-session')).toBeNull();
  });

  it('clears the stored session and tells subscribers', () => {
    const listener = vi.fn();
    const stop = subscribeSession(listener);
    writeSession({ user: admin, accessToken: null });
    clearSession();
    stop();
    writeSession({ user: admin, accessToken: null });
    expect(listener).toHaveBeenCalledTimes(2);
    clearSession();
    expect(readSession()).toBeNull();
  });
});

describe('fetching the session (GET /api/_auth/session)', () => {
  it('returns the user on 200, sending the stored token', async () => {
    const send = vi.fn(async (_url: string, _init?: RequestInit) => json(200, admin));
    await expect(fetchSessionUser(send, 'tok')).resolves.toEqual(admin);
    const [url, init] = send.mock.calls[0]!;
    expect(url).toBe('/api/_auth/session');
    expect(new Headers(init!.headers).get('authorization')).toBe('Bearer tok');
  });

  it.each([
    ['a 401', async () => json(401, { error: 'Non connecté' })],
    ['a 500', async () => json(500)],
    ['a network failure', async () => Promise.reject(new TypeError('offline'))],
    ['a malformed answer', async () => json(200, { id: 'nope' })],
  ])('treats %s as "not logged in"', async (_label, send) => {
    await expect(fetchSessionUser(send)).resolves.toBeNull();
  });

  it('refresh keeps the token for the same user', async () => {
    writeSession({ user: admin, accessToken: 'tok' });
    await refreshSession(async () => json(200, { ...admin, givenName: 'Claire-Marie' }));
    expect(readSession()).toEqual({
      user: { ...admin, givenName: 'Claire-Marie' },
      accessToken: 'tok',
    });
  });

  it('refresh drops the token when the signed-in user changed', async () => {
    writeSession({ user: admin, accessToken: 'tok' });
    await expect(refreshSession(async () => json(200, other))).resolves.toEqual(other);
    expect(readSession()).toEqual({ user: other, accessToken: null });
  });

  it('a failed refresh clears the stored session', async () => {
    writeSession({ user: admin, accessToken: 'tok' });
    await expect(refreshSession(async () => json(401))).resolves.toBeNull();
    expect(readSession()).toBeNull();
  });
});

describe('start-up from the server render', () => {
  it('stores the user the page was rendered for, without a token', () => {
    adoptServerUser(admin);
    expect(readSession()).toEqual({ user: admin, accessToken: null });
  });

  it('keeps the token of the same user', () => {
    writeSession({ user: admin, accessToken: 'tok' });
    adoptServerUser(admin);
    expect(readSession()?.accessToken).toBe('tok');
  });

  it('leaves the stored session alone for an anonymous render (it may be a cached page)', () => {
    writeSession({ user: admin, accessToken: 'tok' });
    adoptServerUser(null);
    expect(readSession()?.accessToken).toBe('tok');
  });
});

describe('logout', () => {
  it('calls DELETE /api/_auth/session and clears the storage', async () => {
    writeSession({ user: admin, accessToken: 'tok' });
    const send = vi.fn(
      async (_url: string, _init?: RequestInit) => new Response(null, { status: 204 }),
    );
    await logout(send);
    expect(send).toHaveBeenCalledWith(
      '/api/_auth/session',
      expect.objectContaining({ method: 'DELETE' }),
    );
    expect(new Headers(send.mock.calls[0]![1]!.headers).get('authorization')).toBe('Bearer tok');
    expect(readSession()).toBeNull();
  });

  it('clears the storage even when the API cannot be reached', async () => {
    writeSession({ user: admin, accessToken: 'tok' });
    await logout(async () => Promise.reject(new TypeError('offline')));
    expect(readSession()).toBeNull();
  });
});
