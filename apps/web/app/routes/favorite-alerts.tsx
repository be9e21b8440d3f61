import type { Route } from './+types/favorite-alerts';
import {
  FavoriteAlertLinkPage,
  loadFavoriteAlertLink,
  type FavoriteAlertLinkPageData,
} from '~/features/favorite-alerts';
import { loadMailLink } from '~/lib/api-client-loader';
import { metaAt, titleAt } from '~/lib/page-title';

/*
 * /favorite-alerts/{token}: the page of the "ne plus recevoir" link of the alert mails on
 * favourites (decision 078), reached signed out; an unknown or expired link is said on the page
 * (`loadMailLink`).
 */

const PATH = '/favorite-alerts/:token';

export function loader(args: Route.LoaderArgs): Promise<FavoriteAlertLinkPageData> {
  return loadMailLink(args, loadFavoriteAlertLink);
}

export const meta = metaAt(PATH);

export default function FavoriteAlertsPage({ loaderData }: Route.ComponentProps) {
  return <FavoriteAlertLinkPage key={loaderData.token} title={titleAt(PATH)} data={loaderData} />;
}
