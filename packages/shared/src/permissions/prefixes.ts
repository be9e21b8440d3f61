import type { Profile } from '../enums';
import { matchRoute } from './routes';

/** Reachable route-name prefixes by profile (spec §6), exactly. */
export const ROUTE_PREFIXES = {
  admin: [
    'back-admin',
    'back-programming',
    'back-registrations',
    'back-structures-id',
    'back-surveys',
    'back-speakers',
    'reports',
    'surveys',
  ],
  manager: [
    'back-programming',
    'back-registrations',
    // The page of a structure whose registrations they act on (read; the HR step stays HR's).
    'back-structures-id',
    'back-surveys',
    'back-speakers',
    'reports',
    'surveys',
  ],
  provider: [
    'back-programming',
    'back-speakers',
    'back-registrations',
    'back-information',
    'reports',
    'surveys',
  ],
  beneficiary: ['beneficiary', 'surveys'],
  hr: ['back-structures'],
} as const satisfies Record<Profile, readonly string[]>;

/** Default landing page by profile (spec §6). */
export const LANDING_PAGES = {
  admin: '/back/programming',
  manager: '/back/programming',
  provider: '/back/programming',
  beneficiary: '/beneficiary',
  hr: '/back',
} as const satisfies Record<Profile, string>;

/** `back-programming` covers `back-programming` and `back-programming-id…`, not `back-programmingx`. */
export function routeNameHasPrefix(routeName: string, prefix: string): boolean {
  return routeName === prefix || routeName.startsWith(`${prefix}-`);
}

/** Whether a profile may open a known page: public pages, or one of its route prefixes. */
export function canOpenRoute(profile: Profile, pathname: string): boolean {
  const route = matchRoute(pathname);
  if (!route) return false;
  if (route.public) return true;
  return ROUTE_PREFIXES[profile].some((prefix) => routeNameHasPrefix(route.name, prefix));
}
