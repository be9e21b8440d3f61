/**
 * French words of the sessions, speakers and registrations tabs of an action
 * (/back/programming/{id}/…). Spread into `fr.ts`; `en-programming-tabs.ts` holds the same keys.
 */
export const frProgrammingTabs = {
  'programmingTabs.actionTitle': '{title} – {action}',
  'programmingTabs.loadError': "Les données n'ont pas pu être chargées.",

  // Sessions tab.
  'programmingSessions.caption': "Sessions de l'action",
  'programmingSessions.add': 'Ajouter une session',
  'programmingSessions.empty': "Cette action n'a pas encore de session.",
  'programmingSessions.figures.title': 'Indicateurs des sessions',
  'programmingSessions.figures.sessions': 'Sessions',
  'programmingSessions.figures.seats': 'Places',
  'programmingSessions.figures.takenSeats': 'Places occupées',
  'programmingSessions.figures.attended': 'Stagiaires venus',
  'programmingSessions.figures.totalCost': 'Coût des sessions',
  'programmingSessions.export.csv': 'Exporter les sessions en CSV',
  'programmingSessions.export.xlsx': 'Exporter les sessions en XLSX',
  'programmingSessions.cost.title': 'Coût de la session',
  'programmingSessions.cost.total': 'Coût total',
  'programmingSessions.cost.perSeat': {
    one: 'Par place occupée ({count} place)',
    other: 'Par place occupée ({count} places)',
  },
  'programmingSessions.cost.perAttendee': {
    one: 'Par stagiaire venu ({count} stagiaire)',
    other: 'Par stagiaire venu ({count} stagiaires)',
  },
  'programmingSessions.cost.none': '—',
  'programmingSessions.column.code': 'Code',
  'programmingSessions.column.dates': 'Dates',
  'programmingSessions.column.modality': 'Modalité',
  'programmingSessions.column.city': 'Ville',
  'programmingSessions.column.seats': 'Places prises / total',
  'programmingSessions.column.status': 'Statut',
  'programmingSessions.column.published': 'Publiée',
  'programmingSessions.publishedToMembers': 'Oui, pour les structures adhérentes seulement',
  'programmingSessions.dateRange': 'du {start} au {end}',
  'programmingSessions.seats': '{taken} / {total}',
  'programmingSessions.open': 'Ouvrir la session {code}',
  'programmingSessions.newTitle': 'Nouvelle session',
  'programmingSessions.editTitle': 'Session {code}',
  'programmingSessions.backToList': 'Retour à la liste des sessions',
  'programmingSessions.notFound': "Cette session n'existe pas ou n'appartient pas à cette action.",
  'programmingSessions.readOnly.closed':
    'Cette session est clôturée : ses informations ne peuvent plus être modifiées.',
  'programmingSessions.readOnly.provider':
    "La planification de la session est gérée par l'équipe du programme : seules les heures réalisées peuvent être renseignées.",
  'programmingSessions.section.planning': 'Planification',
  'programmingSessions.section.place': 'Lieu et places',
  'programmingSessions.section.registration': 'Inscriptions et publication',
  'programmingSessions.section.realisation': 'Réalisation et coût',
  'programmingSessions.section.documents': 'Fichiers de la session',
  'programmingSessions.section.workflow': 'Suivi de la session',
  'programmingSessions.interventionDates.legend': "Dates d'intervention",
  'programmingSessions.interventionDates.hint':
    "Chaque demi-journée ou journée d'intervention, avec son heure de début et de fin (heure de Paris).",
  'programmingSessions.interventionDates.add': 'Ajouter une date',
  'programmingSessions.interventionDates.remove': 'Retirer la date {index}',
  'programmingSessions.interventionDates.row': 'Date {index}',
  'programmingSessions.interventionDates.start': 'Début de la date {index}',
  'programmingSessions.interventionDates.end': 'Fin de la date {index}',
  'programmingSessions.interventionDates.empty': "Aucune date d'intervention.",
  'programmingSessions.timeHint': 'Heure de Paris.',
  'programmingSessions.movedNotice': {
    one: 'Les dates, les horaires ou le lieu changent : à l’enregistrement, {count} stagiaire inscrit recevra le courriel « Session reprogrammée », et sa nouvelle convocation si la précédente lui a été envoyée.',
    other:
      'Les dates, les horaires ou le lieu changent : à l’enregistrement, les {count} stagiaires inscrits recevront le courriel « Session reprogrammée », et leur nouvelle convocation si la précédente leur a été envoyée.',
  },
  'programmingSessions.room.none': 'Aucune salle',
  'programmingSessions.room.ofCity': 'Les salles proposées sont celles de {city}.',
  'programmingSessions.room.all': 'Choisissez une ville pour ne voir que ses salles.',
  'programmingSessions.room.loadError': "La liste des salles n'a pas pu être chargée.",
  'programmingSessions.city.none': 'Aucune ville',
  'programmingSessions.externalUrlHint': 'Obligatoire quand l’inscription est externe.',
  'programmingSessions.decimalHint': 'Nombre avec au plus 2 décimales (ex. 3,5).',
  'programmingSessions.errorSummary':
    'Le formulaire contient des erreurs : corrigez les champs signalés.',
  'programmingSessions.delete': 'Supprimer la session',
  'programmingSessions.deleteTitle': 'Supprimer la session {code} ?',
  'programmingSessions.deleteDescription':
    "La session et ses dates d'intervention seront supprimées définitivement. Une session qui a des inscriptions ne peut pas être supprimée.",
  'programmingSessions.created': 'Session {code} ajoutée.',
  'programmingSessions.documents.kindFiles': '{kind} : fichiers',
  'programmingSessions.documents.add': 'Ajouter des fichiers ({kind})',
  'programmingSessions.documents.formats': 'Formats acceptés : {formats}.',
  'programmingSessions.documents.remove': 'Retirer « {name} »',
  'programmingSessions.documents.removeTitle': 'Retirer « {name} » ?',
  'programmingSessions.documents.removeDescription':
    'Le fichier ne sera plus rattaché à la session.',
  'programmingSessions.documents.empty': 'Aucun fichier.',
  'programmingSessions.documents.uploading': 'Envoi en cours…',
  'programmingSessions.documents.tooMany': 'Une session compte au plus {max} fichiers.',
  'programmingSessions.documents.afterCreate':
    'Les fichiers pourront être ajoutés une fois la session enregistrée.',

  // Speakers tab.
  'programmingSpeakers.caption': "Intervenants de l'action",
  'programmingSpeakers.empty': "Aucun intervenant n'est rattaché à cette action.",
  'programmingSpeakers.column.name': 'Nom',
  'programmingSpeakers.column.email': 'Adresse e-mail',
  'programmingSpeakers.add': 'Ajouter',
  'programmingSpeakers.addLegend': 'Ajouter un intervenant',
  'programmingSpeakers.choose': 'Intervenant',
  'programmingSpeakers.chooseHint':
    "Saisissez un nom ou une adresse e-mail : les personnes du prestataire de l'action sont proposées en premier.",
  'programmingSpeakers.remove': 'Retirer {name}',
  'programmingSpeakers.removeTitle': 'Retirer {name} des intervenants ?',
  'programmingSpeakers.removeDescription':
    "{name} ne sera plus intervenant de cette action. Vous pourrez l'ajouter à nouveau.",
  'programmingSpeakers.removeConfirm': 'Retirer',
  'programmingSpeakers.added': '{name} fait désormais partie des intervenants.',
  'programmingSpeakers.removed': '{name} ne fait plus partie des intervenants.',
  'programmingSpeakers.alreadySpeaker': 'déjà intervenant',

  // Registrations tab.
  'programmingRegistrations.caption': "Inscriptions aux sessions de l'action",
  'programmingRegistrations.filters': 'Filtrer les inscriptions',
  'programmingRegistrations.filter.session': 'Session',
  'programmingRegistrations.filter.status': 'Statut',
  'programmingRegistrations.filter.all': 'Toutes',
  'programmingRegistrations.filter.apply': 'Filtrer',
  'programmingRegistrations.filter.reset': 'Réinitialiser les filtres',
  'programmingRegistrations.noStructure': 'Aucune structure',
  'programmingRegistrations.empty': 'Aucune inscription aux sessions de cette action.',
} as const;
