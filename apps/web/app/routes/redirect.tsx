import { CONTENT_MESSAGE_PATH, PROFILE_MENUS, routeNameOf } from '@passerelle/shared';
import { redirect, type LoaderFunctionArgs } from 'react-router';

/*
 * Paths that never show a page of their own. The guard (root middleware) already redirects
 * them for every visitor; these loaders are the fallback should it ever let one through.
 */

const ADMIN_HOME = PROFILE_MENUS.admin.find((item) => item.labelKey === 'nav.admin')!.to;

export function redirectTarget(pathname: string): string {
  const path = pathname.replace(/\/+$/, '') || '/';
  if (path === '/back/admin') return ADMIN_HOME;
  // /back/programming/{id} opens its first tab.
  if (/^\/back\/programming\/[^/]+$/.test(path)) return `${path}/action`;
  switch (routeNameOf(path)) {
    case 'beneficiary':
      return '/beneficiary/favorites';
    case 'back-admin-content':
      return CONTENT_MESSAGE_PATH;
    default:
      return '/';
  }
}

export function loader({ request }: LoaderFunctionArgs) {
  return redirect(redirectTarget(new URL(request.url).pathname));
}

export default function Redirecting() {
  return null;
}
