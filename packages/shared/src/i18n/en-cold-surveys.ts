import type { TranslationOf } from './format';
import type { frColdSurveys } from './fr-cold-surveys';

/** English words of the cold evaluation (decision 035); same keys as `fr-cold-surveys.ts`. */
export const enColdSurveys = {
  'coldSurveys.list.kind': 'Questionnaire',
  'coldSurveys.list.answerTo': 'Answer the cold evaluation of session {code}',
  'coldSurveys.list.viewOf': 'See my answers to the cold evaluation of session {code}',
  'coldSurveys.form.scale': 'From 1 star (strongly disagree) to 5 stars (strongly agree).',

  'coldSurveys.kind.label': 'Questionnaire shown',
  'coldSurveys.list.caption': 'Cold evaluations of the sessions',
  'coldSurveys.list.empty': 'No session has a cold evaluation yet.',
  'coldSurveys.export.fileName': 'cold-evaluation-answers',

  'coldSurveys.detail.title': 'Cold evaluation results of session {code}',
  'coldSurveys.close.label': 'Close the cold evaluation',
  'coldSurveys.close.title': 'Close the cold evaluation?',
  'coldSurveys.close.done': 'Cold evaluation closed.',

  'coldSurveys.state.title': 'Cold evaluation',
  'coldSurveys.state.delay': {
    one: '{count} day after the end of the session',
    other: '{count} days after the end of the session',
  },
  'coldSurveys.state.planned': 'Planned for {date}',
  'coldSurveys.state.open': 'Opened on {date}',
  'coldSurveys.state.closed': 'Closed on {date}',
  'coldSurveys.state.notPlanned': 'Not planned',
  'coldSurveys.state.reason.typeDisabled':
    'The action type of this session no longer asks for a cold evaluation.',
  'coldSurveys.state.reason.surveyDisabled':
    'The survey is disabled for this session: no cold evaluation will be sent.',
  'coldSurveys.state.reason.canceled': 'The session is cancelled.',
  'coldSurveys.state.reason.expired': {
    one: 'Its date ({date}) passed more than {count} day ago: it will not be sent.',
    other: 'Its date ({date}) passed more than {count} days ago: it will not be sent.',
  },
  'coldSurveys.state.loadError': 'The state of the cold evaluation could not be loaded.',
} as const satisfies TranslationOf<typeof frColdSurveys>;
