import { AUTH_COOKIE, AUTH_API } from '@passerelle/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../../lib/app-error.js';
import { contractRoute } from '../../lib/contract-route.js';
import { authCookieOptions, clearAuthCookie, currentUser, readToken } from '../../plugins/auth.js';
import {
  endImpersonation,
  impersonate,
  switchProfile,
  type OpenedSession,
} from './session-switch.service.js';

/** The token the request was authenticated with (the guard ran, so there is one). */
function tokenOf(request: FastifyRequest): string {
  const found = readToken(request);
  if (!found) throw new AppError('UNAUTHENTICATED');
  return found.token;
}

/**
 * Impersonation ("Se connecter en tant que", "Quitter la substitution") and profile switching
 * (decision 031). A new session answers like the login: its token, also set as the cookie.
 */
export const impersonationRoutes: FastifyPluginAsyncZod = async (app) => {
  const { config } = app;

  function handOver(reply: FastifyReply, opened: OpenedSession) {
    reply.setCookie(AUTH_COOKIE, opened.accessToken, {
      ...authCookieOptions(config.PUBLIC_URL),
      expires: opened.expiresAt,
    });
    return { accessToken: opened.accessToken, user: opened.user };
  }

  app.route({
    ...contractRoute(AUTH_API.impersonate, {
      tags: ['auth'],
      summary: 'Se connecter en tant que cet utilisateur',
      description:
        "Administrateur seulement. Ferme la session de l'administrateur et ouvre une session de " +
        "l'utilisateur qui le nomme (au plus une heure). Refusé pour un administrateur, un " +
        'utilisateur désactivé ou depuis une session déjà substituée.',
    }),
    handler: async (request, reply) => {
      const opened = await impersonate(
        app.db,
        currentUser(request),
        tokenOf(request),
        request.params.id,
      );
      return handOver(reply, opened);
    },
  });

  app.route({
    ...contractRoute(AUTH_API.endImpersonation, {
      tags: ['auth'],
      summary: 'Quitter la substitution',
      description:
        "Ferme la session substituée et rend à l'administrateur sa propre session (401 quand " +
        'elle a pris fin entre-temps : il se reconnecte).',
    }),
    handler: async (request, reply) => {
      const opened = await endImpersonation(app.db, tokenOf(request));
      if (!opened) {
        clearAuthCookie(reply, config.PUBLIC_URL);
        throw new AppError('UNAUTHENTICATED');
      }
      return handOver(reply, opened);
    },
  });

  app.route({
    ...contractRoute(AUTH_API.switchProfile, {
      tags: ['auth'],
      summary: 'Changer de profil actif',
      description:
        "Le profil doit être l'un de ceux de l'utilisateur (403 sinon). Il vaut pour la session " +
        'et devient le profil retenu pour la prochaine connexion.',
    }),
    handler: async (request) =>
      switchProfile(app.db, currentUser(request), tokenOf(request), request.body.profileCode),
  });
};
