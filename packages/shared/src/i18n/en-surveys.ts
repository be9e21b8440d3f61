import type { frSurveys } from './fr-surveys';
import type { TranslationOf } from './format';

export const enSurveys = {
  'surveys.error.closed': 'This survey is closed: it takes no more answers.',
  'surveys.error.alreadyFilled':
    'You have already answered this survey: your answers can no longer be changed.',
  'surveys.error.notOpened': 'The survey of this session has not been opened yet.',
  'surveys.error.alreadyClosed': 'This survey is already closed.',

  'surveys.list.intro':
    'Your opinion of the sessions you attended helps the programme improve its training. It is passed on without your name.',
  'surveys.list.toFill': 'To fill in',
  'surveys.list.filled': 'Filled in',
  'surveys.list.toFillEmpty': 'You have no survey to fill in.',
  'surveys.list.filledEmpty': 'You have not filled in any survey yet.',
  'surveys.list.session': 'Session',
  'surveys.list.dates': 'Dates',
  'surveys.list.status': 'State',
  'surveys.list.answer': 'Answer',
  'surveys.list.answerTo': 'Answer the survey of session {code}',
  'surveys.list.view': 'See my answers',
  'surveys.list.viewOf': 'See my answers to the survey of session {code}',
  'surveys.list.closed': 'Closed without an answer',
  'surveys.list.filledOn': 'Filled in on {date}',
  'surveys.list.staffIntro': 'Surveys are filled in by the trainees of the sessions held.',
  'surveys.list.staffLink': 'Follow the sessions’ surveys',

  'surveys.form.session': 'Session {code}, {dates}',
  'surveys.form.scale': 'From 1 star (not satisfactory at all) to 5 stars (very satisfactory).',
  'surveys.form.requiredNotice': 'Every rating is required; comments are optional.',
  'surveys.form.steps': 'Survey steps',
  'surveys.form.step': 'Step {current} of {total}: {theme}',
  'surveys.form.stepDone': 'done',
  'surveys.form.stepError': 'to complete',
  'surveys.form.stepCurrent': 'current',
  'surveys.form.progress': {
    one: '{count} rating given out of {total}',
    other: '{count} ratings given out of {total}',
  },
  'surveys.form.progressLabel': 'Survey progress',
  'surveys.form.previous': 'Previous step',
  'surveys.form.next': 'Next step',
  'surveys.form.send': 'Send my answers',
  'surveys.form.sending': 'Sending…',
  'surveys.form.stepMissing': {
    one: '{count} rating is missing in this step: {questions}.',
    other: '{count} ratings are missing in this step: {questions}.',
  },
  'surveys.form.missingSteps': 'Ratings are missing in the steps: {steps}.',
  'surveys.form.conditioned': 'Questions specific to this type of training',
  'surveys.form.optional': 'optional',
  'surveys.form.restored': 'Your unsent answers were restored.',
  'surveys.form.sent': 'Thank you! Your answers have been sent.',
  'surveys.form.filled': 'You answered this survey on {date}. Your answers:',
  'surveys.form.closed': 'This survey is closed: it can no longer be answered.',
  'surveys.form.noAnswer': 'No answer',
  'surveys.form.backToList': 'Back to my surveys',
  'surveys.stars.label': { one: '{count} star out of {max}', other: '{count} stars out of {max}' },

  'surveys.passed.answer': 'Answer the satisfaction survey',
  'surveys.passed.view': 'See my survey answers',
} as const satisfies TranslationOf<typeof frSurveys>;
