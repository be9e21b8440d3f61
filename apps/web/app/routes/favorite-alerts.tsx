import type { MetaFunction } from 'react-router';

import type { Route } from './+types/favorite-alerts';
import {
  FavoriteAlertLinkPage,
  loadFavoriteAlertLink,
  type FavoriteAlertLinkPageData,
} from '~/features/favorite-alerts';
import { serverApi } from '~/lib/api-client-loader';
import { dataOrThrow } from '~/lib/api-data';
import { pageAt, pageMeta } from '~/lib/page-title';

/*
 * /favorite-alerts/{token}: the page of the "ne plus recevoir" link of the alert mails on
 * favourites (decision 078), reached signed out. An unknown, expired or malformed link is said on
 * the page; other failures (too many calls, the server down) are the usual error screen.
 */

const PATH = '/favorite-alerts/:token';

/** Answers that mean the link is not one the API knows (unknown, expired, or malformed). */
const UNKNOWN_LINK = new Set([400, 404]);

export async function loader(args: Route.LoaderArgs): Promise<FavoriteAlertLinkPageData> {
  const { token } = args.params;
  const result = await loadFavoriteAlertLink(serverApi(args), token);
  if (!result.ok && result.status !== null && UNKNOWN_LINK.has(result.status)) {
    return { token, view: null };
  }
  return { token, view: dataOrThrow(result, 'login') };
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
