import type { frRegistrations } from './fr-registrations';
import type { TranslationOf } from './format';

/** English messages of the registration workflow; same keys and placeholders as the French ones. */
export const enRegistrations = {
  'registrations.request.label': 'Request a seat',
  'registrations.request.success': 'Your registration request is recorded.',
  'registrations.validate.label': 'Validate',
  'registrations.validate.success': 'Registration validated.',
  'registrations.refuseRequest.label': 'Refuse the request',
  'registrations.refuseRequest.success': 'Request refused.',
  'registrations.refuseRegistration.label': 'Refuse the registration',
  'registrations.refuseRegistration.success': 'Registration refused.',
  'registrations.cancel.label': 'Cancel the registration',
  'registrations.cancel.success': 'Registration cancelled.',

  'registrations.field.motivation': 'Motivation',
  'registrations.field.reason': 'Reason',
  'registrations.reasonRequired': 'A reason is required',
  'registrations.motivationRequired': 'A motivation is required',

  'registrations.notice.noHrValidator':
    'Your organisation has no HR validator on the platform yet: ask your manager to log in to validate your request.',
  'registrations.notice.waitingList':
    'The session is full: your request is on the waiting list. You will be emailed if a seat frees up.',
  'registrations.notice.structureRequests':
    '{count} people of the same organisation requested this session.',

  'registrations.history.request': 'Registration request',
  'registrations.history.waitingList': 'Put on the waiting list (session full)',
  'registrations.history.promoted': 'Left the waiting list (a seat freed up)',
  'registrations.history.automatic': 'Step passed automatically (not required for this type)',

  'registrations.error.profileNotAllowed':
    'You may not "{action}" this registration (status "{status}").',
  'registrations.error.statusNotAllowed':
    '"{action}" is not possible: the registration is "{status}".',
  'registrations.error.changedMeanwhile':
    'The registration changed meanwhile: reload the page and try again.',
  'registrations.error.onWaitingList':
    'The request is on the waiting list: it can be validated once a seat frees up.',
  'registrations.error.cancelTooLate':
    'The session started on {date}: the registration can no longer be cancelled.',
  'registrations.error.notOpen': 'Registration to this session is not open.',
  'registrations.error.external':
    'Registration to this session is made directly with the training provider, outside the portal.',
  'registrations.error.deadlinePassed':
    'The registration deadline of this session ({date}) is past.',
  'registrations.error.started': 'The session has already started: registration is closed.',
  'registrations.error.alreadyRegistered':
    'You already have a registration to this session (status "{status}").',
  'registrations.error.membersOnly':
    'This action is reserved for member organisations: yours is not a member.',
  'registrations.error.noStructure':
    'Your account belongs to no organisation: registration is impossible. Contact the programme team.',
  'registrations.error.full':
    'The session is full and its waiting list too: registration is no longer possible.',
} as const satisfies TranslationOf<typeof frRegistrations>;
