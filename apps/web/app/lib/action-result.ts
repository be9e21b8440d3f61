import { useEffect, useRef } from 'react';

import type { ApiResult } from './api-client';
import { toast } from './toast';

/**
 * What a route action answers after calling the API: which form (`intent`) and, on failure,
 * the French message (spec §7: body `error`, else `detail`...) and the fields to mark.
 */
export type ActionResult<Intent extends string = string> =
  | { intent: Intent; ok: true }
  | { intent: Intent; ok: false; error: string; fieldErrors: Record<string, string[]> };

export function actionResult<Intent extends string>(
  intent: Intent,
  result: ApiResult<unknown>,
): ActionResult<Intent> {
  if (result.ok) return { intent, ok: true };
  return { intent, ok: false, error: result.error, fieldErrors: fieldErrorsOf(result.body) };
}

/** The `fieldErrors` of an API error body, when it has any. */
export function fieldErrorsOf(body: unknown): Record<string, string[]> {
  if (!body || typeof body !== 'object') return {};
  const { fieldErrors } = body as { fieldErrors?: unknown };
  if (!fieldErrors || typeof fieldErrors !== 'object') return {};
  const entries = Object.entries(fieldErrors as Record<string, unknown>).filter(
    (entry): entry is [string, string[]] =>
      Array.isArray(entry[1]) && entry[1].every((message) => typeof message === 'string'),
  );
  return Object.fromEntries(entries);
}

/**
 * Shows the toast of spec §8 once per action answer: `success` when it went through, otherwise
 * `errorTitle` over the API's message.
 */
export function useActionToast(
  result: ActionResult | undefined,
  messages: (result: ActionResult) => { success: string; errorTitle: string },
): void {
  // The answer already shown: `messages` may change on every render, the answer does not.
  const shown = useRef<ActionResult | undefined>(result);
  useEffect(() => {
    if (!result || result === shown.current) return;
    shown.current = result;
    const { success, errorTitle } = messages(result);
    if (result.ok) toast.success(success);
    else toast.error(result.error, { title: errorTitle });
  }, [result, messages]);
}
