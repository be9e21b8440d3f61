import type { LoginResponse, ProfileCode, SessionUser } from '@passerelle/shared';

import type { ApiResult } from './api-client';
import { browserApi } from './api-client-browser';
import { accessToken, writeSession } from './session';

/*
 * The calls that change who the session acts as (decision 031): impersonation, its end, and the
 * active profile. Each stores the new session (its token when the API hands a new one over, as
 * the login does) and answers its user, whose landing page the page then opens; the button runs
 * it through `useMutation` (the toasts, the busy state).
 */

async function change<T>(
  url: string,
  init: { method: 'POST' | 'PUT' | 'DELETE'; body?: unknown },
  adopt: (data: T) => SessionUser,
): Promise<ApiResult<SessionUser>> {
  const result = await browserApi.request<T>(url, init);
  return result.ok ? { ...result, data: adopt(result.data) } : result;
}

function adoptSession({ accessToken, user }: LoginResponse): SessionUser {
  writeSession({ user, accessToken });
  return user;
}

/** "Se connecter en tant que": the admin acts as user `userId` from now on. */
export function startImpersonation(userId: number): Promise<ApiResult<SessionUser>> {
  return change(`/api/users/${userId}/impersonate`, { method: 'POST' }, adoptSession);
}

/** "Quitter la substitution": the admin's own session again. */
export function endImpersonation(): Promise<ApiResult<SessionUser>> {
  return change('/api/_auth/impersonation', { method: 'DELETE' }, adoptSession);
}

/** Makes `code` the active profile of the session (the stored token stays the same). */
export function switchProfile(code: ProfileCode): Promise<ApiResult<SessionUser>> {
  const token = accessToken();
  return change<SessionUser>(
    '/api/_auth/session/profile',
    { method: 'PUT', body: { profileCode: code } },
    (data) => {
      writeSession({ user: data, accessToken: token });
      return data;
    },
  );
}
