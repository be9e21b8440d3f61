/**
 * French words of the satisfaction surveys: the trainee's pages (/surveys, /surveys/{id},
 * apps/web/app/features/surveys) and the API's refusals (apps/server/src/modules/surveys).
 * `en-surveys.ts` holds the same keys.
 */
export const frSurveys = {
  // API refusals.
  'surveys.error.closed': 'Ce questionnaire est clôturé : il ne reçoit plus de réponses.',
  'surveys.error.alreadyFilled':
    'Vous avez déjà répondu à ce questionnaire : vos réponses ne peuvent plus être modifiées.',
  'surveys.error.notOpened': "Le questionnaire de cette session n'a pas encore été ouvert.",
  'surveys.error.alreadyClosed': 'Ce questionnaire est déjà clôturé.',

  // The beneficiary's list (/surveys).
  'surveys.list.intro':
    'Votre avis sur les sessions suivies aide le programme à améliorer ses formations. Il est transmis sans votre nom.',
  'surveys.list.toFill': 'À remplir',
  'surveys.list.filled': 'Remplis',
  'surveys.list.toFillEmpty': "Vous n'avez aucun questionnaire à remplir.",
  'surveys.list.filledEmpty': "Vous n'avez encore rempli aucun questionnaire.",
  'surveys.list.session': 'Session',
  'surveys.list.dates': 'Dates',
  'surveys.list.status': 'État',
  'surveys.list.answer': 'Répondre',
  'surveys.list.answerTo': 'Répondre au questionnaire de la session {code}',
  'surveys.list.view': 'Voir mes réponses',
  'surveys.list.viewOf': 'Voir mes réponses au questionnaire de la session {code}',
  'surveys.list.closed': 'Clôturé sans réponse',
  'surveys.list.filledOn': 'Rempli le {date}',
  'surveys.list.staffIntro':
    'Les questionnaires sont remplis par les participants des sessions réalisées.',
  'surveys.list.staffLink': 'Suivre les questionnaires des sessions',

  // The answer form (/surveys/{id}).
  'surveys.form.session': 'Session {code} {dates}',
  'surveys.form.scale': 'De 1 étoile (pas du tout satisfaisant) à 5 étoiles (très satisfaisant).',
  'surveys.form.requiredNotice':
    'Toutes les notes sont obligatoires ; les commentaires sont facultatifs.',
  'surveys.form.steps': 'Étapes du questionnaire',
  'surveys.form.step': 'Étape {current} sur {total} : {theme}',
  'surveys.form.stepDone': 'terminée',
  'surveys.form.stepError': 'à compléter',
  'surveys.form.stepCurrent': 'en cours',
  'surveys.form.progress': {
    one: '{count} note donnée sur {total}',
    other: '{count} notes données sur {total}',
  },
  'surveys.form.progressLabel': 'Progression du questionnaire',
  'surveys.form.previous': 'Étape précédente',
  'surveys.form.next': 'Étape suivante',
  'surveys.form.send': 'Envoyer mes réponses',
  'surveys.form.sending': 'Envoi…',
  'surveys.form.stepMissing': {
    one: 'Il manque {count} note à cette étape : {questions}.',
    other: 'Il manque {count} notes à cette étape : {questions}.',
  },
  'surveys.form.missingSteps': 'Des notes manquent aux étapes : {steps}.',
  'surveys.form.conditioned': 'Questions propres à ce type de formation',
  'surveys.form.optional': 'facultatif',
  'surveys.form.restored': 'Vos réponses non envoyées ont été retrouvées.',
  'surveys.form.sent': 'Merci ! Vos réponses ont été envoyées.',
  'surveys.form.filled': 'Vous avez répondu à ce questionnaire le {date}. Vos réponses :',
  'surveys.form.closed': "Ce questionnaire est clôturé : il n'est plus possible d'y répondre.",
  'surveys.form.noAnswer': 'Sans réponse',
  'surveys.form.backToList': 'Retour à mes questionnaires',
  'surveys.stars.label': { one: '{count} étoile sur {max}', other: '{count} étoiles sur {max}' },

  // A session's survey for staff and its provider (/surveys/{id}).
  'surveys.session.status': 'État du questionnaire',
  'surveys.session.answers': 'Réponses',
  'surveys.session.answerCount': {
    one: '{count} réponse sur {total} participants',
    other: '{count} réponses sur {total} participants',
  },
  'surveys.session.openedAt': 'Ouvert le',
  'surveys.session.disabled':
    'Le questionnaire est désactivé pour cette session : les participants ne le voient pas.',
  'surveys.session.questions': 'Questions posées',
  'surveys.session.freeText': 'réponse libre',

  // The beneficiary's past sessions (/beneficiary/passed).
  'surveys.passed.column': 'Questionnaire de satisfaction',
  'surveys.passed.answer': 'Répondre au questionnaire de satisfaction',
  'surveys.passed.view': 'Voir mes réponses au questionnaire',
} as const;
