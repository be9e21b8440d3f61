import { frAdminKit } from './fr-admin-kit';
import { frBackCommon } from './fr-back-common';
import { frCommon } from './fr-common';
import { frValidation } from './fr-validation';
import { frLogin } from './fr-login';
import { frContent } from './fr-content';
import { frProgramming } from './fr-programming';
import { frProgrammingTabs } from './fr-programming-tabs';
import { frProgrammingScreens } from './fr-programming-screens';
import { frResources } from './fr-resources';
import { frSessionWorkflow } from './fr-session-workflow';
import { frUsers } from './fr-users';
import { frMail } from './fr-mail';
import { frReferenceAdmin } from './fr-reference-admin';
import { frActionDocuments } from './fr-action-documents';
import { frContact } from './fr-contact';
import { frRegistrations } from './fr-registrations';
import { frRegistrationsBack } from './fr-registrations-back';
import { frCatalogue } from './fr-catalogue';
import { frBeneficiary } from './fr-beneficiary';
import { frStructures } from './fr-structures';
import { frStructuresAdmin } from './fr-structures-admin';
import { frSurveyResults } from './fr-survey-results';
import { frSurveys } from './fr-surveys';
import { frReports } from './fr-reports';
import { frColdSurveys } from './fr-cold-surveys';
import { frProviderInformation } from './fr-provider-information';
import { frDocuments } from './fr-documents';
import { frAttendance } from './fr-attendance';
import { frDocumentSends } from './fr-document-sends';
import { frJobs } from './fr-jobs';
import { frLheo } from './fr-lheo';
import { frRegistrationLinks } from './fr-registration-links';
import { frFavoriteAlerts } from './fr-favorite-alerts';
import { frQualityResults } from './fr-quality-results';
import { frAccessibility } from './fr-accessibility';
import { frSpeakers } from './fr-speakers';
import { frSessionReturn } from './fr-session-return';
import { frCalendar } from './fr-calendar';

/**
 * French messages: the interface language. Keys are flat, dotted names; `{name}` marks a
 * placeholder filled by `formatMessage`. `en.ts` must hold the same keys and placeholders.
 * Every message is here (the server and the back office use them all); the browser starts with
 * fr-common.ts only and each page registers what else it needs (decision 018).
 */
export const fr = {
  // Every page: interface strings, errors, layouts, toasts (fr-common.ts).
  ...frCommon,
  // Forms, and the API's answers (registered by the pages with a form).
  ...frValidation,
  // The login layout's pages: sign-in and password reset (registered by those pages).
  ...frLogin,

  // What the back-office screens share: API errors, toasts, notices (fr-back-common.ts).
  ...frBackCommon,

  // Reference-data screens (apps/web/app/admin-kit).
  ...frAdminKit,

  // Session workflow (apps/web/app/features/session-workflow).
  ...frSessionWorkflow,

  // User administration (/back/admin/users).
  ...frUsers,

  // Programming: actions and sessions (apps/server/src/modules/actions, sessions).
  ...frProgramming,

  // Sessions, speakers and registrations tabs of an action (apps/web/app/features/programming-sessions).
  ...frProgrammingTabs,

  // Programming screens: action list and sheet (apps/web/app/features/programming).
  ...frProgrammingScreens,

  // Generic resource API (apps/server/src/lib/crud).
  ...frResources,

  // Content pages, public message and parameters (modules contents, messages, parameters).
  ...frContent,

  // Templates screen: mail and document templates, outbox (/back/admin/templates).
  ...frMail,

  // File input of the admin-kit, home-page documents and links.
  ...frReferenceAdmin,

  // Documents and public links of an action (apps/web/app/features/programming).
  ...frActionDocuments,

  // Contact form, captcha, home sessions, axes and search (features/contact, features/home).
  ...frContact,

  // Beneficiary space and what a registration awaits (modules/beneficiary).
  ...frBeneficiary,
  ...frStructures,

  // Structures administration (/back/admin/structures, modules/structures).
  ...frStructuresAdmin,

  // Registration workflow (apps/server/src/modules/registrations, workflows/registration.ts).
  ...frRegistrations,
  ...frRegistrationsBack,

  // Public catalogue: search, session sheet, calendar (apps/web/app/features/catalogue).
  ...frCatalogue,

  // Survey results: /back/surveys, a session's results, the provider's view (features/survey-results).
  ...frSurveyResults,
  // Satisfaction surveys: the trainee's pages and the API (features/surveys, modules/surveys).
  ...frSurveys,
  // Pedagogical reports (apps/server/src/modules/reports, apps/web/app/features/reports).
  ...frReports,
  // The cold evaluation (modules/surveys, features/surveys and survey-results; decision 035).
  ...frColdSurveys,
  // Provider information: /back/information, a provider structure's record (decision 037).
  ...frProviderInformation,
  // Generated documents (modules/documents, decision 036).
  ...frDocuments,
  // Digital attendance (modules/attendance, features/attendance; decision 038).
  ...frAttendance,
  ...frDocumentSends,
  // Background work: timed tasks' reports, the automatic tasks page (decision 043).
  ...frJobs,
  ...frLheo,
  ...frRegistrationLinks,
  // Alerts on favourites: the grouped mail, the setting, the mail's link (decision 078).
  ...frFavoriteAlerts,
  // Published quality results: a session's page, the provider's panel (decision 079).
  ...frQualityResults,
  // The accessibility statement, RGAA 4.1's model (/accessibility, decision 080).
  ...frAccessibility,
  // The speakers area: /back/speakers, instructor_views (modules/speakers, decision 040).
  ...frSpeakers,
  // Return to programmed: dates and restored registrations (issue 14, decision 009).
  ...frSessionReturn,
  // Calendars: .ics files and private feeds (modules/calendar, features/calendar; decision 041).
  ...frCalendar,
} as const;

export type MessageKey = keyof typeof fr;
