/**
 * French messages of the background work (decision 043): what the timed tasks report and the
 * administrator's page of automatic tasks. Spread into `fr.ts`; `en-jobs.ts` holds the same keys.
 */
export const frJobs = {
  // What a timed task's last pass did (scheduled_tasks.last_report).
  'jobs.report.fileCleanup': {
    one: '{count} fichier non rattaché supprimé',
    other: '{count} fichiers non rattachés supprimés',
  },
  'jobs.report.coldSurveys': {
    one: '{count} évaluation à froid ouverte',
    other: '{count} évaluations à froid ouvertes',
  },
  'jobs.report.coldSurveysFailed': {
    one: 'L’ouverture de l’évaluation à froid a échoué pour {count} session.',
    other: 'L’ouverture de l’évaluation à froid a échoué pour {count} sessions.',
  },
  'jobs.report.favoriteAlerts': {
    one: '{count} courriel d’alerte sur les favoris écrit',
    other: '{count} courriels d’alerte sur les favoris écrits',
  },
  'jobs.report.favoriteAlertsFailed': {
    one: 'Les alertes sur les favoris n’ont pas pu être écrites pour {count} personne.',
    other: 'Les alertes sur les favoris n’ont pas pu être écrites pour {count} personnes.',
  },

  // The automatic tasks page (/back/admin/jobs).
  'jobs.intro':
    'Le portail accomplit seul certains travaux : à intervalle régulier, et en arrière-plan pour ' +
    'les courriels et les envois de documents. Cette page montre quand chaque tâche a tourné, si ' +
    'elle a réussi et quand elle tournera de nouveau ; vous pouvez aussi en lancer une tout de ' +
    'suite.',
  'jobs.loadError': 'Impossible de lire l’état des tâches automatiques.',
  'jobs.tasks.title': 'Tâches planifiées',
  'jobs.column.task': 'Tâche',
  'jobs.column.state': 'État',
  'jobs.column.lastRun': 'Dernier passage',
  'jobs.column.nextRun': 'Prochain passage',
  'jobs.column.actions': 'Actions',
  'jobs.state.running': 'En cours',
  'jobs.state.failing': 'En échec',
  'jobs.state.succeeded': 'Réussie',
  'jobs.state.never': 'Jamais lancée',
  'jobs.state.disabled': 'Désactivée ici',
  'jobs.interval': 'Intervalle entre deux passages : {duration}.',
  'jobs.disabledHere': 'Ce serveur ne la lance pas : la variable d’environnement {setting} vaut 0.',
  'jobs.startedAt': 'Commencé le {date}',
  'jobs.succeededAt': 'Réussi le {date}',
  'jobs.failedAt': 'Échec le {date}',
  'jobs.nothingDone': 'Rien à faire.',
  'jobs.errorLabel': 'Message d’erreur',
  'jobs.failedTries': {
    one: '{count} essai en échec depuis le dernier succès ; le suivant viendra seul.',
    other: '{count} essais en échec depuis le dernier succès ; le suivant viendra seul.',
  },
  'jobs.failuresSoFar': {
    one: '{count} échec depuis la mise en service.',
    other: '{count} échecs depuis la mise en service.',
  },
  'jobs.neverRun': 'Jamais',
  'jobs.next.afterCurrent': 'À la fin du passage en cours',
  'jobs.next.due': 'Dès que possible',
  'jobs.next.notHere': 'Pas sur ce serveur',
  'jobs.runNow': 'Lancer maintenant',
  // A row's button or link, named after its row (the visible label first).
  'jobs.actionOn': '{action} : {target}',
  'jobs.runWaiting': 'Passage demandé…',
  'jobs.toast.requested': '{task} : passage demandé, il commence dans un instant.',
  'jobs.toast.done': '{task} : passage réussi. {report}',
  'jobs.toast.failed': '{task} : le passage a échoué. {error}',
  'jobs.toast.notYet':
    '{task} : le passage n’a pas encore eu lieu. Cette page le montrera dès qu’il aura tourné.',
  'jobs.duration.days': { one: '{count} jour', other: '{count} jours' },
  'jobs.duration.hours': { one: '{count} heure', other: '{count} heures' },
  'jobs.duration.minutes': { one: '{count} minute', other: '{count} minutes' },
  'jobs.duration.underMinute': 'moins d’une minute',
  'jobs.queues.title': 'Courriels et envois de documents',
  'jobs.outbox.title': 'Boîte d’envoi des courriels',
  'jobs.outbox.pending': {
    one: '{count} courriel en attente d’envoi',
    other: '{count} courriels en attente d’envoi',
  },
  'jobs.outbox.oldest': 'Le plus ancien attend depuis {duration}.',
  'jobs.outbox.failed': {
    one: '{count} courriel en échec',
    other: '{count} courriels en échec',
  },
  'jobs.outbox.open': 'Ouvrir la boîte d’envoi',
  'jobs.outbox.openFailed': 'Voir les courriels en échec',
  'jobs.sends.title': 'Envois de documents des {days} derniers jours',
  'jobs.sends.running': { one: '{count} envoi en cours', other: '{count} envois en cours' },
  'jobs.sends.failed': { one: '{count} envoi en échec', other: '{count} envois en échec' },
  'jobs.sends.failuresCaption': 'Derniers envois en échec',
  'jobs.sends.date': 'Date de l’envoi',
  'jobs.sends.session': 'Session',
  'jobs.sends.problem': 'Problème',
  'jobs.sends.sessionOf': '{action}, session du {date}',
  'jobs.sends.failedItems': {
    one: '{count} document n’a pas pu être produit.',
    other: '{count} documents n’ont pas pu être produits.',
  },
  'jobs.sends.open': 'Voir la session',
  'jobs.error.running':
    'Cette tâche est en cours : attendez la fin de son passage pour la relancer.',
  'jobs.error.disabled':
    'Cette tâche n’est pas lancée par ce serveur : il ne peut pas la lancer maintenant.',
} as const;
