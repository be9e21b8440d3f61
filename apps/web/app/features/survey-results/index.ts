// The survey results' screens (/back/surveys, /back/surveys/{id}, a provider's /surveys and
// /surveys/{id}, the survey's state on a session's page; decision 034; the cold evaluation's,
// decision 035).
export { SessionColdSurveyState, showsColdSurvey } from './session-cold-survey-state';
export { SessionSurveyState } from './session-survey-state';
export { SurveyResultsDetail } from './survey-results-detail';
export { loadSurveyResults, type SurveyResultsData } from './survey-results-data';
export { SurveyResultsPage } from './survey-results-page';
