import {
  passwordResetAnswerSchema,
  passwordResetBodySchema,
  passwordResetCheckSchema,
  passwordResetRequestSchema,
} from '@passerelle/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses, noQuery } from '../../lib/route-schemas.js';
import { PasswordResetService } from './password-reset.service.js';

/** "Mot de passe oublié": ask for a link, check it, set the new password (decision 029). */
export const passwordResetRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = new PasswordResetService(app.db, app.config);

  app.post(
    '/auth/password_reset/request',
    {
      schema: {
        tags: ['auth'],
        summary: 'Demander un lien de réinitialisation du mot de passe',
        description:
          'Envoie un lien à usage unique au compte actif désigné par son identifiant ou son ' +
          'adresse e-mail. La réponse est la même, que le compte existe ou non.',
        querystring: noQuery,
        body: passwordResetRequestSchema,
        response: { 200: passwordResetAnswerSchema, ...errorResponses(400, 429) },
      },
      config: { public: true },
    },
    async (request) => service.request(request.body.login, request.ip),
  );

  app.post(
    '/auth/password_reset/check',
    {
      schema: {
        tags: ['auth'],
        summary: 'Vérifier un lien de réinitialisation',
        querystring: noQuery,
        body: passwordResetCheckSchema,
        response: { 200: z.object({ valid: z.literal(true) }), ...errorResponses(400) },
      },
      config: { public: true },
    },
    async (request) => {
      await service.check(request.body.token);
      return { valid: true as const };
    },
  );

  app.post(
    '/auth/password_reset',
    {
      schema: {
        tags: ['auth'],
        summary: 'Choisir un nouveau mot de passe',
        description:
          'Consomme le lien, enregistre le nouveau mot de passe et ferme toutes les sessions ' +
          "de l'utilisateur.",
        querystring: noQuery,
        body: passwordResetBodySchema,
        response: { 200: passwordResetAnswerSchema, ...errorResponses(400) },
      },
      config: { public: true },
    },
    async (request) => service.reset(request.body),
  );
};
