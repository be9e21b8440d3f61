/**
 * French messages of "return to programmed" (decisions 009 and issue 14): the dialog with the
 * dates and the registrations cancelled with the session, and the refusals of a restoration.
 * Spread into `fr.ts`.
 */
export const frSessionReturn = {
  'sessionReturn.datesHint':
    'Confirmez les dates de la session ou indiquez-en de nouvelles : les dates des interventions suivront.',
  'sessionReturn.startDate': 'Date de début',
  'sessionReturn.endDate': 'Date de fin',
  'sessionReturn.registrations.legend': 'Inscriptions annulées avec la session',
  'sessionReturn.registrations.hint':
    "Cochez les inscriptions à rétablir : chacune retrouve le statut qu'elle avait avant l'annulation. Les autres restent annulées.",
  'sessionReturn.registrations.none': "Aucune inscription n'a été annulée avec la session.",
  'sessionReturn.registrations.loading': 'Chargement des inscriptions annulées…',
  'sessionReturn.registrations.loadError':
    "Les inscriptions annulées avec la session n'ont pas pu être chargées.",
  'sessionReturn.registrations.before': "Avant l'annulation : {status}",
  'sessionReturn.registrations.beforeWaiting': "Avant l'annulation : {status}, en liste d'attente",
  'sessionReturn.registrations.noStructure': 'Sans structure',
  'sessionReturn.registrations.selected': {
    one: '{count} inscription sera rétablie.',
    other: '{count} inscriptions seront rétablies.',
  },
  'sessionReturn.mailNotice':
    'Les stagiaires inscrits (y compris ceux dont l’inscription est rétablie), leurs valideurs RH et le prestataire seront prévenus par e-mail.',
  'sessionReturn.success': {
    one: 'Session remise en programmation : {count} inscription rétablie.',
    other: 'Session remise en programmation : {count} inscriptions rétablies.',
  },
  'sessionReturn.history.restored': 'rétablie à la remise en programmation de la session',

  'sessionReturn.validation.duplicateRegistrations':
    'Une même inscription ne peut être rétablie qu’une fois.',
  'sessionReturn.error.notRestorable':
    "L'inscription n° {id} n'a pas été annulée avec cette session : elle ne peut pas être rétablie.",
  'sessionReturn.error.full':
    "L'inscription de {name} ne peut pas être rétablie : il ne reste plus de place sur la session. Libérez une place ou laissez cette inscription annulée.",
  'sessionReturn.error.waitingListFull':
    "L'inscription de {name} ne peut pas être rétablie : la liste d'attente de la session est complète.",
  'sessionReturn.error.quotaMembersOnly': {
    one: "L'inscription de {name} ne peut pas être rétablie : cette personne a atteint son quota annuel de {count} action réservée aux structures adhérentes.",
    other:
      "L'inscription de {name} ne peut pas être rétablie : cette personne a atteint son quota annuel de {count} actions réservées aux structures adhérentes.",
  },
  'sessionReturn.error.quotaHrValidated': {
    one: "L'inscription de {name} ne peut pas être rétablie : cette personne a atteint son quota annuel de {count} action soumise à validation RH.",
    other:
      "L'inscription de {name} ne peut pas être rétablie : cette personne a atteint son quota annuel de {count} actions soumises à validation RH.",
  },
} as const;
