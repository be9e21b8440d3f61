/**
 * French words of the cold evaluation (decision 035): the trainee's list and form, the choice of
 * questionnaire on the results pages, a cold evaluation's results and closing, its state on a
 * session's page. `en-cold-surveys.ts` holds the same keys.
 */
export const frColdSurveys = {
  // The trainee's pages (/surveys, /surveys/{id}).
  'coldSurveys.list.kind': 'Questionnaire',
  'coldSurveys.list.answerTo': "Répondre à l'évaluation à froid de la session {code}",
  'coldSurveys.list.viewOf': "Voir mes réponses à l'évaluation à froid de la session {code}",
  'coldSurveys.form.scale':
    "De 1 étoile (pas du tout d'accord) à 5 étoiles (tout à fait d'accord).",

  // The results pages (/back/surveys, a provider's /surveys): which questionnaire.
  'coldSurveys.kind.label': 'Questionnaire affiché',
  'coldSurveys.list.caption': 'Évaluations à froid des sessions',
  'coldSurveys.list.empty': "Aucune session n'a encore d'évaluation à froid.",
  'coldSurveys.export.fileName': 'reponses-evaluations-a-froid',

  // One cold evaluation's results (/back/surveys/{id}, /surveys/{id}).
  'coldSurveys.detail.title': "Résultats de l'évaluation à froid de la session {code}",
  'coldSurveys.close.label': "Clôturer l'évaluation à froid",
  'coldSurveys.close.title': "Clôturer l'évaluation à froid ?",
  'coldSurveys.close.done': 'Évaluation à froid clôturée.',

  // Its state on a session's page ("Suivi qualité").
  'coldSurveys.state.title': 'Évaluation à froid',
  'coldSurveys.state.delay': {
    one: '{count} jour après la fin de la session',
    other: '{count} jours après la fin de la session',
  },
  'coldSurveys.state.planned': 'Prévue le {date}',
  'coldSurveys.state.open': 'Ouverte le {date}',
  'coldSurveys.state.closed': 'Clôturée le {date}',
  'coldSurveys.state.notPlanned': 'Non prévue',
  'coldSurveys.state.reason.typeDisabled':
    "Le type d'action de cette session ne prévoit plus d'évaluation à froid.",
  'coldSurveys.state.reason.surveyDisabled':
    'Le questionnaire est désactivé pour cette session : aucune évaluation à froid ne sera envoyée.',
  'coldSurveys.state.reason.canceled': 'La session est annulée.',
  'coldSurveys.state.reason.expired': {
    one: 'Sa date ({date}) est passée depuis plus de {count} jour : elle ne sera pas envoyée.',
    other: 'Sa date ({date}) est passée depuis plus de {count} jours : elle ne sera pas envoyée.',
  },
  'coldSurveys.state.loadError': "L'état de l'évaluation à froid n'a pas pu être chargé.",
} as const;
