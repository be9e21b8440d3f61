import type { ClientLoaderFunctionArgs, MetaFunction } from 'react-router';
import { useLocation } from 'react-router';

import { ClientOnlyFallback } from '~/components/client-only-fallback';
import { loadUsersPage } from '~/features/users/users-data';
import { UsersPage } from '~/features/users/users-page';
import { pageAt, pageTitle } from '~/lib/page-title';
import { clientApi } from '~/lib/api-client-loader';

/** /back/admin/users: account administration (admin only, like all of /back/admin). */
export function clientLoader(args: ClientLoaderFunctionArgs) {
  return loadUsersPage(clientApi(args), args.request);
}

export const HydrateFallback = ClientOnlyFallback;

const titleAt = (pathname: string) => pageAt(pathname)?.title ?? 'Utilisateurs';

export const meta: MetaFunction = ({ location }) => [
  { title: pageTitle(titleAt(location.pathname)) },
];

export default function AdminUsersRoute() {
  const { pathname } = useLocation();
  return <UsersPage title={titleAt(pathname)} />;
}
