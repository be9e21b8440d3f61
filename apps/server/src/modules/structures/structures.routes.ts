import {
  structureDetailSchema,
  structureOptionSchema,
  structureOptionsQuerySchema,
  structurePreviewsSchema,
} from '@passerelle/shared';
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser } from '../../plugins/auth.js';
import { getStructureOptions, getStructurePreviews } from './structures.service.js';
import { structureDetail } from './structure-detail.service.js';
import { errorResponses, idParams, noQuery } from '../../lib/route-schemas.js';

export const structuresRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/structures/previews',
    {
      schema: {
        tags: ['structures'],
        summary: 'Aperçu des structures',
        description:
          'Valideur RH : les structures dont il est valideur. Administrateur et gestionnaire : ' +
          'toutes les structures actives. Triées par nom ; `members` : leurs bénéficiaires.',
        querystring: noQuery,
        response: { 200: structurePreviewsSchema, ...errorResponses(401, 403) },
      },
      config: { permission: 'structures.previews' },
    },
    async (request) => getStructurePreviews(app.db, currentUser(request)),
  );

  app.get(
    '/structures/:id',
    {
      schema: {
        tags: ['structures'],
        summary: "Une structure, ses membres et leurs demandes d'inscription en cours",
        description:
          'Valideur RH de la structure (structure active), gestionnaire, administrateur ; ' +
          'sinon 404. Les membres (bénéficiaires de la structure) et, pour chacun, ses ' +
          'inscriptions REQUESTED / PRE_REGISTERED (liste d’attente comprise) avec les actions ' +
          'permises à l’appelant ; `notices` : les sessions où plus de 2 personnes de la ' +
          'structure ont demandé une place (spec §9).',
        params: idParams,
        querystring: noQuery,
        response: {
          200: structureDetailSchema,
          ...errorResponses(400, 401, 403, 404),
        },
      },
      config: { permission: 'structures.read' },
    },
    (request) => structureDetail(app.db, request.params.id, currentUser(request)),
  );

  app.get(
    '/structures',
    {
      schema: {
        tags: ['structures'],
        summary: 'Structures (choix dans un formulaire)',
        description: 'Par nom, filtrées par texte et par type ; au plus 50.',
        querystring: structureOptionsQuerySchema,
        response: { 200: z.array(structureOptionSchema), ...errorResponses(401, 403) },
      },
      config: { permission: 'users.manage' },
    },
    (request) => getStructureOptions(app.db, request.query),
  );

  app.get(
    '/structures/providers',
    {
      schema: {
        tags: ['structures'],
        summary: 'Prestataires (filtres et formulaires de la programmation, des bilans)',
        description:
          'Par nom, filtrés par texte ou un seul par id (choix courant d’un filtre) ; au plus 50.',
        querystring: structureOptionsQuerySchema.pick({ q: true, id: true }),
        response: { 200: z.array(structureOptionSchema), ...errorResponses(400, 401, 403) },
      },
      config: { permission: 'programming.read' },
    },
    (request) =>
      getStructureOptions(app.db, { q: request.query.q, id: request.query.id, type: 'provider' }),
  );
};
