/**
 * French messages of the registration workflow (decisions.md "Registration workflow"): event
 * labels, notices and refusals. Spread into `fr.ts`.
 */
export const frRegistrations = {
  'registrations.request.label': "Demander l'inscription",
  'registrations.request.success': "Votre demande d'inscription est enregistrée.",
  'registrations.validate.label': 'Valider',
  'registrations.validate.success': 'Inscription validée.',
  'registrations.refuseRequest.label': 'Refuser la demande',
  'registrations.refuseRequest.success': 'Demande refusée.',
  'registrations.refuseRegistration.label': "Refuser l'inscription",
  'registrations.refuseRegistration.success': 'Inscription refusée.',
  'registrations.cancel.label': "Annuler l'inscription",
  'registrations.cancel.success': 'Inscription annulée.',

  'registrations.field.motivation': 'Motivation',
  'registrations.field.reason': 'Motif',
  'registrations.reasonRequired': 'Le motif est obligatoire',
  'registrations.motivationRequired': 'La motivation est obligatoire',

  'registrations.notice.noHrValidator':
    "Votre structure n'a pas encore de valideur RH sur la plateforme : demandez à votre responsable de se connecter pour valider votre demande.",
  'registrations.notice.waitingList':
    "La session est complète : votre demande est placée en liste d'attente. Un courriel vous préviendra si une place se libère.",
  'registrations.notice.structureRequests':
    '{count} personnes de la même structure ont demandé cette session.',

  'registrations.history.request': "Demande d'inscription",
  'registrations.history.waitingList': "Placée en liste d'attente (session complète)",
  'registrations.history.promoted': "Sortie de la liste d'attente (une place s'est libérée)",
  'registrations.history.automatic': 'Étape franchie automatiquement (non requise pour ce type)',

  'registrations.error.profileNotAllowed':
    "Vous ne pouvez pas faire l'action « {action} » sur cette inscription (statut « {status} »).",
  'registrations.error.statusNotAllowed':
    "Action « {action} » impossible : l'inscription est au statut « {status} ».",
  'registrations.error.changedMeanwhile':
    "L'inscription a changé entre-temps : rechargez la page et réessayez.",
  'registrations.error.onWaitingList':
    "La demande est en liste d'attente : elle pourra être validée lorsqu'une place se libérera.",
  'registrations.error.cancelTooLate':
    "La session a commencé le {date} : l'inscription ne peut plus être annulée.",
  'registrations.error.notOpen': 'Les inscriptions à cette session ne sont pas ouvertes.',
  'registrations.error.external':
    "L'inscription à cette session se fait directement auprès de l'organisme de formation, en dehors du portail.",
  'registrations.error.deadlinePassed':
    "La date limite d'inscription à cette session ({date}) est dépassée.",
  'registrations.error.started':
    "La session a déjà commencé : il n'est plus possible de s'y inscrire.",
  'registrations.error.alreadyRegistered':
    'Vous avez déjà une inscription à cette session (statut « {status} »).',
  'registrations.error.membersOnly':
    "Cette action est réservée aux structures adhérentes : votre structure n'est pas adhérente.",
  'registrations.error.noStructure':
    "Votre compte n'est rattaché à aucune structure : l'inscription est impossible. Contactez l'équipe du programme.",
  'registrations.error.full':
    "La session est complète et sa liste d'attente est pleine : l'inscription n'est plus possible.",
} as const;
