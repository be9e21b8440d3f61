import {
  AUTH_COOKIE,
  guard,
  LOCALE_COOKIE,
  matchRoute,
  pathnameOf,
  type ProfileCode,
  type SessionUser,
} from '@passerelle/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ServerBuild } from 'react-router';
import type { PageAudience } from '../lib/page-audience.js';
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
 *
 * Audience pages (decision 100): a public page of the default layout holds, for a signed-in
 * visitor, their profile's menus and what the catalogue shows their audience (members-only
 * sessions or not): rendered once for every user of that profile and audience, its API calls
 * made without the visitor's credential for that audience (page-audience.ts), and kept the same
 * way. What is the visitor's own (a session's favourite, their registration) the browser reads.
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

/** The signed-in visitor of the request's cookie, or null. */
export type ReadUser = () => Promise<SessionUser | null>;

/** A signed-in visitor's kept page: its key, and for an audience page the audience it is for. */
export interface SignedInPage {
  key: string;
  audience?: PageAudience;
}

/**
 * The page kept for a signed-in visitor like them (a profile's shell, or else an audience page),
 * or null when their page is rendered for them alone.
 */
export async function signedInPage(
  request: FastifyRequest,
  build: ServerBuild,
  readUser: ReadUser,
  audienceOf: (user: SessionUser) => Promise<PageAudience>,
  variant: () => string,
): Promise<SignedInPage | null> {
  const readProfile = async () => (await readUser())?.userProfileCode ?? null;
  const shell = await signedInShellKey(request, build, readProfile, variant);
  if (shell) return { key: shell };
  return audiencePage(request, readUser, audienceOf, variant);
}

/**
 * The audience page a signed-in visitor is answered with, or null when their page is rendered
 * for them: not a GET of a public page of the default layout, a mailed link's page, no session.
 */
export async function audiencePage(
  request: FastifyRequest,
  readUser: ReadUser,
  audienceOf: (user: SessionUser) => Promise<PageAudience>,
  variant: () => string,
): Promise<Required<SignedInPage> | null> {
  if (request.method !== 'GET' || !request.cookies[AUTH_COOKIE]) return null;
  const page = matchRoute(pathnameOf(request.url));
  if (!page?.public || page.layout !== 'default' || page.linkPage) return null;
  const user = await readUser();
  if (!user) return null;
  const profile = user.userProfileCode;
  if (guard(request.url, { userProfileCode: profile }).type !== 'allow') return null;
  const audience = await audienceOf(user);
  const locale = request.cookies[LOCALE_COOKIE] ?? '';
  const members = audience.membersOnly ? 'members' : 'everyone';
  return {
    key: `audience\n${variant()}\n${profile}\n${members}\n${locale}\n${request.url}`,
    audience: { membersOnly: audience.membersOnly },
  };
}
