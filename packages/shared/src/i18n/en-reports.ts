import type { frReports } from './fr-reports';
import type { TranslationOf } from './format';

/** English messages of the pedagogical reports; same keys and placeholders as the French ones. */
export const enReports = {
  'reports.section.delivered.label': 'Contents and course of the session',
  'reports.section.delivered.hint':
    'What was delivered: contents covered, methods and materials used, any gap with the planned programme.',
  'reports.section.goalsReached.label': 'Goals reached',
  'reports.section.goalsReached.hint':
    'To what extent the learning goals of the action were reached, and how learning was assessed.',
  'reports.section.traineesFeedback.label': 'Trainees’ feedback',
  'reports.section.traineesFeedback.hint':
    'What the trainees said during and at the end of the session (round table, immediate assessment).',
  'reports.section.difficulties.label': 'Difficulties',
  'reports.section.difficulties.hint':
    'Teaching, material or organisational difficulties, and how they were handled. Optional.',
  'reports.section.improvements.label': 'Improvements',
  'reports.section.improvements.hint':
    'What will be adjusted for the next sessions: contents, pace, materials, organisation.',

  'reports.attendance.title': 'Trainees’ attendance',
  'reports.attendance.note':
    'Computed from the attendance recorded on the registrations: it cannot be changed here.',
  'reports.attendance.present': 'Present',
  'reports.attendance.partial': 'Partial absences',
  'reports.attendance.absent': 'Absent',
  'reports.attendance.excused': 'Excused absences',

  'reports.state.toWrite': 'To write',
  'reports.state.disabled': 'No pedagogical report for this session.',
  'reports.state.notRealized':
    'The provider will write the pedagogical report once the session has been held.',

  'reports.save.label': 'Save the draft',
  'reports.save.success': 'Report draft saved.',
  'reports.complete.label': 'Complete the report',
  'reports.complete.description':
    'The report will be sent to the programme team for validation. You will no longer be able to change it unless it is sent back to you.',
  'reports.complete.success': 'Pedagogical report completed and sent for validation.',
  'reports.sendBack.label': 'Send back to the provider',
  'reports.sendBack.description':
    'The report will be "In progress" again: the provider may resume it. Say what must be completed or corrected.',
  'reports.sendBack.reason': 'Reason for sending it back',
  'reports.sendBack.success': 'Pedagogical report sent back to the provider.',
  'reports.validate.label': 'Validate the report',
  'reports.validate.description':
    'The report will be validated as it is and can no longer be changed. This cannot be undone.',

  'reports.error.disabled': 'There is no pedagogical report for this session.',
  'reports.error.notRealized':
    'The pedagogical report is not open yet: the session must be marked as held first.',
  'reports.error.incomplete': 'The report cannot be completed: fill in the required sections.',
  'reports.error.profileNotAllowed':
    'Your profile ({profile}) does not allow "{action}" on a report with status "{status}".',
  'reports.error.statusNotAllowed': '"{action}" is not possible: the report is "{status}".',
  'reports.error.changedMeanwhile':
    'Someone else changed the report meanwhile. Reload the page and try again.',

  'reports.list.title': 'Pedagogical reports',
  'reports.list.intro.provider':
    'The reports of the held sessions of your actions: to write and in progress first, then completed and validated.',
  'reports.list.intro.staff':
    'The reports of held sessions with a report, to validate once the provider completed them.',
  'reports.list.filters': 'Filter the reports',
  'reports.list.filter.q': 'Action or session',
  'reports.list.filter.qHint': 'Action title or session code',
  'reports.list.filter.year': 'Year',
  'reports.list.filter.allYears': 'All years',
  'reports.list.filter.status': 'Report status',
  'reports.list.filter.allStatuses': 'All statuses',
  'reports.list.filter.provider': 'Provider',
  'reports.list.filter.providerNumber': 'Provider no. {id}',
  'reports.list.filter.reset': 'Reset',
  'reports.list.filter.action': 'Action: {name}',
  'reports.list.count': { one: '{count} report', other: '{count} reports' },
  'reports.list.caption': 'Pedagogical reports of the sessions',
  'reports.list.column.session': 'Session',
  'reports.list.column.action': 'Action',
  'reports.list.column.provider': 'Provider',
  'reports.list.column.dates': 'Dates',
  'reports.list.column.status': 'Report',
  'reports.list.column.updatedAt': 'Last change',
  'reports.list.column.actions': 'Actions',
  'reports.list.open': 'Open the report of session {code}',
  'reports.list.write': 'Write the report of session {code}',
  'reports.list.export': 'Export ({format})',
  'reports.list.loadError': 'The list of reports could not be loaded.',

  'reports.page.title': 'Pedagogical report of session {code}',
  'reports.page.back': 'Back to the reports',
  'reports.page.session': 'Session',
  'reports.page.action': 'Action',
  'reports.page.provider': 'Provider',
  'reports.page.dates': 'Dates',
  'reports.page.status': 'Report status:',
  'reports.page.sections': 'Sections of the report',
  'reports.page.required': 'required',
  'reports.page.requiredNote': 'Sections marked with an asterisk (*) are required.',
  'reports.page.empty': 'Not filled in.',
  'reports.page.lastSaved': 'Last saved on {date} by {name}.',
  'reports.page.completed': 'Completed on {date} by {name}.',
  'reports.page.validated': 'Validated on {date} by {name}.',
  'reports.page.sentBack': 'Sent back on {date} by {name}: {reason}',
  'reports.page.readOnly.validated': 'This report is validated: it can no longer be changed.',
  'reports.page.readOnly.completed':
    'This report is completed and awaits the programme team’s validation.',
  'reports.page.readOnly.closed': 'The session is closed: its report can no longer be changed.',
  'reports.page.toValidate':
    'The provider completed this report: read it, then validate it or send it back to the provider.',
  'reports.page.waitingProvider': 'The provider has not completed this report yet.',
  'reports.page.actions': 'Report actions',
  'reports.page.invalid': 'The report has errors: correct the sections marked.',
  'reports.page.sessionLink': 'See the session',

  'reports.session.title': 'Pedagogical report',
  'reports.session.status': 'Report:',
  'reports.session.open': 'Open the report',
  'reports.session.write': 'Write the report',
  'reports.session.loadError': 'The report’s state could not be loaded.',
  'reports.quality.title': 'Quality follow-up',

  'reports.export.fileName': 'pedagogical-reports',
  'reports.export.sheetName': 'Reports',
  'reports.export.column.actionYear': 'Year',
  'reports.export.column.action': 'Action',
  'reports.export.column.session': 'Session',
  'reports.export.column.startDate': 'Session start',
  'reports.export.column.endDate': 'Session end',
  'reports.export.column.provider': 'Provider',
  'reports.export.column.sessionStatus': 'Session status',
  'reports.export.column.status': 'Report status',
  'reports.export.column.completedAt': 'Completed on',
  'reports.export.column.validatedAt': 'Validated on',
  'reports.export.column.validatedBy': 'Validated by',
} as const satisfies TranslationOf<typeof frReports>;
