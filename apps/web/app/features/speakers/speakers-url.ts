import {
  DEFAULT_PAGE_SIZE,
  SPEAKER_DEFAULT_SORT,
  SPEAKER_FILTER_NAMES,
  speakerListQuerySchema,
  type ExportFormat,
  type SpeakerFilters,
  type SpeakerListQuery,
} from '@passerelle/shared';

import { readUrlQuery } from '~/lib/url-query';

/*
 * The URL of /back/speakers is its state: filters, sort and page, in the API's own parameter
 * names, so the same search string feeds the list, its links, a speaker's detail and the export.
 */

export const DEFAULT_SPEAKER_QUERY = speakerListQuerySchema.parse({});

/** The list state of a URL search; the defaults and a French message when it was not understood. */
export function readSpeakerQuery(params: URLSearchParams): {
  query: SpeakerListQuery;
  queryError: string | null;
} {
  return readUrlQuery(speakerListQuerySchema, params, DEFAULT_SPEAKER_QUERY);
}

/** The filters (and the sort, unless the default) as URL parameters. */
function filterParams(query: Partial<SpeakerListQuery>): URLSearchParams {
  const params = new URLSearchParams();
  for (const name of SPEAKER_FILTER_NAMES) {
    const value = query[name];
    if (value !== undefined && value !== '') params.set(name, String(value));
  }
  const sort = query.sort;
  if (
    sort &&
    (sort.field !== SPEAKER_DEFAULT_SORT.field || sort.direction !== SPEAKER_DEFAULT_SORT.direction)
  ) {
    params.set('sort', `${sort.direction === 'desc' ? '-' : ''}${sort.field}`);
  }
  return params;
}

/** Whether a filter narrows the list. */
export function isFiltered(query: Partial<SpeakerFilters>): boolean {
  return SPEAKER_FILTER_NAMES.some((name) => query[name] !== undefined);
}

/** `?…` of a list state (defaults left out), '' when there is nothing to say. */
export function speakerSearch(query: Partial<SpeakerListQuery>): string {
  const params = filterParams(query);
  if (query.page && query.page > 1) params.set('page', String(query.page));
  if (query.pageSize && query.pageSize !== DEFAULT_PAGE_SIZE) {
    params.set('pageSize', String(query.pageSize));
  }
  const search = params.toString();
  return search ? `?${search}` : '';
}

/** The API path of the list's page. */
export function speakerListApiPath(query: SpeakerListQuery): string {
  const params = filterParams(query);
  params.set('page', String(query.page));
  params.set('pageSize', String(query.pageSize));
  return `/api/instructor_views?${params}`;
}

/** The API path of a speaker's sessions, narrowed by the list's actions' filters. */
export function speakerDetailApiPath(id: number, query: Partial<SpeakerFilters>): string {
  const params = new URLSearchParams();
  for (const name of ['year', 'axisId', 'providerId'] as const) {
    if (query[name] !== undefined) params.set(name, String(query[name]));
  }
  const search = params.toString();
  return `/api/instructor_views/${id}/detail${search ? `?${search}` : ''}`;
}

/** The download of the filtered list, in the list's order. */
export function speakerExportHref(format: ExportFormat, query: Partial<SpeakerListQuery>): string {
  const params = filterParams(query);
  params.set('format', format);
  return `/api/instructor_views/export?${params}`;
}
