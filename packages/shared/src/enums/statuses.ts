// The enumerations of spec §3, each with its French labels (vocabulary of decisions.md).

export const SESSION_STATUSES = [
  'PROGRAMMED',
  'REALIZED',
  'REPORTED',
  'CANCELED',
  'VALIDATED_MANAGER',
  'CLOSED',
] as const;
export type SessionStatus = (typeof SESSION_STATUSES)[number];
/** REPORTED means postponed ("reportée"), not "report written". */
export const SESSION_STATUS_LABELS = {
  PROGRAMMED: 'Programmée',
  REALIZED: 'Réalisée',
  REPORTED: 'Reportée',
  CANCELED: 'Annulée',
  VALIDATED_MANAGER: 'Validée par le gestionnaire',
  CLOSED: 'Clôturée',
} as const satisfies Record<SessionStatus, string>;

/**
 * A session that took place: realised, then its validation steps (validated by the manager,
 * closed). Its survey, report and certificates exist in these statuses.
 */
export const HELD_SESSION_STATUSES = [
  'REALIZED',
  'VALIDATED_MANAGER',
  'CLOSED',
] as const satisfies readonly SessionStatus[];

/** Status of a pedagogical report ("bilan pédagogique", masculine). */
export const REPORT_STATUSES = ['IN_PROGRESS', 'COMPLETED', 'VALIDATED'] as const;
export type ReportStatus = (typeof REPORT_STATUSES)[number];
export const REPORT_STATUS_LABELS = {
  IN_PROGRESS: 'En cours',
  COMPLETED: 'Complété',
  VALIDATED: 'Validé',
} as const satisfies Record<ReportStatus, string>;

export const MODALITIES = ['ONSITE', 'REMOTE', 'BOTH'] as const;
export type Modality = (typeof MODALITIES)[number];
export const MODALITY_LABELS = {
  ONSITE: 'Présentiel',
  REMOTE: 'Distanciel',
  BOTH: 'Présentiel et distanciel',
} as const satisfies Record<Modality, string>;

export const REGISTRATION_STATUSES = [
  'REQUESTED',
  'PRE_REGISTERED',
  'REGISTERED',
  'CANCELED',
  'REFUSED_HR',
  'REFUSED_SUPPLIER',
  'PRESENT',
  'PARTIAL_ABSENCE',
  'ABSENCE',
] as const;
export type RegistrationStatus = (typeof REGISTRATION_STATUSES)[number];
export const REGISTRATION_STATUS_LABELS = {
  REQUESTED: "Demande d'inscription",
  PRE_REGISTERED: 'Pré-inscrit',
  REGISTERED: 'Inscrit',
  CANCELED: 'Annulé',
  REFUSED_HR: 'Refusé par le valideur RH',
  REFUSED_SUPPLIER: 'Refusé par le prestataire',
  PRESENT: 'Présent',
  PARTIAL_ABSENCE: 'Absence partielle',
  ABSENCE: 'Absent',
} as const satisfies Record<RegistrationStatus, string>;

/** Seat availability of a session (LAST_PLACES at 3 seats or fewer, decisions.md). */
export const AVAILABILITIES = ['AVAILABLE', 'LAST_PLACES', 'FULL'] as const;
export type Availability = (typeof AVAILABILITIES)[number];
export const AVAILABILITY_LABELS = {
  AVAILABLE: 'Places disponibles',
  LAST_PLACES: 'Dernières places',
  FULL: 'Complet',
} as const satisfies Record<Availability, string>;

/** Status of a satisfaction survey ("questionnaire", masculine). */
export const SURVEY_STATUSES = ['OPEN', 'CLOSED'] as const;
export type SurveyStatus = (typeof SURVEY_STATUSES)[number];
export const SURVEY_STATUS_LABELS = {
  OPEN: 'Ouvert',
  CLOSED: 'Clôturé',
} as const satisfies Record<SurveyStatus, string>;

export const SURVEY_FILL_STATUSES = ['UNFILLED', 'FILLED'] as const;
export type SurveyFillStatus = (typeof SURVEY_FILL_STATUSES)[number];
export const SURVEY_FILL_STATUS_LABELS = {
  UNFILLED: 'Non rempli',
  FILLED: 'Rempli',
} as const satisfies Record<SurveyFillStatus, string>;

/** Category of a contact form message or of a public message. */
export const CONTACT_CATEGORIES = [
  'REGISTRATION',
  'FOLLOWUP',
  'ACCOUNT',
  'HR',
  'LAB',
  'DOCUMENT',
  'NEEDS',
  'OTHER',
] as const;
export type ContactCategory = (typeof CONTACT_CATEGORIES)[number];
export const CONTACT_CATEGORY_LABELS = {
  REGISTRATION: 'Inscription à une session',
  FOLLOWUP: 'Suivi de formation',
  ACCOUNT: 'Compte utilisateur',
  HR: 'Validation RH',
  LAB: 'Lab',
  DOCUMENT: 'Documents',
  NEEDS: 'Besoins de formation',
  OTHER: 'Autre demande',
} as const satisfies Record<ContactCategory, string>;

/**
 * What a line of a session's history records when the session's status did not change: a step of
 * its pedagogical report. Such a line reads as the event, its comment holds only the reason.
 */
export const SESSION_HISTORY_EVENTS = [
  'REPORT_STARTED',
  'REPORT_COMPLETED',
  'REPORT_SENT_BACK',
  'REPORT_VALIDATED',
] as const;
export type SessionHistoryEvent = (typeof SESSION_HISTORY_EVENTS)[number];

export const SESSION_HISTORY_EVENT_LABELS = {
  REPORT_STARTED: 'Bilan pédagogique : rédaction commencée',
  REPORT_COMPLETED: 'Bilan pédagogique terminé par le prestataire',
  REPORT_SENT_BACK: 'Bilan pédagogique renvoyé au prestataire',
  REPORT_VALIDATED: 'Bilan pédagogique validé',
} as const satisfies Record<SessionHistoryEvent, string>;
