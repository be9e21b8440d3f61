import type { ApiResult } from './api-client';
import type { SubmitFailure } from './use-submit-form';

/**
 * What a route action answers after calling the API: which form (`intent`) and, on failure,
 * the API's refusal as the API client read it (message, code, field messages).
 */
export type ActionResult<Intent extends string = string> =
  { intent: Intent; ok: true } | ({ intent: Intent } & Omit<SubmitFailure, 'unauthorized'>);

export function actionResult<Intent extends string>(
  intent: Intent,
  result: ApiResult<unknown>,
): ActionResult<Intent> {
  if (result.ok) return { intent, ok: true };
  const { error, code, detail, fieldErrors } = result;
  return {
    intent,
    ok: false,
    error,
    fieldErrors,
    ...(code ? { code } : {}),
    ...(detail ? { detail } : {}),
  };
}
