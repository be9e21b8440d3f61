import { REGISTRATIONS_API, type RegistrationReasonBody } from '@passerelle/shared';

import { browserApi } from '~/lib/api-client-browser';

/** The HR validator's step of the registration workflow (modules/registrations), from the browser. */

/** `POST /api/registrations/{id}/validate`. */
export function validateRequest(registrationId: number, defaultErrorMessage: string) {
  return browserApi.call(REGISTRATIONS_API.events.validate, {
    params: { id: registrationId },
    body: {},
    defaultErrorMessage,
  });
}

/** `POST /api/registrations/{id}/refuse_request`: the reason is required. */
export function refuseRequest(
  registrationId: number,
  body: RegistrationReasonBody,
  defaultErrorMessage: string,
) {
  return browserApi.call(REGISTRATIONS_API.events.refuseRequest, {
    params: { id: registrationId },
    body,
    defaultErrorMessage,
  });
}
