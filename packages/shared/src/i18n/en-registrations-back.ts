import type { frRegistrationsBack } from './fr-registrations-back';
import type { TranslationOf } from './format';

/** English messages of the registrations back office; same keys and placeholders as the French ones. */
export const enRegistrationsBack = {
  'registrations.force.label': 'Force a status',
  'registrations.force.success': 'Status forced.',
  'registrations.revert.label': 'Revert to the previous status',
  'registrations.revert.success': 'Previous status restored.',
  'registrations.complete.label': 'Record attendance',
  'registrations.complete.success': 'Attendance recorded.',
  'registrations.effectiveHours.label': 'Record effective hours',
  'registrations.effectiveHours.success': 'Effective hours recorded.',

  'registrations.history.forced': 'Status forced',
  'registrations.history.reverted': 'Back to the previous status',
  'registrations.history.attendance': 'Attendance recorded',
  'registrations.history.effectiveHours': 'Effective hours recorded: {hours}',

  'registrations.error.sessionNotEnded':
    'The session has not ended (it ends on {date}): attendance is recorded after the session.',
  'registrations.error.nothingToRevert':
    'There is no previous status to restore: the registration has not changed status yet.',
  'registrations.error.forceUnchanged': 'The registration is already "{status}": nothing changes.',
  'registrations.error.forceSeatFree':
    'A seat is free for this registration: it does not go on the waiting list and stays "{status}".',
  'registrations.error.waitingListStatus':
    'Only a request and a pre-registration can be on the waiting list.',

  'registrations.attendance.excusedOnlyAbsence':
    'Only an absence (full or partial) can be excused.',
  'registrations.attendance.aboveSession':
    "Effective hours cannot exceed the session's hours ({hours}).",
  'registrations.attendance.presentBelow':
    "Effective hours below the session's ({hours}) make a partial absence.",
  'registrations.attendance.presentZero':
    'A present trainee has effective hours: record an absence otherwise.',
  'registrations.attendance.absenceHours':
    'An absent trainee has no effective hours: record a partial absence otherwise.',
  'registrations.attendance.partialBetween':
    "A partial absence has effective hours above 0 and below the session's ({hours}).",
  'registrations.attendance.sessionHoursUnknown':
    "The session's hours are unknown: record its realised hours or its intervention dates.",

  'registrations.bulk.tooMany': 'At most {max} registrations at once',
  'registrations.bulk.validated': 'Validated',
  'registrations.list.structureNotice':
    'More than 2 requests from the same organisation for this session ({count}).',
  'registrations.list.noHrValidator':
    'No HR validator in the organisation: the request awaits a manager’s decision (Force the status).',
  'registrations.export.fileName': 'registrations',

  'registrationsBack.title': 'Registrations',
  'registrationsBack.filters': 'Registration filters',
  'registrationsBack.filter.q': 'Name or email',
  'registrationsBack.filter.year': 'Year',
  'registrationsBack.filter.status': 'Status',
  'registrationsBack.filter.waitingList': 'Waiting list',
  'registrationsBack.filter.sort': 'Sort by',
  'registrationsBack.filter.structure': "Beneficiary's structure",
  'registrationsBack.filter.structureNumber': 'Structure no. {id}',
  'registrationsBack.error.structureFilter':
    'Only administrators and managers may filter by structure.',
  'registrationsBack.sort.askedAt.asc': 'Request date (oldest)',
  'registrationsBack.sort.askedAt.desc': 'Request date (newest)',
  'registrationsBack.sort.session.asc': 'Session (soonest)',
  'registrationsBack.sort.session.desc': 'Session (latest)',
  'registrationsBack.sort.beneficiary.asc': 'Name (A → Z)',
  'registrationsBack.sort.beneficiary.desc': 'Name (Z → A)',
  'registrationsBack.sort.structure.asc': 'Organisation (A → Z)',
  'registrationsBack.sort.structure.desc': 'Organisation (Z → A)',
  'registrationsBack.sort.action.asc': 'Action (A → Z)',
  'registrationsBack.sort.action.desc': 'Action (Z → A)',
  'registrationsBack.sort.status.asc': 'Status (workflow)',
  'registrationsBack.sort.status.desc': 'Status (workflow, reversed)',
  'registrationsBack.column.beneficiary': 'Beneficiary',
  'registrationsBack.column.structure': 'Organisation',
  'registrationsBack.column.session': 'Action and session',
  'registrationsBack.column.action': 'Action',
  'registrationsBack.column.status': 'Status',
  'registrationsBack.column.askedAt': 'Requested on',
  'registrationsBack.column.actions': 'Actions',
  'registrationsBack.select': 'Selection',
  'registrationsBack.selectRow': 'Select {name}',
  'registrationsBack.waitingList': 'On the waiting list',
  'registrationsBack.empty': 'No registrations.',
  'registrationsBack.currentStatus': 'Current status: {status}',
  'registrationsBack.field.status': 'New status',
  'registrationsBack.field.choose': 'Choose a status',
  'registrationsBack.field.waitingList': 'On the waiting list',
  'registrationsBack.field.effectiveHours': 'Effective hours',
  'registrationsBack.field.effectiveHoursHint':
    "In hours, e.g. 3.5. Left empty for a presence: the session's hours.",
  'registrationsBack.field.excusedAbsence': 'Excused absence',
  'registrationsBack.revert.target': 'Status restored: {status}',
  'registrationsBack.force.confirm': 'Move {name}\'s registration from "{from}" to "{to}"?',
  'registrationsBack.force.confirmLabel': 'Confirm the change',
  'registrationsBack.force.mayOverbook':
    'This status takes a seat: if none is left, the session will be overbooked.',
  'registrationsBack.force.overbooked': 'The session now has more registrations than seats.',
  'registrationsBack.force.seatTaken':
    'A seat was free: the registration is not on the waiting list, its status is "{status}".',
  'registrationsBack.bulk.validate': 'Validate the selection ({count})',
  'registrationsBack.bulk.done': {
    one: '{count} registration validated.',
    other: '{count} registrations validated.',
  },
  'registrationsBack.export.csv': 'Export as CSV',
  'registrationsBack.export.xlsx': 'Export as XLSX',
  'registrationsBack.detail.title': 'Registration detail',
  'registrationsBack.detail.loading': 'Loading…',
  'registrationsBack.detail.loadError': 'The registration detail could not be loaded.',
  'registrationsBack.detail.button': 'Detail',
  'registrationsBack.detail.open': "{name}'s registration detail",
  'registrationsBack.detail.history': 'History',
  'registrationsBack.detail.waitingPosition': '(rank {position} on the waiting list)',
  'registrationsBack.history.date': 'Date',
  'registrationsBack.history.author': 'Author',
  'registrationsBack.history.from': 'From',
  'registrationsBack.history.to': 'To',
  'registrationsBack.history.reason': 'Reason',
  'registrationsBack.history.portal': 'The portal',
} as const satisfies TranslationOf<typeof frRegistrationsBack>;
