/**
 * French messages of the survey results (decision 034): /back/surveys, a session's results, the
 * provider's view, the chart and the export. Spread into `fr.ts`.
 */
export const frSurveyResults = {
  'surveyResults.error.rateBounds':
    'Le taux de réponse minimum doit être inférieur ou égal au taux maximum',

  'surveyResults.filters': 'Filtrer les questionnaires',
  'surveyResults.filter.year': 'Année',
  'surveyResults.filter.allYears': 'Toutes les années',
  'surveyResults.filter.axis': 'Axe',
  'surveyResults.filter.allAxes': 'Tous les axes',
  'surveyResults.filter.type': "Type d'action",
  'surveyResults.filter.allTypes': 'Tous les types',
  'surveyResults.filter.provider': 'Prestataire',
  'surveyResults.filter.allProviders': 'Tous les prestataires',
  'surveyResults.filter.status': 'Statut du questionnaire',
  'surveyResults.filter.allStatuses': 'Tous les statuts',
  'surveyResults.filter.rateMin': 'Taux de réponse minimum (%)',
  'surveyResults.filter.rateMax': 'Taux de réponse maximum (%)',
  'surveyResults.filter.apply': 'Filtrer',
  'surveyResults.filter.reset': 'Réinitialiser',

  'surveyResults.view.label': 'Présentation des résultats',
  'surveyResults.view.sessions': 'Par session',
  'surveyResults.view.action': 'Par action',
  'surveyResults.view.axis': 'Par axe',
  'surveyResults.view.provider': 'Par prestataire',
  'surveyResults.view.year': 'Par année',

  'surveyResults.summary.title': 'Résultats des questionnaires retenus',
  'surveyResults.summary.surveys': {
    one: '{count} questionnaire de session',
    other: '{count} questionnaires de session',
  },
  'surveyResults.figure.rate': 'Taux de réponse',
  'surveyResults.figure.average': 'Note moyenne',
  'surveyResults.figure.filled': {
    one: '{count} réponse sur {sheets}',
    other: '{count} réponses sur {sheets}',
  },
  'surveyResults.figure.answers': {
    one: '{count} note donnée',
    other: '{count} notes données',
  },
  'surveyResults.averageOutOf5': '{average} sur 5',
  'surveyResults.themes.title': 'Moyenne par thème',
  'surveyResults.questions.title': 'Résultats par question',
  'surveyResults.question': 'Question',
  'surveyResults.theme': 'Thème',
  'surveyResults.conditioned': "Question propre au type d'action",
  'surveyResults.noAnswer': 'Pas encore de réponse.',

  'surveyResults.chart.label': 'Répartition des étoiles : {label}',
  'surveyResults.chart.stars': { one: '{count} étoile', other: '{count} étoiles' },
  'surveyResults.chart.answers': {
    one: '{count} réponse ({share})',
    other: '{count} réponses ({share})',
  },
  'surveyResults.chart.starsHeader': "Nombre d'étoiles",
  'surveyResults.chart.all': 'Répartition de toutes les notes données',
  'surveyResults.chart.table': 'Répartition des étoiles',
  'surveyResults.chart.count': 'Réponses',
  'surveyResults.chart.share': 'Part',

  'surveyResults.list.caption': 'Questionnaires de satisfaction des sessions',
  'surveyResults.list.empty': "Aucune session n'a encore de questionnaire de satisfaction.",
  'surveyResults.list.total': {
    one: '{count} questionnaire de session',
    other: '{count} questionnaires de session',
  },
  'surveyResults.column.session': 'Session',
  'surveyResults.column.dates': 'Dates',
  'surveyResults.column.provider': 'Prestataire',
  'surveyResults.column.status': 'Questionnaire',
  'surveyResults.column.rate': 'Taux de réponse',
  'surveyResults.column.filled': 'Réponses',
  'surveyResults.column.average': 'Note moyenne',
  'surveyResults.column.surveys': 'Sessions',
  'surveyResults.column.group.action': 'Action de formation',
  'surveyResults.column.group.axis': 'Axe',
  'surveyResults.column.group.provider': 'Prestataire',
  'surveyResults.column.group.year': 'Année',
  'surveyResults.rollup.caption': 'Résultats regroupés : {by}',
  'surveyResults.rollup.noProvider': 'Sans prestataire',
  'surveyResults.disabled': 'Désactivé',

  'surveyResults.export.csv': 'Exporter les réponses (CSV)',
  'surveyResults.export.xlsx': 'Exporter les réponses (Excel)',
  'surveyResults.export.fileName': 'reponses-questionnaires',
  'surveyResults.export.sheet': 'Réponses',

  'surveyResults.detail.title': 'Résultats du questionnaire de la session {code}',
  'surveyResults.detail.back': 'Retour aux questionnaires',
  'surveyResults.detail.openedAt': 'Ouvert le {date}',
  'surveyResults.detail.closedAt': 'Clôturé le {date}',
  'surveyResults.detail.notEnabled':
    'Le questionnaire est désactivé pour cette session : les participants ne le voient plus.',
  'surveyResults.comments.title': 'Commentaires libres',
  'surveyResults.comments.none': 'Aucun commentaire.',
  'surveyResults.comments.anonymous':
    'Les réponses sont présentées sans le nom de leurs auteurs, dans un ordre sans lien avec eux.',
  'surveyResults.trainees.title': 'Remplissage par participant',
  'surveyResults.trainees.caption': 'Remplissage du questionnaire par participant',
  'surveyResults.trainees.name': 'Participant',
  'surveyResults.trainees.status': 'Remplissage',
  'surveyResults.trainees.empty': "Le questionnaire n'a été envoyé à aucun participant.",
  'surveyResults.trainees.loadError': "Le remplissage par participant n'a pas pu être chargé.",
  'surveyResults.close.label': 'Clôturer le questionnaire',
  'surveyResults.close.title': 'Clôturer le questionnaire de satisfaction ?',
  'surveyResults.close.description':
    "Les participants qui n'ont pas encore répondu ne pourront plus le faire. Cette action est irréversible.",
  'surveyResults.close.confirm': 'Clôturer définitivement',

  'surveyResults.sessionState.title': 'Questionnaire de satisfaction',
  'surveyResults.sessionState.none':
    "Aucun questionnaire n'est encore ouvert : il s'ouvre quand la session est réalisée, si le questionnaire est activé.",
  'surveyResults.sessionState.summary': 'Taux de réponse : {rate} ({filled} sur {sheets})',
  'surveyResults.sessionState.link': 'Voir les résultats',
} as const;
