import {
  DEFAULT_PAGE_SIZE,
  SURVEY_RESULTS_FILTER_NAMES,
  SURVEY_ROLLUP_DIMENSIONS,
  SURVEY_VIEW_DEFAULT_SORT,
  surveyViewListQuerySchema,
  t,
  type ExportFormat,
  type SurveyResultsFilters,
  type SurveyRollupDimension,
  type SurveyViewListQuery,
} from '@passerelle/shared';

/*
 * The URL of /back/surveys (and of a provider's /surveys) is its state: the filters, in the API's
 * own parameter names, the presentation (`by`: by session, or rolled up by action, axis, provider
 * or year), the sort of the sessions and the page. The same search string feeds the lists, the
 * summary, the links and the export.
 */

/** How the results are shown: by session, or rolled up. */
export type SurveyResultsView = 'session' | SurveyRollupDimension;
export const SURVEY_RESULTS_VIEWS: readonly SurveyResultsView[] = [
  'session',
  ...SURVEY_ROLLUP_DIMENSIONS,
];

export interface SurveyResultsState {
  view: SurveyResultsView;
  query: SurveyViewListQuery;
}

export const DEFAULT_SURVEY_QUERY = surveyViewListQuerySchema.parse({});

/** The state of a URL search; the defaults and a French message when it was not understood. */
export function readSurveyResultsState(params: URLSearchParams): {
  state: SurveyResultsState;
  stateError: string | null;
} {
  const by = params.get('by');
  const view = (SURVEY_RESULTS_VIEWS as readonly string[]).includes(by ?? '')
    ? (by as SurveyResultsView)
    : 'session';
  const entries = Object.fromEntries([...params].filter(([key]) => key !== 'by'));
  const parsed = surveyViewListQuerySchema.safeParse(entries);
  if (parsed.success) return { state: { view, query: parsed.data }, stateError: null };
  return {
    state: { view, query: DEFAULT_SURVEY_QUERY },
    stateError: t('adminKit.queryError', {
      message: parsed.error.issues.map((issue) => issue.message).join(', '),
    }),
  };
}

/** The filters as URL parameters (the defaults left out). */
export function surveyFilterParams(filters: Partial<SurveyResultsFilters>): URLSearchParams {
  const params = new URLSearchParams();
  for (const name of SURVEY_RESULTS_FILTER_NAMES) {
    const value = filters[name];
    if (value === undefined || (name === 'kind' && value === 'HOT')) continue;
    params.set(name, String(value));
  }
  return params;
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
  const { query } = state;
  const params = surveyFilterParams(query);
  if (state.view !== 'session') params.set('by', state.view);
  const sort = query.sort;
  if (
    state.view === 'session' &&
    sort &&
    (sort.field !== SURVEY_VIEW_DEFAULT_SORT.field ||
      sort.direction !== SURVEY_VIEW_DEFAULT_SORT.direction)
  ) {
    params.set('sort', `${sort.direction === 'desc' ? '-' : ''}${sort.field}`);
  }
  if (query.page && query.page > 1) params.set('page', String(query.page));
  if (query.pageSize && query.pageSize !== DEFAULT_PAGE_SIZE) {
    params.set('pageSize', String(query.pageSize));
  }
  const search = params.toString();
  return search ? `?${search}` : '';
}

/** The API path of what the state shows: the sessions' surveys or a roll-up. */
export function surveyResultsApiPath(state: SurveyResultsState): string {
  const { view, query } = state;
  const params = surveyFilterParams(query);
  params.set('page', String(query.page));
  params.set('pageSize', String(query.pageSize));
  if (view === 'session') {
    params.set('sort', `${query.sort.direction === 'desc' ? '-' : ''}${query.sort.field}`);
    return `/api/survey_views?${params}`;
  }
  params.set('by', view);
  return `/api/survey_views/rollups?${params}`;
}

/** The figures of the filtered surveys taken together. */
export function surveySummaryApiPath(filters: Partial<SurveyResultsFilters>): string {
  const search = surveyFilterParams(filters).toString();
  return `/api/survey_views/summary${search ? `?${search}` : ''}`;
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
