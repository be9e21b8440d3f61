import { PROFILES, isProfileCode, profileOf, type Profile, type ProfileCode } from '../enums';

const ALL = PROFILES;
const STAFF = ['admin', 'manager'] as const;
const BACK_OFFICE = ['admin', 'manager', 'provider'] as const;

/**
 * What each profile may do, as data. The server's route guard (a route's `config.permission`,
 * checked by plugins/auth.ts), the UI and the tests all read this table; page access itself
 * follows ROUTE_PREFIXES.
 */
export const PERMISSIONS = {
  // Session and account.
  'auth.session': ALL,
  'auth.logout': ALL,
  /** Choose the active profile among those the user holds (decision 031). */
  'auth.switchProfile': ALL,
  /** "Quitter la substitution": held by whoever is being impersonated (decision 031). */
  'auth.endImpersonation': ALL,
  'users.impersonate': ['admin'],
  'users.sync': ['admin'],
  'users.manage': ['admin'],
  'users.listManagers': BACK_OFFICE,

  // Administration (reference data, content, parameters).
  'admin.access': ['admin'],
  'reference.manage': ['admin'],
  'content.manage': ['admin'],
  'templates.manage': ['admin'],
  /** The outbox: every mail the portal wrote (read when no SMTP server is configured). */
  'mails.read': ['admin'],
  'parameters.manage': ['admin'],
  /**
   * The automatic tasks page (decision 043): the timed tasks' state, the outbox's and the
   * document sends' backlog, and a timed task run now.
   */
  'jobs.manage': ['admin'],
  /** The LHÉO feed's page (decision 075): its address, its last reading, the actions left out. */
  'lheo.read': ['admin'],
  // The current public year: staff screens default their year filters to it.
  'parameters.read': BACK_OFFICE,

  // Structures.
  'structures.previews': ['hr', 'admin', 'manager'],
  'structures.read': ['hr', 'admin', 'manager'],
  /** The administration list and record of every structure (`structures/detail`): the manager reads. */
  'structures.list': STAFF,
  /** Create, edit, disable, delete a structure and attach its files (decision 028). */
  'structures.manage': ['admin'],
  /**
   * A provider structure's information on documents (logo, stamp, manager; decision 037): the
   * provider its own (`/back/information`), the admin every one (the structure's record); and
   * the upload of their images (`structure_files/multiple`).
   */
  'provider.information': ['provider', 'admin'],
  /** A provider's results indicators (Qualiopi indicator 2, decision 079): its own, or any for staff. */
  'quality.results': ['provider', 'admin', 'manager'],

  // Programming.
  'programming.read': BACK_OFFICE,
  'programming.manage': STAFF,
  /** Pedagogical fields and speakers of an action (a provider: its own actions only). */
  'programming.editPedagogy': BACK_OFFICE,
  'programming.export': BACK_OFFICE,
  'sessions.postpone': STAFF,
  'sessions.cancel': STAFF,
  'sessions.realize': BACK_OFFICE,
  'sessions.validateManager': STAFF,
  'sessions.close': ['admin'],
  'sessions.reprogram': STAFF,
  /** Who may return a session to PROGRAMMED at all; workflows/session.ts narrows the manager. */
  'sessions.returnToProgrammed': STAFF,
  'sessions.toggleSurvey': STAFF,
  'sessions.toggleReport': STAFF,
  'sessions.sendDocuments': BACK_OFFICE,
  /** Invoice, attendance sheet and documents of a session (a provider: its own sessions). */
  'sessions.attachDocuments': BACK_OFFICE,
  /**
   * `PATCH /api/sessions/{id}`: the staff change every field (`programming.manage`), a provider
   * only the realised hours of its own sessions (PROVIDER_EDITABLE_SESSION_FIELDS).
   */
  'sessions.recordHours': BACK_OFFICE,
  /**
   * The speakers area (/back/speakers, `instructor_views…`, decision 040): its list, a speaker's
   * sessions and the export; a provider the speakers of its own actions (reachesSpeaker).
   */
  'speakers.read': BACK_OFFICE,

  // Registrations.
  'sessions.favorite': ['beneficiary'],
  /** The beneficiary space: their own registrations and personal information (/beneficiary/*). */
  'beneficiary.space': ['beneficiary'],
  /** Their own private calendar feed: registered sessions, or the provider's sessions (041). */
  'calendar.subscribe': ['beneficiary', 'provider'],
  'registrations.request': ['beneficiary'],
  'registrations.cancelOwn': ['beneficiary'],
  'registrations.read': [...BACK_OFFICE, 'hr'],
  'registrations.validateHr': ['hr'],
  'registrations.validateProvider': ['provider'],
  'registrations.recordAttendance': BACK_OFFICE,
  'registrations.force': STAFF,
  /**
   * The list's and export's structure filter (`structureId`) and its structure choices: staff
   * only; a provider's or HR validator's list is already narrowed to its reach.
   */
  'registrations.filterByStructure': STAFF,
  /** `validate`: the HR validator or the provider, each at its own step (workflows/registration.ts). */
  'registrations.validate': ['hr', 'provider'],
  /** A registration's detail and history: each profile within its reach (reachesRegistration). */
  'registrations.detail': [...BACK_OFFICE, 'hr', 'beneficiary'],

  // Surveys and reports.
  'surveys.fill': ['beneficiary'],
  'surveys.read': BACK_OFFICE,
  'surveys.close': STAFF,
  /** The reports, their list and export (a provider: those of its own sessions; decision 033). */
  'reports.read': BACK_OFFICE,
  /** Save a report's draft and complete it: the provider of the session's action. */
  'reports.write': ['provider'],
  /** Validate a completed report (irreversible) or send it back to the provider. */
  'reports.validate': STAFF,

  // Generated documents (decision 036).
  /**
   * A session's own documents (participant list, CSV, signature sheet, conventions) and the list
   * of its documents: staff, the provider for its own sessions.
   */
  'documents.session': BACK_OFFICE,
  /** A trainee's convocation and certificates: also the beneficiary, for its own only. */
  'documents.trainee': [...BACK_OFFICE, 'beneficiary'],
  // Digital attendance (decision 038).
  /**
   * A session's signing windows, signatures and proposal; collecting a signature on the
   * provider's device (a provider: its own sessions).
   */
  'attendance.collect': BACK_OFFICE,
  /** Sign a half-day on one's own phone, from the QR code (a REGISTERED trainee of the session). */
  'attendance.sign': ['beneficiary'],
} as const satisfies Record<string, readonly Profile[]>;

export type Permission = keyof typeof PERMISSIONS;

/** The part of a session user that permissions need; null or undefined for an anonymous visitor. */
export type PermissionSubject = { readonly userProfileCode: ProfileCode } | null | undefined;

export function isPermission(value: unknown): value is Permission {
  return typeof value === 'string' && Object.hasOwn(PERMISSIONS, value);
}

/** Whether `user` holds `permission`. Anonymous visitors hold none. */
export function can(user: PermissionSubject, permission: Permission): boolean {
  if (!user || !isProfileCode(user.userProfileCode)) return false;
  const allowed: readonly Profile[] = PERMISSIONS[permission];
  return allowed.includes(profileOf(user.userProfileCode));
}
