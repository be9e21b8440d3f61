import { enAdminKit } from './en-admin-kit';
import { enBackCommon } from './en-back-common';
import { enContent } from './en-content';
import { enLogin } from './en-login';
import { enProgramming } from './en-programming';
import { enProgrammingTabs } from './en-programming-tabs';
import { enProgrammingScreens } from './en-programming-screens';
import { enResources } from './en-resources';
import { enSessionWorkflow } from './en-session-workflow';
import { enUsers } from './en-users';
import { enMail } from './en-mail';
import { enReferenceAdmin } from './en-reference-admin';
import { enActionDocuments } from './en-action-documents';
import { enContact } from './en-contact';
import { enBeneficiary } from './en-beneficiary';
import { enStructures } from './en-structures';
import { enStructuresAdmin } from './en-structures-admin';
import { enRegistrations } from './en-registrations';
import { enRegistrationsBack } from './en-registrations-back';
import { enSurveyResults } from './en-survey-results';
import { enCatalogue } from './en-catalogue';
import { enSurveys } from './en-surveys';
import { enReports } from './en-reports';
import { enColdSurveys } from './en-cold-surveys';
import { enProviderInformation } from './en-provider-information';
import { enDocuments } from './en-documents';
import { enAttendance } from './en-attendance';
import { enDocumentSends } from './en-document-sends';
import { enJobs } from './en-jobs';
import { enLheo } from './en-lheo';
import { enRegistrationLinks } from './en-registration-links';
import { enFavoriteAlerts } from './en-favorite-alerts';
import { enQualityResults } from './en-quality-results';
import { enAccessibility } from './en-accessibility';
import { enSpeakers } from './en-speakers';
import { enSessionReturn } from './en-session-return';
import { enCalendar } from './en-calendar';
import type { TranslationOf } from './format';
import type { fr } from './fr';

/** English messages: present for completeness; French is the interface language (spec §1). */
export const en = {
  'validation.required': 'Required field',
  'validation.integer': 'Must be a whole number',
  'validation.number': 'Must be a number',
  'validation.nonEmptyList': 'Must contain at least one item',
  'validation.url': 'Invalid URL',
  'validation.fileFormat': 'Invalid file format (expected format: {format})',
  'validation.fileNameMismatch':
    'The content of the file ({type}) does not match its extension (expected extension: {extensions})',
  'validation.maxLength': 'At most {max} characters',
  'validation.minLength': 'At least {min} characters',
  'validation.minValue': 'Must be greater than or equal to {min}',
  'validation.maxValue': 'Must be less than or equal to {max}',
  'validation.email': 'Invalid email address',
  'validation.postalCode': 'Invalid postal code',
  'validation.siret': 'Invalid SIRET number (14 digits expected)',
  'validation.date': 'Invalid date',
  'validation.text': 'Must be text',
  'validation.boolean': 'Must be yes or no',
  'validation.choice': 'Value not allowed',
  'validation.invalid': 'Invalid value',
  'validation.nulCharacter': 'Contains a character that is not allowed (null character)',
  'validation.unknownFields': 'Field not allowed: {fields}',
  'validation.uniqueNumber': 'This number is already in use',
  'validation.dateRange': 'The start date must be before the end date',
  'validation.malformedTag': 'Malformed tag: {tag}',
  'validation.unauthorizedTag': 'Tag not allowed: {tag} (allowed tags: {allowed})',
  'validation.reasonRequired': 'A reason is required',
  'validation.starRating': 'The rating must be between {min} and {max}',
  'validation.surveyIncomplete': 'Please answer every required question.',
  'validation.quotaMembersOnly': {
    one: 'Registration not possible: you have reached the yearly quota of {count} action reserved for member structures.',
    other:
      'Registration not possible: you have reached the yearly quota of {count} actions reserved for member structures.',
  },
  'validation.quotaHrValidated': {
    one: 'Registration not possible: you have reached the yearly quota of {count} action requiring HR validation.',
    other:
      'Registration not possible: you have reached the yearly quota of {count} actions requiring HR validation.',
  },
  'listState.dropped': {
    one: 'The address parameter {params} is not valid: it was removed.',
    other: 'The address parameters {params} are not valid: they were removed.',
  },

  'auth.logout': 'Sign out',

  'ui.noData': 'No data',
  'ui.noMatchingData': 'No matching data',
  'ui.close': 'Close',
  'ui.search': 'Search...',
  'ui.previous': 'Previous',
  'ui.next': 'Next',
  'ui.pagination': 'Pagination',
  'ui.pageOf': 'Page {page} of {pages}',
  'ui.back': 'Back',
  'ui.create': 'Create "{label}"',
  'ui.loading': 'Loading…',
  'ui.skipLink': 'Skip to content',
  'contentPage.empty': 'This page has no content yet.',

  'session.expiredSignIn':
    'Your session has expired. Sign in in the window that has just opened: what you typed is kept and will be saved then.',
  'session.notSignedInAgain':
    'You are not signed in again. What you typed is kept: save again to sign in.',
  'dates.day': 'On {date}',
  'dates.range': 'From {start} to {end}',
  'dates.dayInline': 'on {date}',
  'dates.rangeInline': 'from {start} to {end}',

  'error.unauthorized.title': 'Access denied',
  'error.unauthorized.description':
    'You do not have the rights needed to view this page. Sign in with an authorised account or go back to the previous page.',
  'error.notFound.title': 'Page not found',
  'error.notFound.description':
    'The page you are looking for does not exist or has moved. Check the address or go back to the previous page.',
  'error.serverError.title': 'Technical error',
  'error.serverError.description':
    'A technical error occurred on our side. Please try again in a few moments.',
  'error.unknown.title': 'An error occurred',
  'error.unknown.description':
    'An unexpected problem prevented this page from showing. Please try again.',
  'error.back': 'Go back to the previous page',
  'error.pageNotFound': 'Page not found: {path}',

  'notice.noAccess': 'This page is not available with your profile.',

  'editLock.title': 'Unsaved changes',
  'editLock.message': 'You have unsaved changes. They will be lost if you continue.',
  'editLock.confirm': 'Continue without saving',
  'editLock.cancel': 'Stay on the page',

  'build.updateAvailable': 'A new version of Passerelle is available.',
  'build.reload': 'Reload',

  'layout.appName': 'Passerelle',
  'layout.tagline': 'Regional professionalisation programme',
  'layout.homeLink': 'Passerelle, back to the home page',
  'layout.backOffice': 'Management area',
  'layout.beneficiarySpace': 'My area',
  'layout.hrSpace': 'HR validator area',
  'layout.surveySpace': 'Surveys and reports',
  'layout.loggedInAs': 'Signed in: {name} ({profile})',
  'session.impersonating': 'You are signed in as {name}, on behalf of {impersonator}.',
  'session.endImpersonation': 'Leave substitution mode',
  'session.activeProfile': 'Active profile',
  'session.switchProfile': 'Switch profile',
  'session.profileOption': '{profile} – {structure}',
  'session.profileSwitched': 'You now act with the {profile} profile.',
  'toast.impersonationOff': 'You have left substitution mode.',
  'layout.mainMenu': 'Main menu',
  'layout.adminMenu': 'Administration menu',
  'layout.footer': 'Footer',
  'layout.footerLinks': 'Practical information',
  'accessibility.footer.full': 'Accessibility: fully compliant',
  'accessibility.footer.partial': 'Accessibility: partially compliant',
  'accessibility.footer.none': 'Accessibility: not compliant',
  'home.contactLink': 'Contact us',
  'nav.home': 'Home',
  'nav.training': 'Training catalogue',
  'nav.calendar': 'Calendar',
  'nav.login': 'Sign in',
  'nav.programming': 'Programming',
  'nav.registrations': 'Registrations',
  'nav.speakers': 'Speakers',
  'nav.surveys': 'Satisfaction surveys',
  'nav.reports': 'Pedagogical reports',
  'nav.information': 'Provider information',
  'nav.structures': 'Structures',
  'nav.admin': 'Administration',
  'nav.admin.axis': 'Axes',
  'nav.admin.actions': 'Action types',
  'nav.admin.rooms': 'Rooms',
  'nav.admin.cities': 'Cities',
  'nav.admin.users': 'Users',
  'nav.admin.structures': 'Organisations',
  'nav.admin.documents': 'Documents',
  'nav.admin.links': 'Links',
  'nav.admin.templates': 'Templates',
  'nav.admin.content': 'Content',
  'nav.admin.parameters': 'Parameters',
  'nav.admin.references': 'Reference lists',
  'nav.admin.jobs': 'Automatic tasks',
  'nav.admin.lheo': 'LHÉO offer feed',
  'nav.beneficiary.favorites': 'My favourites',
  'nav.beneficiary.future': 'My upcoming training',
  'nav.beneficiary.passed': 'My past training',
  'nav.beneficiary.information': 'My information',
  'nav.programming.action': 'Action',
  'nav.programming.sessions': 'Sessions',
  'nav.programming.speakers': 'Speakers',
  'nav.programming.registrations': 'Registrations',

  'toast.viewport': 'Notifications ({hotkey})',
  'toast.close': 'Close the notification',
  'toast.contactSent': 'Your message has been sent.',
  'toast.contactError': 'Your message could not be sent. Please try again.',
  'toast.captchaError': 'The anti-robot check failed. Please try again.',

  'progress.label': 'Progress',
  'progress.loading': 'Loading',

  ...enBackCommon,
  ...enAdminKit,
  ...enSessionWorkflow,
  ...enUsers,
  ...enProgramming,
  ...enProgrammingTabs,
  ...enProgrammingScreens,
  ...enResources,
  ...enContent,
  ...enMail,
  ...enReferenceAdmin,
  ...enActionDocuments,
  ...enContact,
  ...enBeneficiary,
  ...enStructures,
  ...enStructuresAdmin,
  ...enRegistrations,
  ...enRegistrationsBack,
  ...enCatalogue,
  ...enSurveyResults,
  ...enSurveys,
  ...enReports,
  ...enColdSurveys,
  ...enProviderInformation,
  ...enDocuments,
  ...enAttendance,
  ...enDocumentSends,
  // Background work: timed tasks' reports, the automatic tasks page (decision 043).
  ...enJobs,
  ...enLheo,
  ...enRegistrationLinks,
  ...enFavoriteAlerts,
  ...enQualityResults,
  ...enAccessibility,
  ...enSpeakers,
  ...enSessionReturn,
  ...enCalendar,
  ...enLogin,
} as const satisfies TranslationOf<typeof fr>;
