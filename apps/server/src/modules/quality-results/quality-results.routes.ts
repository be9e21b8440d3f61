import { QUALITY_RESULTS_API } from '@passerelle/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contractRoute } from '../../lib/contract-route.js';
import { privateNoCache } from '../../lib/no-store.js';
import { currentUser } from '../../plugins/auth.js';
import { providerQualityResults, sessionQualityResults } from './quality-results.service.js';

const tags = ['quality'];

/** The published quality results (Qualiopi indicator 2, decision 079). */
export const qualityResultsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...contractRoute(QUALITY_RESULTS_API.session, {
      tags,
      summary: 'Résultats publiés de l’action d’une session',
      description:
        'Sur les sessions de l’action terminées au cours des douze derniers mois pleins : ' +
        'stagiaires formés, taux d’achèvement, taux de satisfaction et note moyenne par thème ' +
        'des questionnaires de satisfaction clos ; `results` vaut null tant que moins de cinq ' +
        'stagiaires ont répondu. 404 pour une session que l’appelant ne voit pas au catalogue.',
    }),
    handler: async (request, reply) => {
      // Whether the session is shown depends on the caller (members-only types).
      privateNoCache(reply);
      return sessionQualityResults(app.db, await app.authenticate(request), request.params.id);
    },
  });

  app.route({
    ...contractRoute(QUALITY_RESULTS_API.provider, {
      tags,
      summary: 'Indicateurs de résultats d’un prestataire, par action',
      description:
        'Les mêmes chiffres pour chaque action du prestataire ayant une session terminée sur la ' +
        'période, publiés ou non, et pour toutes ensemble. Un prestataire : sa structure seule.',
    }),
    handler: async (request) =>
      providerQualityResults(app.db, currentUser(request), request.params.id),
  });
};
