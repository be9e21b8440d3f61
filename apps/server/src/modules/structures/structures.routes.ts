import { STRUCTURES_API } from '@passerelle/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser } from '../../plugins/auth.js';
import { getStructureOptions, getStructurePreviews } from './structures.service.js';
import { structureDetail } from './structure-detail.service.js';
import { contractRoute, sharedAnswer } from '../../lib/contract-route.js';

export const structuresRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...contractRoute(STRUCTURES_API.previews, {
      tags: ['structures'],
      summary: 'Aperçu des structures',
      description:
        'Valideur RH : les structures dont il est valideur. Administrateur et gestionnaire : ' +
        'toutes les structures actives. Triées par nom ; `members` : leurs bénéficiaires.',
    }),
    handler: async (request) => getStructurePreviews(app.db, currentUser(request)),
  });

  app.route({
    ...contractRoute(STRUCTURES_API.page, {
      tags: ['structures'],
      summary: "Une structure, ses membres et leurs demandes d'inscription en cours",
      description:
        'Valideur RH de la structure (structure active), gestionnaire, administrateur ; ' +
        'sinon 404. Les membres (bénéficiaires de la structure) et, pour chacun, ses ' +
        'inscriptions REQUESTED / PRE_REGISTERED (liste d’attente comprise) avec les actions ' +
        'permises à l’appelant ; `notices` : les sessions où plus de 2 personnes de la ' +
        'structure ont demandé une place (spec §9).',
    }),
    handler: (request) => structureDetail(app.db, request.params.id, currentUser(request)),
  });

  app.route({
    ...contractRoute(STRUCTURES_API.options, {
      tags: ['structures'],
      summary: 'Structures (choix dans un formulaire)',
      description: 'Par nom, filtrées par texte et par type ; au plus 50.',
    }),
    handler: (request) => getStructureOptions(app.db, request.query),
  });

  app.route({
    ...sharedAnswer(
      contractRoute(STRUCTURES_API.providers, {
        tags: ['structures'],
        summary: 'Prestataires (filtres et formulaires de la programmation, des bilans)',
        description:
          'Par nom, filtrés par texte ou un seul par id (choix courant d’un filtre) ; au plus 50.',
      }),
    ),
    handler: (request) =>
      getStructureOptions(app.db, { q: request.query.q, id: request.query.id, type: 'provider' }),
  });
};
