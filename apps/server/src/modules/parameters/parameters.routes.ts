import { PARAMETERS_API, PUBLIC_YEAR_MAX, PUBLIC_YEAR_MIN } from '@passerelle/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser } from '../../plugins/auth.js';
import {
  getCurrentYearParameters,
  getYearQuotas,
  setCurrentPublicYear,
  setYearQuota,
  yearParametersHistory,
} from './parameters.service.js';
import { contractRoute, sharedAnswer } from '../../lib/contract-route.js';

const TAGS = ['parameters'];

/** Spec §7 `year_parameters/current` and `history`, `year_quotas`. */
export const parametersRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...sharedAnswer(
      contractRoute(PARAMETERS_API.current, {
        tags: TAGS,
        summary: 'Année publique en cours',
        description: 'La dernière valeur enregistrée, avec son auteur et sa date ; null si aucune.',
      }),
    ),
    handler: async () => getCurrentYearParameters(app.db),
  });

  app.route({
    ...contractRoute(PARAMETERS_API.setCurrent, {
      tags: TAGS,
      summary: "Modifier l'année publique en cours",
      description:
        `Année entre ${PUBLIC_YEAR_MIN} et ${PUBLIC_YEAR_MAX}. Chaque changement ajoute une ` +
        "ligne à l'historique ; enregistrer la valeur en vigueur n'ajoute rien.",
    }),
    handler: async (request) =>
      setCurrentPublicYear(app.db, request.body.currentPublicYear, currentUser(request).id),
  });

  app.route({
    ...contractRoute(PARAMETERS_API.history, {
      tags: TAGS,
      summary: "Historique de l'année publique",
      description: 'Les changements, du plus récent (en vigueur) au plus ancien.',
    }),
    handler: async () => yearParametersHistory(app.db),
  });

  app.route({
    ...contractRoute(PARAMETERS_API.quotas, {
      tags: TAGS,
      summary: 'Quotas annuels',
      description:
        'Les quotas en vigueur de chaque année et leur historique. Avec `year` : cette année ' +
        'seulement, et `inForce`, les quotas qui s’y appliquent (repris au besoin de l’année ' +
        'précédente la plus proche).',
    }),
    handler: async (request) => getYearQuotas(app.db, request.query.year),
  });

  app.route({
    ...contractRoute(PARAMETERS_API.setQuota, {
      tags: TAGS,
      summary: "Modifier les quotas d'une année",
      description:
        'Entiers positifs ou nuls ; `maxActionTypeAmount` (actions soumises à validation RH) ' +
        'ne dépasse pas `maxActionAmount`. Chaque changement ajoute une ligne à l’historique.',
    }),
    handler: async (request) =>
      setYearQuota(app.db, request.params.year, request.body, currentUser(request).id),
  });
};
