import {
  REGISTRATIONS_API,
  REGISTRATIONS_BACK_API,
  t,
  type ForcedRegistration,
  type RegistrationRowEvent,
  type RouteAnswer,
  type RouteBody,
  type RouteContract,
} from '@passerelle/shared';

import { loadStructureChoice, type NamedStructure } from '~/admin-kit/structure-choice';
import type { ApiClient, ApiResult } from '~/lib/api-client';
import { browserApi } from '~/lib/api-client-browser';

/** The browser's calls of the registrations back office (modules/registrations). */

/** Each row event's contract: the workflow's change events, then the staff's. */
const EVENT_ROUTES = {
  ...REGISTRATIONS_API.events,
  force: REGISTRATIONS_BACK_API.force,
  revert: REGISTRATIONS_BACK_API.revert,
  complete: REGISTRATIONS_BACK_API.complete,
  effectiveHours: REGISTRATIONS_BACK_API.effectiveHours,
} satisfies Record<RegistrationRowEvent, RouteContract>;

type EventRoute = (typeof EVENT_ROUTES)[RegistrationRowEvent];

/** What every event answers (the registration's state), and what forcing may add. */
type EventAnswer = RouteAnswer<EventRoute> & Partial<Pick<ForcedRegistration, 'overbooked'>>;

/** `POST /api/registrations/{id}/{event path}` with the event's body. */
export function postRegistrationEvent(
  registrationId: number,
  event: RegistrationRowEvent,
  body: Record<string, unknown>,
): Promise<ApiResult<EventAnswer>> {
  return browserApi.call<EventRoute>(EVENT_ROUTES[event], {
    params: { id: registrationId },
    // The body `validateEvent` has checked against this event's shared schema.
    body: body as RouteBody<EventRoute>,
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
