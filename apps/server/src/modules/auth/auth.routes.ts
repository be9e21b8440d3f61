import {
  AUTH_COOKIE,
  loginBodySchema,
  loginResponseSchema,
  sessionUserSchema,
  type SessionUser,
} from '@passerelle/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../lib/app-error.js';
import { authCookieOptions, clearAuthCookie, currentUser, readToken } from '../../plugins/auth.js';
import { AuthService } from './auth.service.js';
import { errorResponses, noQuery } from '../../lib/route-schemas.js';
import { sendJsonText } from '../../lib/send-json-text.js';

const errors = errorResponses(400, 401, 403, 429, 500);

const SESSION_PATH = '/_auth/session';

/**
 * The session check's answers, serialised once per kept user: the session cache hands the same
 * object to every request of a token until a change drops it for a new one (plugins/auth.ts),
 * and the check is the API's most frequent call (issue 24).
 */
const sessionAnswers = new WeakMap<SessionUser, string>();

/** Login, session and logout (spec §7 "Session and build", errors of spec §8 "Login"). */
export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  const { config } = app;
  const service = new AuthService(app.db, config);

  app.post(
    '/auth/login',
    {
      schema: {
        tags: ['auth'],
        summary: 'Se connecter',
        description:
          "Renvoie un jeton d'accès (à envoyer en `Authorization: Bearer`) et pose le cookie " +
          `httpOnly \`${AUTH_COOKIE}\`.`,
        querystring: noQuery,
        body: loginBodySchema,
        response: { 200: loginResponseSchema, ...errors },
      },
      config: {
        public: true,
        // Per-IP limit (all attempts); the per-account limit is in LoginThrottle.
        rateLimit: {
          max: config.LOGIN_MAX_ATTEMPTS_PER_IP,
          timeWindow: config.LOGIN_IP_WINDOW_SECONDS * 1000,
        },
      },
    },
    async (request, reply) => {
      let result;
      try {
        result = await service.login(request.body, request.ip);
      } catch (error) {
        // Anything unexpected (a database failure...) is the catalogue's 500, internals logged only.
        if (error instanceof AppError) throw error;
        throw new AppError('LOGIN_FAILED', { cause: error });
      }
      reply.setCookie(AUTH_COOKIE, result.accessToken, {
        ...authCookieOptions(config.PUBLIC_URL),
        expires: result.expiresAt,
      });
      return { accessToken: result.accessToken, user: result.user };
    },
  );

  app.get(
    SESSION_PATH,
    {
      schema: {
        tags: ['auth'],
        summary: "L'utilisateur connecté",
        querystring: noQuery,
        response: { 200: sessionUserSchema, ...errorResponses(401, 403) },
      },
      config: { permission: 'auth.session' },
    },
    async (request, reply) => {
      const user = currentUser(request);
      let answer = sessionAnswers.get(user);
      if (answer === undefined) {
        answer = String(reply.serialize(user));
        sessionAnswers.set(user, answer);
      }
      return sendJsonText(reply, answer);
    },
  );

  app.delete(
    SESSION_PATH,
    {
      schema: {
        tags: ['auth'],
        summary: 'Se déconnecter',
        description: 'Révoque le jeton sur le serveur et efface le cookie.',
        querystring: noQuery,
        response: {
          204: z.null().describe('Déconnecté'),
          ...errorResponses(401, 403),
        },
      },
      config: { permission: 'auth.logout' },
    },
    async (request, reply) => {
      const found = readToken(request);
      if (found) await service.logout(found.token);
      clearAuthCookie(reply, config.PUBLIC_URL);
      return reply.code(204).send(null);
    },
  );
};
