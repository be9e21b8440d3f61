import { t, type MessageKey, type MessageParams } from '../i18n';
import type { Locale } from '../constants';

/**
 * The API's error codes: each with its HTTP status and the message shown to people.
 * The API answers `{ error, code, detail?, fieldErrors? }` with `error` from here.
 */
export const ERROR_CODES = {
  VALIDATION_FAILED: { status: 400, messageKey: 'error.api.validationFailed' },
  /** A request the HTTP layer cannot read: malformed percent-encoding, a broken request line. */
  MALFORMED_REQUEST: { status: 400, messageKey: 'error.api.malformedRequest' },
  /** A JSON body nesting arrays and objects deeper than any schema accepts (params: `max`). */
  BODY_TOO_DEEP: { status: 400, messageKey: 'error.api.bodyTooDeep' },
  USER_DISABLED: { status: 400, messageKey: 'login.userDisabled' },
  INVALID_CREDENTIALS: { status: 401, messageKey: 'login.invalidCredentials' },
  UNAUTHENTICATED: { status: 401, messageKey: 'error.api.unauthenticated' },
  NO_ACTIVE_STRUCTURE: { status: 403, messageKey: 'login.noActiveStructure' },
  FORBIDDEN: { status: 403, messageKey: 'error.api.forbidden' },
  CSRF_REJECTED: { status: 403, messageKey: 'error.api.csrfRejected' },
  NOT_FOUND: { status: 404, messageKey: 'error.api.notFound' },
  /** `contents/{code}` with a code outside CONTENT_CODES (params: `code`, `codes`). */
  UNKNOWN_CONTENT_CODE: { status: 404, messageKey: 'error.api.unknownContentCode' },
  METHOD_NOT_ALLOWED: { status: 405, messageKey: 'error.api.methodNotAllowed' },
  REQUEST_TIMEOUT: { status: 408, messageKey: 'error.api.requestTimeout' },
  CONFLICT: { status: 409, messageKey: 'error.api.conflict' },
  /** A delete refused because other rows still reference the row (params: `usedBy`). */
  RESOURCE_IN_USE: { status: 409, messageKey: 'error.api.resourceInUse' },
  /** A structure still used by profiles, actions, registrations or children (params: `usedBy`). */
  STRUCTURE_IN_USE: { status: 409, messageKey: 'structuresAdmin.inUse' },
  /** A structure's type change its users, actions or registrations forbid (params: `usedBy`). */
  STRUCTURE_TYPE_LOCKED: { status: 409, messageKey: 'structuresAdmin.typeLocked' },
  PAYLOAD_TOO_LARGE: { status: 413, messageKey: 'error.api.payloadTooLarge' },
  /** A path segment longer than the router accepts. */
  URL_TOO_LONG: { status: 414, messageKey: 'error.api.urlTooLong' },
  UNSUPPORTED_MEDIA_TYPE: { status: 415, messageKey: 'error.api.unsupportedMediaType' },
  /** A stored image whose bytes the image converter cannot decode (its signature looked right). */
  IMAGE_UNREADABLE: { status: 422, messageKey: 'error.api.imageUnreadable' },
  RATE_LIMITED: { status: 429, messageKey: 'error.api.rateLimited' },
  /** The address and headers together exceed what the HTTP server reads (16 KiB). */
  HEADERS_TOO_LARGE: { status: 431, messageKey: 'error.api.headersTooLarge' },
  // Contact form captcha (ALTCHA): each refusal tells the visitor to solve a new challenge.
  CAPTCHA_INVALID: { status: 400, messageKey: 'contact.error.captcha' },
  CAPTCHA_EXPIRED: { status: 400, messageKey: 'contact.error.captchaExpired' },
  CAPTCHA_REPLAYED: { status: 400, messageKey: 'contact.error.captchaReplayed' },
  // Impersonation and profile switching (decision 031).
  IMPERSONATION_TARGET_ADMIN: { status: 403, messageKey: 'session.error.impersonateAdmin' },
  IMPERSONATION_TARGET_DISABLED: { status: 409, messageKey: 'session.error.impersonateDisabled' },
  IMPERSONATION_TARGET_NO_PROFILE: {
    status: 409,
    messageKey: 'session.error.impersonateNoProfile',
  },
  IMPERSONATION_NESTED: { status: 403, messageKey: 'session.error.impersonateNested' },
  NOT_IMPERSONATING: { status: 409, messageKey: 'session.error.notImpersonating' },
  PROFILE_NOT_HELD: { status: 403, messageKey: 'session.error.profileNotHeld' },
  /** A password reset link that is unknown, expired, already used, or of a disabled account. */
  RESET_TOKEN_INVALID: { status: 400, messageKey: 'passwordReset.invalidToken' },
  LOGIN_FAILED: { status: 500, messageKey: 'login.failed' },
  // Single sign-on (OpenID Connect, decision 030); params `label`: the provider's name.
  /** Single sign-on is not configured (no OIDC_ISSUER). */
  SSO_OFF: { status: 404, messageKey: 'login.sso.off' },
  /** Bad or expired state, replayed code, wrong nonce, expired or invalid token. */
  SSO_FAILED: { status: 400, messageKey: 'login.sso.failed' },
  /** The provider cannot be reached or answers nonsense. */
  SSO_UNAVAILABLE: { status: 503, messageKey: 'login.sso.unavailable' },
  /** An account has the e-mail of the claims but the provider does not say it is verified. */
  SSO_EMAIL_UNVERIFIED: { status: 403, messageKey: 'login.sso.emailUnverified' },
  /** A password login on an account that signs in through the provider only. */
  SSO_ONLY_ACCOUNT: { status: 400, messageKey: 'login.sso.onlyAccount' },
  // User sync (`users/{id}/sync`); params `label`, and `siret` or `email`.
  SSO_SYNC_NOT_LINKED: { status: 409, messageKey: 'users.sync.notLinked' },
  SSO_SYNC_NO_REFRESH_TOKEN: { status: 409, messageKey: 'users.sync.noRefreshToken' },
  SSO_SYNC_REFUSED: { status: 409, messageKey: 'users.sync.refused' },
  SSO_SYNC_UNAVAILABLE: { status: 409, messageKey: 'users.sync.unavailable' },
  SSO_SYNC_NO_STRUCTURE: { status: 409, messageKey: 'users.sync.noStructure' },
  SSO_SYNC_EMAIL_TAKEN: { status: 409, messageKey: 'users.sync.emailTaken' },
  INTERNAL: { status: 500, messageKey: 'error.api.internal' },
  SERVICE_UNAVAILABLE: { status: 503, messageKey: 'error.api.serviceUnavailable' },
  // Session workflow (workflows/session.ts).
  SESSION_TRANSITION_FORBIDDEN: {
    status: 403,
    messageKey: 'sessionWorkflow.error.profileNotAllowed',
  },
  SESSION_TRANSITION_NOT_ALLOWED: {
    status: 409,
    messageKey: 'sessionWorkflow.error.statusNotAllowed',
  },
  SESSION_CHANGED: { status: 409, messageKey: 'sessionWorkflow.error.changedMeanwhile' },
  /** The request's `expectedStatus` (the status its page showed) is no longer the session's. */
  SESSION_STATUS_CHANGED: { status: 409, messageKey: 'sessionWorkflow.error.statusChanged' },
  SESSION_NOT_FINISHED: { status: 409, messageKey: 'sessionWorkflow.error.notFinished' },
  SESSION_ATTENDANCE_MISSING: {
    status: 409,
    messageKey: 'sessionWorkflow.error.attendanceMissing',
  },
  SESSION_READ_ONLY: { status: 409, messageKey: 'sessionWorkflow.error.readOnly' },
  // Return to programmed: restoring the registrations cancelled with the session (params: `id`,
  // or `name` and, for the quotas, `count`).
  SESSION_RESTORE_NOT_RESTORABLE: { status: 409, messageKey: 'sessionReturn.error.notRestorable' },
  SESSION_RESTORE_FULL: { status: 409, messageKey: 'sessionReturn.error.full' },
  SESSION_RESTORE_WAITING_LIST_FULL: {
    status: 409,
    messageKey: 'sessionReturn.error.waitingListFull',
  },
  SESSION_RESTORE_QUOTA_MEMBERS_ONLY: {
    status: 409,
    messageKey: 'sessionReturn.error.quotaMembersOnly',
  },
  SESSION_RESTORE_QUOTA_HR_VALIDATED: {
    status: 409,
    messageKey: 'sessionReturn.error.quotaHrValidated',
  },
  // Registration workflow (workflows/registration.ts).
  REGISTRATION_TRANSITION_FORBIDDEN: {
    status: 403,
    messageKey: 'registrations.error.profileNotAllowed',
  },
  REGISTRATION_TRANSITION_NOT_ALLOWED: {
    status: 409,
    messageKey: 'registrations.error.statusNotAllowed',
  },
  REGISTRATION_CHANGED: { status: 409, messageKey: 'registrations.error.changedMeanwhile' },
  REGISTRATION_ON_WAITING_LIST: { status: 409, messageKey: 'registrations.error.onWaitingList' },
  REGISTRATION_CANCEL_TOO_LATE: { status: 409, messageKey: 'registrations.error.cancelTooLate' },
  REGISTRATION_NOT_OPEN: { status: 409, messageKey: 'registrations.error.notOpen' },
  REGISTRATION_EXTERNAL: { status: 409, messageKey: 'registrations.error.external' },
  REGISTRATION_DEADLINE_PASSED: { status: 409, messageKey: 'registrations.error.deadlinePassed' },
  REGISTRATION_SESSION_STARTED: { status: 409, messageKey: 'registrations.error.started' },
  REGISTRATION_ALREADY_EXISTS: { status: 409, messageKey: 'registrations.error.alreadyRegistered' },
  REGISTRATION_MEMBERS_ONLY: { status: 403, messageKey: 'registrations.error.membersOnly' },
  REGISTRATION_NO_STRUCTURE: { status: 403, messageKey: 'registrations.error.noStructure' },
  /** Yearly quota of members-only actions reached (params: `count`, the quota). */
  REGISTRATION_QUOTA_MEMBERS_ONLY: { status: 409, messageKey: 'validation.quotaMembersOnly' },
  /** Yearly quota of HR-validated actions reached (params: `count`, the quota). */
  REGISTRATION_QUOTA_HR_VALIDATED: { status: 409, messageKey: 'validation.quotaHrValidated' },
  /** No seat left and the waiting list holds the action type's `waitingSeatAmount`. */
  SESSION_FULL: { status: 409, messageKey: 'registrations.error.full' },
  // Registrations back office: force, revert, attendance (modules/registrations).
  /** Attendance before the session's end (params: `date`). */
  REGISTRATION_SESSION_NOT_ENDED: {
    status: 409,
    messageKey: 'registrations.error.sessionNotEnded',
  },
  REGISTRATION_NOTHING_TO_REVERT: {
    status: 409,
    messageKey: 'registrations.error.nothingToRevert',
  },
  /** A forced status equal to the current one (params: `status`). */
  REGISTRATION_FORCE_UNCHANGED: { status: 409, messageKey: 'registrations.error.forceUnchanged' },
  /**
   * A forced move onto the waiting list while a seat is free for it: it would take the seat,
   * which it already holds (params: `status`).
   */
  REGISTRATION_FORCE_SEAT_FREE: { status: 409, messageKey: 'registrations.error.forceSeatFree' },
  // Satisfaction surveys (modules/surveys).
  /** An answer to a CLOSED survey. */
  SURVEY_CLOSED: { status: 409, messageKey: 'surveys.error.closed' },
  /** An answer sheet sent a second time: answers are sent once. */
  SURVEY_ALREADY_FILLED: { status: 409, messageKey: 'surveys.error.alreadyFilled' },
  /** `close_survey` on a session whose survey never opened. */
  SURVEY_NOT_OPENED: { status: 409, messageKey: 'surveys.error.notOpened' },
  /** `close_survey` on a survey already CLOSED (closing is irreversible). */
  SURVEY_ALREADY_CLOSED: { status: 409, messageKey: 'surveys.error.alreadyClosed' },
  /** `structureId` on the registrations list or export by someone else than staff. */
  REGISTRATION_STRUCTURE_FILTER_FORBIDDEN: {
    status: 403,
    messageKey: 'registrationsBack.error.structureFilter',
  },
  // Pedagogical reports (reports/workflow.ts, decision 033).
  /** The session's report flag is off. */
  REPORT_DISABLED: { status: 409, messageKey: 'reports.error.disabled' },
  /** The session is not realised (yet, or any more). */
  REPORT_NOT_REALIZED: { status: 409, messageKey: 'reports.error.notRealized' },
  /** Completion with required sections left blank (with `fieldErrors`). */
  REPORT_INCOMPLETE: { status: 400, messageKey: 'reports.error.incomplete' },
  REPORT_TRANSITION_FORBIDDEN: { status: 403, messageKey: 'reports.error.profileNotAllowed' },
  REPORT_TRANSITION_NOT_ALLOWED: { status: 409, messageKey: 'reports.error.statusNotAllowed' },
  REPORT_CHANGED: { status: 409, messageKey: 'reports.error.changedMeanwhile' },
  // Generated documents (documents/availability.ts, decision 036).
  /** A trainee's document for a registration that is not (or no longer) a confirmed trainee's. */
  DOCUMENT_NOT_REGISTERED: { status: 409, messageKey: 'documents.error.notRegistered' },
  DOCUMENT_SESSION_CANCELED: { status: 409, messageKey: 'documents.error.sessionCanceled' },
  /** A certificate before the session is realised. */
  DOCUMENT_SESSION_NOT_REALIZED: { status: 409, messageKey: 'documents.error.notRealized' },
  /** A certificate for a trainee not recorded PRESENT or PARTIAL_ABSENCE. */
  DOCUMENT_ATTENDANCE_MISSING: { status: 409, messageKey: 'documents.error.attendance' },
  /** A completion certificate while the trainee's effective hours are not recorded. */
  DOCUMENT_HOURS_MISSING: { status: 409, messageKey: 'documents.error.hours' },
  /** A convention for a structure none of the session's trainees belongs to. */
  DOCUMENT_NO_TRAINEE_OF_STRUCTURE: { status: 409, messageKey: 'documents.error.noTrainee' },
  /** The report PDF of a session whose report was never written. */
  DOCUMENT_NO_REPORT: { status: 404, messageKey: 'documents.error.noReport' },
  /** A document the session's action type does not offer (decision 064). */
  DOCUMENT_NOT_OFFERED: { status: 409, messageKey: 'documents.error.notOffered' },
  /** An imported DOCX template that docxtemplater cannot fill (params: `reason`). */
  DOCUMENT_TEMPLATE_BROKEN: { status: 409, messageKey: 'documents.error.templateBroken' },
  /** A PDF that does not fit in the drawing thread's memory (decision 097). */
  DOCUMENT_TOO_LARGE: { status: 422, messageKey: 'documents.error.tooLarge' },
  // Sending convocations and conventions (documents/sending.ts, decision 039).
  DOCUMENT_SEND_SESSION_CANCELED: { status: 409, messageKey: 'documentSends.error.canceled' },
  DOCUMENT_SEND_SESSION_POSTPONED: { status: 409, messageKey: 'documentSends.error.postponed' },
  /** The session took place (REALIZED and after): its convocations are past. */
  DOCUMENT_SEND_SESSION_NOT_PROGRAMMED: {
    status: 409,
    messageKey: 'documentSends.error.notProgrammed',
  },
  DOCUMENT_SEND_SESSION_ENDED: { status: 409, messageKey: 'documentSends.error.ended' },
  /** No confirmed (REGISTERED) trainee: nobody to convene. */
  DOCUMENT_SEND_NO_TRAINEE: { status: 409, messageKey: 'documentSends.error.noTrainee' },
  /** A send of the session is still being worked through. */
  DOCUMENT_SEND_RUNNING: { status: 409, messageKey: 'documentSends.error.running' },
  // The automatic tasks page (decision 043).
  /** A timed task asked to run while a server runs it (its lease not over). */
  SCHEDULED_TASK_RUNNING: { status: 409, messageKey: 'jobs.error.running' },
  /** A timed task this server does not run (its interval is 0 here): it cannot be asked to. */
  SCHEDULED_TASK_DISABLED: { status: 404, messageKey: 'jobs.error.disabled' },
  // Digital attendance (attendance/signing.ts, decision 038).
  /** A half-day that is not one of the session's intervention dates. */
  SIGNING_UNKNOWN_HALF_DAY: { status: 409, messageKey: 'attendance.error.unknownHalfDay' },
  /** A window opened another day than the half-day's own (params: `date`). */
  SIGNING_NOT_TODAY: { status: 409, messageKey: 'attendance.error.notToday' },
  SIGNING_SESSION_NOT_PROGRAMMED: {
    status: 409,
    messageKey: 'attendance.error.sessionNotProgrammed',
  },
  /** A signature, or closing, when the window is closed (by the provider or at the day's end). */
  SIGNING_WINDOW_CLOSED: { status: 409, messageKey: 'attendance.error.windowClosed' },
  /** A QR code token unknown, forged or expired: scan the code shown now. */
  SIGNING_TOKEN_INVALID: { status: 400, messageKey: 'attendance.error.tokenInvalid' },
  /** The signing page's ticket expired, was forged, or its window was reopened since. */
  SIGNING_TICKET_INVALID: { status: 400, messageKey: 'attendance.error.ticketInvalid' },
  /** The caller (or the trainee chosen) is not a REGISTERED trainee of the session. */
  SIGNING_NOT_REGISTERED: { status: 403, messageKey: 'attendance.error.notRegistered' },
  /** The half-day is already signed for this registration: a signature is given once. */
  SIGNING_ALREADY_SIGNED: { status: 409, messageKey: 'attendance.error.alreadySigned' },
  /** A signature given or collected during an impersonation: it would be someone else's. */
  SIGNING_IMPERSONATED: { status: 403, messageKey: 'attendance.error.impersonated' },
} as const satisfies Record<string, { status: number; messageKey: MessageKey }>;

export type ErrorCode = keyof typeof ERROR_CODES;

export function isErrorCode(value: unknown): value is ErrorCode {
  return typeof value === 'string' && Object.hasOwn(ERROR_CODES, value);
}

export function errorStatus(code: ErrorCode): number {
  return ERROR_CODES[code].status;
}

/** The French message of an error code. */
export function errorMessage(code: ErrorCode, params?: MessageParams, locale?: Locale): string {
  return t(ERROR_CODES[code].messageKey, params, locale);
}

/** The generic code for an HTTP status (used when an error carries only a status). */
export function errorCodeOfStatus(status: number): ErrorCode {
  const generic: Partial<Record<number, ErrorCode>> = {
    400: 'VALIDATION_FAILED',
    401: 'UNAUTHENTICATED',
    403: 'FORBIDDEN',
    404: 'NOT_FOUND',
    405: 'METHOD_NOT_ALLOWED',
    408: 'REQUEST_TIMEOUT',
    409: 'CONFLICT',
    413: 'PAYLOAD_TOO_LARGE',
    414: 'URL_TOO_LONG',
    415: 'UNSUPPORTED_MEDIA_TYPE',
    429: 'RATE_LIMITED',
    431: 'HEADERS_TOO_LARGE',
    503: 'SERVICE_UNAVAILABLE',
  };
  return generic[status] ?? (status >= 400 && status < 500 ? 'VALIDATION_FAILED' : 'INTERNAL');
}
