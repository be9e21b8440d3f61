import {
  SURVEY_FILL_STATUS_OPTIONS,
  SURVEY_STATUS_OPTIONS,
  closeSurveyBodySchema,
  registrationSurveyListSchema,
  registrationSurveySchema,
  sessionColdSurveySchema,
  sessionRegistrationSurveyListSchema,
  sessionSurveySchema,
  surveyAnswersBodySchema,
  surveyKindQuerySchema,
  STATUS_LISTS_API,
} from '@passerelle/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser } from '../../plugins/auth.js';
import { contractRoute } from '../../lib/contract-route.js';
import { errorResponses, idParams, noQuery } from '../../lib/route-schemas.js';
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
  app.get(
    '/registration_surveys',
    {
      schema: {
        tags: TAGS,
        summary: 'Mes questionnaires de satisfaction',
        description: `Ceux à remplir d’abord, puis par date de fin de session décroissante. ${OWN_SHEET_NOTE}`,
        querystring: noQuery,
        response: { 200: registrationSurveyListSchema, ...errorResponses(401, 403) },
      },
      config: { permission: 'surveys.fill' },
    },
    async (request) => listOwnSurveys(app.db, currentUser(request)),
  );

  app.get(
    '/registration_surveys/:id',
    {
      schema: {
        tags: TAGS,
        summary: 'Un de mes questionnaires, ses questions et mes réponses',
        description: `Les questions sont celles du questionnaire ouvert pour la session (elles ne changent plus). ${OWN_SHEET_NOTE}`,
        params: idParams,
        querystring: noQuery,
        response: { 200: registrationSurveySchema, ...errorResponses(400, 401, 403, 404) },
      },
      config: { permission: 'surveys.fill' },
    },
    async (request) => readOwnSurvey(app.db, currentUser(request), request.params.id),
  );

  app.put(
    '/registration_surveys/:id',
    {
      schema: {
        tags: TAGS,
        summary: 'Envoyer mes réponses',
        description:
          'Toutes les notes (1 à 5) sont obligatoires, les commentaires facultatifs (2 000 caractères au plus). ' +
          'Les réponses sont envoyées une fois : 409 ensuite, et 409 quand le questionnaire est clôturé. ' +
          OWN_SHEET_NOTE,
        params: idParams,
        querystring: noQuery,
        body: surveyAnswersBodySchema,
        response: { 200: registrationSurveySchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
      config: { permission: 'surveys.fill' },
    },
    async (request) =>
      answerOwnSurvey(app.db, currentUser(request), request.params.id, request.body),
  );

  app.get(
    '/session_surveys/:id',
    {
      schema: {
        tags: TAGS,
        summary: "Questionnaire de satisfaction d'une session",
        description:
          'Statut, questions, nombre de participants et de réponses. Le prestataire : ses sessions seulement.',
        params: idParams,
        querystring: noQuery,
        response: { 200: sessionSurveySchema, ...errorResponses(400, 401, 403, 404) },
      },
      config: { permission: 'surveys.read' },
    },
    async (request) => readSessionSurvey(app.db, currentUser(request), request.params.id),
  );

  app.get(
    '/sessions/:id/registration_surveys',
    {
      schema: {
        tags: TAGS,
        summary: 'Remplissage du questionnaire par participant',
        description: `Le statut de remplissage de chaque participant, sans ses réponses. Le prestataire : ses sessions seulement. ${KIND_NOTE}`,
        params: idParams,
        querystring: surveyKindQuerySchema,
        response: {
          200: sessionRegistrationSurveyListSchema,
          ...errorResponses(400, 401, 403, 404),
        },
      },
      config: { permission: 'surveys.read' },
    },
    async (request) =>
      listSessionSurveySheets(app.db, currentUser(request), request.params.id, request.query.kind),
  );

  app.post(
    '/sessions/:id/close_survey',
    {
      schema: {
        tags: TAGS,
        summary: 'Clôturer le questionnaire de satisfaction ou l’évaluation à froid',
        description:
          'Irréversible : le questionnaire ne reçoit plus de réponses. 409 s’il est déjà clôturé ou jamais ouvert. ' +
          `Lequel : { "kind": … } dans le corps, sinon ?kind=, sinon le questionnaire de satisfaction. ${KIND_NOTE}`,
        params: idParams,
        querystring: surveyKindQuerySchema,
        body: closeSurveyBodySchema,
        response: { 200: sessionSurveySchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
      config: { permission: 'surveys.close' },
    },
    async (request) =>
      closeSessionSurvey(
        app.db,
        currentUser(request),
        request.params.id,
        request.body?.kind ?? request.query.kind,
      ),
  );

  app.get(
    '/sessions/:id/cold_survey',
    {
      schema: {
        tags: TAGS,
        summary: 'Évaluation à froid d’une session',
        description:
          'Prévue (date), non prévue (motif), ouverte ou clôturée (nombre de participants et de réponses). ' +
          'Le prestataire : ses sessions seulement.',
        params: idParams,
        querystring: noQuery,
        response: { 200: sessionColdSurveySchema, ...errorResponses(400, 401, 403, 404) },
      },
      config: { permission: 'surveys.read' },
    },
    async (request) => readSessionColdSurvey(app.db, currentUser(request), request.params.id),
  );

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
