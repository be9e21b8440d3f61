import {
  fullName,
  landingPageOf,
  t,
  type LoginResponse,
  type ProfileCode,
  type SessionUser,
} from '@passerelle/shared';

import { browserApi } from './api-client-browser';
import { accessToken, writeSession } from './session';
import { toast } from './toast';

/*
 * The calls that change who the session acts as (decision 031): impersonation, its end, and the
 * active profile. Each stores the new session (its token when the API hands a new one over, as
 * the login does) and answers the page to go to, the landing page of the new profile; null when
 * refused (the French message is shown as a toast) or signed out (the client goes to /login).
 */

async function change<T>(
  url: string,
  init: { method: 'POST' | 'PUT' | 'DELETE'; body?: unknown },
  adopt: (data: T) => SessionUser,
): Promise<SessionUser | null> {
  const result = await browserApi.request<T>(url, init);
  if (result.ok) return adopt(result.data);
  if (!result.unauthorized) toast.error(result.error);
  return null;
}

function adoptSession({ accessToken, user }: LoginResponse): SessionUser {
  writeSession({ user, accessToken });
  return user;
}

/** "Se connecter en tant que": the admin acts as user `userId` from now on. */
export async function startImpersonation(userId: number): Promise<string | null> {
  const user = await change(`/api/users/${userId}/impersonate`, { method: 'POST' }, adoptSession);
  if (!user) return null;
  toast.success(t('toast.impersonationOn', { name: fullName(user) }));
  return landingPageOf(user);
}

/** "Quitter la substitution": the admin's own session again. */
export async function endImpersonation(): Promise<string | null> {
  const user = await change('/api/_auth/impersonation', { method: 'DELETE' }, adoptSession);
  if (!user) return null;
  toast.success(t('toast.impersonationOff'));
  return landingPageOf(user);
}

/** Makes `code` the active profile of the session (the stored token stays the same). */
export async function switchProfile(code: ProfileCode, label: string): Promise<string | null> {
  const token = accessToken();
  const user = await change<SessionUser>(
    '/api/_auth/session/profile',
    { method: 'PUT', body: { profileCode: code } },
    (data) => {
      writeSession({ user: data, accessToken: token });
      return data;
    },
  );
  if (!user) return null;
  toast.success(t('session.profileSwitched', { profile: label }));
  return landingPageOf(user);
}
