import type { RegistrationReasonBody, RegistrationState } from '@passerelle/shared';

import { browserApi } from '~/lib/api-client-browser';

/** The beneficiary's own writes, called from the browser (spec §7 client). */

export function removeFavorite(sessionId: number, defaultErrorMessage: string) {
  return browserApi.request<null>(`/api/sessions/${sessionId}/favorite`, {
    method: 'DELETE',
    defaultErrorMessage,
  });
}

/** `POST /api/registrations/{id}/cancel` (registrations module): the reason is required. */
export function cancelRegistration(
  registrationId: number,
  body: RegistrationReasonBody,
  defaultErrorMessage: string,
) {
  return browserApi.request<RegistrationState>(`/api/registrations/${registrationId}/cancel`, {
    method: 'POST',
    body,
    defaultErrorMessage,
  });
}
