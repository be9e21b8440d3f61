import { data } from 'react-router';

import type { ApiResult } from './api-client';
import type { SubmitFailure } from './use-submit-form';

/**
 * What a route action answers after calling the API: which form (`intent`) and, on failure,
 * the API's refusal as the API client read it (message, code, field messages, an expired
 * session).
 */
export type ActionResult<Intent extends string = string> =
  | { intent: Intent; ok: true }
  | ({ intent: Intent } & SubmitFailure);

export function actionResult<Intent extends string>(
  intent: Intent,
  result: ApiResult<unknown>,
): ActionResult<Intent> {
  if (result.ok) return { intent, ok: true };
  const { error, code, detail, fieldErrors, unauthorized } = result;
  return {
    intent,
    ok: false,
    error,
    fieldErrors,
    ...(code ? { code } : {}),
    ...(detail ? { detail } : {}),
    ...(unauthorized ? { unauthorized } : {}),
  };
}

/**
 * What a route action returns. An expired session's answer goes with the status 401: the router
 * then does not reload the page's data (its loaders would leave for the login page), and the
 * form opens the sign-in popup over the page.
 */
export function actionAnswer<Result extends ActionResult>(result: Result) {
  return !result.ok && result.unauthorized ? data(result, { status: 401 }) : result;
}
