import type { frSessionReturn } from './fr-session-return';
import type { TranslationOf } from './format';

/** English messages of "return to programmed"; same keys and placeholders as the French ones. */
export const enSessionReturn = {
  'sessionReturn.datesHint':
    'Confirm the session dates or give new ones: the intervention dates will follow.',
  'sessionReturn.startDate': 'Start date',
  'sessionReturn.endDate': 'End date',
  'sessionReturn.registrations.legend': 'Registrations cancelled with the session',
  'sessionReturn.registrations.hint':
    'Tick the registrations to restore: each gets back the status it had before the cancellation. The others stay cancelled.',
  'sessionReturn.registrations.none': 'No registration was cancelled with the session.',
  'sessionReturn.registrations.loading': 'Loading the cancelled registrations…',
  'sessionReturn.registrations.loadError':
    'The registrations cancelled with the session could not be loaded.',
  'sessionReturn.registrations.before': 'Before the cancellation: {status}',
  'sessionReturn.registrations.beforeWaiting':
    'Before the cancellation: {status}, on the waiting list',
  'sessionReturn.registrations.noStructure': 'No structure',
  'sessionReturn.registrations.selected': {
    one: '{count} registration will be restored.',
    other: '{count} registrations will be restored.',
  },
  'sessionReturn.mailNotice':
    'Registered trainees (including those restored), their HR validators and the provider will be emailed.',
  'sessionReturn.success': {
    one: 'Session returned to scheduled: {count} registration restored.',
    other: 'Session returned to scheduled: {count} registrations restored.',
  },
  'sessionReturn.history.restored': 'restored when the session was returned to scheduled',

  'sessionReturn.validation.duplicateRegistrations': 'A registration can be restored only once.',
  'sessionReturn.error.notRestorable':
    'Registration no. {id} was not cancelled with this session: it cannot be restored.',
  'sessionReturn.error.full':
    "{name}'s registration cannot be restored: the session has no seat left. Free a seat or leave this registration cancelled.",
  'sessionReturn.error.waitingListFull':
    "{name}'s registration cannot be restored: the session's waiting list is full.",
  'sessionReturn.error.quotaMembersOnly': {
    one: "{name}'s registration cannot be restored: this person has reached their yearly quota of {count} members-only action.",
    other:
      "{name}'s registration cannot be restored: this person has reached their yearly quota of {count} members-only actions.",
  },
  'sessionReturn.error.quotaHrValidated': {
    one: "{name}'s registration cannot be restored: this person has reached their yearly quota of {count} action requiring HR validation.",
    other:
      "{name}'s registration cannot be restored: this person has reached their yearly quota of {count} actions requiring HR validation.",
  },
} as const satisfies TranslationOf<typeof frSessionReturn>;
