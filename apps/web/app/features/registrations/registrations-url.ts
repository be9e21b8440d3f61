import {
  DEFAULT_PAGE_SIZE,
  REGISTRATION_DEFAULT_SORT,
  registrationListQuerySchema,
  type ExportFormat,
  type RegistrationListQuery,
} from '@passerelle/shared';

import { readUrlQuery } from '~/lib/url-query';

/*
 * The URL of /back/registrations is its state: filters, sort and page, in the API's own
 * parameter names, so the same search string feeds the list, its links and the export.
 */

export const DEFAULT_REGISTRATION_QUERY = registrationListQuerySchema.parse({});

/** The list state of a URL search; the defaults and a message when it was not understood. */
export function readRegistrationQuery(params: URLSearchParams): {
  query: RegistrationListQuery;
  queryError: string | null;
} {
  return readUrlQuery(registrationListQuerySchema, params, DEFAULT_REGISTRATION_QUERY);
}

function filterParams(query: Partial<RegistrationListQuery>): URLSearchParams {
  const params = new URLSearchParams();
  const text = (key: string, value: string | number | boolean | undefined) => {
    if (value !== undefined && value !== '') params.set(key, String(value));
  };
  text('year', query.year);
  text('actionId', query.actionId);
  text('sessionId', query.sessionId);
  text('status', query.status);
  text('waitingList', query.waitingList);
  text('structureId', query.structureId);
  text('q', query.q);
  const sort = query.sort;
  if (
    sort &&
    (sort.field !== REGISTRATION_DEFAULT_SORT.field ||
      sort.direction !== REGISTRATION_DEFAULT_SORT.direction)
  ) {
    params.set('sort', `${sort.direction === 'desc' ? '-' : ''}${sort.field}`);
  }
  return params;
}

/** `?…` of a list state (defaults left out), '' when there is nothing to say. */
export function registrationSearch(query: Partial<RegistrationListQuery>): string {
  const params = filterParams(query);
  if (query.page && query.page > 1) params.set('page', String(query.page));
  if (query.pageSize && query.pageSize !== DEFAULT_PAGE_SIZE) {
    params.set('pageSize', String(query.pageSize));
  }
  const search = params.toString();
  return search ? `?${search}` : '';
}

/** The download of the filtered list, in the list's order. */
export function registrationExportHref(
  format: ExportFormat,
  query: Partial<RegistrationListQuery>,
): string {
  const params = filterParams(query);
  params.set('format', format);
  return `/api/registration_views/export?${params.toString()}`;
}
