import type {
  Availability,
  ContactCategory,
  Modality,
  RegistrationStatus,
  ReportStatus,
  SessionStatus,
  SurveyFillStatus,
  SurveyStatus,
} from './statuses';
import type { ProfileCode } from './profiles';

/*
 * What each value of the enumerations of spec §3 means, in French, for the "Référentiels" page of
 * the administration and the `*_statuses` answers (decisions.md "Session workflow",
 * "Registration workflow", "Surveys and reports").
 */

export const SESSION_STATUS_MEANINGS = {
  PROGRAMMED:
    "La session est planifiée : elle peut être publiée au catalogue et recevoir des demandes d'inscription.",
  REALIZED:
    'La session a eu lieu et les présences sont saisies ; le questionnaire et le bilan peuvent être ouverts.',
  REPORTED:
    'La session est reportée : ses inscrits sont prévenus et elle sera reprogrammée à de nouvelles dates.',
  CANCELED:
    'La session est annulée : ses inscriptions en cours sont annulées et les personnes concernées prévenues.',
  VALIDATED_MANAGER:
    'Le gestionnaire a validé la session réalisée (heures, présences, documents) ; elle attend sa clôture.',
  CLOSED: "La session est clôturée par l'administrateur : plus rien ne peut y être modifié.",
} as const satisfies Record<SessionStatus, string>;

export const REGISTRATION_STATUS_MEANINGS = {
  REQUESTED:
    "Le bénéficiaire a demandé une place ; la demande attend la validation du valideur RH de sa structure quand le type d'action la prévoit.",
  PRE_REGISTERED:
    "La demande a passé l'étape RH ; elle attend la validation du prestataire quand le type d'action la prévoit.",
  REGISTERED: 'La place est confirmée : le bénéficiaire est attendu à la session.',
  CANCELED:
    "L'inscription est annulée, par le bénéficiaire, le personnel ou l'annulation de la session.",
  REFUSED_HR: 'Le valideur RH de la structure a refusé la demande.',
  REFUSED_SUPPLIER: 'Le prestataire a refusé la demande.',
  PRESENT: 'Le stagiaire a suivi toute la session.',
  PARTIAL_ABSENCE:
    'Le stagiaire a suivi une partie de la session (heures effectives inférieures à celles prévues).',
  ABSENCE: "Le stagiaire n'est pas venu ; l'absence peut être excusée.",
} as const satisfies Record<RegistrationStatus, string>;

export const REPORT_STATUS_MEANINGS = {
  IN_PROGRESS: 'Le prestataire rédige le bilan ; il peut encore le modifier.',
  COMPLETED: 'Le prestataire a terminé le bilan ; il attend la validation du gestionnaire.',
  VALIDATED: 'Le gestionnaire a validé le bilan : il ne peut plus être modifié.',
} as const satisfies Record<ReportStatus, string>;

export const SURVEY_STATUS_MEANINGS = {
  OPEN: 'Les stagiaires de la session peuvent répondre au questionnaire de satisfaction.',
  CLOSED: 'Le questionnaire est clôturé : aucune réponse ne peut plus être envoyée.',
} as const satisfies Record<SurveyStatus, string>;

export const SURVEY_FILL_STATUS_MEANINGS = {
  UNFILLED: "Le stagiaire n'a pas encore envoyé ses réponses.",
  FILLED: 'Le stagiaire a envoyé ses réponses ; elles ne peuvent plus être modifiées.',
} as const satisfies Record<SurveyFillStatus, string>;

export const MODALITY_MEANINGS = {
  ONSITE: 'Les stagiaires se réunissent dans une salle.',
  REMOTE: 'La session se suit à distance, par le lien de connexion donné aux inscrits.',
  BOTH: 'Une partie des stagiaires est sur place, une autre à distance.',
} as const satisfies Record<Modality, string>;

export const AVAILABILITY_MEANINGS = {
  AVAILABLE: 'Plus de 3 places restent libres.',
  LAST_PLACES: 'Il reste 3 places ou moins.',
  FULL: "Toutes les places sont prises ; une nouvelle demande va en liste d'attente tant qu'elle n'est pas pleine.",
} as const satisfies Record<Availability, string>;

export const CONTACT_CATEGORY_MEANINGS = {
  REGISTRATION: 'Une question sur une demande ou une inscription à une session.',
  FOLLOWUP: 'Une question sur une formation en cours ou passée.',
  ACCOUNT: 'Une question sur le compte, la connexion ou le mot de passe.',
  HR: 'Une question sur la validation par le valideur RH.',
  LAB: 'Une question sur le Lab.',
  DOCUMENT: 'Une question sur un document (convocation, attestation, convention).',
  NEEDS: 'Un besoin de formation à faire connaître au programme.',
  OTHER: 'Toute autre demande.',
} as const satisfies Record<ContactCategory, string>;

export const PROFILE_MEANINGS = {
  profile_admin:
    'Administre la plateforme : référentiels, utilisateurs, structures, contenus et paramètres.',
  profile_manager: 'Gère la programmation, les inscriptions, les questionnaires et les bilans.',
  profile_provider:
    'Organisme de formation : anime ses actions, valide les inscriptions et rédige les bilans.',
  profile_beneficiary: "Professionnel qui s'inscrit aux sessions et répond aux questionnaires.",
  profile_hr:
    "Valideur RH d'une structure employeuse : accepte ou refuse les demandes de ses salariés.",
} as const satisfies Record<ProfileCode, string>;
