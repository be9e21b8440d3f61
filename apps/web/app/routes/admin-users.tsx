import type { ClientLoaderFunctionArgs, LoaderFunctionArgs, MetaFunction } from 'react-router';
import { useLocation } from 'react-router';

import { loadUsersPage } from '~/features/users/users-data';
import { UsersPage } from '~/features/users/users-page';
import { pageAt, pageTitle } from '~/lib/page-title';
import { clientApi, serverApi } from '~/lib/api-client-loader';

/** /back/admin/users: account administration (admin only, like all of /back/admin). */
export function loader(args: LoaderFunctionArgs) {
  return loadUsersPage(serverApi(args), args.request);
}

export function clientLoader(args: ClientLoaderFunctionArgs) {
  return loadUsersPage(clientApi(args), args.request);
}

const titleAt = (pathname: string) => pageAt(pathname)?.title ?? 'Utilisateurs';

export const meta: MetaFunction = ({ location }) => [
  { title: pageTitle(titleAt(location.pathname)) },
];

export default function AdminUsersRoute() {
  const { pathname } = useLocation();
  return <UsersPage title={titleAt(pathname)} />;
}
