import type { TranslationOf } from './format';
import type { frAttendance } from './fr-attendance';

/** English words of the digital attendance (decision 038); same keys as `fr-attendance.ts`. */
export const enAttendance = {
  'attendance.error.unknownHalfDay':
    'This half-day is not one of the session’s intervention dates.',
  'attendance.error.notToday':
    'The signing of a half-day opens on that day only: this one takes place on {date}.',
  'attendance.error.sessionNotProgrammed': 'Signing opens only for a programmed session.',
  'attendance.error.windowClosed': 'Signing for this half-day is closed: no more signatures.',
  'attendance.error.tokenInvalid':
    'This QR code is no longer valid: scan the code the provider shows again.',
  'attendance.error.ticketInvalid':
    'The time to sign is over: scan the QR code the provider shows again.',
  'attendance.error.notRegistered': 'Only a trainee registered to the session may sign.',
  'attendance.error.alreadySigned':
    'The signature of this half-day is already recorded: it is given once only.',
  'attendance.error.impersonated':
    'A signature is not given while impersonating: it must come from the trainee.',

  'attendance.validation.halfDay': 'Invalid half-day',
  'attendance.validation.imageFormat': 'The signature must be a PNG image.',
  'attendance.validation.imageTooLarge': 'The signature is too heavy (at most {max} KB).',
  'attendance.validation.imageUnreadable': 'The signature is not a readable PNG image.',
  'attendance.validation.imageSize':
    'The signature is too large (at most {width} × {height} pixels).',
  'attendance.validation.empty': 'The signature is empty: sign inside the box.',
  'attendance.validation.oneSignature': 'Draw your signature or type your name, not both.',
  'attendance.validation.notTrainee': 'These registrations are not trainees of the session: {ids}.',
  'attendance.validation.certify': 'Tick the box to certify your attendance.',
  'attendance.validation.typedName':
    'Type the trainee’s given and family name as registered: {name}.',

  'attendance.period.morning': 'morning',
  'attendance.period.afternoon': 'afternoon',
  'attendance.period.evening': 'evening',
  'attendance.halfDay.name': '{day}, {period}',
  'attendance.method.OWN_DEVICE': 'on their phone',
  'attendance.method.PROVIDER_DEVICE': 'on the provider’s device',
  'attendance.history.proposal': {
    one: 'Attendance recorded from the digital signatures: {count} half-day signed out of {total}',
    other:
      'Attendance recorded from the digital signatures: {count} half-days signed out of {total}',
  },

  'attendance.section.title': 'Digital attendance',
  'attendance.section.intro':
    'For each half-day, open signing on that day: trainees sign on their phone by scanning the QR code, or in turn on your device. The signed paper attendance sheet may still be attached to the session’s documents.',
  'attendance.section.loadError': 'The session’s digital attendance could not be loaded.',
  'attendance.noHalfDays': 'The session has no intervention dates: add them to sign by half-day.',
  'attendance.halfDays.caption': 'Half-days of the session',
  'attendance.column.halfDay': 'Half-day',
  'attendance.column.hours': 'Hours',
  'attendance.column.signatures': 'Signatures',
  'attendance.column.window': 'Signing',
  'attendance.column.trainee': 'Trainee',
  'attendance.column.signed': 'Half-days signed',
  'attendance.column.current': 'Recorded attendance',
  'attendance.column.proposed': 'Proposed attendance',
  'attendance.hours': '{start} – {end}',
  'attendance.hoursValue': '{hours} h',
  'attendance.cancel': 'Cancel',
  'attendance.signedCount': {
    one: '{count} signature out of {total}',
    other: '{count} signatures out of {total}',
  },
  'attendance.window.open': 'Open',
  'attendance.window.closed': 'Closed',
  'attendance.window.notOpened': 'Not opened',
  'attendance.window.openAction': 'Open signing',
  'attendance.window.reopenAction': 'Reopen signing',
  'attendance.window.showAction': 'Show the QR code',
  'attendance.window.closeAction': 'Close signing',
  'attendance.window.actionOf': '{action}: {halfDay}',
  'attendance.window.opened': 'Signing opened.',
  'attendance.window.closedToast': 'Signing closed.',

  'attendance.live.title': 'Signing in progress: {halfDay}',
  'attendance.live.qrAlt': 'QR code to scan to sign attendance: {halfDay}',
  'attendance.live.scan': 'Scan this code with your phone, sign in if needed, then sign.',
  'attendance.live.refresh': {
    one: 'The code changes every {count} second: a photo of it cannot be used to sign later.',
    other: 'The code changes every {count} seconds: a photo of it cannot be used to sign later.',
  },
  'attendance.live.autoClose': 'Signing closes by itself at the end of the day.',
  'attendance.live.loadError': 'Signing could not be refreshed: trying again in a few seconds.',
  'attendance.live.caption': 'Signatures of the half-day',
  'attendance.live.signedAt': 'Signed at {time}, {method}',
  'attendance.live.notSigned': 'Not signed yet',
  'attendance.live.collect': 'Sign on this device',
  'attendance.live.collectFor': 'Have {name} sign on this device',
  'attendance.live.hide': 'Hide the QR code',
  'attendance.live.signedProgress': {
    one: '{count} trainee signed out of {total}.',
    other: '{count} trainees signed out of {total}.',
  },

  'attendance.collect.title': 'Signature of {name}',
  'attendance.collect.description':
    'Hand the device to {name}. The signature will be recorded as collected by you, on your device.',
  'attendance.collect.success': 'Signature of {name} recorded.',

  'attendance.pad.label': 'Signature',
  'attendance.pad.hint': 'Sign with your finger, a stylus or the mouse inside the box.',
  'attendance.pad.canvas': 'Signature box',
  'attendance.pad.clear': 'Clear',
  'attendance.pad.typeInstead': 'I cannot draw: I sign by typing my name',
  'attendance.pad.typedName': 'Given and family name',
  'attendance.pad.certify': 'I certify my attendance at this half-day of training.',
  'attendance.pad.submit': 'Sign',

  'attendance.sign.intro': 'Sign your attendance at this half-day of training.',
  'attendance.sign.action': 'Training',
  'attendance.sign.session': 'Session',
  'attendance.sign.place': 'Place',
  'attendance.sign.halfDay': 'Half-day',
  'attendance.sign.trainee': 'Trainee',
  'attendance.sign.deadline': 'Send your signature before {time}.',
  'attendance.sign.done': 'Your attendance is signed: on {date} at {time}. Thank you!',
  'attendance.sign.success': 'Signature recorded. Thank you!',
  'attendance.sign.back': 'My current and upcoming training',

  'attendance.signature.imageAlt': 'Signature of {name}',
  'attendance.signature.typed': 'Typed name: “{name}”',
  'attendance.signature.collectedBy': 'Collected by {name}',

  'attendance.proposal.title': 'Attendance proposed from the signatures',
  'attendance.proposal.intro':
    'Every half-day signed: present; some: partial absence, with the hours of the half-days signed; none: absent. Check, choose the trainees, then apply: nothing is recorded without you.',
  'attendance.proposal.caption': 'Proposal per trainee',
  'attendance.proposal.empty': 'No trainee registered to the session.',
  'attendance.proposal.signed': '{count} out of {total}',
  'attendance.proposal.withHours': '{status} ({hours})',
  'attendance.proposal.none': 'Not recorded',
  'attendance.proposal.unchanged': 'same as recorded',
  'attendance.proposal.select': 'Apply the proposal for {name}',
  'attendance.proposal.apply': {
    one: 'Apply the proposal ({count} trainee)',
    other: 'Apply the proposal ({count} trainees)',
  },
  'attendance.proposal.confirmTitle': 'Apply the proposal?',
  'attendance.proposal.confirmDescription': {
    one: 'The attendance of {count} trainee will be recorded as proposed. You may still correct it from the Registrations tab.',
    other:
      'The attendance of {count} trainees will be recorded as proposed. You may still correct it from the Registrations tab.',
  },
  'attendance.proposal.applied': {
    one: '{count} attendance recorded.',
    other: '{count} attendances recorded.',
  },
  'attendance.proposal.missingWindows': {
    one: '{count} half-day had no digital signing: it counts as not signed.',
    other: '{count} half-days had no digital signing: they count as not signed.',
  },
} as const satisfies TranslationOf<typeof frAttendance>;
