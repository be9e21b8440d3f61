/**
 * The page of the "ne plus recevoir" link of the alert mails on favourites (decision 078),
 * `/favorite-alerts/{token}`:
 *
 *   import { FavoriteAlertLinkPage, loadFavoriteAlertLink } from '~/features/favorite-alerts';
 */
export { FavoriteAlertLinkPage, type FavoriteAlertLinkPageData } from './favorite-alert-link-page';
export { loadFavoriteAlertLink } from './favorite-alerts-api';
