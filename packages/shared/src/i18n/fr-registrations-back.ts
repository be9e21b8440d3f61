/**
 * French messages of the registrations back office (decisions.md "Registration workflow" 5 and 6,
 * /back/registrations): forcing and reverting a status, attendance, the list, its export and bulk
 * validation. Spread into `fr.ts`.
 */
export const frRegistrationsBack = {
  'registrations.force.label': 'Forcer un statut',
  'registrations.force.success': 'Statut forcé.',
  'registrations.revert.label': 'Revenir au statut précédent',
  'registrations.revert.success': 'Statut précédent rétabli.',
  'registrations.complete.label': 'Saisir la présence',
  'registrations.complete.success': 'Présence enregistrée.',
  'registrations.effectiveHours.label': 'Saisir les heures effectives',
  'registrations.effectiveHours.success': 'Heures effectives enregistrées.',

  'registrations.history.forced': 'Statut forcé',
  'registrations.history.reverted': 'Retour au statut précédent',
  'registrations.history.attendance': 'Présence saisie',
  'registrations.history.effectiveHours': 'Heures effectives saisies : {hours}',

  'registrations.error.sessionNotEnded':
    "La session n'est pas terminée (fin le {date}) : la présence se saisit après la session.",
  'registrations.error.nothingToRevert':
    "Il n'y a pas de statut précédent à rétablir : l'inscription n'a pas encore changé de statut.",
  'registrations.error.forceUnchanged':
    "L'inscription est déjà au statut « {status} » : rien ne change.",
  'registrations.error.forceSeatFree':
    "Une place est libre pour cette inscription : elle ne va pas en liste d'attente et reste au statut « {status} ».",
  'registrations.error.waitingListStatus':
    "Seules une demande d'inscription et une pré-inscription peuvent être en liste d'attente.",

  'registrations.attendance.excusedOnlyAbsence':
    'Seule une absence (totale ou partielle) peut être excusée.',
  'registrations.attendance.aboveSession':
    'Les heures effectives ne peuvent pas dépasser les heures de la session ({hours}).',
  'registrations.attendance.presentBelow':
    'Des heures effectives inférieures à celles de la session ({hours}) font une absence partielle.',
  'registrations.attendance.presentZero':
    'Un stagiaire présent a des heures effectives : saisissez une absence sinon.',
  'registrations.attendance.absenceHours':
    "Un stagiaire absent n'a pas d'heures effectives : saisissez une absence partielle sinon.",
  'registrations.attendance.partialBetween':
    'Une absence partielle a des heures effectives supérieures à 0 et inférieures à celles de la session ({hours}).',
  'registrations.attendance.sessionHoursUnknown':
    'Les heures de la session ne sont pas connues : renseignez ses heures réalisées ou ses dates d’intervention.',

  'registrations.bulk.tooMany': 'Au plus {max} inscriptions à la fois',
  'registrations.bulk.validated': 'Validée',
  'registrations.list.structureNotice':
    'Plus de 2 demandes de la même structure pour cette session ({count}).',
  'registrations.list.noHrValidator':
    'Aucun valideur RH dans la structure : la demande attend la décision d’un gestionnaire (Forcer le statut).',
  'registrations.export.fileName': 'inscriptions',

  'registrationsBack.title': 'Inscriptions',
  'registrationsBack.filters': 'Filtres des inscriptions',
  'registrationsBack.filter.q': 'Nom, prénom ou courriel',
  'registrationsBack.filter.year': 'Année',
  'registrationsBack.filter.status': 'Statut',
  'registrationsBack.filter.waitingList': "Liste d'attente",
  'registrationsBack.filter.sort': 'Trier par',
  'registrationsBack.filter.structure': 'Structure du bénéficiaire',
  'registrationsBack.filter.structureNumber': 'Structure n° {id}',
  'registrationsBack.error.structureFilter':
    'Le filtre par structure est réservé aux administrateurs et aux gestionnaires.',
  'registrationsBack.sort.askedAt.asc': 'Date de demande (plus anciennes)',
  'registrationsBack.sort.askedAt.desc': 'Date de demande (plus récentes)',
  'registrationsBack.sort.session.asc': 'Session (plus proches)',
  'registrationsBack.sort.session.desc': 'Session (plus lointaines)',
  'registrationsBack.sort.beneficiary.asc': 'Nom (A → Z)',
  'registrationsBack.sort.beneficiary.desc': 'Nom (Z → A)',
  'registrationsBack.sort.structure.asc': 'Structure (A → Z)',
  'registrationsBack.sort.structure.desc': 'Structure (Z → A)',
  'registrationsBack.sort.action.asc': 'Action (A → Z)',
  'registrationsBack.sort.action.desc': 'Action (Z → A)',
  'registrationsBack.sort.status.asc': 'Statut (circuit)',
  'registrationsBack.sort.status.desc': 'Statut (circuit, inversé)',
  'registrationsBack.column.beneficiary': 'Bénéficiaire',
  'registrationsBack.column.structure': 'Structure',
  'registrationsBack.column.session': 'Action et session',
  'registrationsBack.column.action': 'Action',
  'registrationsBack.column.status': 'Statut',
  'registrationsBack.column.askedAt': 'Demandée le',
  'registrationsBack.column.actions': 'Actions',
  'registrationsBack.select': 'Sélection',
  'registrationsBack.selectRow': 'Sélectionner {name}',
  'registrationsBack.waitingList': "En liste d'attente",
  'registrationsBack.empty': 'Aucune inscription.',
  'registrationsBack.currentStatus': 'Statut actuel : {status}',
  'registrationsBack.field.status': 'Nouveau statut',
  'registrationsBack.field.choose': 'Choisir un statut',
  'registrationsBack.field.waitingList': "En liste d'attente",
  'registrationsBack.field.effectiveHours': 'Heures effectives',
  'registrationsBack.field.effectiveHoursHint':
    'En heures, par exemple 3,5. Laissées vides pour une présence : les heures de la session.',
  'registrationsBack.field.excusedAbsence': 'Absence excusée',
  'registrationsBack.revert.target': 'Statut rétabli : {status}',
  'registrationsBack.force.confirm': "Passer l'inscription de {name} de « {from} » à « {to} » ?",
  'registrationsBack.force.confirmLabel': 'Confirmer le changement',
  'registrationsBack.force.mayOverbook':
    "Ce statut occupe une place : s'il n'en reste aucune, la session sera en surréservation.",
  'registrationsBack.force.overbooked':
    'La session compte désormais plus d’inscrits que de places (surréservation).',
  'registrationsBack.force.seatTaken':
    "Une place était libre : l'inscription n'est pas en liste d'attente, elle est au statut « {status} ».",
  'registrationsBack.bulk.validate': 'Valider la sélection ({count})',
  'registrationsBack.bulk.done': {
    one: '{count} inscription validée.',
    other: '{count} inscriptions validées.',
  },
  'registrationsBack.export.csv': 'Exporter en CSV',
  'registrationsBack.export.xlsx': 'Exporter en XLSX',
  'registrationsBack.detail.title': "Détail de l'inscription",
  'registrationsBack.detail.loading': 'Chargement…',
  'registrationsBack.detail.loadError': "Le détail de l'inscription n'a pas pu être chargé.",
  'registrationsBack.detail.button': 'Détail',
  'registrationsBack.detail.open': "Détail de l'inscription de {name}",
  'registrationsBack.detail.history': 'Historique',
  'registrationsBack.detail.waitingPosition': "(rang {position} en liste d'attente)",
  'registrationsBack.history.date': 'Date',
  'registrationsBack.history.author': 'Auteur',
  'registrationsBack.history.from': 'De',
  'registrationsBack.history.to': 'À',
  'registrationsBack.history.reason': 'Motif',
  'registrationsBack.history.portal': 'Le portail',
} as const;
