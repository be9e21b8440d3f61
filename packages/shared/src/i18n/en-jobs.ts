import type { TranslationOf } from './format';
import type { frJobs } from './fr-jobs';

/** English words of the background work (decision 043). */
export const enJobs = {
  'jobs.report.fileCleanup': {
    one: '{count} unattached file deleted',
    other: '{count} unattached files deleted',
  },
  'jobs.report.coldSurveys': {
    one: '{count} follow-up evaluation opened',
    other: '{count} follow-up evaluations opened',
  },
  'jobs.report.coldSurveysFailed': {
    one: 'Opening the follow-up evaluation failed for {count} session.',
    other: 'Opening the follow-up evaluation failed for {count} sessions.',
  },
  'jobs.report.favoriteAlerts': {
    one: '{count} alert e-mail on favourites written',
    other: '{count} alert e-mails on favourites written',
  },
  'jobs.report.favoriteAlertsFailed': {
    one: 'The alerts on favourites could not be written for {count} person.',
    other: 'The alerts on favourites could not be written for {count} people.',
  },

  'jobs.intro':
    'The portal does some work on its own: on a timer, and in the background for mails and ' +
    'document sends. This page shows when each task ran, whether it succeeded and when it runs ' +
    'next; you may also run one right away.',
  'jobs.loadError': 'The state of the automatic tasks could not be read.',
  'jobs.tasks.title': 'Timed tasks',
  'jobs.column.task': 'Task',
  'jobs.column.state': 'State',
  'jobs.column.lastRun': 'Last run',
  'jobs.column.nextRun': 'Next run',
  'jobs.column.actions': 'Actions',
  'jobs.state.running': 'Running',
  'jobs.state.failing': 'Failing',
  'jobs.state.succeeded': 'Succeeded',
  'jobs.state.never': 'Never run',
  'jobs.state.disabled': 'Off here',
  'jobs.interval': 'Time between two runs: {duration}.',
  'jobs.disabledHere': 'This server does not run it: the environment variable {setting} is 0.',
  'jobs.startedAt': 'Started on {date}',
  'jobs.succeededAt': 'Succeeded on {date}',
  'jobs.failedAt': 'Failed on {date}',
  'jobs.nothingDone': 'Nothing to do.',
  'jobs.errorLabel': 'Error message',
  'jobs.failedTries': {
    one: '{count} failed try since the last success; the next one will come on its own.',
    other: '{count} failed tries since the last success; the next one will come on its own.',
  },
  'jobs.failuresSoFar': {
    one: '{count} failure since it was first run.',
    other: '{count} failures since it was first run.',
  },
  'jobs.neverRun': 'Never',
  'jobs.next.afterCurrent': 'When the current run ends',
  'jobs.next.due': 'As soon as possible',
  'jobs.next.notHere': 'Not on this server',
  'jobs.runNow': 'Run now',
  // A row's button or link, named after its row (the visible label first).
  'jobs.actionOn': '{action}: {target}',
  'jobs.runWaiting': 'Run asked for…',
  'jobs.toast.requested': '{task}: run asked for, it starts in a moment.',
  'jobs.toast.done': '{task}: run succeeded. {report}',
  'jobs.toast.failed': '{task}: the run failed. {error}',
  'jobs.toast.notYet': '{task}: the run has not happened yet. This page will show it once it has.',
  'jobs.duration.days': { one: '{count} day', other: '{count} days' },
  'jobs.duration.hours': { one: '{count} hour', other: '{count} hours' },
  'jobs.duration.minutes': { one: '{count} minute', other: '{count} minutes' },
  'jobs.duration.underMinute': 'less than a minute',
  'jobs.queues.title': 'Mails and document sends',
  'jobs.outbox.title': 'Mail outbox',
  'jobs.outbox.pending': {
    one: '{count} mail waiting to be sent',
    other: '{count} mails waiting to be sent',
  },
  'jobs.outbox.oldest': 'The oldest has waited for {duration}.',
  'jobs.outbox.failed': { one: '{count} failed mail', other: '{count} failed mails' },
  'jobs.outbox.open': 'Open the outbox',
  'jobs.outbox.openFailed': 'See the failed mails',
  'jobs.sends.title': 'Document sends of the last {days} days',
  'jobs.sends.running': { one: '{count} send running', other: '{count} sends running' },
  'jobs.sends.failed': { one: '{count} failed send', other: '{count} failed sends' },
  'jobs.sends.failuresCaption': 'Latest failed sends',
  'jobs.sends.date': 'Sent on',
  'jobs.sends.session': 'Session',
  'jobs.sends.problem': 'Problem',
  'jobs.sends.sessionOf': '{action}, session of {date}',
  'jobs.sends.failedItems': {
    one: '{count} document could not be made.',
    other: '{count} documents could not be made.',
  },
  'jobs.sends.open': 'See the session',
  'jobs.error.running': 'This task is running: wait for its run to end before running it again.',
  'jobs.error.disabled': 'This server does not run this task: it cannot run it now.',
} as const satisfies TranslationOf<typeof frJobs>;
