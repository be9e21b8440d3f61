import { AUTH_COOKIE } from '@passerelle/shared';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

/**
 * Whether the request carries a session (a Bearer token or the auth cookie), valid or not: what
 * it is answered may then be the visitor's own data.
 */
export function carriesSession(request: FastifyRequest): boolean {
  if (request.headers.authorization !== undefined) return true;
  // The cookie plugin parses cookies in its onRequest hook; an answer may come before it.
  const cookies = (request as { cookies?: Record<string, string | undefined> }).cookies;
  return Boolean(cookies?.[AUTH_COOKIE]);
}

/** A Cache-Control saying that the answer is the same for everybody (a public file, an asset). */
function declaresPublic(value: ReturnType<FastifyReply['getHeader']>): boolean {
  return typeof value === 'string' && /(?:^|,)\s*public\s*(?:,|$)/i.test(value);
}

/**
 * Answers that may hold signed-in data are never stored by a cache (`no-store`): those of a route
 * that is not public, those of a request carrying a session, and those setting a cookie (the
 * login's token). A route may still declare an answer `public` (the same bytes for everyone: a
 * public file, an image, a built asset), which is kept; the other public answers of an anonymous
 * visitor (the catalogue's `private, no-cache`...) keep what their route chose. Server-rendered
 * pages follow the same rule in plugins/web.ts.
 */
export default fp(
  async function cacheControlPlugin(app: FastifyInstance) {
    // A callback hook, not an async one: no promise per answer (issue 24).
    app.addHook('onSend', (request, reply, payload, done) => {
      const setsCookie = reply.hasHeader('set-cookie');
      const isPublicRoute = request.routeOptions.config?.public === true;
      const keeps =
        (isPublicRoute && !setsCookie && !carriesSession(request)) ||
        (!setsCookie && declaresPublic(reply.getHeader('cache-control')));
      if (!keeps) reply.header('cache-control', 'no-store');
      done(null, payload);
    });
  },
  { name: 'cache-control' },
);
