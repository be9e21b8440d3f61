import { DEFAULT_CONTENT_CODE, isContentCode, isProfileCode, profileOf } from '../enums';
import type { Profile, ProfileCode } from '../enums';
import { LANDING_PAGES, canOpenRoute, matchRoute, pathnameOf } from '../permissions';
import { REDIRECT_PARAM } from '../constants';

/** The part of the session the guard reads; null or undefined for an anonymous visitor. */
export type GuardSession = { readonly userProfileCode: ProfileCode } | null | undefined;

export interface GuardContext {
  /**
   * For hr on `/back` or `/back/structures`: the first id of `GET /api/structures/previews`, or null
   * when the list is empty. Left undefined, the guard asks for it (`needStructurePreviews`).
   */
  readonly firstStructureId?: number | null;
}

export type GuardResult =
  | { readonly type: 'allow' }
  | { readonly type: 'redirect'; readonly to: string }
  | { readonly type: 'needStructurePreviews' };

export const NO_ACCESS_PATH = '/?message=noaccess';
export const CONTENT_MESSAGE_PATH = `/back/admin/content/${DEFAULT_CONTENT_CODE}`;

const ALLOW: GuardResult = { type: 'allow' };
const redirect = (to: string): GuardResult => ({ type: 'redirect', to });

/** `/back` is under `/back`, and so is `/back/x`; `/backup` is not. */
function isUnder(pathname: string, base: string): boolean {
  return pathname === base || pathname.startsWith(`${base}/`);
}

/**
 * Public pages: `/`, `/login`, the catalogue (`/training`, `/training/{id}`), the content pages
 * and `/calendar`. The guard rule of spec §2 omits `/calendar`, but §2 lists it among the public
 * routes and it shows the public catalogue by date, so it is public here.
 */
export function isPublicPath(pathname: string): boolean {
  return matchRoute(pathname)?.public === true;
}

/**
 * The route guards of spec §2 as read in decisions.md, for a path with its query string.
 * Order matters: the first rule that applies decides.
 */
export function guard(
  pathWithQuery: string,
  session: GuardSession,
  context: GuardContext = {},
): GuardResult {
  const pathname = pathnameOf(pathWithQuery);
  // The router ignores case, so the rules do too; the content code itself is compared as typed.
  const path = pathname.toLowerCase();
  const route = matchRoute(pathname);
  const profile =
    session && isProfileCode(session.userProfileCode) ? profileOf(session.userProfileCode) : null;

  if (!profile) {
    if (path === '/back') return redirect('/');
    // Unknown routes are left to the router, which answers 404 to everyone.
    if (!route || route.public) return ALLOW;
    return redirect(`/login?${REDIRECT_PARAM}=${encodeURIComponent(pathWithQuery)}`);
  }

  if (path === '/login') return redirect('/');
  if (route?.public) return ALLOW;
  if (isUnder(path, '/back/admin') && profile !== 'admin') return redirect(NO_ACCESS_PATH);
  if (profile === 'beneficiary' && isUnder(path, '/back')) return redirect('/beneficiary');
  if (profile === 'hr' && (path === '/back' || path === '/back/structures')) {
    return hrStructureRedirect(context);
  }
  if (isUnder(path, '/beneficiary') && profile !== 'beneficiary') {
    return redirect(profile === 'hr' ? '/back' : '/back/programming');
  }
  if (path === '/beneficiary') return redirect('/beneficiary/favorites');
  // Decision: `/back` has no page of its own; staff land on their landing page there.
  if (path === '/back') return redirect(LANDING_PAGES[profile]);
  if (path === '/back/admin/content') return redirect(CONTENT_MESSAGE_PATH);
  if (route?.name === 'back-admin-content-code' && !isContentCode(pathname.split('/')[4])) {
    return redirect(CONTENT_MESSAGE_PATH);
  }
  if (!route) return ALLOW;
  return canOpenRoute(profile, pathname) ? ALLOW : redirect(NO_ACCESS_PATH);
}

function hrStructureRedirect(context: GuardContext): GuardResult {
  const { firstStructureId } = context;
  if (firstStructureId === undefined) return { type: 'needStructurePreviews' };
  return redirect(firstStructureId === null ? '/' : `/back/structures/${firstStructureId}`);
}

/** The landing page of a profile (spec §6); `/` for anonymous visitors. */
export function landingPageOf(session: GuardSession): string {
  if (!session || !isProfileCode(session.userProfileCode)) return '/';
  const profile: Profile = profileOf(session.userProfileCode);
  return LANDING_PAGES[profile];
}

/** A path on this site: one leading `/`, no `//` or backslash, no control character. */
export function isLocalPath(value: string): boolean {
  if (!value.startsWith('/') || value.startsWith('//')) return false;
  // Browsers read `\` as `/` (so `/\evil.example` is another host) and drop tabs and newlines.
  for (const char of value) {
    const code = char.charCodeAt(0);
    if (char === '\\' || code < 0x20 || code === 0x7f) return false;
  }
  // With one leading `/` and no backslash, the value cannot name another scheme or host.
  return true;
}

/**
 * Where to go after login: the `redirect` parameter when it is a local path the guard lets this
 * user open as is, otherwise the user's landing page.
 */
export function safeRedirectTarget(
  redirectParam: string | null | undefined,
  session: GuardSession,
): string {
  const landing = landingPageOf(session);
  if (typeof redirectParam !== 'string' || !isLocalPath(redirectParam)) return landing;
  return guard(redirectParam, session).type === 'allow' ? redirectParam : landing;
}
