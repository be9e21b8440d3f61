import { AUTH_COOKIE, REDIRECT_PARAM, SSO_API, SSO_ERROR_PARAM } from '@passerelle/shared';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../lib/app-error.js';
import { contractRoute } from '../../lib/contract-route.js';
import { errorResponses } from '../../lib/route-schemas.js';
import { authCookieOptions, currentUser } from '../../plugins/auth.js';
import { SSO_FLOW_TTL_SECONDS, SsoService } from './sso.service.js';

/** The httpOnly cookie holding the sealed state of a sign-in between the portal and the provider. */
export const SSO_FLOW_COOKIE = 'passerelle_sso';

const redirectResponse = z.null().describe('Redirection (en-tête Location)');

/**
 * Single sign-on (decision 030): whether it is on, the redirection to the provider, the
 * provider's answer `/api/auth/jwt`, the provider's logout URL, and the user sync.
 */
export const ssoRoutes: FastifyPluginAsyncZod = async (app) => {
  const { config } = app;
  const service = new SsoService(app.db, config);
  const flowCookie = {
    ...authCookieOptions(config.PUBLIC_URL),
    path: '/api/auth',
  };

  app.route({
    ...contractRoute(SSO_API.config, {
      tags: ['auth'],
      summary: 'Connexion par un fournisseur d’identité : activée ou non',
    }),
    handler: async () => ({ label: service.label }),
  });

  app.get(
    '/auth/sso/start',
    {
      schema: {
        tags: ['auth'],
        summary: 'Se connecter avec le fournisseur d’identité',
        description:
          'Redirige vers le fournisseur d’identité (code d’autorisation, PKCE, state, nonce).',
        querystring: z.object({ [REDIRECT_PARAM]: z.string().max(2000).optional() }),
        response: { 302: redirectResponse, ...errorResponses(404, 500) },
      },
      config: { public: true },
    },
    async (request, reply) => {
      try {
        const started = await service.start(request.query[REDIRECT_PARAM] ?? '');
        reply.setCookie(SSO_FLOW_COOKIE, started.cookie, {
          ...flowCookie,
          maxAge: SSO_FLOW_TTL_SECONDS,
        });
        return await reply.redirect(started.url, 302);
      } catch (error) {
        return failed(request, reply, error);
      }
    },
  );

  app.get(
    '/auth/jwt',
    {
      schema: {
        tags: ['auth'],
        summary: 'Retour du fournisseur d’identité',
        description:
          'Échange la réponse du fournisseur d’identité contre la session du portail (cookie ' +
          `\`${AUTH_COOKIE}\`), puis redirige vers la page d’arrivée. En cas d’échec, un navigateur ` +
          `revient sur la page de connexion avec \`${SSO_ERROR_PARAM}\` ; une requête ` +
          '`Accept: application/json` reçoit l’erreur.',
        querystring: z.record(z.string(), z.string().max(4096)),
        response: { 303: redirectResponse, ...errorResponses(400, 403, 404, 500) },
      },
      config: { public: true },
    },
    async (request, reply) => {
      const callbackUrl = new URL(request.url, config.PUBLIC_URL);
      const sealed = request.cookies[SSO_FLOW_COOKIE];
      // Single use: the state of this sign-in is dropped whatever the outcome.
      reply.clearCookie(SSO_FLOW_COOKIE, flowCookie);
      try {
        const result = await service.finish(callbackUrl, sealed);
        reply.setCookie(AUTH_COOKIE, result.accessToken, {
          ...authCookieOptions(config.PUBLIC_URL),
          expires: result.expiresAt,
        });
        return await reply.redirect(result.redirect, 303);
      } catch (error) {
        return failed(request, reply, error);
      }
    },
  );

  app.route({
    ...contractRoute(SSO_API.endSession, {
      tags: ['auth'],
      summary: 'Adresse de déconnexion du fournisseur d’identité',
      description:
        'Pour un utilisateur connecté par le fournisseur d’identité : où envoyer le navigateur ' +
        'après la déconnexion du portail pour terminer aussi la session du fournisseur.',
    }),
    handler: async (request) => ({ url: await service.endSessionUrl(currentUser(request)) }),
  });

  app.route({
    ...contractRoute(SSO_API.sync, {
      tags: ['users'],
      summary: 'Synchroniser un utilisateur avec le fournisseur d’identité',
      description:
        'Actualise les noms, l’adresse e-mail et la structure (par SIRET) de l’utilisateur ' +
        'depuis le fournisseur d’identité, avec le jeton de rafraîchissement de sa dernière ' +
        'connexion.',
    }),
    handler: async (request, reply) => {
      await service.sync(request.params.id);
      return reply.code(204).send(null);
    },
  });
};

/** A failed sign-in: JSON for an API client, else back to the login page with the error code. */
async function failed(request: FastifyRequest, reply: FastifyReply, error: unknown) {
  const appError =
    error instanceof AppError
      ? error
      : new AppError('SSO_UNAVAILABLE', {
          params: { label: request.server.config.OIDC_BUTTON_LABEL },
          cause: error,
        });
  if (appError !== error) request.log.error({ err: error }, 'single sign-on failed');
  const accept = request.headers.accept ?? '';
  if (accept.includes('application/json') && !accept.includes('text/html')) throw appError;
  if (appError.statusCode >= 500 || appError.code === 'SSO_FAILED') {
    request.log.warn({ err: appError.cause ?? appError }, 'single sign-on refused');
  }
  return reply.redirect(`/login?${SSO_ERROR_PARAM}=${encodeURIComponent(appError.code)}`, 303);
}
