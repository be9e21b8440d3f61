import {
  beneficiaryInfoSchema,
  beneficiaryInfoUpdateSchema,
  beneficiaryListQuerySchema,
  favoriteSessionPageSchema,
  futureRegistrationPageSchema,
  passedRegistrationPageSchema,
} from '@passerelle/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser } from '../../plugins/auth.js';
import {
  beneficiaryInfo,
  favorite,
  favoriteSessions,
  futureRegistrations,
  passedRegistrations,
  unfavorite,
  updateBeneficiaryInfo,
} from './beneficiary.service.js';
import { errorResponses, idParams, noBody, noQuery } from '../../lib/route-schemas.js';

const errors = errorResponses(400, 401, 403);
const tags = ['beneficiary'];

/**
 * The beneficiary space (spec §2 /beneficiary/*): favourites, current and past registrations,
 * personal information. Each answer holds the caller's own rows only.
 */
export const beneficiaryRoutes: FastifyPluginAsyncZod = async (app) => {
  for (const method of ['POST', 'DELETE'] as const) {
    app.route({
      method,
      url: '/sessions/:id/favorite',
      schema: {
        tags,
        summary:
          method === 'POST' ? 'Mettre une session en favori' : 'Retirer une session des favoris',
        description:
          'Sans effet si c’est déjà fait. 404 pour une session que le bénéficiaire ne peut pas voir ' +
          '(non publiée, ou réservée aux structures adhérentes).',
        params: idParams,
        querystring: noQuery,
        ...(method === 'POST' ? { body: noBody } : {}),
        response: { 204: z.null(), ...errors, ...errorResponses(404) },
      },
      config: { permission: 'sessions.favorite' },
      handler: async (request, reply) => {
        const run = method === 'POST' ? favorite : unfavorite;
        await run(app.db, currentUser(request), request.params.id);
        return reply.code(204).send(null);
      },
    });
  }

  app.get(
    '/session_views/favorites',
    {
      schema: {
        tags,
        summary: 'Mes sessions favorites',
        description: 'Les sessions à venir d’abord (les plus proches en tête), puis les passées.',
        querystring: beneficiaryListQuerySchema,
        response: { 200: favoriteSessionPageSchema, ...errors },
      },
      config: { permission: 'sessions.favorite' },
    },
    async (request) => favoriteSessions(app.db, currentUser(request), request.query),
  );

  app.get(
    '/session_views/futures',
    {
      schema: {
        tags,
        summary: 'Mes formations en cours et à venir',
        description:
          'Les inscriptions ni annulées ni refusées sur une session non terminée, avec leur statut ' +
          'et ce qui est attendu (validation RH, validation du prestataire, liste d’attente).',
        querystring: beneficiaryListQuerySchema,
        response: { 200: futureRegistrationPageSchema, ...errors },
      },
      config: { permission: 'beneficiary.space' },
    },
    async (request) => futureRegistrations(app.db, currentUser(request), request.query),
  );

  app.get(
    '/session_views/passed',
    {
      schema: {
        tags,
        summary: 'Mes formations passées',
        description:
          'Les sessions terminées et les demandes annulées ou refusées, avec leur statut final et ' +
          'les heures effectives.',
        querystring: beneficiaryListQuerySchema,
        response: { 200: passedRegistrationPageSchema, ...errors },
      },
      config: { permission: 'beneficiary.space' },
    },
    async (request) => passedRegistrations(app.db, currentUser(request), request.query),
  );

  app.get(
    '/beneficiaries/info',
    {
      schema: {
        tags,
        summary: 'Mes informations personnelles',
        querystring: noQuery,
        response: { 200: beneficiaryInfoSchema, ...errors },
      },
      config: { permission: 'beneficiary.space' },
    },
    async (request) => beneficiaryInfo(app.db, currentUser(request)),
  );

  app.patch(
    '/beneficiaries/info',
    {
      schema: {
        tags,
        summary: 'Modifier mes informations personnelles',
        description:
          'Civilité, prénom, nom et adresse e-mail ; la structure n’est pas modifiable. Une adresse ' +
          'déjà utilisée par un autre compte est refusée (409).',
        querystring: noQuery,
        body: beneficiaryInfoUpdateSchema,
        response: { 200: beneficiaryInfoSchema, ...errors, ...errorResponses(409) },
      },
      config: { permission: 'beneficiary.space' },
    },
    async (request) => updateBeneficiaryInfo(app.db, currentUser(request), request.body),
  );
};
