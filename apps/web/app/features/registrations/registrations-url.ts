import {
  registrationListQuerySchema,
  type ExportFormat,
  type RegistrationListQuery,
} from '@passerelle/shared';

import { readListState, type ListState } from '~/lib/list-state';
import { listParams, listSearch } from '~/lib/list-search';

/*
 * The URL of /back/registrations is its state: filters, sort and page, in the API's own
 * parameter names (lib/list-state.ts), so the same search string feeds the list, its links and
 * the export.
 */

export const DEFAULT_REGISTRATION_QUERY = registrationListQuerySchema.parse({});

/** The list state of a URL search; a refused parameter dropped, and said. */
export function readRegistrationQuery(params: URLSearchParams): ListState<RegistrationListQuery> {
  return readListState(registrationListQuerySchema, params);
}

/** `?…` of a list state (defaults left out), '' when there is nothing to say. */
export function registrationSearch(query: Partial<RegistrationListQuery>): string {
  return listSearch(query, DEFAULT_REGISTRATION_QUERY);
}

/** The download of the filtered list, in the list's order. */
export function registrationExportHref(
  format: ExportFormat,
  query: Partial<RegistrationListQuery>,
): string {
  const { page: _page, pageSize: _pageSize, ...filters } = query;
  const params = listParams(filters, DEFAULT_REGISTRATION_QUERY);
  params.set('format', format);
  return `/api/registration_views/export?${params.toString()}`;
}
