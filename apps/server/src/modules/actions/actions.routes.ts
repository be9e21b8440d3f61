import { ACTIONS_API, actionExportQuerySchema } from '@passerelle/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser } from '../../plugins/auth.js';
import { exportActions } from './action-export.service.js';
import {
  changeAction,
  createAction,
  duplicateAction,
  getActionCost,
  getActionDetail,
  getSpeakers,
  getActionIndicators,
  getAvailableYears,
  listActions,
  removeAction,
  setSpeakers,
} from './actions.service.js';
import { contractRoute } from '../../lib/contract-route.js';
import { errorResponses, fileResponse } from '../../lib/route-schemas.js';

const SCOPE_NOTE =
  'Un prestataire ne voit que les actions de ses structures (les autres répondent 404).';

/**
 * Actions of the programme (spec §7 "Actions"): list, indicators, detail, changes, cost, copy,
 * speakers, and the export (an action's sessions: modules/sessions). Providers are limited to their structures' actions.
 */
export const actionsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...contractRoute(ACTIONS_API.list, {
      tags: ['actions'],
      summary: 'Liste des actions',
      description:
        'Filtres : year, axisId, typeId, providerId, status (une session dans ce statut), q ' +
        '(intitulé, numéro de lot, code de session ; sans accents ni casse). Tri : sort=champ ou ' +
        `-champ. ${SCOPE_NOTE}`,
    }),
    handler: async (request) => listActions(app.db, currentUser(request), request.query),
  });

  app.route({
    ...contractRoute(ACTIONS_API.availableYears, {
      tags: ['actions'],
      summary: 'Années ayant des actions',
      description: `De la plus récente à la plus ancienne. ${SCOPE_NOTE}`,
    }),
    handler: async (request) => getAvailableYears(app.db, currentUser(request)),
  });

  app.route({
    ...contractRoute(ACTIONS_API.indicators, {
      tags: ['actions'],
      summary: 'Indicateurs des actions filtrées',
      description:
        'Mêmes filtres que la liste. Avec `status`, les chiffres des sessions ne comptent que ' +
        'les sessions dans ce statut ; le coût total est celui des actions (toutes sessions). ' +
        'Inscriptions : toutes sauf annulées et refusées.',
    }),
    handler: async (request) => getActionIndicators(app.db, currentUser(request), request.query),
  });

  app.route({
    ...contractRoute(ACTIONS_API.create, {
      tags: ['actions'],
      summary: 'Créer une action',
    }),
    handler: async (request, reply) => {
      const user = currentUser(request);
      const id = await createAction(app.db, request.body);
      return reply.code(201).send(await getActionDetail(app.db, user, id));
    },
  });

  app.route({
    ...contractRoute(ACTIONS_API.detail, {
      tags: ['actions'],
      summary: "Détail d'une action",
      description: SCOPE_NOTE,
    }),
    handler: async (request) => getActionDetail(app.db, currentUser(request), request.params.id),
  });

  app.route({
    ...contractRoute(ACTIONS_API.update, {
      tags: ['actions'],
      summary: 'Modifier une action',
      description:
        'Administrateur et gestionnaire : tous les champs. Prestataire : les champs ' +
        'pédagogiques (public, goal, description, supplementaryResources) et les intervenants ' +
        `de ses actions ; tout autre champ est refusé (403). ${SCOPE_NOTE}`,
    }),
    handler: async (request) => {
      const user = currentUser(request);
      await changeAction(app.db, user, request.params.id, request.body);
      return getActionDetail(app.db, user, request.params.id);
    },
  });

  app.route({
    ...contractRoute(ACTIONS_API.remove, {
      tags: ['actions'],
      summary: 'Supprimer une action',
      description: "Refusé (409) tant que l'action a des sessions.",
    }),
    handler: async (request, reply) => {
      await removeAction(app.db, currentUser(request), request.params.id);
      return reply.code(204).send(null);
    },
  });

  app.route({
    ...contractRoute(ACTIONS_API.cost, {
      tags: ['actions'],
      summary: "Coût d'une action",
      description: 'Coût total = pédagogique + animation + déplacement + coûts des sessions.',
    }),
    handler: async (request) => getActionCost(app.db, currentUser(request), request.params.id),
  });

  app.route({
    ...contractRoute(ACTIONS_API.duplicate, {
      tags: ['actions'],
      summary: 'Dupliquer une action',
      description:
        "Copie l'action et ses intervenants, sans ses sessions ; nom suivi de « (copie) ».",
    }),
    handler: async (request, reply) => {
      const user = currentUser(request);
      const id = await duplicateAction(app.db, user, request.params.id);
      return reply.code(201).send(await getActionDetail(app.db, user, id));
    },
  });

  app.route({
    ...contractRoute(ACTIONS_API.speakers, {
      tags: ['actions'],
      summary: "Intervenants d'une action",
    }),
    handler: async (request) => getSpeakers(app.db, currentUser(request), request.params.id),
  });

  app.route({
    ...contractRoute(ACTIONS_API.setSpeakers, {
      tags: ['actions'],
      summary: "Remplacer les intervenants d'une action",
      description: `Un prestataire : pour ses actions seulement. ${SCOPE_NOTE}`,
    }),
    handler: async (request) =>
      setSpeakers(app.db, currentUser(request), request.params.id, request.body.speakerIds),
  });

  app.get(
    '/action_views/export',
    {
      schema: {
        tags: ['actions'],
        summary: 'Export des actions (CSV ou XLSX)',
        description:
          'Mêmes filtres et tri que la liste ; format=csv (UTF-8 avec BOM, séparateur « ; ») ou ' +
          `xlsx. Le fichier est produit au fil de l'eau. ${SCOPE_NOTE}`,
        querystring: actionExportQuerySchema,
        response: { 200: fileResponse, ...errorResponses(400, 401, 403) },
      },
      config: { permission: 'programming.export' },
    },
    async (request, reply) => exportActions(app.db, reply, currentUser(request), request.query),
  );
};
