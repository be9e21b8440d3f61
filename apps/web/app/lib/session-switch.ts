import {
  routeOf,
  type AUTH_API,
  type LoginResponse,
  type ProfileCode,
  type SessionUser,
} from '@passerelle/shared';

import type { ApiResult } from './api-client';
import { browserApi } from './api-client-browser';
import { accessToken, writeSession } from './session';

/*
 * The calls that change who the session acts as (decision 031): impersonation, its end, and the
 * active profile. Each stores the new session (its token when the API hands a new one over, as
 * the login does) and answers its user, whose landing page the page then opens; the button runs
 * it through `useMutation` (the toasts, the busy state).
 */

// The header offers these on every page: their contracts by reference, without their schemas.
const IMPERSONATE = routeOf<typeof AUTH_API.impersonate>({
  method: 'POST',
  path: '/users/:id/impersonate',
});
const END_IMPERSONATION = routeOf<typeof AUTH_API.endImpersonation>({
  method: 'DELETE',
  path: '/_auth/impersonation',
});
const SWITCH_PROFILE = routeOf<typeof AUTH_API.switchProfile>({
  method: 'PUT',
  path: '/_auth/session/profile',
});

/** The call's answer adopted as the session (stored), answering its user. */
async function change<T>(
  call: Promise<ApiResult<T>>,
  adopt: (data: T) => SessionUser,
): Promise<ApiResult<SessionUser>> {
  const result = await call;
  return result.ok ? { ...result, data: adopt(result.data) } : result;
}

function adoptSession({ accessToken, user }: LoginResponse): SessionUser {
  writeSession({ user, accessToken });
  return user;
}

/** "Se connecter en tant que": the admin acts as user `userId` from now on. */
export function startImpersonation(userId: number): Promise<ApiResult<SessionUser>> {
  return change(browserApi.call(IMPERSONATE, { params: { id: userId } }), adoptSession);
}

/** "Quitter la substitution": the admin's own session again. */
export function endImpersonation(): Promise<ApiResult<SessionUser>> {
  return change(browserApi.call(END_IMPERSONATION), adoptSession);
}

/** Makes `code` the active profile of the session (the stored token stays the same). */
export function switchProfile(code: ProfileCode): Promise<ApiResult<SessionUser>> {
  const token = accessToken();
  return change(browserApi.call(SWITCH_PROFILE, { body: { profileCode: code } }), (data) => {
    writeSession({ user: data, accessToken: token });
    return data;
  });
}
