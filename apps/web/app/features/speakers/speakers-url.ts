import {
  SPEAKER_FILTER_NAMES,
  speakerListQuerySchema,
  type ExportFormat,
  type SpeakerFilters,
  type SpeakerListQuery,
} from '@passerelle/shared';

import { readListState, type ListState } from '~/lib/list-state';
import { listParams, listSearch } from '~/lib/list-search';

/*
 * The URL of /back/speakers is its state: filters, sort and page, in the API's own parameter
 * names (lib/list-state.ts), so the same search string feeds the list, its links, a speaker's
 * detail and the export.
 */

export const DEFAULT_SPEAKER_QUERY = speakerListQuerySchema.parse({});

/** The list state of a URL search; a refused parameter dropped, and said. */
export function readSpeakerQuery(params: URLSearchParams): ListState<SpeakerListQuery> {
  return readListState(speakerListQuerySchema, params);
}

/** Whether a filter narrows the list. */
export function isFiltered(query: Partial<SpeakerFilters>): boolean {
  return SPEAKER_FILTER_NAMES.some((name) => query[name] !== undefined);
}

/** `?…` of a list state (defaults left out), '' when there is nothing to say. */
export function speakerSearch(query: Partial<SpeakerListQuery>): string {
  return listSearch(query, DEFAULT_SPEAKER_QUERY);
}

/** The API query of the list's page (defaults left out). */
export function speakerListApiQuery(query: SpeakerListQuery): Record<string, string> {
  return Object.fromEntries(listParams(query, DEFAULT_SPEAKER_QUERY));
}

/** The API query of a speaker's sessions: the list's actions' filters. */
export function speakerDetailApiQuery({ year, axisId, providerId }: Partial<SpeakerFilters>) {
  return { year, axisId, providerId };
}

/** The download of the filtered list, in the list's order. */
export function speakerExportHref(format: ExportFormat, query: Partial<SpeakerListQuery>): string {
  const { page: _page, pageSize: _pageSize, ...filters } = query;
  const params = listParams(filters, DEFAULT_SPEAKER_QUERY);
  params.set('format', format);
  return `/api/instructor_views/export?${params}`;
}
