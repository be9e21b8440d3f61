import type {
  SurveyFigures,
  SurveyFilterChoices,
  SurveyRollupPage,
  SurveyViewPage,
} from '@passerelle/shared';

import type { ApiClient } from '~/lib/api-client';

import {
  readSurveyResultsState,
  surveyResultsApiPath,
  surveySummaryApiPath,
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
    { kind: 'sessions'; page: SurveyViewPage } | { kind: 'rollup'; page: SurveyRollupPage } | null;
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
    api.request<SurveyFilterChoices>('/api/survey_views/filters', {
      query: { kind: state.query.kind },
    }),
    api.request<SurveyFigures>(surveySummaryApiPath(state.query)),
    api.request<SurveyViewPage | SurveyRollupPage>(surveyResultsApiPath(state)),
  ]);
  const failed = [summary, list].find((result) => !result.ok);
  return {
    state,
    notice,
    choices: choices.ok ? choices.data : NO_CHOICES,
    summary: summary.ok ? summary.data : null,
    list: list.ok
      ? state.view === 'session'
        ? { kind: 'sessions', page: list.data as SurveyViewPage }
        : { kind: 'rollup', page: list.data as SurveyRollupPage }
      : null,
    error: failed && !failed.ok ? failed.error : null,
  };
}
