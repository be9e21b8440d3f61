/**
 * French messages the back-office screens share: the API's error messages (errors/codes.ts), the
 * toasts of their actions and their notices. Spread into `fr`; `en-back-common.ts` holds the same
 * keys. Not among the messages the browser starts with (fr-common.ts): the back office registers
 * every message (decision 018).
 */
export const frBackCommon = {
  // Export links with their progress (components/export-buttons.tsx).
  'exportProgress.label': "Progression de l'export",
  'exportProgress.region': "État de l'export",
  'exportProgress.preparing': 'Préparation du fichier…',
  'exportProgress.received': '{size} reçus…',
  'exportProgress.cancel': "Annuler l'export",
  'exportProgress.canceled': 'Export annulé.',
  'exportProgress.done': 'Fichier « {name} » téléchargé.',
  'exportProgress.failed': "L'export n'a pas abouti : {message}",
  'exportProgress.network': 'la connexion au serveur a été interrompue.',
  // The "Référentiels" page (features/references).
  'references.intro':
    'Les valeurs que la plateforme utilise pour les statuts et les listes de choix, avec leur libellé et leur signification. Les statuts, les modalités, les disponibilités et les profils sont fixés par la plateforme. Les catégories de message et de contact appartiennent au programme : leur code ne change pas, mais leur libellé, leur description et leur présence dans le formulaire de contact se modifient ici.',
  'references.column.code': 'Code',
  'references.column.label': 'Libellé',
  'references.column.meaning': 'Signification',
  'references.sessionStatus': 'Statuts de session',
  'references.registrationStatus': "Statuts d'inscription",
  'references.reportStatus': 'Statuts de bilan',
  'references.surveyStatus': 'Statuts de questionnaire',
  'references.surveyFillStatus': 'Statuts de remplissage du questionnaire',
  'references.modality': 'Modalités de session',
  'references.availability': 'Disponibilité des places',
  'references.contactCategory': 'Catégories de message et de contact',
  'references.profile': 'Profils',
  'references.unavailable': "Cette liste n'a pas pu être lue : {message}",
  'references.column.offered': 'Formulaire de contact',
  'references.offered': 'Proposée',
  'references.notOffered': 'Non proposée',
  'references.contactCategory.editTitle': 'Modifier la catégorie « {label} »',
  'references.contactCategory.editDescription':
    'Code {code}, fixé par la plateforme. Le libellé est celui que voient les visiteurs et que reçoit l’équipe dans le courriel du message.',
  'references.contactCategory.label': 'Libellé',
  'references.contactCategory.description': 'Description',
  'references.contactCategory.descriptionHint':
    'Ce que couvre la catégorie, affiché comme sa signification.',
  'references.contactCategory.active': 'Proposée dans le formulaire de contact',
  'references.contactCategory.saved': 'Catégorie « {label} » enregistrée.',
  'references.contactCategory.saveError': 'La catégorie n’a pas été enregistrée.',
  'ui.userListTruncated':
    'Seuls les {max} premiers utilisateurs sont affichés. Affinez votre recherche pour voir les autres.',
  // The image field of the back-office forms (components/image-field.tsx).
  'imageField.none': 'Aucune image',
  'imageField.preview': 'Aperçu : {label}',
  'imageField.uploading': 'Envoi en cours…',
  'imageField.uploadError': "L'image n'a pas pu être envoyée.",
  'imageField.remove': 'Retirer',
  'imageField.removeLabel': 'Retirer « {label} »',
  'error.api.validationFailed': 'Certains champs sont invalides. Corrigez-les puis réessayez.',
  'error.api.malformedRequest': "La requête est mal formée : vérifiez l'adresse demandée.",
  'error.api.unauthenticated': 'Vous devez être connecté pour effectuer cette action.',
  'error.api.forbidden': "Vous n'avez pas les droits nécessaires pour effectuer cette action.",
  'error.api.csrfRejected': 'Requête refusée : elle ne provient pas du site Passerelle.',
  'error.api.notFound': 'Élément introuvable.',
  'error.api.methodNotAllowed': 'Opération non autorisée sur cette adresse.',
  'error.api.requestTimeout': 'La requête a pris trop de temps. Veuillez réessayer.',
  'error.api.conflict':
    "Cette opération n'est pas possible dans l'état actuel des données. Rechargez la page puis réessayez.",
  'error.api.valueTaken': 'Une valeur saisie est déjà utilisée : corrigez le champ signalé.',
  'error.api.payloadTooLarge': 'Le contenu envoyé est trop volumineux.',
  'error.api.bodyTooDeep':
    'Le contenu envoyé est imbriqué trop profondément : {max} niveaux au plus sont acceptés.',
  'error.api.urlTooLong': "L'adresse demandée est trop longue.",
  'error.api.headersTooLarge':
    "La requête est trop volumineuse : l'adresse ou les en-têtes sont trop longs.",
  'error.api.unsupportedMediaType': "Ce type de contenu n'est pas accepté.",
  'error.api.imageUnreadable': 'Cette image ne peut pas être affichée : son fichier est endommagé.',
  'error.api.rateLimited': 'Trop de tentatives. Veuillez réessayer dans quelques minutes.',
  'error.api.internal': 'Une erreur technique est survenue. Veuillez réessayer plus tard.',
  'error.api.serviceUnavailable':
    'Le service est momentanément indisponible. Veuillez réessayer dans quelques instants.',
  'notice.noHrValidator':
    "Votre structure n'a pas de valideur RH : demandez à votre responsable de se connecter.",
  'notice.overbooking': 'Plus de {count} demandes pour cette session.',
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
  'toast.surveyEnabled': 'Questionnaire de satisfaction activé.',
  'toast.surveyDisabled': 'Questionnaire de satisfaction désactivé.',
  'toast.surveyValidated': 'Questionnaire de satisfaction validé.',
  'toast.surveyClosed': 'Questionnaire de satisfaction clôturé.',
  'toast.reportEnabled': 'Bilan pédagogique activé.',
  'toast.reportDisabled': 'Bilan pédagogique désactivé.',
  'toast.reportValidated': 'Bilan pédagogique validé.',
} as const;
