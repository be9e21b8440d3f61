import { FAVORITE_ALERTS_API } from '@passerelle/shared';

import type { ApiClient } from '~/lib/api-client';
import { browserApi } from '~/lib/api-client-browser';

/*
 * What the page of an alert mail's "ne plus recevoir" link asks the API (decision 078): public
 * calls, the secret of the address is the access.
 */

/** Whom the link is for and their setting, read by the page's loader. */
export function loadFavoriteAlertLink(api: ApiClient, token: string) {
  return api.call(FAVORITE_ALERTS_API.linkView, { params: { token } });
}

/** Turns the alerts off (or on again) from the link. */
export function setAlertsByLink(token: string, enabled: boolean, defaultErrorMessage: string) {
  return browserApi.call(FAVORITE_ALERTS_API.linkUpdate, {
    params: { token },
    body: { enabled },
    defaultErrorMessage,
  });
}
