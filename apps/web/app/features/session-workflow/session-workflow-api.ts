import {
  SESSION_WORKFLOW_API,
  t,
  type ErrorCode,
  type AnySessionEventBody,
  type SessionEvent,
  type SessionStatus,
} from '@passerelle/shared';

import type { ApiClient } from '~/lib/api-client';
import { browserApi } from '~/lib/api-client-browser';

/**
 * The browser's calls of the session workflow, through the spec §7 client (Bearer token, the
 * API's French `error` on refusal, 401 to the login page).
 */

/**
 * `POST /api/sessions/{id}/{event path}`. `expectedStatus` is the status the page shows: the API
 * applies the event only while the session is still in it (see isStaleSessionAnswer).
 */
export function postSessionEvent(
  sessionId: number,
  event: SessionEvent,
  expectedStatus: SessionStatus,
  body: AnySessionEventBody,
) {
  return browserApi.call(SESSION_WORKFLOW_API.events[event], {
    params: { id: sessionId },
    body: { ...body, expectedStatus },
    defaultErrorMessage: t('toast.editError'),
  });
}

/** The refusals meaning "the session is no longer as this page shows it". */
const STALE_CODES: readonly ErrorCode[] = ['SESSION_STATUS_CHANGED', 'SESSION_CHANGED'];

/** Whether a refused workflow call says the page is stale (reload the session's data). */
export function isStaleSessionAnswer(result: { ok: boolean; code?: ErrorCode }): boolean {
  return !result.ok && result.code !== undefined && STALE_CODES.includes(result.code);
}

export type SessionFlag = 'survey' | 'report';

const FLAG_ROUTES = {
  survey: SESSION_WORKFLOW_API.toggleSurvey,
  report: SESSION_WORKFLOW_API.toggleReport,
} satisfies Record<SessionFlag, unknown>;

/** `POST /api/sessions/{id}/survey` or `/toggle_report`, setting the flag to `enabled`. */
export function postSessionFlag(sessionId: number, flag: SessionFlag, enabled: boolean) {
  return browserApi.call(FLAG_ROUTES[flag], {
    params: { id: sessionId },
    body: { enabled },
    defaultErrorMessage: t('toast.editError'),
  });
}

/**
 * `GET /api/sessions/{id}/history`, newest first. Pass `serverApi(args)` from a loader, or leave the
 * browser's client.
 */
export function getSessionHistory(
  sessionId: number,
  client: ApiClient = browserApi,
  signal?: AbortSignal,
) {
  return client.call(SESSION_WORKFLOW_API.history, {
    params: { id: sessionId },
    defaultErrorMessage: t('sessionWorkflow.history.loadError'),
    signal,
  });
}

/**
 * `GET /api/sessions/{id}/cancelled_registrations`: the registrations the session's cancellation
 * cancelled, which "return to programmed" offers back.
 */
export function getCancelledRegistrations(sessionId: number, signal?: AbortSignal) {
  return browserApi.call(SESSION_WORKFLOW_API.cancelledRegistrations, {
    params: { id: sessionId },
    defaultErrorMessage: t('sessionReturn.registrations.loadError'),
    signal,
  });
}
