import { ACTIONS_API, SPEAKER_CANDIDATES_LIMIT } from '@passerelle/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contractRoute } from '../../lib/contract-route.js';
import { currentUser } from '../../plugins/auth.js';
import { getSpeakerCandidates } from './actions.service.js';

/**
 * Who may be added to an action's speakers (the speakers tab's combobox): `GET /api/users` is the
 * administrator's, so the programme staff and the action's provider get this narrow, searchable
 * list instead.
 */
export const speakerCandidatesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...contractRoute(ACTIONS_API.speakerCandidates, {
      tags: ['actions'],
      summary: 'Personnes pouvant intervenir dans une action',
      description:
        'Utilisateurs actifs ayant un profil prestataire (pour un prestataire : ceux de sa ' +
        'structure seulement, sur ses propres actions), dont chaque mot de `q` se trouve ' +
        "dans le prénom, le nom ou l'adresse e-mail (sans accents ni casse) ; ceux du " +
        `prestataire de l'action d'abord, puis par nom ; au plus ${SPEAKER_CANDIDATES_LIMIT}.`,
    }),
    handler: async (request) =>
      getSpeakerCandidates(app.db, currentUser(request), request.params.id, request.query.q),
  });
};
