import {
  SURVEYS_API,
  SURVEY_FILL_STATUS_OPTIONS,
  SURVEY_STATUS_OPTIONS,
  STATUS_LISTS_API,
} from '@passerelle/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contractRoute } from '../../lib/contract-route.js';
import { currentUser } from '../../plugins/auth.js';
import { readSessionColdSurvey } from './cold-survey.service.js';
import {
  answerOwnSurvey,
  closeSessionSurvey,
  listOwnSurveys,
  listSessionSurveySheets,
  readOwnSurvey,
  readSessionSurvey,
} from './surveys.service.js';

const TAGS = ['surveys'];
const OWN_SHEET_NOTE =
  'Le bénéficiaire lit et remplit ses propres questionnaires seulement : celui d’un autre répond 404, ' +
  'comme un questionnaire masqué (session non réalisée, questionnaire désactivé).';

const KIND_NOTE =
  'kind=HOT (questionnaire de satisfaction, par défaut) ou kind=COLD (évaluation à froid).';

/**
 * The satisfaction surveys (spec §7 "Surveys and reports", decision 032) and the cold
 * evaluation (decision 035).
 */
export const surveysRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...contractRoute(SURVEYS_API.ownList, {
      tags: TAGS,
      summary: 'Mes questionnaires de satisfaction',
      description: `Ceux à remplir d’abord, puis par date de fin de session décroissante. ${OWN_SHEET_NOTE}`,
    }),
    handler: async (request) => listOwnSurveys(app.db, currentUser(request)),
  });

  app.route({
    ...contractRoute(SURVEYS_API.own, {
      tags: TAGS,
      summary: 'Un de mes questionnaires, ses questions et mes réponses',
      description: `Les questions sont celles du questionnaire ouvert pour la session (elles ne changent plus). ${OWN_SHEET_NOTE}`,
    }),
    handler: async (request) => readOwnSurvey(app.db, currentUser(request), request.params.id),
  });

  app.route({
    ...contractRoute(SURVEYS_API.answer, {
      tags: TAGS,
      summary: 'Envoyer mes réponses',
      description:
        'Toutes les notes (1 à 5) sont obligatoires, les commentaires facultatifs (2 000 caractères au plus). ' +
        'Les réponses sont envoyées une fois : 409 ensuite, et 409 quand le questionnaire est clôturé. ' +
        OWN_SHEET_NOTE,
    }),
    handler: async (request) =>
      answerOwnSurvey(app.db, currentUser(request), request.params.id, request.body),
  });

  app.route({
    ...contractRoute(SURVEYS_API.session, {
      tags: TAGS,
      summary: "Questionnaire de satisfaction d'une session",
      description:
        'Statut, questions, nombre de participants et de réponses. Le prestataire : ses sessions seulement.',
    }),
    handler: async (request) => readSessionSurvey(app.db, currentUser(request), request.params.id),
  });

  app.route({
    ...contractRoute(SURVEYS_API.sessionSheets, {
      tags: TAGS,
      summary: 'Remplissage du questionnaire par participant',
      description: `Le statut de remplissage de chaque participant, sans ses réponses. Le prestataire : ses sessions seulement. ${KIND_NOTE}`,
    }),
    handler: async (request) =>
      listSessionSurveySheets(app.db, currentUser(request), request.params.id, request.query.kind),
  });

  app.route({
    ...contractRoute(SURVEYS_API.close, {
      tags: TAGS,
      summary: 'Clôturer le questionnaire de satisfaction ou l’évaluation à froid',
      description:
        'Irréversible : le questionnaire ne reçoit plus de réponses. 409 s’il est déjà clôturé ou jamais ouvert. ' +
        `Lequel : { "kind": … } dans le corps, sinon ?kind=, sinon le questionnaire de satisfaction. ${KIND_NOTE}`,
    }),
    handler: async (request) =>
      closeSessionSurvey(
        app.db,
        currentUser(request),
        request.params.id,
        request.body?.kind ?? request.query.kind,
      ),
  });

  app.route({
    ...contractRoute(SURVEYS_API.sessionCold, {
      tags: TAGS,
      summary: 'Évaluation à froid d’une session',
      description:
        'Prévue (date), non prévue (motif), ouverte ou clôturée (nombre de participants et de réponses). ' +
        'Le prestataire : ses sessions seulement.',
    }),
    handler: async (request) =>
      readSessionColdSurvey(app.db, currentUser(request), request.params.id),
  });

  app.route({
    ...contractRoute(STATUS_LISTS_API.surveys, {
      tags: TAGS,
      summary: 'Statuts de questionnaire et leurs libellés',
    }),
    handler: async () => SURVEY_STATUS_OPTIONS,
  });

  app.route({
    ...contractRoute(STATUS_LISTS_API.surveyFills, {
      tags: TAGS,
      summary: 'Statuts de remplissage et leurs libellés',
    }),
    handler: async () => SURVEY_FILL_STATUS_OPTIONS,
  });
};
