import {
  SESSION_EVENTS,
  SESSION_WORKFLOW,
  cancelledRegistrationsSchema,
  sessionEventBodySchemaOf,
  sessionHistorySchema,
  sessionToggleBodySchema,
  sessionWorkflowStateSchema,
  type SessionEvent,
} from '../workflows/session';
import type { Permission } from '../permissions/matrix';
import { idParams } from './fields';
import { defineRoute } from './route';

/*
 * The HTTP contract of the session workflow (decision 056): one `POST /api/sessions/{id}/{path}`
 * per event of the shared SESSION_WORKFLOW, the survey and report toggles, the history and the
 * registrations a cancellation cancelled.
 */

const workflowErrors = [400, 401, 403, 404, 409] as const;

/** An event's route: its path and permission are the workflow rule's. */
function sessionEventRoute(event: SessionEvent) {
  const rule = SESSION_WORKFLOW[event];
  const body = sessionEventBodySchemaOf(event);
  return defineRoute({
    method: 'POST',
    path: `/sessions/:id/${rule.path}`,
    access: { permission: rule.permission },
    params: idParams,
    // The dated events need a body (their dates); the others may send none.
    body: rule.needsNewDates ? body : body.nullish(),
    response: sessionWorkflowStateSchema,
    errors: workflowErrors,
  });
}

/** A flag's route: `enabled` sets it, its absence flips it. */
function sessionToggleRoute(path: string, permission: Permission) {
  return defineRoute({
    method: 'POST',
    path: `/sessions/:id/${path}`,
    access: { permission },
    params: idParams,
    body: sessionToggleBodySchema.nullish(),
    response: sessionWorkflowStateSchema,
    errors: workflowErrors,
  });
}

/** The routes of the session workflow. */
export const SESSION_WORKFLOW_API = {
  /** Each event's route; 409 when the session is no longer in `expectedStatus`. */
  events: Object.fromEntries(SESSION_EVENTS.map((event) => [event, sessionEventRoute(event)])) as {
    [E in SessionEvent]: ReturnType<typeof sessionEventRoute>;
  },
  toggleReport: sessionToggleRoute('toggle_report', 'sessions.toggleReport'),
  toggleSurvey: sessionToggleRoute('survey', 'sessions.toggleSurvey'),
  /** What "return to programmed" offers back (empty when the session is not cancelled). */
  cancelledRegistrations: defineRoute({
    method: 'GET',
    path: '/sessions/:id/cancelled_registrations',
    access: { permission: SESSION_WORKFLOW.returnToProgrammed.permission },
    params: idParams,
    response: cancelledRegistrationsSchema,
    errors: workflowErrors,
  }),
  /** Newest first. */
  history: defineRoute({
    method: 'GET',
    path: '/sessions/:id/history',
    access: { permission: 'programming.read' },
    params: idParams,
    response: sessionHistorySchema,
    errors: workflowErrors,
  }),
};
