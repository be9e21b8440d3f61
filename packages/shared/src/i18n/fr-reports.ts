/**
 * French messages of the pedagogical reports ("bilans pédagogiques", decision 033): the sections
 * of a report, its workflow (save, complete, send back, validate), the pages `/reports` and
 * `/reports/{id}`, the refusals and the export. Spread into `fr.ts`; `en-reports.ts` holds the
 * same keys.
 */
export const frReports = {
  // The sections of a report (reports/sections.ts).
  'reports.section.delivered.label': 'Contenus et déroulement',
  'reports.section.delivered.hint':
    'Ce qui a été réalisé : contenus abordés, méthodes et supports utilisés, écarts éventuels avec le programme prévu.',
  'reports.section.goalsReached.label': 'Atteinte des objectifs',
  'reports.section.goalsReached.hint':
    'Dans quelle mesure les objectifs pédagogiques de l’action ont été atteints, et comment les acquis ont été évalués.',
  'reports.section.traineesFeedback.label': 'Retours des stagiaires',
  'reports.section.traineesFeedback.hint':
    'Ce que les stagiaires ont exprimé pendant et à la fin de la session (tour de table, évaluation à chaud).',
  'reports.section.difficulties.label': 'Difficultés rencontrées',
  'reports.section.difficulties.hint':
    'Difficultés pédagogiques, matérielles ou d’organisation, et la façon dont elles ont été traitées. Rubrique facultative.',
  'reports.section.improvements.label': 'Pistes d’amélioration',
  'reports.section.improvements.hint':
    'Ce qui sera ajusté pour les prochaines sessions : contenus, rythme, supports, organisation.',

  // Attendance counts (computed from the registrations).
  'reports.attendance.title': 'Présence des stagiaires',
  'reports.attendance.note':
    'Calculée à partir des présences saisies sur les inscriptions : elle ne se modifie pas ici.',
  'reports.attendance.present': 'Présents',
  'reports.attendance.partial': 'Absences partielles',
  'reports.attendance.absent': 'Absents',
  'reports.attendance.excused': 'Absences excusées',

  // Display states.
  'reports.state.toWrite': 'À rédiger',
  'reports.state.disabled': 'Bilan pédagogique non activé pour cette session.',
  'reports.state.notRealized':
    'Le bilan pédagogique sera à rédiger par le prestataire une fois la session réalisée.',

  // Workflow events (reports/workflow.ts).
  'reports.save.label': 'Enregistrer le brouillon',
  'reports.save.success': 'Brouillon du bilan enregistré.',
  'reports.complete.label': 'Terminer le bilan',
  'reports.complete.description':
    'Le bilan sera transmis à l’équipe du programme pour validation. Vous ne pourrez plus le modifier, sauf s’il vous est renvoyé.',
  'reports.complete.success': 'Bilan pédagogique terminé et transmis pour validation.',
  'reports.sendBack.label': 'Renvoyer au prestataire',
  'reports.sendBack.description':
    'Le bilan repassera « En cours » : le prestataire pourra le reprendre. Indiquez ce qu’il doit compléter ou corriger.',
  'reports.sendBack.reason': 'Motif du renvoi',
  'reports.sendBack.success': 'Bilan pédagogique renvoyé au prestataire.',
  'reports.validate.label': 'Valider le bilan',
  'reports.validate.description':
    'Le bilan sera validé tel quel et ne pourra plus être modifié. Cette action est irréversible.',

  // History lines of the session (the session's status does not change).

  // Refusals.
  'reports.error.disabled': 'Le bilan pédagogique n’est pas activé pour cette session.',
  'reports.error.notRealized':
    'Le bilan pédagogique n’est pas encore ouvert : la session doit d’abord être réalisée.',
  'reports.error.incomplete':
    'Le bilan ne peut pas être terminé : complétez les rubriques obligatoires.',
  'reports.error.profileNotAllowed':
    'Votre profil ({profile}) ne permet pas l’action « {action} » sur un bilan au statut « {status} ».',
  'reports.error.statusNotAllowed':
    'Action « {action} » impossible : le bilan est au statut « {status} ».',
  'reports.error.changedMeanwhile':
    'Le bilan a été modifié entre-temps par quelqu’un d’autre. Rechargez la page puis réessayez.',

  // The list (/reports).
  'reports.list.title': 'Bilans pédagogiques',
  'reports.list.intro.provider':
    'Les bilans des sessions réalisées de vos actions : à rédiger et en cours d’abord, puis complétés et validés.',
  'reports.list.intro.staff':
    'Les bilans des sessions réalisées dont le bilan est activé, à valider une fois complétés par le prestataire.',
  'reports.list.filters': 'Filtrer les bilans',
  'reports.list.filter.q': 'Action ou session',
  'reports.list.filter.qHint': 'Intitulé de l’action ou code de la session',
  'reports.list.filter.year': 'Année',
  'reports.list.filter.allYears': 'Toutes les années',
  'reports.list.filter.status': 'Statut du bilan',
  'reports.list.filter.allStatuses': 'Tous les statuts',
  'reports.list.filter.provider': 'Prestataire',
  'reports.list.filter.providerNumber': 'Prestataire n° {id}',
  'reports.list.filter.reset': 'Réinitialiser',
  'reports.list.filter.action': 'Action : {name}',
  'reports.list.count': { one: '{count} bilan', other: '{count} bilans' },
  'reports.list.caption': 'Bilans pédagogiques des sessions',
  'reports.list.column.session': 'Session',
  'reports.list.column.action': 'Action',
  'reports.list.column.provider': 'Prestataire',
  'reports.list.column.dates': 'Dates',
  'reports.list.column.status': 'Bilan',
  'reports.list.column.updatedAt': 'Dernière modification',
  'reports.list.column.actions': 'Actions',
  'reports.list.open': 'Ouvrir le bilan de la session {code}',
  'reports.list.write': 'Rédiger le bilan de la session {code}',
  'reports.list.export': 'Exporter ({format})',
  'reports.list.loadError': 'La liste des bilans n’a pas pu être chargée.',

  // One report (/reports/{id}).
  'reports.page.title': 'Bilan pédagogique de la session {code}',
  'reports.page.back': 'Retour aux bilans',
  'reports.page.session': 'Session',
  'reports.page.action': 'Action',
  'reports.page.provider': 'Prestataire',
  'reports.page.dates': 'Dates',
  'reports.page.status': 'Statut du bilan :',
  'reports.page.sections': 'Rubriques du bilan',
  'reports.page.required': 'obligatoire',
  'reports.page.requiredNote': 'Les rubriques marquées d’un astérisque (*) sont obligatoires.',
  'reports.page.empty': 'Non renseigné.',
  'reports.page.lastSaved': 'Dernier enregistrement le {date} par {name}.',
  'reports.page.completed': 'Terminé le {date} par {name}.',
  'reports.page.validated': 'Validé le {date} par {name}.',
  'reports.page.sentBack': 'Renvoyé le {date} par {name} : {reason}',
  'reports.page.readOnly.validated': 'Ce bilan est validé : il ne peut plus être modifié.',
  'reports.page.readOnly.completed':
    'Ce bilan est terminé et attend la validation de l’équipe du programme.',
  'reports.page.readOnly.closed': 'La session est clôturée : son bilan ne peut plus être modifié.',
  'reports.page.toValidate':
    'Le prestataire a terminé ce bilan : relisez-le, puis validez-le ou renvoyez-le au prestataire.',
  'reports.page.waitingProvider': 'Le prestataire n’a pas encore terminé ce bilan.',
  'reports.page.actions': 'Actions sur le bilan',
  'reports.page.invalid': 'Le bilan contient des erreurs : corrigez les rubriques signalées.',
  'reports.page.sessionLink': 'Voir la session',

  // The session's page (back office).
  'reports.session.title': 'Bilan pédagogique',
  'reports.session.status': 'Bilan :',
  'reports.session.open': 'Ouvrir le bilan',
  'reports.session.write': 'Rédiger le bilan',
  'reports.session.loadError': 'L’état du bilan n’a pas pu être chargé.',
  'reports.quality.title': 'Suivi qualité',

  // Export (survey_views/report_export).
  'reports.export.fileName': 'bilans-pedagogiques',
  'reports.export.sheetName': 'Bilans',
  'reports.export.column.actionYear': 'Année',
  'reports.export.column.action': 'Action',
  'reports.export.column.session': 'Session',
  'reports.export.column.startDate': 'Début de session',
  'reports.export.column.endDate': 'Fin de session',
  'reports.export.column.provider': 'Prestataire',
  'reports.export.column.sessionStatus': 'Statut de la session',
  'reports.export.column.status': 'Statut du bilan',
  'reports.export.column.completedAt': 'Terminé le',
  'reports.export.column.validatedAt': 'Validé le',
  'reports.export.column.validatedBy': 'Validé par',
} as const;
