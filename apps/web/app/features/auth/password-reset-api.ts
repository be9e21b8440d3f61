import { PASSWORD_RESET_API, type RouteAnswer, type RouteBody } from '@passerelle/shared';

import type { ApiClient, ApiResult } from '~/lib/api-client';
import { browserApi } from '~/lib/api-client-browser';

/* The password reset's API calls (decision 029): public, so a 401 never comes back. */

export function requestPasswordReset(
  body: RouteBody<typeof PASSWORD_RESET_API.request>,
): Promise<ApiResult<RouteAnswer<typeof PASSWORD_RESET_API.request>>> {
  return browserApi.call(PASSWORD_RESET_API.request, { body });
}

export function resetPassword(
  body: RouteBody<typeof PASSWORD_RESET_API.reset>,
): Promise<ApiResult<RouteAnswer<typeof PASSWORD_RESET_API.reset>>> {
  return browserApi.call(PASSWORD_RESET_API.reset, { body });
}

/** Whether the link's token may still be used (a loader's check, before the form is shown). */
export async function resetLinkUsable(api: ApiClient, token: string): Promise<boolean> {
  if (!token) return false;
  const result = await api.call(PASSWORD_RESET_API.check, { body: { token } });
  return result.ok;
}
