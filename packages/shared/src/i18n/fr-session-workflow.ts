/**
 * French messages of the session workflow (decisions.md "Session workflow"): event labels, the
 * texts of their dialogs, success toasts and refusals. Spread into `fr.ts`.
 */
export const frSessionWorkflow = {
  'sessionWorkflow.postpone.label': 'Reporter la session',
  'sessionWorkflow.postpone.description':
    'La session passera au statut « Reportée ». Les stagiaires inscrits, leurs valideurs RH et le prestataire seront prévenus par e-mail.',
  'sessionWorkflow.postpone.success': 'Session reportée.',
  'sessionWorkflow.reprogram.label': 'Reprogrammer la session',
  'sessionWorkflow.reprogram.description':
    'Indiquez les nouvelles dates. La session repassera au statut « Programmée » et les stagiaires inscrits, leurs valideurs RH et le prestataire seront prévenus par e-mail.',
  'sessionWorkflow.reprogram.success': 'Session reprogrammée.',
  'sessionWorkflow.cancel.label': 'Annuler la session',
  'sessionWorkflow.cancel.description':
    'Les inscriptions en cours seront annulées (motif « session annulée ») et les stagiaires, leurs valideurs RH et le prestataire seront prévenus par e-mail.',
  'sessionWorkflow.cancel.success': 'Session annulée.',
  'sessionWorkflow.realize.label': 'Marquer comme réalisée',
  'sessionWorkflow.realize.description':
    'La session passera au statut « Réalisée ». La présence de chaque stagiaire inscrit doit être renseignée.',
  'sessionWorkflow.realize.success': 'Session marquée comme réalisée.',
  'sessionWorkflow.validateManager.label': 'Valider la session',
  'sessionWorkflow.validateManager.description':
    'La session passera au statut « Validée par le gestionnaire » et attendra la clôture par un administrateur.',
  'sessionWorkflow.validateManager.success': 'Session validée.',
  'sessionWorkflow.close.label': 'Clôturer la session',
  'sessionWorkflow.close.description':
    'La session sera clôturée : plus personne ne pourra la modifier, ni ses inscriptions, ses présences et ses documents.',
  'sessionWorkflow.close.success': 'Session clôturée.',
  'sessionWorkflow.returnToProgrammed.label': 'Remettre en programmation',
  'sessionWorkflow.returnToProgrammed.description':
    'La session repassera au statut « Programmée » avec les dates confirmées : toutes les étapes du circuit seront rejouées. Les stagiaires inscrits, leurs valideurs RH et le prestataire seront prévenus à nouveau par e-mail.',
  'sessionWorkflow.returnToProgrammed.success': 'Session remise en programmation.',

  'sessionWorkflow.irreversible': 'Cette action est irréversible.',
  'sessionWorkflow.wayBack': {
    one: 'Seul un {profiles} pourra revenir en arrière, avec « Remettre en programmation ».',
    other: 'Un {profiles} pourra revenir en arrière, avec « Remettre en programmation ».',
  },
  'sessionWorkflow.comment': 'Commentaire (facultatif)',
  'sessionWorkflow.newStartDate': 'Nouvelle date de début',
  'sessionWorkflow.newEndDate': 'Nouvelle date de fin',
  'sessionWorkflow.actions': 'Actions sur la session',
  'sessionWorkflow.toggle.survey': 'Questionnaire de satisfaction',
  'sessionWorkflow.toggle.report': 'Bilan pédagogique',
  'sessionWorkflow.toggles': 'Questionnaire et bilan de la session',
  'sessionWorkflow.status': 'Statut de la session :',
  'sessionWorkflow.history.title': 'Historique de la session',
  'sessionWorkflow.history.date': 'Date',
  'sessionWorkflow.history.author': 'Auteur',
  'sessionWorkflow.history.change': 'Changement',
  'sessionWorkflow.history.comment': 'Motif',
  'sessionWorkflow.history.creation': 'Création',
  'sessionWorkflow.history.to': 'vers',
  'sessionWorkflow.history.unknownAuthor': 'Utilisateur supprimé',
  'sessionWorkflow.history.empty': 'Aucun changement de statut pour le moment.',
  'sessionWorkflow.history.loadError': "L'historique de la session n'a pas pu être chargé.",
  'sessionWorkflow.cancellationReason': 'session annulée',
  'sessionWorkflow.mail.noReason': 'non précisé',

  'sessionWorkflow.error.profileNotAllowed':
    "Votre profil ({profile}) ne permet pas l'action « {action} » sur une session au statut « {status} ».",
  'sessionWorkflow.error.statusNotAllowed':
    'Action « {action} » impossible : la session est au statut « {status} ».',
  'sessionWorkflow.error.changedMeanwhile':
    'La session a été modifiée entre-temps par un autre utilisateur. Rechargez la page puis réessayez.',
  'sessionWorkflow.error.statusChanged':
    'Le statut de la session a changé entre-temps : rechargez la page.',
  'sessionWorkflow.error.notFinished':
    "La session ne peut être marquée comme réalisée qu'une fois terminée (fin prévue le {endDate}).",
  'sessionWorkflow.error.attendanceMissing': {
    one: "La présence n'est pas renseignée pour {count} stagiaire inscrit : renseignez-la avant de marquer la session comme réalisée.",
    other:
      "La présence n'est pas renseignée pour {count} stagiaires inscrits : renseignez-la avant de marquer la session comme réalisée.",
  },
  'sessionWorkflow.error.readOnly': 'Cette session est clôturée : elle ne peut plus être modifiée.',
} as const;
