import type { MetaFunction } from 'react-router';

import type { Route } from './+types/favorite-alerts';
import {
  FavoriteAlertLinkPage,
  loadFavoriteAlertLink,
  type FavoriteAlertLinkPageData,
} from '~/features/favorite-alerts';
import { serverApi } from '~/lib/api-client-loader';
import { linkDataOrNull } from '~/lib/api-data';
import { pageAt, pageMeta } from '~/lib/page-title';

/*
 * /favorite-alerts/{token}: the page of the "ne plus recevoir" link of the alert mails on
 * favourites (decision 078), reached signed out; an unknown or expired link is said on the page
 * (`linkDataOrNull`).
 */

const PATH = '/favorite-alerts/:token';

export async function loader(args: Route.LoaderArgs): Promise<FavoriteAlertLinkPageData> {
  const { token } = args.params;
  return { token, view: linkDataOrNull(await loadFavoriteAlertLink(serverApi(args), token)) };
}

export const meta: MetaFunction = ({ location }) =>
  pageMeta(pageAt(PATH)?.title ?? '', location.pathname);

export default function FavoriteAlertsPage({ loaderData }: Route.ComponentProps) {
  return (
    <FavoriteAlertLinkPage
      key={loaderData.token}
      title={pageAt(PATH)?.title ?? ''}
      data={loaderData}
    />
  );
}
