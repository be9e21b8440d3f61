import type { frSurveyResults } from './fr-survey-results';
import type { TranslationOf } from './format';

/** English messages of the survey results; same keys and placeholders as the French ones. */
export const enSurveyResults = {
  'surveyResults.error.rateBounds':
    'The minimum response rate must be lower than or equal to the maximum rate',

  'surveyResults.filters': 'Filter the surveys',
  'surveyResults.filter.year': 'Year',
  'surveyResults.filter.allYears': 'All years',
  'surveyResults.filter.axis': 'Axis',
  'surveyResults.filter.allAxes': 'All axes',
  'surveyResults.filter.type': 'Action type',
  'surveyResults.filter.allTypes': 'All types',
  'surveyResults.filter.provider': 'Provider',
  'surveyResults.filter.allProviders': 'All providers',
  'surveyResults.filter.status': 'Survey status',
  'surveyResults.filter.allStatuses': 'All statuses',
  'surveyResults.filter.rateMin': 'Minimum response rate (%)',
  'surveyResults.filter.rateMax': 'Maximum response rate (%)',
  'surveyResults.filter.apply': 'Filter',
  'surveyResults.filter.reset': 'Reset',

  'surveyResults.view.label': 'Show the results',
  'surveyResults.view.sessions': 'By session',
  'surveyResults.view.action': 'By action',
  'surveyResults.view.axis': 'By axis',
  'surveyResults.view.provider': 'By provider',
  'surveyResults.view.year': 'By year',

  'surveyResults.summary.title': 'Results of the selected surveys',
  'surveyResults.summary.surveys': {
    one: '{count} session survey',
    other: '{count} session surveys',
  },
  'surveyResults.figure.rate': 'Response rate',
  'surveyResults.figure.average': 'Average rating',
  'surveyResults.figure.filled': {
    one: '{count} answer out of {sheets}',
    other: '{count} answers out of {sheets}',
  },
  'surveyResults.figure.answers': {
    one: '{count} rating given',
    other: '{count} ratings given',
  },
  'surveyResults.averageOutOf5': '{average} out of 5',
  'surveyResults.themes.title': 'Average by theme',
  'surveyResults.questions.title': 'Results by question',
  'surveyResults.question': 'Question',
  'surveyResults.theme': 'Theme',
  'surveyResults.conditioned': 'Question of the action type',
  'surveyResults.noAnswer': 'No answer yet.',

  'surveyResults.chart.label': 'Distribution of stars: {label}',
  'surveyResults.chart.stars': { one: '{count} star', other: '{count} stars' },
  'surveyResults.chart.answers': {
    one: '{count} answer ({share})',
    other: '{count} answers ({share})',
  },
  'surveyResults.chart.starsHeader': 'Number of stars',
  'surveyResults.chart.all': 'Distribution of every rating given',
  'surveyResults.chart.table': 'Distribution of stars',
  'surveyResults.chart.count': 'Answers',
  'surveyResults.chart.share': 'Share',

  'surveyResults.list.caption': 'Satisfaction surveys of the sessions',
  'surveyResults.list.empty': 'No session has a satisfaction survey yet.',
  'surveyResults.list.total': {
    one: '{count} session survey',
    other: '{count} session surveys',
  },
  'surveyResults.column.session': 'Session',
  'surveyResults.column.dates': 'Dates',
  'surveyResults.column.provider': 'Provider',
  'surveyResults.column.status': 'Survey',
  'surveyResults.column.rate': 'Response rate',
  'surveyResults.column.filled': 'Answers',
  'surveyResults.column.average': 'Average rating',
  'surveyResults.column.surveys': 'Sessions',
  'surveyResults.column.group.action': 'Training action',
  'surveyResults.column.group.axis': 'Axis',
  'surveyResults.column.group.provider': 'Provider',
  'surveyResults.column.group.year': 'Year',
  'surveyResults.rollup.caption': 'Grouped results: {by}',
  'surveyResults.rollup.noProvider': 'No provider',
  'surveyResults.disabled': 'Disabled',

  'surveyResults.export.csv': 'Export the answers (CSV)',
  'surveyResults.export.xlsx': 'Export the answers (Excel)',
  'surveyResults.export.fileName': 'survey-answers',
  'surveyResults.export.sheet': 'Answers',

  'surveyResults.detail.title': 'Survey results of session {code}',
  'surveyResults.detail.back': 'Back to the surveys',
  'surveyResults.detail.openedAt': 'Opened on {date}',
  'surveyResults.detail.closedAt': 'Closed on {date}',
  'surveyResults.detail.notEnabled':
    'The survey is disabled for this session: the trainees no longer see it.',
  'surveyResults.comments.title': 'Free-text answers',
  'surveyResults.comments.none': 'No comment.',
  'surveyResults.comments.anonymous':
    'Answers are shown without their authors’ names, in an order unrelated to them.',
  'surveyResults.trainees.title': 'Answers by trainee',
  'surveyResults.trainees.caption': 'Whether each trainee answered the survey',
  'surveyResults.trainees.name': 'Trainee',
  'surveyResults.trainees.status': 'Answered',
  'surveyResults.trainees.empty': 'The survey was sent to no trainee.',
  'surveyResults.trainees.loadError': 'The trainees’ answer statuses could not be loaded.',
  'surveyResults.close.label': 'Close the survey',
  'surveyResults.close.title': 'Close the satisfaction survey?',
  'surveyResults.close.description':
    'Trainees who have not answered yet will no longer be able to. This cannot be undone.',
  'surveyResults.close.confirm': 'Close for good',

  'surveyResults.sessionState.title': 'Satisfaction survey',
  'surveyResults.sessionState.none':
    'No survey is open yet: it opens when the session is realised, if the survey is enabled.',
  'surveyResults.sessionState.summary': 'Response rate: {rate} ({filled} out of {sheets})',
  'surveyResults.sessionState.link': 'See the results',
} as const satisfies TranslationOf<typeof frSurveyResults>;
