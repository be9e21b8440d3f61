import { PASSWORD_RESET_API } from '@passerelle/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contractRoute } from '../../lib/contract-route.js';
import { PasswordResetService } from './password-reset.service.js';

/** "Mot de passe oublié": ask for a link, check it, set the new password (decision 029). */
export const passwordResetRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = new PasswordResetService(app.db, app.config);

  app.route({
    ...contractRoute(PASSWORD_RESET_API.request, {
      tags: ['auth'],
      summary: 'Demander un lien de réinitialisation du mot de passe',
      description:
        'Envoie un lien à usage unique au compte actif désigné par son identifiant ou son ' +
        'adresse e-mail. La réponse est la même, que le compte existe ou non.',
    }),
    handler: async (request) => service.request(request.body.login, request.ip),
  });

  app.route({
    ...contractRoute(PASSWORD_RESET_API.check, {
      tags: ['auth'],
      summary: 'Vérifier un lien de réinitialisation',
    }),
    handler: async (request) => {
      await service.check(request.body.token);
      return { valid: true as const };
    },
  });

  app.route({
    ...contractRoute(PASSWORD_RESET_API.reset, {
      tags: ['auth'],
      summary: 'Choisir un nouveau mot de passe',
      description:
        'Consomme le lien, enregistre le nouveau mot de passe et ferme toutes les sessions ' +
        "de l'utilisateur.",
    }),
    handler: async (request) => service.reset(request.body),
  });
};
