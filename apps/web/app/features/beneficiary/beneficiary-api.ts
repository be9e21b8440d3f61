import {
  BENEFICIARY_API,
  FAVORITE_ALERTS_API,
  REGISTRATIONS_API,
  type RegistrationReasonBody,
} from '@passerelle/shared';

import { browserApi } from '~/lib/api-client-browser';

/** The beneficiary's own writes, called from the browser (spec §7 client). */

export function removeFavorite(sessionId: number, defaultErrorMessage: string) {
  return browserApi.call(BENEFICIARY_API.unfavorite, {
    params: { id: sessionId },
    defaultErrorMessage,
  });
}

/** `POST /api/registrations/{id}/cancel` (registrations module): the reason is required. */
export function cancelRegistration(
  registrationId: number,
  body: RegistrationReasonBody,
  defaultErrorMessage: string,
) {
  return browserApi.call(REGISTRATIONS_API.events.cancel, {
    params: { id: registrationId },
    body,
    defaultErrorMessage,
  });
}

/** `PUT /api/beneficiaries/favorite_alerts` (favorite-alerts module, decision 078). */
export function updateFavoriteAlerts(enabled: boolean, defaultErrorMessage: string) {
  return browserApi.call(FAVORITE_ALERTS_API.update, { body: { enabled }, defaultErrorMessage });
}
