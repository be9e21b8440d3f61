import {
  CONTENT_API,
  MESSAGES_API,
  type ContentUpdate,
  type PublicMessageCreate,
} from '@passerelle/shared';

import { actionResult, type ActionResult } from '~/lib/action-result';
import type { ApiClient } from '~/lib/api-client';
import type { useRouteAction } from '~/lib/use-route-action';

/*
 * The writes of /back/admin/content/{code}, sent as JSON to the page's route action, which
 * calls the API on the server (the HTML is sanitised there before it is stored).
 */

export type ContentActionPayload =
  | { intent: 'saveContent'; values: ContentUpdate }
  | { intent: 'createMessage'; values: PublicMessageCreate }
  | { intent: 'updateMessage'; id: number; values: PublicMessageCreate }
  | { intent: 'deleteMessage'; id: number };

export type ContentIntent = ContentActionPayload['intent'];
export type ContentActionResult = ActionResult<ContentIntent>;

const INTENTS: readonly ContentIntent[] = [
  'saveContent',
  'createMessage',
  'updateMessage',
  'deleteMessage',
];

function isPayload(value: unknown): value is ContentActionPayload {
  if (!value || typeof value !== 'object') return false;
  const { intent } = value as { intent?: unknown };
  return INTENTS.includes(intent as ContentIntent);
}

/** Runs one write through the API; null when the payload is not one of ours. */
export async function runContentAction(
  api: ApiClient,
  code: string,
  payload: unknown,
): Promise<ContentActionResult | null> {
  if (!isPayload(payload)) return null;
  switch (payload.intent) {
    case 'saveContent':
      return actionResult(
        payload.intent,
        await api.call(CONTENT_API.save, { params: { code }, body: payload.values }),
      );
    case 'createMessage':
      return actionResult(
        payload.intent,
        await api.call(MESSAGES_API.create, { body: payload.values }),
      );
    case 'updateMessage':
      return actionResult(
        payload.intent,
        await api.call(MESSAGES_API.update, {
          params: { id: Number(payload.id) },
          body: payload.values,
        }),
      );
    case 'deleteMessage':
      return actionResult(
        payload.intent,
        await api.call(MESSAGES_API.remove, { params: { id: Number(payload.id) } }),
      );
  }
}

/** Posts one of these payloads to the current route's action (as JSON). */
export function postContentAction(
  post: ReturnType<typeof useRouteAction>['post'],
  payload: ContentActionPayload,
) {
  return post(JSON.parse(JSON.stringify(payload)) as ContentActionPayload, {
    encType: 'application/json',
  });
}
