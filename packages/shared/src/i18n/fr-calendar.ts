/**
 * French messages of the calendars (decision 041): "Ajouter à mon agenda", the private feed's
 * panel and the texts written in the .ics files. Spread into `fr.ts`.
 */
export const frCalendar = {
  'calendar.addToAgenda': 'Ajouter à mon agenda',
  'calendar.addToAgendaOf': 'Ajouter la session {code} à mon agenda (fichier .ics)',
  'calendar.feed.title': 'Mon agenda en ligne',
  'calendar.feed.intro.beneficiary':
    "Abonnez votre agenda (Outlook, Google Agenda, Thunderbird, votre téléphone…) au lien privé ci-dessous : les sessions auxquelles vous êtes inscrit y apparaîtront et s'y mettront à jour d'elles-mêmes.",
  'calendar.feed.intro.provider':
    "Abonnez votre agenda (Outlook, Google Agenda, Thunderbird, votre téléphone…) au lien privé ci-dessous : les sessions des actions de votre organisme y apparaîtront et s'y mettront à jour d'elles-mêmes.",
  'calendar.feed.private':
    'Ce lien est personnel : toute personne qui le connaît peut voir ces sessions. Ne le partagez pas ; en cas de doute, régénérez-le.',
  'calendar.feed.none': "Vous n'avez pas encore de lien d'abonnement.",
  'calendar.feed.activeSince':
    'Lien actif depuis le {date}. Il ne peut plus être affiché : régénérez-le si vous l’avez perdu.',
  'calendar.feed.create': 'Créer mon lien d’abonnement',
  'calendar.feed.renew': 'Régénérer le lien',
  'calendar.feed.revoke': 'Révoquer le lien',
  'calendar.feed.linkLabel': "Lien d'abonnement à votre agenda",
  'calendar.feed.linkShownOnce':
    'Copiez ce lien maintenant : il ne sera plus affiché. Ajoutez-le à votre agenda comme « agenda par URL » ou « abonnement ».',
  'calendar.feed.copy': 'Copier le lien',
  'calendar.feed.copied': 'Lien copié dans le presse-papiers.',
  'calendar.feed.copyFailed':
    'Le lien n’a pas pu être copié : sélectionnez-le et copiez-le vous-même.',
  'calendar.feed.created': 'Lien d’abonnement créé.',
  'calendar.feed.renewed': "Nouveau lien d'abonnement créé : l'ancien ne fonctionne plus.",
  'calendar.feed.revoked': "Lien d'abonnement révoqué : il ne fonctionne plus.",
  'calendar.feed.renewConfirm.title': 'Régénérer le lien d’abonnement ?',
  'calendar.feed.renewConfirm.description':
    "L'ancien lien cessera de fonctionner : les agendas abonnés avec lui devront être abonnés au nouveau.",
  'calendar.feed.revokeConfirm.title': 'Révoquer le lien d’abonnement ?',
  'calendar.feed.revokeConfirm.description':
    'Le lien cessera de fonctionner et les agendas abonnés ne recevront plus vos sessions.',
  'calendar.feed.loadError': "L'état de votre lien d'abonnement n'a pas pu être chargé.",
  'calendar.feedName.beneficiary': 'Mes formations Passerelle',
  'calendar.feedName.provider': 'Sessions de mon organisme – Passerelle',
  'calendar.remote': 'À distance : {url}',
  'calendar.description.session': 'Session {code}',
  'calendar.description.provider': 'Organisme : {name}',
  'calendar.description.registration': 'Votre inscription : {status}',
  'calendar.description.cancelled': 'Cette session est annulée.',
  'calendar.description.postponed':
    'Cette session est reportée : de nouvelles dates seront annoncées.',
} as const;
