import {
  SURVEY_RESULTS_API,
  type SurveyFigures,
  type SurveyFilterChoices,
  type SurveyRollupPage,
  type SurveyViewPage,
} from '@passerelle/shared';

import type { ApiClient } from '~/lib/api-client';

import {
  readSurveyResultsState,
  surveyListApiQuery,
  surveyRollupApiQuery,
  surveySummaryApiQuery,
  type SurveyResultsState,
} from './survey-results-url';

/** What a page of survey results shows (/back/surveys, a provider's /surveys). */
export interface SurveyResultsData {
  state: SurveyResultsState;
  /** French notice naming the URL parameters that were dropped as invalid. */
  notice: string | null;
  choices: SurveyFilterChoices;
  summary: SurveyFigures | null;
  /** The sessions' surveys (view "session") or a roll-up; null when they could not be read. */
  list:
    | { kind: 'sessions'; page: SurveyViewPage }
    | { kind: 'rollup'; page: SurveyRollupPage }
    | null;
  /** The refusal of the list's or summary's call, in French. */
  error: string | null;
}

const NO_CHOICES: SurveyFilterChoices = { years: [], axes: [], types: [], providers: [] };

/**
 * The data of a page of results: the filters' choices, the figures of the filtered surveys taken
 * together, and the sessions or the roll-up of the URL. Refusals become a message, never a throw
 * (a 401 leaves through the client's redirection to the login page).
 */
export async function loadSurveyResults(api: ApiClient, url: URL): Promise<SurveyResultsData> {
  const { state, notice } = readSurveyResultsState(url.searchParams);
  const [choices, summary, list] = await Promise.all([
    api.call(SURVEY_RESULTS_API.filters, { query: { kind: state.query.kind } }),
    api.call(SURVEY_RESULTS_API.summary, { query: surveySummaryApiQuery(state.query) }),
    loadList(api, state),
  ]);
  const failed = [summary, list].find((result) => !result.ok);
  return {
    state,
    notice,
    choices: choices.ok ? choices.data : NO_CHOICES,
    summary: summary.ok ? summary.data : null,
    list: list.ok ? list.data : null,
    error: failed && !failed.ok ? failed.error : null,
  };
}

/** The sessions' surveys, or the roll-up, of the state. */
async function loadList(api: ApiClient, { view, query }: SurveyResultsState) {
  if (view === 'session') {
    const result = await api.call(SURVEY_RESULTS_API.list, { query: surveyListApiQuery(query) });
    return result.ok
      ? { ...result, data: { kind: 'sessions' as const, page: result.data } }
      : result;
  }
  const result = await api.call(SURVEY_RESULTS_API.rollups, {
    query: surveyRollupApiQuery(view, query),
  });
  return result.ok ? { ...result, data: { kind: 'rollup' as const, page: result.data } } : result;
}
