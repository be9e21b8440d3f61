import {
  PUBLIC_YEAR_MAX,
  PUBLIC_YEAR_MIN,
  currentYearParametersSchema,
  yearParametersHistorySchema,
  yearParametersSchema,
  yearParametersUpdateSchema,
  yearQuotaPathSchema,
  yearQuotaSchema,
  yearQuotasQuerySchema,
  yearQuotasSchema,
  yearQuotaUpdateSchema,
} from '@passerelle/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser } from '../../plugins/auth.js';
import {
  getCurrentYearParameters,
  getYearQuotas,
  setCurrentPublicYear,
  setYearQuota,
  yearParametersHistory,
} from './parameters.service.js';
import { errorResponses, noQuery } from '../../lib/route-schemas.js';

const TAGS = ['parameters'];
const readErrors = errorResponses(401, 403);
const writeErrors = { ...errorResponses(400), ...readErrors };

/** Spec §7 `year_parameters/current` and `history`, `year_quotas`. */
export const parametersRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/year_parameters/current',
    {
      schema: {
        tags: TAGS,
        summary: 'Année publique en cours',
        description: 'La dernière valeur enregistrée, avec son auteur et sa date ; null si aucune.',
        querystring: noQuery,
        response: { 200: currentYearParametersSchema, ...readErrors },
      },
      config: { permission: 'parameters.read' },
    },
    async () => getCurrentYearParameters(app.db),
  );

  app.put(
    '/year_parameters/current',
    {
      schema: {
        tags: TAGS,
        summary: "Modifier l'année publique en cours",
        description:
          `Année entre ${PUBLIC_YEAR_MIN} et ${PUBLIC_YEAR_MAX}. Chaque changement ajoute une ` +
          "ligne à l'historique ; enregistrer la valeur en vigueur n'ajoute rien.",
        querystring: noQuery,
        body: yearParametersUpdateSchema,
        response: { 200: yearParametersSchema, ...writeErrors },
      },
      config: { permission: 'parameters.manage' },
    },
    async (request) =>
      setCurrentPublicYear(app.db, request.body.currentPublicYear, currentUser(request).id),
  );

  app.get(
    '/year_parameters/history',
    {
      schema: {
        tags: TAGS,
        summary: "Historique de l'année publique",
        description: 'Les changements, du plus récent (en vigueur) au plus ancien.',
        querystring: noQuery,
        response: { 200: yearParametersHistorySchema, ...readErrors },
      },
      config: { permission: 'parameters.manage' },
    },
    async () => yearParametersHistory(app.db),
  );

  app.get(
    '/year_quotas',
    {
      schema: {
        tags: TAGS,
        summary: 'Quotas annuels',
        description:
          'Les quotas en vigueur de chaque année et leur historique. Avec `year` : cette année ' +
          'seulement, et `inForce`, les quotas qui s’y appliquent (repris au besoin de l’année ' +
          'précédente la plus proche).',
        querystring: yearQuotasQuerySchema,
        response: { 200: yearQuotasSchema, ...writeErrors },
      },
      config: { permission: 'parameters.manage' },
    },
    async (request) => getYearQuotas(app.db, request.query.year),
  );

  app.put(
    '/year_quotas/:year',
    {
      schema: {
        tags: TAGS,
        summary: "Modifier les quotas d'une année",
        description:
          'Entiers positifs ou nuls ; `maxActionTypeAmount` (actions soumises à validation RH) ' +
          'ne dépasse pas `maxActionAmount`. Chaque changement ajoute une ligne à l’historique.',
        params: yearQuotaPathSchema,
        querystring: noQuery,
        body: yearQuotaUpdateSchema,
        response: { 200: yearQuotaSchema, ...writeErrors },
      },
      config: { permission: 'parameters.manage' },
    },
    async (request) =>
      setYearQuota(app.db, request.params.year, request.body, currentUser(request).id),
  );
};
