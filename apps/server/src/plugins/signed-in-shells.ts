import {
  AUTH_COOKIE,
  guard,
  isProfileCode,
  LOCALE_COOKIE,
  matchRoute,
  pathnameOf,
  type ProfileCode,
} from '@passerelle/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ServerBuild } from 'react-router';
import { SharedAnswers } from './anonymous-cache.js';
import { shareablePage } from './anonymous-pages.js';

/*
 * Profiles' shells (decision 099): a signed-in visitor's page whose data the browser reads (no
 * loader on the server but the root's) holds nothing of the visitor but their active profile:
 * the profile's menu, the page's title and a loading notice. It is rendered once for every user
 * of that profile and kept like an anonymous visitor's page (anonymous-pages.ts): the same
 * bytes, their CSP naming the inline scripts' hashes, dropped with the catalogue or after
 * PUBLIC_ANSWER_TTL_MS. The route guard (spec §2) depends on the profile alone for these pages,
 * so a kept shell answers exactly the visitors its first rendering answered.
 */

/** Opens the shells kept for signed-in visitors (about 8 MB of text at most). */
export function openSignedInShells(app: FastifyInstance): SharedAnswers {
  return new SharedAnswers(4_000_000, shareablePage).dropWithTheCatalogue(app);
}

/**
 * Whether the page with this route id is rendered in the browser: neither it nor its layouts
 * load data on the server (the root's loader only reads the session and the locale).
 */
export function renderedInBrowser(build: ServerBuild, routeId: string): boolean {
  const routes = build.assets.routes;
  let route = routes[routeId];
  if (!route?.hasClientLoader) return false;
  while (route && route.id !== 'root') {
    if (route.hasLoader) return false;
    route = route.parentId ? routes[route.parentId] : undefined;
  }
  return route?.id === 'root';
}

/** The active profile of the visitor signed in with the request's cookie, or null. */
export type ReadProfile = () => Promise<ProfileCode | null>;

/**
 * The key of the shell a signed-in visitor is answered with, or null when their page is rendered
 * for them: not a GET of a page rendered in the browser, no session cookie, a mailed link's page,
 * a guard that redirects them or needs their structures. The locale cookie stays in the key (the
 * page sets it when missing), and so does how the document is written (`variant`).
 */
export async function signedInShellKey(
  request: FastifyRequest,
  build: ServerBuild,
  readProfile: ReadProfile,
  variant: () => string,
): Promise<string | null> {
  if (request.method !== 'GET' || !request.cookies[AUTH_COOKIE]) return null;
  const page = matchRoute(pathnameOf(request.url));
  if (!page || page.linkPage || !renderedInBrowser(build, page.name)) return null;
  const profile = await readProfile();
  if (!profile) return null;
  if (guard(request.url, { userProfileCode: profile }).type !== 'allow') return null;
  const locale = request.cookies[LOCALE_COOKIE] ?? '';
  return `${variant()}\n${profile}\n${locale}\n${request.url}`;
}

/** The profile named by `GET /api/_auth/session`'s answer (a SessionUser), or null. */
export async function profileOfSession(answer: Response): Promise<ProfileCode | null> {
  if (!answer.ok) return null;
  const user = (await answer.json()) as { userProfileCode?: unknown } | null;
  return isProfileCode(user?.userProfileCode) ? user.userProfileCode : null;
}
