import type {
  PasswordResetAnswer,
  PasswordResetBody,
  PasswordResetRequest,
} from '@passerelle/shared';

import type { ApiClient, ApiResult } from '~/lib/api-client';
import { browserApi } from '~/lib/api-client-browser';

/* The password reset's API calls (decision 029): public, so a 401 never comes back. */

export function requestPasswordReset(
  body: PasswordResetRequest,
): Promise<ApiResult<PasswordResetAnswer>> {
  return browserApi.request('/api/auth/password_reset/request', { method: 'POST', body });
}

export function resetPassword(body: PasswordResetBody): Promise<ApiResult<PasswordResetAnswer>> {
  return browserApi.request('/api/auth/password_reset', { method: 'POST', body });
}

/** Whether the link's token may still be used (a loader's check, before the form is shown). */
export async function resetLinkUsable(api: ApiClient, token: string): Promise<boolean> {
  if (!token) return false;
  const result = await api.request('/api/auth/password_reset/check', {
    method: 'POST',
    body: { token },
  });
  return result.ok;
}
