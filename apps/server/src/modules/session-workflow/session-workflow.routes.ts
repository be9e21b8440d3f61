import {
  SESSION_EVENTS,
  SESSION_STATUS_OPTIONS,
  SESSION_WORKFLOW,
  cancelledRegistrationsSchema,
  sessionEventBodySchemaOf,
  sessionEventDescription,
  sessionEventLabel,
  sessionHistorySchema,
  sessionToggleBodySchema,
  sessionWorkflowStateSchema,
  type Permission,
  STATUS_LISTS_API,
} from '@passerelle/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser } from '../../plugins/auth.js';
import {
  cancelledRegistrationsFor,
  fireSessionEvent,
  sessionHistoryFor,
  toggleSessionFlag,
} from './session-workflow.service.js';
import { contractRoute } from '../../lib/contract-route.js';
import { errorResponses, idParams, noQuery } from '../../lib/route-schemas.js';

const EXPECTED_STATUS_NOTE =
  '`expectedStatus` (facultatif) : le statut affiché par la page. Si la session n’y est plus, ' +
  'réponse 409 (SESSION_STATUS_CHANGED) et rien ne change.';
const errors = errorResponses(400, 401, 403, 404, 409);

const TOGGLES = [
  {
    path: 'toggle_report',
    flag: 'reportEnabled',
    permission: 'sessions.toggleReport',
    summary: 'Activer ou désactiver le bilan pédagogique',
  },
  {
    path: 'survey',
    flag: 'surveyEnabled',
    permission: 'sessions.toggleSurvey',
    summary: 'Activer ou désactiver le questionnaire de satisfaction',
  },
] as const satisfies readonly {
  path: string;
  flag: 'reportEnabled' | 'surveyEnabled';
  permission: Permission;
  summary: string;
}[];

/**
 * The session workflow (shared SESSION_WORKFLOW): one `POST /api/sessions/{id}/{path}` per event,
 * the survey and report toggles, the history and the list of statuses.
 */
export const sessionWorkflowRoutes: FastifyPluginAsyncZod = async (app) => {
  for (const event of SESSION_EVENTS) {
    const rule = SESSION_WORKFLOW[event];
    const bodySchema = sessionEventBodySchemaOf(event);
    app.post(
      `/sessions/:id/${rule.path}`,
      {
        schema: {
          tags: ['sessions'],
          summary: sessionEventLabel(event),
          description: `${sessionEventDescription(event)} ${EXPECTED_STATUS_NOTE}`,
          params: idParams,
          // The dated events need a body (their dates); the others may send none.
          querystring: noQuery,
          body: rule.needsNewDates ? bodySchema : bodySchema.nullish(),
          response: { 200: sessionWorkflowStateSchema, ...errors },
        },
        config: { permission: rule.permission },
      },
      async (request) =>
        fireSessionEvent(app.db, {
          sessionId: request.params.id,
          event,
          user: currentUser(request),
          body: request.body ?? {},
          publicUrl: app.config.PUBLIC_URL,
        }),
    );
  }

  for (const toggle of TOGGLES) {
    app.post(
      `/sessions/:id/${toggle.path}`,
      {
        schema: {
          tags: ['sessions'],
          summary: toggle.summary,
          description:
            '`enabled` fixe la valeur ; sans lui, la valeur est inversée. Refusé pour une session clôturée.',
          params: idParams,
          querystring: noQuery,
          body: sessionToggleBodySchema.nullish(),
          response: { 200: sessionWorkflowStateSchema, ...errors },
        },
        config: { permission: toggle.permission },
      },
      async (request) =>
        toggleSessionFlag(app.db, {
          sessionId: request.params.id,
          user: currentUser(request),
          flag: toggle.flag,
          enabled: request.body?.enabled,
          publicUrl: app.config.PUBLIC_URL,
        }),
    );
  }

  app.get(
    '/sessions/:id/cancelled_registrations',
    {
      schema: {
        tags: ['sessions'],
        summary: 'Inscriptions annulées avec la session, à rétablir',
        description:
          'Ce que « Remettre en programmation » propose de rétablir : les inscriptions que l’annulation ' +
          'de la session a annulées (motif « session annulée »), chacune avec son statut d’avant. ' +
          'Vide si la session n’est pas annulée.',
        params: idParams,
        querystring: noQuery,
        response: { 200: cancelledRegistrationsSchema, ...errors },
      },
      config: { permission: SESSION_WORKFLOW.returnToProgrammed.permission },
    },
    async (request) => cancelledRegistrationsFor(app.db, request.params.id, currentUser(request)),
  );

  app.get(
    '/sessions/:id/history',
    {
      schema: {
        tags: ['sessions'],
        summary: 'Historique des changements de statut de la session',
        description: 'Du plus récent au plus ancien.',
        params: idParams,
        querystring: noQuery,
        response: { 200: sessionHistorySchema, ...errors },
      },
      config: { permission: 'programming.read' },
    },
    async (request) => sessionHistoryFor(app.db, request.params.id, currentUser(request)),
  );

  app.route({
    ...contractRoute(STATUS_LISTS_API.sessions, {
      tags: ['sessions'],
      summary: 'Statuts de session et leurs libellés',
    }),
    handler: async () => SESSION_STATUS_OPTIONS,
  });
};
