import {
  interventionDateItemSchema,
  interventionDatesBodySchema,
  MODALITIES,
  MODALITY_LABELS,
  PROVIDER_EDITABLE_SESSION_FIELDS,
  SESSIONS_API,
  sessionExportQuerySchema,
  sessionIdQuerySchema,
  sessionListQuerySchema,
  sessionModalitiesSchema,
  sessionPageSchema,
} from '@passerelle/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser } from '../../plugins/auth.js';
import {
  addSession,
  changeSession,
  getInterventionDates,
  getSessionDetail,
  getSessionPreviews,
  listSessions,
  removeSession,
  setInterventionDates,
} from './sessions.service.js';
import { contractRoute } from '../../lib/contract-route.js';
import { errorResponses, fileResponse, noQuery } from '../../lib/route-schemas.js';
import { exportSessions } from './session-export.service.js';
import { getSessionCost, getSessionIndicators } from './session-figures.service.js';

const errors = errorResponses(400, 401, 403, 404, 409);
const FILTERS_NOTE =
  "Filtres : year, axisId et typeId (de l'action), actionId, cityId, modality, status, " +
  'providerId, from et to (jours, heure de Paris, bornes incluses, sur la date de début), q ' +
  "(code de session, intitulé de l'action).";
const SCOPE_NOTE =
  'Un prestataire ne voit que les sessions des actions de ses structures (les autres répondent 404).';

const ACTION_SCOPE_NOTE =
  'Un prestataire ne voit que les actions de ses structures (les autres répondent 404).';

const MODALITY_OPTIONS = MODALITIES.map((code) => ({ code, label: MODALITY_LABELS[code] }));

/**
 * Sessions (spec §7 "Sessions"): list, an action's sessions and a new one, detail, changes of
 * their fields and intervention dates, and the modality labels. Status changes are the workflow's (modules/session-workflow).
 */
export const sessionsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/sessions',
    {
      schema: {
        tags: ['sessions'],
        summary: 'Liste des sessions',
        description: `${FILTERS_NOTE} ${SCOPE_NOTE}`,
        querystring: sessionListQuerySchema,
        response: { 200: sessionPageSchema, ...errors },
      },
      config: { permission: 'programming.read' },
    },
    async (request) => listSessions(app.db, currentUser(request), request.query),
  );

  app.route({
    ...contractRoute(SESSIONS_API.indicators, {
      tags: ['sessions'],
      summary: 'Indicateurs des sessions filtrées',
      description:
        `${FILTERS_NOTE} Sessions par statut, places, places prises, inscriptions (ni annulées ` +
        `ni refusées), stagiaires venus et coût total des sessions. ${SCOPE_NOTE}`,
    }),
    handler: async (request) => getSessionIndicators(app.db, currentUser(request), request.query),
  });

  app.get(
    '/session_views/export',
    {
      schema: {
        tags: ['sessions'],
        summary: 'Export des sessions (CSV ou XLSX)',
        description:
          `Mêmes filtres et tri que la liste ; format=csv (UTF-8 avec BOM, séparateur « ; ») ou ` +
          `xlsx. Le fichier est produit au fil de l'eau. ${FILTERS_NOTE} ${SCOPE_NOTE}`,
        querystring: sessionExportQuerySchema,
        response: { 200: fileResponse, ...errorResponses(400, 401, 403) },
      },
      config: { permission: 'programming.export' },
    },
    async (request, reply) => exportSessions(app.db, reply, currentUser(request), request.query),
  );

  app.route({
    ...contractRoute(SESSIONS_API.cost, {
      tags: ['sessions'],
      summary: "Coût d'une session",
      description:
        'Le coût de la session, par place occupée et par stagiaire venu (présent ou ' +
        `partiellement absent), arrondis au centime. ${SCOPE_NOTE}`,
    }),
    handler: async (request) => getSessionCost(app.db, currentUser(request), request.params.id),
  });

  app.route({
    ...contractRoute(SESSIONS_API.create, {
      tags: ['actions', 'sessions'],
      summary: 'Ajouter une session à une action',
      description: 'La session est créée au statut « Programmée ».',
    }),
    handler: async (request, reply) => {
      const user = currentUser(request);
      const id = await addSession(app.db, user, request.params.id, request.body);
      return reply.code(201).send(await getSessionDetail(app.db, user, id));
    },
  });

  app.route({
    ...contractRoute(SESSIONS_API.previews, {
      tags: ['actions', 'sessions'],
      summary: "Sessions d'une action",
      description: `Par date de début, avec les places prises et restantes. ${ACTION_SCOPE_NOTE}`,
    }),
    handler: async (request) => getSessionPreviews(app.db, currentUser(request), request.params.id),
  });

  app.route({
    ...contractRoute(SESSIONS_API.detail, {
      tags: ['sessions'],
      summary: "Détail d'une session",
      description: SCOPE_NOTE,
    }),
    handler: async (request) => getSessionDetail(app.db, currentUser(request), request.params.id),
  });

  app.route({
    ...contractRoute(SESSIONS_API.update, {
      tags: ['sessions'],
      summary: 'Modifier une session',
      description:
        'Administrateur et gestionnaire : tout sous-ensemble des champs ; `interventionDates` ' +
        `remplace la liste. Prestataire : les heures réalisées (${PROVIDER_EDITABLE_SESSION_FIELDS.join(', ')}) ` +
        'des sessions de ses actions ; tout autre champ est refusé (403) et rien ne change. ' +
        'Le statut ne se modifie pas ici (actions du workflow). ' +
        `Refusé (409) pour une session clôturée. ${SCOPE_NOTE}`,
    }),
    handler: async (request) => {
      const user = currentUser(request);
      await changeSession(app.db, user, request.params.id, request.body, app.config.PUBLIC_URL);
      return getSessionDetail(app.db, user, request.params.id);
    },
  });

  app.route({
    ...contractRoute(SESSIONS_API.remove, {
      tags: ['sessions'],
      summary: 'Supprimer une session',
      description: 'Refusé (409) si la session a des inscriptions ou est clôturée.',
    }),
    handler: async (request, reply) => {
      await removeSession(app.db, currentUser(request), request.params.id);
      return reply.code(204).send(null);
    },
  });

  app.get(
    '/session_intervention_dates',
    {
      schema: {
        tags: ['sessions'],
        summary: "Dates d'intervention d'une session",
        description: `Par date de début. ${SCOPE_NOTE}`,
        querystring: sessionIdQuerySchema,
        response: { 200: z.array(interventionDateItemSchema), ...errors },
      },
      config: { permission: 'programming.read' },
    },
    async (request) => getInterventionDates(app.db, currentUser(request), request.query.sessionId),
  );

  app.put(
    '/session_intervention_dates',
    {
      schema: {
        tags: ['sessions'],
        summary: "Remplacer les dates d'intervention d'une session",
        querystring: sessionIdQuerySchema,
        body: interventionDatesBodySchema,
        response: { 200: z.array(interventionDateItemSchema), ...errors },
      },
      config: { permission: 'programming.manage' },
    },
    async (request) =>
      setInterventionDates(
        app.db,
        currentUser(request),
        request.query.sessionId,
        request.body.interventionDates,
      ),
  );

  // Listed among the public paths of spec §7 (the catalogue's filters): bare and under `public/`.
  for (const url of ['/session_modalities', '/public/session_modalities']) {
    app.get(
      url,
      {
        schema: {
          tags: ['sessions'],
          summary: 'Modalités de session et leurs libellés',
          querystring: noQuery,
          response: { 200: sessionModalitiesSchema },
        },
        config: { public: true },
      },
      async () => MODALITY_OPTIONS,
    );
  }
};
