import { frAdminKit } from './fr-admin-kit';
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

/**
 * French messages: the interface language. Keys are flat, dotted names; `{name}` marks a
 * placeholder filled by `formatMessage`. `en.ts` must hold the same keys and placeholders.
 */
export const fr = {
  // Validation (spec §5).
  'validation.required': 'Champ obligatoire',
  'validation.integer': 'Doit être un nombre entier',
  'validation.number': 'Doit être un nombre',
  'validation.nonEmptyList': 'Doit contenir au moins un élément',
  'validation.url': 'URL invalide',
  'validation.fileFormat': 'Format de fichier invalide (format attendu : {format})',
  'validation.maxLength': 'Maximum {max} caractères',
  'validation.minLength': 'Minimum {min} caractères',
  'validation.minValue': 'Doit être supérieur ou égal à {min}',
  'validation.maxValue': 'Doit être inférieur ou égal à {max}',
  'validation.email': 'Adresse e-mail invalide',
  'validation.postalCode': 'Code postal invalide',
  'validation.siret': 'Numéro SIRET invalide (14 chiffres attendus)',
  'validation.date': 'Date invalide',
  'validation.text': 'Doit être un texte',
  'validation.boolean': 'Doit être oui ou non',
  'validation.choice': 'Valeur non autorisée',
  'validation.invalid': 'Valeur invalide',
  'validation.unknownFields': 'Champ non autorisé : {fields}',
  'validation.uniqueNumber': 'Ce numéro est déjà utilisé',
  'validation.dateRange': 'La date de début doit précéder la date de fin',
  'validation.malformedTag': 'Balise mal formée : {tag}',
  'validation.unauthorizedTag': 'Balise non autorisée : {tag} (balises autorisées : {allowed})',
  'validation.reasonRequired': 'Un motif est obligatoire',
  'validation.starRating': 'La note doit être comprise entre {min} et {max}',
  'validation.surveyIncomplete': 'Veuillez répondre à toutes les questions obligatoires.',
  'validation.quotaMembersOnly':
    'Inscription impossible : vous avez atteint le quota annuel de {max} actions réservées aux structures adhérentes.',
  'validation.quotaHrValidated':
    'Inscription impossible : vous avez atteint le quota annuel de {max} actions soumises à validation RH.',

  // Login (spec §8 catalogue, then the page's own words).
  'login.userDisabled': 'Utilisateur désactivé',
  'login.invalidCredentials': 'Impossible de se connecter',
  'login.noActiveStructure': 'Aucune structure de rattachement active sur la plateforme',
  'login.failed': 'Une erreur est survenue lors de la connexion',
  'login.title': 'Connexion',
  'login.username': 'Identifiant',
  'login.password': 'Mot de passe',
  'login.forgotPassword': 'Mot de passe oublié ?',
  'login.submit': 'Se connecter',
  'login.submitting': 'Connexion en cours…',
  'login.popupTitle': 'Connexion à Passerelle',
  'auth.logout': 'Se déconnecter',

  // Default interface strings (spec §8).
  'ui.noData': 'Aucune donnée',
  'ui.noMatchingData': 'Aucune donnée correspondante',
  'ui.close': 'Fermer',
  'ui.search': 'Rechercher...',
  'ui.previous': 'Précédent',
  'ui.next': 'Suivant',
  'ui.back': 'Retour',
  'ui.create': 'Créer "{label}"',
  'ui.loading': 'Chargement…',
  'ui.skipLink': 'Aller au contenu',
  'ui.userListTruncated':
    'Seuls les {max} premiers utilisateurs sont affichés. Affinez votre recherche pour voir les autres.',
  'ui.pageComingSoon': 'Cette page sera disponible prochainement.',

  // Error screen (spec §2).
  'error.unauthorized.title': 'Accès refusé',
  'error.unauthorized.description':
    "Vous n'avez pas les droits nécessaires pour afficher cette page. Connectez-vous avec un compte autorisé ou revenez à la page précédente.",
  'error.notFound.title': 'Page introuvable',
  'error.notFound.description':
    "La page que vous cherchez n'existe pas ou a été déplacée. Vérifiez l'adresse ou revenez à la page précédente.",
  'error.serverError.title': 'Erreur technique',
  'error.serverError.description':
    'Une erreur technique est survenue de notre côté. Veuillez réessayer dans quelques instants.',
  'error.unknown.title': 'Une erreur est survenue',
  'error.unknown.description':
    "Un problème inattendu a empêché l'affichage de cette page. Veuillez réessayer.",
  'error.back': 'Revenir à la page précédente',
  'error.pageNotFound': 'Page not found: {path}',

  // API errors (see errors/codes.ts).
  'error.api.validationFailed': 'Certains champs sont invalides. Corrigez-les puis réessayez.',
  'error.api.unauthenticated': 'Vous devez être connecté pour effectuer cette action.',
  'error.api.forbidden': "Vous n'avez pas les droits nécessaires pour effectuer cette action.",
  'error.api.csrfRejected': 'Requête refusée : elle ne provient pas du site Passerelle.',
  'error.api.notFound': 'Élément introuvable.',
  'error.api.methodNotAllowed': 'Opération non autorisée sur cette adresse.',
  'error.api.requestTimeout': 'La requête a pris trop de temps. Veuillez réessayer.',
  'error.api.conflict':
    "Cette opération n'est pas possible dans l'état actuel des données. Rechargez la page puis réessayez.",
  'error.api.payloadTooLarge': 'Le contenu envoyé est trop volumineux.',
  'error.api.unsupportedMediaType': "Ce type de contenu n'est pas accepté.",
  'error.api.rateLimited': 'Trop de tentatives. Veuillez réessayer dans quelques minutes.',
  'error.api.internal': 'Une erreur technique est survenue. Veuillez réessayer plus tard.',
  'error.api.serviceUnavailable':
    'Le service est momentanément indisponible. Veuillez réessayer dans quelques instants.',

  // Notices.
  'notice.noAccess': "Cette page n'est pas accessible avec votre profil.",
  'notice.noHrValidator':
    "Votre structure n'a pas de valideur RH : demandez à votre responsable de se connecter.",
  'notice.overbooking': 'Plus de {count} demandes pour cette session.',

  // Editing lock (spec §2).
  'editLock.title': 'Modifications non enregistrées',
  'editLock.message':
    'Vous avez des modifications non enregistrées. Elles seront perdues si vous continuez.',
  'editLock.confirm': 'Continuer sans enregistrer',
  'editLock.cancel': 'Rester sur la page',

  // Build update (spec §7).
  'build.updateAvailable': 'Une nouvelle version de Passerelle est disponible.',
  'build.reload': 'Recharger',

  // Layouts and navigation.
  'layout.appName': 'Passerelle',
  'layout.tagline': 'Programme régional de professionnalisation',
  'layout.homeLink': "Passerelle, retour à l'accueil",
  'layout.backOffice': 'Espace de gestion',
  'layout.beneficiarySpace': 'Mon espace',
  'layout.hrSpace': 'Espace valideur RH',
  'layout.surveySpace': 'Questionnaires et bilans',
  'layout.loggedInAs': 'Connecté : {name} ({profile})',
  'layout.mainMenu': 'Menu principal',
  'layout.adminMenu': "Menu d'administration",
  'layout.footer': 'Pied de page',
  'layout.footerLinks': 'Informations pratiques',
  'nav.home': 'Accueil',
  'nav.training': 'Catalogue des formations',
  'nav.calendar': 'Calendrier',
  'nav.login': 'Se connecter',
  'nav.programming': 'Programmation',
  'nav.registrations': 'Inscriptions',
  'nav.speakers': 'Intervenants',
  'nav.surveys': 'Questionnaires de satisfaction',
  'nav.reports': 'Bilans pédagogiques',
  'nav.information': 'Informations prestataire',
  'nav.structures': 'Structures',
  'nav.admin': 'Administration',
  'nav.admin.axis': 'Axes',
  'nav.admin.actions': "Types d'action",
  'nav.admin.rooms': 'Salles',
  'nav.admin.cities': 'Villes',
  'nav.admin.users': 'Utilisateurs',
  'nav.admin.documents': 'Documents',
  'nav.admin.links': 'Liens',
  'nav.admin.templates': 'Modèles',
  'nav.admin.content': 'Contenus',
  'nav.admin.parameters': 'Paramètres',
  'nav.beneficiary.favorites': 'Mes favoris',
  'nav.beneficiary.future': 'Mes formations à venir',
  'nav.beneficiary.passed': 'Mes formations passées',
  'nav.beneficiary.information': 'Mes informations',
  'nav.programming.action': 'Action',
  'nav.programming.sessions': 'Sessions',
  'nav.programming.speakers': 'Intervenants',
  'nav.programming.registrations': 'Inscriptions',

  // Toasts (spec §8).
  'toast.viewport': 'Notifications ({hotkey})',
  'toast.close': 'Fermer la notification',
  'toast.deleteSuccess': 'Suppression effectuée.',
  'toast.deleteError': "La suppression n'a pas pu être effectuée.",
  'toast.editSuccess': 'Modifications enregistrées.',
  'toast.editError': "Les modifications n'ont pas pu être enregistrées.",
  'toast.importSuccess': 'Import effectué.',
  'toast.importError': "L'import n'a pas pu être effectué.",
  'toast.syncSuccess': 'Synchronisation effectuée.',
  'toast.syncError': "La synchronisation n'a pas pu être effectuée.",
  'toast.copySuccess': 'Copie effectuée.',
  'toast.copyError': "La copie n'a pas pu être effectuée.",
  'toast.conventionsSent': 'Conventions envoyées.',
  'toast.convocationsSent': 'Convocations envoyées.',
  'toast.impersonationOn': 'Vous êtes maintenant connecté en tant que {name}.',
  'toast.impersonationOff': 'Vous avez quitté le mode substitution.',
  'toast.contactSent': 'Votre message a bien été envoyé.',
  'toast.contactError': "Votre message n'a pas pu être envoyé. Veuillez réessayer.",
  'toast.captchaError': 'La vérification anti-robot a échoué. Veuillez réessayer.',
  'toast.surveyEnabled': 'Questionnaire de satisfaction activé.',
  'toast.surveyDisabled': 'Questionnaire de satisfaction désactivé.',
  'toast.surveyValidated': 'Questionnaire de satisfaction validé.',
  'toast.surveyClosed': 'Questionnaire de satisfaction clôturé.',
  'toast.reportEnabled': 'Bilan pédagogique activé.',
  'toast.reportDisabled': 'Bilan pédagogique désactivé.',
  'toast.reportValidated': 'Bilan pédagogique validé.',

  // Progress indicator.
  'progress.label': 'Progression',
  'progress.loading': 'Chargement en cours',

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

  // Registration workflow (apps/server/src/modules/registrations, workflows/registration.ts).
  ...frRegistrations,
  ...frRegistrationsBack,

  // Public catalogue: search, session sheet, calendar (apps/web/app/features/catalogue).
  ...frCatalogue,
} as const;

export type MessageKey = keyof typeof fr;
