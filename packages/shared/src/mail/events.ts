/**
 * The mail events of decisions.md "Mail templates": each has one editable template (its code is
 * the event code) and a fixed list of tags the template may use. The code that sends the mail
 * (`enqueueMail` on the server) gives a value for each tag.
 */

export const MAIL_EVENTS = [
  'REGISTRATION_REQUESTED',
  'REGISTRATION_TO_VALIDATE_HR',
  'REGISTRATION_TO_VALIDATE_PROVIDER',
  'REGISTRATION_PRE_REGISTERED',
  'REGISTRATION_REGISTERED',
  'REGISTRATION_REFUSED_HR',
  'REGISTRATION_REFUSED_SUPPLIER',
  'REGISTRATION_CANCELED',
  'REGISTRATION_WAITING_LIST',
  'REGISTRATION_PROMOTED',
  'SESSION_OVERBOOKED',
  'SESSION_CANCELED',
  'SESSION_POSTPONED',
  'SESSION_REPROGRAMMED',
  'SESSION_CONVOCATION',
  'SESSION_CONVENTION',
  'SURVEY_OPEN',
  'REPORT_TO_WRITE',
  'REPORT_SENT_BACK',
  'REPORT_COMPLETED',
  'PASSWORD_RESET',
  'USER_INVITATION',
  'CONTACT_MESSAGE',
  'SURVEY_COLD_OPEN',
  'FAVORITE_ALERTS',
] as const;
export type MailEventCode = (typeof MAIL_EVENTS)[number];

export const MAIL_EVENT_LABELS = {
  REGISTRATION_REQUESTED: "Demande d'inscription",
  REGISTRATION_TO_VALIDATE_HR: 'Demande d’inscription à valider (valideur RH)',
  REGISTRATION_TO_VALIDATE_PROVIDER: 'Inscription à valider (prestataire)',
  REGISTRATION_PRE_REGISTERED: 'Pré-inscription',
  REGISTRATION_REGISTERED: 'Inscription confirmée',
  REGISTRATION_REFUSED_HR: 'Inscription refusée par le valideur RH',
  REGISTRATION_REFUSED_SUPPLIER: 'Inscription refusée par le prestataire',
  REGISTRATION_CANCELED: 'Inscription annulée',
  REGISTRATION_WAITING_LIST: "Inscription en liste d'attente",
  REGISTRATION_PROMOTED: "Sortie de la liste d'attente",
  SESSION_OVERBOOKED: 'Alerte de surréservation',
  SESSION_CANCELED: 'Session annulée',
  SESSION_POSTPONED: 'Session reportée',
  SESSION_REPROGRAMMED: 'Session reprogrammée',
  SESSION_CONVOCATION: 'Convocation',
  SESSION_CONVENTION: 'Convention de formation',
  SURVEY_OPEN: 'Questionnaire de satisfaction ouvert',
  REPORT_TO_WRITE: 'Bilan pédagogique à rédiger',
  REPORT_SENT_BACK: 'Bilan pédagogique renvoyé',
  REPORT_COMPLETED: 'Bilan pédagogique terminé',
  PASSWORD_RESET: 'Réinitialisation du mot de passe',
  USER_INVITATION: 'Invitation à un nouveau compte',
  CONTACT_MESSAGE: 'Message du formulaire de contact',
  SURVEY_COLD_OPEN: 'Évaluation à froid ouverte',
  FAVORITE_ALERTS: 'Alertes sur les formations favorites',
} as const satisfies Record<MailEventCode, string>;

/** When the mail leaves and to whom, shown to admins beside the template. */
export const MAIL_EVENT_DESCRIPTIONS = {
  REGISTRATION_REQUESTED:
    'Envoyé au bénéficiaire lorsqu’il demande une inscription (sauf en liste d’attente ou inscription immédiate).',
  REGISTRATION_TO_VALIDATE_HR:
    'Envoyé à chaque valideur RH de la structure du bénéficiaire lorsqu’une demande attend sa validation : ses propres liens « Valider » et « Refuser » en un clic, sans connexion, et le lien vers la page de la structure. Une structure sans valideur RH : envoyé aux gestionnaires de l’action (le référent, à défaut tous), dont les liens mènent à la liste des inscriptions.',
  REGISTRATION_TO_VALIDATE_PROVIDER:
    'Envoyé à chaque utilisateur du prestataire de l’action lorsqu’une inscription attend sa validation, directement ou après la validation RH : ses propres liens « Valider » et « Refuser » en un clic, sans connexion, et le lien vers la liste des inscriptions à valider.',
  REGISTRATION_PRE_REGISTERED:
    'Envoyé au bénéficiaire lorsque sa demande est validée par le valideur RH et attend le prestataire.',
  REGISTRATION_REGISTERED: 'Envoyé au bénéficiaire lorsque son inscription est confirmée.',
  REGISTRATION_REFUSED_HR: 'Envoyé au bénéficiaire lorsque le valideur RH refuse sa demande.',
  REGISTRATION_REFUSED_SUPPLIER:
    'Envoyé au bénéficiaire lorsque le prestataire refuse son inscription.',
  REGISTRATION_CANCELED: "Envoyé lorsqu'une inscription est annulée.",
  REGISTRATION_WAITING_LIST:
    "Envoyé au bénéficiaire lorsque sa demande est placée en liste d'attente (session complète).",
  REGISTRATION_PROMOTED:
    "Envoyé au bénéficiaire lorsqu'une place se libère et que sa demande quitte la liste d'attente.",
  SESSION_OVERBOOKED:
    "Envoyé au gestionnaire référent de l'action (à défaut, à tous les gestionnaires) lorsqu'une demande arrive sur une session complète.",
  SESSION_CANCELED:
    'Envoyé aux inscrits, à leurs valideurs RH et au prestataire lorsque la session est annulée.',
  SESSION_POSTPONED:
    'Envoyé aux inscrits, à leurs valideurs RH et au prestataire lorsque la session est reportée.',
  SESSION_REPROGRAMMED:
    'Envoyé aux inscrits lorsque la session reportée est reprogrammée, et à chaque stagiaire inscrit lorsque les dates, les horaires ou le lieu de la session changent (avec sa nouvelle convocation si les convocations ont déjà été envoyées).',
  SESSION_CONVOCATION:
    'Envoyé à chaque stagiaire inscrit avec sa convocation en PDF, quand un gestionnaire (ou le prestataire) envoie les convocations de la session.',
  SESSION_CONVENTION:
    'Envoyé aux valideurs RH de chaque structure employeur des stagiaires (à défaut, à l’adresse de la structure) avec la convention de formation en PDF, lors de l’envoi des conventions de la session.',
  SURVEY_OPEN:
    "Envoyé aux participants lorsque le questionnaire de satisfaction de la session s'ouvre.",
  REPORT_TO_WRITE:
    'Envoyé au prestataire lorsque le bilan pédagogique de la session est à rédiger.',
  REPORT_SENT_BACK:
    'Envoyé au prestataire lorsqu’un gestionnaire lui renvoie le bilan pédagogique terminé, avec le motif.',
  REPORT_COMPLETED:
    'Envoyé au gestionnaire référent de l’action (à défaut, à tous les gestionnaires) lorsque le prestataire termine le bilan pédagogique, avec le lien pour le relire.',
  PASSWORD_RESET: "Envoyé à l'utilisateur qui demande à réinitialiser son mot de passe.",
  USER_INVITATION:
    'Envoyé à la personne dont un administrateur vient de créer le compte, avec un lien à usage unique pour choisir son mot de passe.',
  CONTACT_MESSAGE:
    "Envoyé aux administrateurs et aux gestionnaires lorsqu'un visiteur écrit par le formulaire de contact.",
  SURVEY_COLD_OPEN:
    "Envoyé aux participants lorsque l'évaluation à froid de la session s'ouvre, le nombre de jours fixé par son type d'action après la fin de la session.",
  FAVORITE_ALERTS:
    'Envoyé au bénéficiaire, au plus une fois par jour et regroupant les nouveautés, lorsqu’une nouvelle session d’une action dont il a mis une session en favori est publiée, ou qu’une place se libère après une annulation dans une session favorite qui était complète ; avec le lien pour ne plus recevoir ces alertes.',
} as const satisfies Record<MailEventCode, string>;

export function isMailEventCode(value: unknown): value is MailEventCode {
  return typeof value === 'string' && (MAIL_EVENTS as readonly string[]).includes(value);
}

/**
 * Every tag a template may hold, with what it stands for (shown to admins). Dates are given as
 * `Date` values and written dd/mm/yyyy in Paris time (format/dates.ts); URLs are absolute.
 */
export const MAIL_TAGS = {
  'beneficiary.civility': 'Civilité du bénéficiaire (M., Mme)',
  'beneficiary.givenName': 'Prénom du bénéficiaire',
  'beneficiary.familyName': 'Nom du bénéficiaire',
  'beneficiary.structure': 'Structure du bénéficiaire',
  'registration.motivation': 'Motivation saisie avec la demande',
  'action.name': "Intitulé de l'action de formation",
  'session.code': 'Code de la session',
  'session.startDate': 'Date de début de la session',
  'session.endDate': 'Date de fin de la session',
  'session.city': 'Ville de la session',
  'session.modality': 'Modalité (présentiel, distanciel…)',
  'session.place':
    'Lieu de la session (salle et adresse, ville, « À distance » ou « lieu à préciser »)',
  'session.url': 'Lien vers la session sur le portail',
  'decision.validateUrl':
    'Lien « Valider » en un clic, propre à chaque destinataire, sans connexion (page de confirmation)',
  'decision.refuseUrl':
    'Lien « Refuser » en un clic, propre à chaque destinataire (la page demande le motif)',
  'session.seatAmount': 'Nombre de places de la session',
  'session.waitingCount': "Nombre de demandes en liste d'attente",
  'provider.name': 'Nom du prestataire',
  'structure.name': 'Nom de la structure employeur',
  'structure.trainees': 'Stagiaires de la structure inscrits à la session (noms)',
  'user.givenName': "Prénom de l'utilisateur",
  'user.familyName': "Nom de l'utilisateur",
  'user.username': "Identifiant de l'utilisateur",
  reason: 'Motif (refus, annulation, report ou renvoi du bilan)',
  url: 'Lien à suivre (questionnaire, bilan, réinitialisation, invitation, favoris)',
  expiresIn: 'Durée de validité du lien (ex. « 24 heures »)',
  'contact.category': 'Catégorie de la demande de contact',
  'contact.name': "Nom de l'auteur du message",
  'contact.email': "Adresse e-mail de l'auteur du message",
  'contact.phone': "Téléphone de l'auteur du message (facultatif)",
  'contact.subject': 'Objet du message',
  'contact.message': 'Texte du message',
  'alerts.sessions':
    'Les nouveautés des formations favorites, une session par ligne (action, dates, lieu, lien)',
  'alerts.unsubscribeUrl': 'Lien pour ne plus recevoir les alertes sur les favoris, sans connexion',
} as const;
export type MailTag = keyof typeof MAIL_TAGS;

const BENEFICIARY = [
  'beneficiary.civility',
  'beneficiary.givenName',
  'beneficiary.familyName',
  'beneficiary.structure',
] as const satisfies readonly MailTag[];
const SESSION = [
  'action.name',
  'session.code',
  'session.startDate',
  'session.endDate',
  'session.city',
  'session.modality',
  'session.place',
  'session.url',
] as const satisfies readonly MailTag[];
const REGISTRATION = [...BENEFICIARY, ...SESSION] as const;
/** The "à valider" mails' links: the portal's page, and one-click decisions (decision 077). */
const DECISION_LINKS = ['url', 'decision.validateUrl', 'decision.refuseUrl'] as const;
/** A mail carrying a link to choose a password (reset, invitation). */
const ACCOUNT_LINK = [
  'user.givenName',
  'user.familyName',
  'user.username',
  'url',
  'expiresIn',
] as const satisfies readonly MailTag[];

/** The tags each event's template may use, in the order they are offered to admins. */
export const MAIL_EVENT_TAGS = {
  REGISTRATION_REQUESTED: [...REGISTRATION, 'registration.motivation'],
  REGISTRATION_TO_VALIDATE_HR: [...REGISTRATION, 'registration.motivation', ...DECISION_LINKS],
  REGISTRATION_TO_VALIDATE_PROVIDER: [
    ...REGISTRATION,
    'registration.motivation',
    ...DECISION_LINKS,
  ],
  REGISTRATION_PRE_REGISTERED: REGISTRATION,
  REGISTRATION_REGISTERED: REGISTRATION,
  REGISTRATION_REFUSED_HR: [...REGISTRATION, 'reason'],
  REGISTRATION_REFUSED_SUPPLIER: [...REGISTRATION, 'reason'],
  REGISTRATION_CANCELED: [...REGISTRATION, 'reason'],
  REGISTRATION_WAITING_LIST: REGISTRATION,
  REGISTRATION_PROMOTED: REGISTRATION,
  SESSION_OVERBOOKED: [...REGISTRATION, 'session.seatAmount', 'session.waitingCount', 'url'],
  SESSION_CANCELED: [...SESSION, 'reason'],
  SESSION_POSTPONED: [...SESSION, 'reason'],
  SESSION_REPROGRAMMED: SESSION,
  SESSION_CONVOCATION: [...REGISTRATION, 'provider.name'],
  SESSION_CONVENTION: [...SESSION, 'provider.name', 'structure.name', 'structure.trainees'],
  SURVEY_OPEN: [...REGISTRATION, 'url'],
  REPORT_TO_WRITE: [...SESSION, 'provider.name', 'url'],
  REPORT_SENT_BACK: [...SESSION, 'provider.name', 'reason', 'url'],
  REPORT_COMPLETED: [...SESSION, 'provider.name', 'url'],
  PASSWORD_RESET: ACCOUNT_LINK,
  USER_INVITATION: ACCOUNT_LINK,
  CONTACT_MESSAGE: [
    'contact.category',
    'contact.name',
    'contact.email',
    'contact.phone',
    'contact.subject',
    'contact.message',
  ],
  SURVEY_COLD_OPEN: [...REGISTRATION, 'url'],
  FAVORITE_ALERTS: [
    'user.givenName',
    'user.familyName',
    'alerts.sessions',
    'url',
    'alerts.unsubscribeUrl',
  ],
} as const satisfies Record<MailEventCode, readonly MailTag[]>;

/** The tags of one event, typed. */
export type MailEventTag<E extends MailEventCode> = (typeof MAIL_EVENT_TAGS)[E][number];

/** A value of a tag: dates and numbers are written the French way. */
export type MailTagValue = string | number | Date | null | undefined;

/**
 * The values `enqueueMail` needs for an event: one per tag, so a forgotten tag is a type error
 * (null or undefined, for a value that does not exist, renders empty).
 */
export type MailValues<E extends MailEventCode> = { [T in MailEventTag<E>]: MailTagValue };

export function allowedTagsOf(code: MailEventCode): readonly MailTag[] {
  return MAIL_EVENT_TAGS[code];
}
