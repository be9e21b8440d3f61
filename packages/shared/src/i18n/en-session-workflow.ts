import type { frSessionWorkflow } from './fr-session-workflow';
import type { TranslationOf } from './format';

/** English messages of the session workflow; same keys and placeholders as the French ones. */
export const enSessionWorkflow = {
  'sessionWorkflow.postpone.label': 'Postpone the session',
  'sessionWorkflow.postpone.description':
    'The session will become "Postponed". Registered trainees, their HR validators and the provider will be emailed.',
  'sessionWorkflow.postpone.success': 'Session postponed.',
  'sessionWorkflow.reprogram.label': 'Reschedule the session',
  'sessionWorkflow.reprogram.description':
    'Give the new dates. The session will become "Scheduled" again and registered trainees, their HR validators and the provider will be emailed.',
  'sessionWorkflow.reprogram.success': 'Session rescheduled.',
  'sessionWorkflow.cancel.label': 'Cancel the session',
  'sessionWorkflow.cancel.description':
    'Open registrations will be cancelled (reason "session cancelled") and trainees, their HR validators and the provider will be emailed.',
  'sessionWorkflow.cancel.success': 'Session cancelled.',
  'sessionWorkflow.realize.label': 'Mark as held',
  'sessionWorkflow.realize.description':
    'The session will become "Held". Attendance must be recorded for every registered trainee.',
  'sessionWorkflow.realize.success': 'Session marked as held.',
  'sessionWorkflow.validateManager.label': 'Validate the session',
  'sessionWorkflow.validateManager.description':
    'The session will become "Validated by the manager" and wait for an administrator to close it.',
  'sessionWorkflow.validateManager.success': 'Session validated.',
  'sessionWorkflow.close.label': 'Close the session',
  'sessionWorkflow.close.description': 'The session will be closed: it can no longer be changed.',
  'sessionWorkflow.close.success': 'Session closed.',
  'sessionWorkflow.returnToProgrammed.label': 'Return to scheduled',
  'sessionWorkflow.returnToProgrammed.description':
    'The session will become "Scheduled" again with the confirmed dates: every step of the workflow will be replayed. Registered trainees, their HR validators and the provider will be emailed again.',
  'sessionWorkflow.returnToProgrammed.success': 'Session returned to scheduled.',

  'sessionWorkflow.irreversible': 'This cannot be undone.',
  'sessionWorkflow.wayBack': {
    one: 'Only this profile can undo it, with “Return to programmed”: {profiles}.',
    other: 'These profiles can undo it, with “Return to programmed”: {profiles}.',
  },
  'sessionWorkflow.comment': 'Comment (optional)',
  'sessionWorkflow.newStartDate': 'New start date',
  'sessionWorkflow.newEndDate': 'New end date',
  'sessionWorkflow.actions': 'Session actions',
  'sessionWorkflow.toggle.survey': 'Satisfaction survey',
  'sessionWorkflow.toggle.report': 'Pedagogical report',
  'sessionWorkflow.toggles': 'Survey and report of the session',
  'sessionWorkflow.status': 'Session status:',
  'sessionWorkflow.history.title': 'Session history',
  'sessionWorkflow.history.date': 'Date',
  'sessionWorkflow.history.author': 'Author',
  'sessionWorkflow.history.change': 'Change',
  'sessionWorkflow.history.comment': 'Reason',
  'sessionWorkflow.history.creation': 'Creation',
  'sessionWorkflow.history.to': 'to',
  'sessionWorkflow.history.unknownAuthor': 'Deleted user',
  'sessionWorkflow.history.empty': 'No status change yet.',
  'sessionWorkflow.history.loadError': 'The session history could not be loaded.',
  'sessionWorkflow.cancellationReason': 'session cancelled',
  'sessionWorkflow.mail.noReason': 'not given',

  'sessionWorkflow.error.profileNotAllowed':
    'Your profile ({profile}) does not allow "{action}" on a session whose status is "{status}".',
  'sessionWorkflow.error.statusNotAllowed':
    '"{action}" is not possible: the session status is "{status}".',
  'sessionWorkflow.error.changedMeanwhile':
    'Someone else changed the session in the meantime. Reload the page and try again.',
  'sessionWorkflow.error.statusChanged':
    'The session status changed in the meantime: reload the page.',
  'sessionWorkflow.error.notFinished':
    'The session can be marked as held only once it is over (planned end: {endDate}).',
  'sessionWorkflow.error.attendanceMissing': {
    one: 'Attendance is missing for {count} registered trainee: record it before marking the session as held.',
    other:
      'Attendance is missing for {count} registered trainees: record it before marking the session as held.',
  },
  'sessionWorkflow.error.readOnly': 'This session is closed: it can no longer be changed.',
} as const satisfies TranslationOf<typeof frSessionWorkflow>;
