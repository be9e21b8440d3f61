import { AUTH_COOKIE, can, isPermission, type SessionUser } from '@passerelle/shared';
import type { FastifyInstance, FastifyReply, FastifyRequest, RouteOptions } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../lib/app-error.js';
import { afterSuccessfulWrite, isWriteMethod } from '../lib/cache-invalidation.js';
import { SessionCache } from '../lib/session-cache.js';
import { hashToken } from '../lib/tokens.js';
import { prepareSessionLookup } from '../lib/session-user.js';

/**
 * The name the database triggers of decision 070 notify on the `caches` channel when a session
 * may have changed (migration `auth_sessions_notify`).
 */
export const AUTH_SESSIONS_CACHE = 'auth-sessions';

/** Sessions kept per replica at most (a few hundred bytes each). */
const SESSION_CACHE_MAX_ENTRIES = 20_000;

export type TokenSource = 'bearer' | 'cookie';

/** Where the request's token came from, if any: the Authorization header wins over the cookie. */
export function readToken(request: FastifyRequest): { token: string; source: TokenSource } | null {
  const header = request.headers.authorization;
  if (header !== undefined) {
    const match = /^Bearer\s+(\S+)\s*$/i.exec(header);
    return match?.[1] ? { token: match[1], source: 'bearer' } : null;
  }
  const cookie = request.cookies[AUTH_COOKIE];
  return cookie ? { token: cookie, source: 'cookie' } : null;
}

/**
 * A browser sends the cookie with cross-site requests too, so a mutation authenticated by the
 * cookie must come from a page of the portal: its Origin (or, lacking one, its Referer) must be
 * PUBLIC_URL's origin. A Bearer token cannot be attached by another site, so it needs no check.
 */
export function isSameOrigin(request: FastifyRequest, publicOrigin: string): boolean {
  const origin = request.headers.origin;
  if (origin !== undefined) return origin === publicOrigin;
  const referer = request.headers.referer;
  if (referer === undefined) return false;
  try {
    return new URL(referer).origin === publicOrigin;
  } catch {
    return false;
  }
}

const resolved = Symbol('authResolved');
type ResolvableRequest = FastifyRequest & { [resolved]?: Promise<SessionUser | null> };

/** The signed-in user of a route declared with a `permission` (the guard ran already). */
export function currentUser(request: FastifyRequest): SessionUser {
  if (request.user === null) throw new AppError('UNAUTHENTICATED');
  return request.user;
}

/** Cookie options of the auth cookie (also used to clear it). */
export function authCookieOptions(publicUrl: string) {
  return {
    httpOnly: true,
    sameSite: 'lax',
    path: '/',
    secure: publicUrl.startsWith('https:'),
  } as const;
}

export function clearAuthCookie(reply: FastifyReply, publicUrl: string): void {
  reply.clearCookie(AUTH_COOKIE, authCookieOptions(publicUrl));
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Resolves `request.user` (once per request); throws CSRF_REJECTED for a cross-site mutation. */
    authenticate(request: FastifyRequest): Promise<SessionUser | null>;
  }
}

/**
 * Authentication (`request.user` from a Bearer token or the auth cookie) and authorization: every
 * route declares `config.public` or `config.permission`, checked at start-up and on each request.
 */
export default fp(
  async function authPlugin(app: FastifyInstance) {
    const lookup = prepareSessionLookup(app.db);
    const publicOrigin = app.config.PUBLIC_URL;
    const sessions = new SessionCache({
      ttlMs: app.config.SESSION_CACHE_SECONDS * 1000,
      maxEntries: SESSION_CACHE_MAX_ENTRIES,
    });
    // Every replica drops its sessions when one may have changed, or when it may have missed
    // being told (its listening connection was lost).
    app.cacheDrops.on(AUTH_SESSIONS_CACHE, () => sessions.clear());

    app.decorateRequest('user', null);

    app.decorate('authenticate', (request: FastifyRequest) => {
      const req = request as ResolvableRequest;
      req[resolved] ??= (async () => {
        const found = readToken(request);
        if (found === null) return null;
        if (found.source === 'cookie' && isWriteMethod(request.method)) {
          if (!isSameOrigin(request, publicOrigin)) throw new AppError('CSRF_REJECTED');
        }
        request.user = await sessions.user(found.token, () => lookup(hashToken(found.token)));
        return request.user;
      })();
      return req[resolved];
    });

    // Start-up check: a route that declares neither `public` nor `permission` is a mistake.
    const routes: RouteOptions[] = [];
    app.addHook('onRoute', (route) => {
      routes.push(route as RouteOptions);
    });
    app.addHook('onReady', async () => {
      const unguarded = routes.filter((route) => !isGuarded(route));
      if (unguarded.length > 0) {
        const list = unguarded.map((route) => `${String(route.method)} ${route.url}`).join(', ');
        throw new Error(
          `Routes without an access rule: ${list}. ` +
            `Declare config: { public: true } or config: { permission: '<shared permission>' }.`,
        );
      }
    });

    // A write through this replica that changed a session must show on its very next request:
    // the database's notification would drop the sessions a moment later, so every successful
    // write (its transaction committed, the answer not yet sent) drops them here at once, unless
    // its route declares it cannot change one (`keepsSessions`).
    afterSuccessfulWrite(
      app,
      (request) => request.routeOptions.config.keepsSessions !== true,
      () => sessions.clear(),
    );

    app.addHook('onRequest', async (request) => {
      if (request.is404) return;
      const { public: isPublic, permission } = request.routeOptions.config;
      if (isPublic === true) return;
      if (permission === undefined) throw new AppError('FORBIDDEN'); // unreachable after the check
      const user = await app.authenticate(request);
      if (user === null) throw new AppError('UNAUTHENTICATED');
      if (!can(user, permission)) throw new AppError('FORBIDDEN');
    });
  },
  { name: 'auth', dependencies: ['errors', '@fastify/cookie'] },
);

function isGuarded(route: RouteOptions): boolean {
  const config = route.config as { public?: unknown; permission?: unknown } | undefined;
  return config?.public === true || isPermission(config?.permission);
}
