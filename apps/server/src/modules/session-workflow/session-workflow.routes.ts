import {
  SESSION_EVENTS,
  SESSION_STATUS_OPTIONS,
  SESSION_WORKFLOW_API,
  sessionEventDescription,
  sessionEventLabel,
  STATUS_LISTS_API,
} from '@passerelle/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contractRoute } from '../../lib/contract-route.js';
import { currentUser } from '../../plugins/auth.js';
import {
  cancelledRegistrationsFor,
  fireSessionEvent,
  sessionHistoryFor,
  toggleSessionFlag,
} from './session-workflow.service.js';

const EXPECTED_STATUS_NOTE =
  '`expectedStatus` (facultatif) : le statut affiché par la page. Si la session n’y est plus, ' +
  'réponse 409 (SESSION_STATUS_CHANGED) et rien ne change.';

const TOGGLES = [
  {
    contract: SESSION_WORKFLOW_API.toggleReport,
    flag: 'reportEnabled',
    summary: 'Activer ou désactiver le bilan pédagogique',
  },
  {
    contract: SESSION_WORKFLOW_API.toggleSurvey,
    flag: 'surveyEnabled',
    summary: 'Activer ou désactiver le questionnaire de satisfaction',
  },
] as const;

/**
 * The session workflow (shared SESSION_WORKFLOW): one `POST /api/sessions/{id}/{path}` per event,
 * the survey and report toggles, the history and the list of statuses.
 */
export const sessionWorkflowRoutes: FastifyPluginAsyncZod = async (app) => {
  for (const event of SESSION_EVENTS) {
    app.route({
      ...contractRoute(SESSION_WORKFLOW_API.events[event], {
        tags: ['sessions'],
        summary: sessionEventLabel(event),
        description: `${sessionEventDescription(event)} ${EXPECTED_STATUS_NOTE}`,
      }),
      handler: async (request) =>
        fireSessionEvent(app.db, {
          sessionId: request.params.id,
          event,
          user: currentUser(request),
          body: request.body ?? {},
          publicUrl: app.config.PUBLIC_URL,
        }),
    });
  }

  for (const toggle of TOGGLES) {
    app.route({
      ...contractRoute(toggle.contract, {
        tags: ['sessions'],
        summary: toggle.summary,
        description:
          '`enabled` fixe la valeur ; sans lui, la valeur est inversée. Refusé pour une session clôturée.',
      }),
      handler: async (request) =>
        toggleSessionFlag(app.db, {
          sessionId: request.params.id,
          user: currentUser(request),
          flag: toggle.flag,
          enabled: request.body?.enabled,
          publicUrl: app.config.PUBLIC_URL,
        }),
    });
  }

  app.route({
    ...contractRoute(SESSION_WORKFLOW_API.cancelledRegistrations, {
      tags: ['sessions'],
      summary: 'Inscriptions annulées avec la session, à rétablir',
      description:
        'Ce que « Remettre en programmation » propose de rétablir : les inscriptions que l’annulation ' +
        'de la session a annulées (motif « session annulée »), chacune avec son statut d’avant. ' +
        'Vide si la session n’est pas annulée.',
    }),
    handler: async (request) =>
      cancelledRegistrationsFor(app.db, request.params.id, currentUser(request)),
  });

  app.route({
    ...contractRoute(SESSION_WORKFLOW_API.history, {
      tags: ['sessions'],
      summary: 'Historique des changements de statut de la session',
      description: 'Du plus récent au plus ancien.',
    }),
    handler: async (request) => sessionHistoryFor(app.db, request.params.id, currentUser(request)),
  });

  app.route({
    ...contractRoute(STATUS_LISTS_API.sessions, {
      tags: ['sessions'],
      summary: 'Statuts de session et leurs libellés',
    }),
    handler: async () => SESSION_STATUS_OPTIONS,
  });
};
