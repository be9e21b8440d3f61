import { QUALITY_RESULTS_API } from '@passerelle/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contractRoute } from '../../lib/contract-route.js';
import { currentUser } from '../../plugins/auth.js';
import { providerQualityResults } from './quality-results.service.js';

const tags = ['quality'];

/**
 * A provider's results indicators (Qualiopi indicator 2, decision 079); the public ones are in
 * the session sheet (catalogue module).
 */
export const qualityResultsRoutes: FastifyPluginAsyncZod = async (app) => {
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
