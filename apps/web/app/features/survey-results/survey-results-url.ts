import {
  SURVEY_RESULTS_FILTER_NAMES,
  SURVEY_ROLLUP_DIMENSIONS,
  surveyViewListQuerySchema,
  type ExportFormat,
  type SurveyResultsFilters,
  type SurveyRollupDimension,
  type SurveyViewListQuery,
} from '@passerelle/shared';

import { readListState } from '~/lib/list-state';
import { listParams, listSearch } from '~/lib/list-search';

/*
 * The URL of /back/surveys (and of a provider's /surveys) is its state: the filters, in the API's
 * own parameter names, the presentation (`by`: by session, or rolled up by action, axis, provider
 * or year), the sort of the sessions and the page. The same search string feeds the lists, the
 * summary, the links and the export.
 */

/** How the results are shown: by session, or rolled up. */
export type SurveyResultsView = 'session' | SurveyRollupDimension;
export const SURVEY_RESULTS_VIEWS = [
  'session',
  ...SURVEY_ROLLUP_DIMENSIONS,
] as const satisfies readonly [SurveyResultsView, ...SurveyResultsView[]];

export interface SurveyResultsState {
  view: SurveyResultsView;
  query: SurveyViewListQuery;
}

export const DEFAULT_SURVEY_QUERY = surveyViewListQuerySchema.parse({});

/** The state of a URL search (lib/list-state.ts): a refused parameter dropped, and said. */
export function readSurveyResultsState(params: URLSearchParams): {
  state: SurveyResultsState;
  notice: string | null;
} {
  const { query, notice } = readListState(surveyViewListQuerySchema, params, {
    by: SURVEY_RESULTS_VIEWS,
  });
  const { by: view, ...rest } = query;
  return { state: { view, query: rest }, notice };
}

/** The filters as URL parameters (the defaults left out). */
export function surveyFilterParams(filters: Partial<SurveyResultsFilters>): URLSearchParams {
  const named = Object.fromEntries(
    SURVEY_RESULTS_FILTER_NAMES.map((name) => [name, filters[name]]),
  );
  return listParams(named, DEFAULT_SURVEY_QUERY);
}

/** Whether any filter narrows the surveys (the questionnaire shown, `kind`, is not one). */
export function isFiltered(filters: Partial<SurveyResultsFilters>): boolean {
  return surveyFilterParams({ ...filters, kind: 'HOT' }).size > 0;
}

/** `?…` of a state (defaults left out), '' when there is nothing to say. */
export function surveyResultsSearch(state: {
  view: SurveyResultsView;
  query: Partial<SurveyViewListQuery>;
}): string {
  const { view, query } = state;
  // The sort is the sessions' own: a roll-up has its order.
  const sort = view === 'session' ? query.sort : undefined;
  return listSearch({ ...query, by: view, sort }, { ...DEFAULT_SURVEY_QUERY, by: 'session' });
}

/** The API query of the sessions' surveys (defaults left out). */
export function surveyListApiQuery(query: SurveyViewListQuery): Record<string, string> {
  return Object.fromEntries(listParams(query, DEFAULT_SURVEY_QUERY));
}

/** The API query of a roll-up: the filters and the page, grouped `by` (a roll-up has its order). */
export function surveyRollupApiQuery(by: SurveyRollupDimension, query: SurveyViewListQuery) {
  const { sort: _sort, ...rest } = query;
  return { ...Object.fromEntries(listParams({ ...rest, by }, DEFAULT_SURVEY_QUERY)), by };
}

/** The API query of the figures of the filtered surveys taken together. */
export function surveySummaryApiQuery(
  filters: Partial<SurveyResultsFilters>,
): Record<string, string> {
  return Object.fromEntries(surveyFilterParams(filters));
}

/** The download of every answer sheet of the filtered surveys. */
export function surveyExportHref(
  format: ExportFormat,
  filters: Partial<SurveyResultsFilters>,
): string {
  const params = surveyFilterParams(filters);
  params.set('format', format);
  return `/api/survey_views/export?${params}`;
}

/**
 * The state narrowed to a roll-up's group (a row of "by axis" opens the axis's sessions, with
 * the axis's figures above them).
 */
export function groupState(
  state: SurveyResultsState,
  by: SurveyRollupDimension,
  key: number | null,
): SurveyResultsState | null {
  if (key === null) return null;
  const filter = { action: 'actionId', axis: 'axisId', provider: 'providerId', year: 'year' }[by];
  return {
    view: 'session',
    query: { ...state.query, [filter]: key, page: 1 },
  };
}
