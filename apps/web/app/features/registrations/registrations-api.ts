import {
  REGISTRATIONS_API,
  REGISTRATIONS_BACK_API,
  REGISTRATION_EVENT_PATHS,
  REGISTRATION_STAFF_EVENT_PATHS,
  t,
  type RegistrationRowEvent,
  type RegistrationStatus,
} from '@passerelle/shared';

import { loadStructureChoice, type NamedStructure } from '~/admin-kit/structure-choice';
import type { ApiClient, ApiResult } from '~/lib/api-client';
import { browserApi } from '~/lib/api-client-browser';

/** The browser's calls of the registrations back office (modules/registrations). */

function pathOf(event: RegistrationRowEvent): string {
  return event in REGISTRATION_EVENT_PATHS
    ? REGISTRATION_EVENT_PATHS[event as keyof typeof REGISTRATION_EVENT_PATHS]
    : REGISTRATION_STAFF_EVENT_PATHS[event as keyof typeof REGISTRATION_STAFF_EVENT_PATHS];
}

/** `POST /api/registrations/{id}/{event path}` with the event's body. */
export function postRegistrationEvent(
  registrationId: number,
  event: RegistrationRowEvent,
  body: Record<string, unknown>,
): Promise<
  ApiResult<{
    id: number;
    status?: RegistrationStatus;
    waitingList?: boolean;
    overbooked?: boolean;
  }>
> {
  return browserApi.request(`/api/registrations/${registrationId}/${pathOf(event)}`, {
    method: 'POST',
    body,
    defaultErrorMessage: t('toast.editError'),
  });
}

export function postBulkValidate(ids: readonly number[]) {
  return browserApi.call(REGISTRATIONS_BACK_API.bulkValidate, {
    body: { ids: [...ids] },
    defaultErrorMessage: t('toast.editError'),
  });
}

export function getRegistrationDetail(registrationId: number, signal?: AbortSignal) {
  return browserApi.call(REGISTRATIONS_API.detail, {
    params: { id: registrationId },
    defaultErrorMessage: t('registrationsBack.detail.loadError'),
    signal,
  });
}

/**
 * The structure filter's choice, named for the combobox (the page may list none of its rows);
 * its number when the API does not know it.
 */
export function getFilterStructure(api: ApiClient, id: number): Promise<NamedStructure> {
  return loadStructureChoice(
    api,
    REGISTRATIONS_BACK_API.structures,
    id,
    t('registrationsBack.filter.structureNumber', { id }),
  );
}
