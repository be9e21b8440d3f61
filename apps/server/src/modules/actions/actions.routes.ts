import {
  actionCostSchema,
  actionCreateSchema,
  actionDetailSchema,
  actionExportQuerySchema,
  actionFiltersSchema,
  actionIndicatorsSchema,
  actionListQuerySchema,
  actionPageSchema,
  actionSpeakersBodySchema,
  actionUpdateSchema,
  availableYearsSchema,
  speakerSchema,
} from '@passerelle/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
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
import {
  errorResponses,
  fileResponse,
  idParams,
  noBody,
  noQuery,
} from '../../lib/route-schemas.js';

const errors = errorResponses(400, 401, 403, 404, 409);
const SCOPE_NOTE =
  'Un prestataire ne voit que les actions de ses structures (les autres répondent 404).';

/**
 * Actions of the programme (spec §7 "Actions"): list, indicators, detail, changes, cost, copy,
 * speakers, and the export (an action's sessions: modules/sessions). Providers are limited to their structures' actions.
 */
export const actionsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/actions',
    {
      schema: {
        tags: ['actions'],
        summary: 'Liste des actions',
        description:
          'Filtres : year, axisId, typeId, providerId, status (une session dans ce statut), q ' +
          '(intitulé, numéro de lot, code de session ; sans accents ni casse). Tri : sort=champ ou ' +
          `-champ. ${SCOPE_NOTE}`,
        querystring: actionListQuerySchema,
        response: { 200: actionPageSchema, ...errors },
      },
      config: { permission: 'programming.read' },
    },
    async (request) => listActions(app.db, currentUser(request), request.query),
  );

  app.get(
    '/actions/available_years',
    {
      schema: {
        tags: ['actions'],
        summary: 'Années ayant des actions',
        description: `De la plus récente à la plus ancienne. ${SCOPE_NOTE}`,
        querystring: noQuery,
        response: { 200: availableYearsSchema, ...errors },
      },
      config: { permission: 'programming.read' },
    },
    async (request) => getAvailableYears(app.db, currentUser(request)),
  );

  app.get(
    '/actions/indicators',
    {
      schema: {
        tags: ['actions'],
        summary: 'Indicateurs des actions filtrées',
        description:
          'Mêmes filtres que la liste. Avec `status`, les chiffres des sessions ne comptent que ' +
          'les sessions dans ce statut ; le coût total est celui des actions (toutes sessions). ' +
          'Inscriptions : toutes sauf annulées et refusées.',
        querystring: actionFiltersSchema,
        response: { 200: actionIndicatorsSchema, ...errors },
      },
      config: { permission: 'programming.read' },
    },
    async (request) => getActionIndicators(app.db, currentUser(request), request.query),
  );

  app.post(
    '/actions',
    {
      schema: {
        tags: ['actions'],
        summary: 'Créer une action',
        querystring: noQuery,
        body: actionCreateSchema,
        response: { 201: actionDetailSchema, ...errors },
      },
      config: { permission: 'programming.manage' },
    },
    async (request, reply) => {
      const user = currentUser(request);
      const id = await createAction(app.db, request.body);
      return reply.code(201).send(await getActionDetail(app.db, user, id));
    },
  );

  app.get(
    '/actions/:id',
    {
      schema: {
        tags: ['actions'],
        summary: "Détail d'une action",
        description: SCOPE_NOTE,
        params: idParams,
        querystring: noQuery,
        response: { 200: actionDetailSchema, ...errors },
      },
      config: { permission: 'programming.read' },
    },
    async (request) => getActionDetail(app.db, currentUser(request), request.params.id),
  );

  app.patch(
    '/actions/:id',
    {
      schema: {
        tags: ['actions'],
        summary: 'Modifier une action',
        description:
          'Administrateur et gestionnaire : tous les champs. Prestataire : les champs ' +
          'pédagogiques (public, goal, description, supplementaryResources) et les intervenants ' +
          `de ses actions ; tout autre champ est refusé (403). ${SCOPE_NOTE}`,
        params: idParams,
        querystring: noQuery,
        body: actionUpdateSchema,
        response: { 200: actionDetailSchema, ...errors },
      },
      config: { permission: 'programming.editPedagogy' },
    },
    async (request) => {
      const user = currentUser(request);
      await changeAction(app.db, user, request.params.id, request.body);
      return getActionDetail(app.db, user, request.params.id);
    },
  );

  app.delete(
    '/actions/:id',
    {
      schema: {
        tags: ['actions'],
        summary: 'Supprimer une action',
        description: "Refusé (409) tant que l'action a des sessions.",
        params: idParams,
        querystring: noQuery,
        response: { 204: z.null().describe('Supprimée'), ...errors },
      },
      config: { permission: 'programming.manage' },
    },
    async (request, reply) => {
      await removeAction(app.db, currentUser(request), request.params.id);
      return reply.code(204).send(null);
    },
  );

  app.get(
    '/actions/:id/cost',
    {
      schema: {
        tags: ['actions'],
        summary: "Coût d'une action",
        description: 'Coût total = pédagogique + animation + déplacement + coûts des sessions.',
        params: idParams,
        querystring: noQuery,
        response: { 200: actionCostSchema, ...errors },
      },
      config: { permission: 'programming.read' },
    },
    async (request) => getActionCost(app.db, currentUser(request), request.params.id),
  );

  app.post(
    '/actions/:id/duplicate',
    {
      schema: {
        tags: ['actions'],
        summary: 'Dupliquer une action',
        description:
          "Copie l'action et ses intervenants, sans ses sessions ; nom suivi de « (copie) ».",
        params: idParams,
        body: noBody,
        querystring: noQuery,
        response: { 201: actionDetailSchema, ...errors },
      },
      config: { permission: 'programming.manage' },
    },
    async (request, reply) => {
      const user = currentUser(request);
      const id = await duplicateAction(app.db, user, request.params.id);
      return reply.code(201).send(await getActionDetail(app.db, user, id));
    },
  );

  app.get(
    '/actions/:id/speakers',
    {
      schema: {
        tags: ['actions'],
        summary: "Intervenants d'une action",
        params: idParams,
        querystring: noQuery,
        response: { 200: z.array(speakerSchema), ...errors },
      },
      config: { permission: 'programming.read' },
    },
    async (request) => getSpeakers(app.db, currentUser(request), request.params.id),
  );

  app.put(
    '/actions/:id/speakers',
    {
      schema: {
        tags: ['actions'],
        summary: "Remplacer les intervenants d'une action",
        description: `Un prestataire : pour ses actions seulement. ${SCOPE_NOTE}`,
        params: idParams,
        querystring: noQuery,
        body: actionSpeakersBodySchema,
        response: { 200: z.array(speakerSchema), ...errors },
      },
      config: { permission: 'programming.editPedagogy' },
    },
    async (request) =>
      setSpeakers(app.db, currentUser(request), request.params.id, request.body.speakerIds),
  );

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
