import {
  SURVEY_RESULTS_API,
  can,
  surveyExportQuerySchema,
  surveyFiguresSchema,
  surveyFilterChoicesSchema,
  surveyRollupPageSchema,
  surveyViewDetailSchema,
  surveyViewPageSchema,
} from '@passerelle/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contractRoute } from '../../lib/contract-route.js';
import { currentUser } from '../../plugins/auth.js';
import { errorResponses, fileResponse } from '../../lib/route-schemas.js';
import { sendJsonText } from '../../lib/send-json-text.js';
import {
  exportSurveyAnswers,
  listSurveyViews,
  surveyViewReaderOf,
  rollUpSurveys,
  summariseSurveys,
  surveyFilterChoices,
} from './survey-results.service.js';

const TAGS = ['surveys'];
const errors = errorResponses(400, 401, 403);
const SCOPE_NOTE =
  'Administrateurs et gestionnaires : tous les questionnaires ; prestataire : ceux des sessions ' +
  'de ses actions. Les réponses ne portent jamais le nom de leur auteur.';
const FILTERS_NOTE =
  'Filtres : year (année de l’action), axisId, typeId, providerId, actionId, sessionId, ' +
  'status (OPEN, CLOSED), rateMin et rateMax (taux de réponse en %, bornes comprises), ' +
  'kind (HOT par défaut, COLD).';
const CACHE_NOTE =
  'Réponse conservée par le serveur (SURVEY_RESULTS_CACHE_SECONDS) ; toute modification faite ' +
  'dans le portail l’efface aussitôt, sur chacun de ses serveurs.';

/** The survey results (spec §7 `survey_views`, decision 034). */
export const surveyResultsRoutes: FastifyPluginAsyncZod = async (app) => {
  const readSurveyView = surveyViewReaderOf(app.db);
  app.route({
    ...contractRoute(SURVEY_RESULTS_API.list, {
      tags: TAGS,
      summary: 'Questionnaires de satisfaction des sessions et leurs chiffres',
      description:
        `Par session : taux de réponse, note moyenne et moyenne par thème. ${FILTERS_NOTE} ` +
        `Tri sort=startDate|rate|action (-champ : décroissant). ${SCOPE_NOTE} ${CACHE_NOTE}`,
    }),
    handler: async (request, reply) => {
      const user = currentUser(request);
      const text = await app.surveyResultsCache.get('list', user, request.query, () =>
        listSurveyViews(app.db, user, request.query).then((page) =>
          surveyViewPageSchema.parse(page),
        ),
      );
      return sendJsonText(reply, text);
    },
  });

  app.route({
    ...contractRoute(SURVEY_RESULTS_API.summary, {
      tags: TAGS,
      summary: 'Résultats des questionnaires retenus, pris ensemble',
      description:
        'Taux de réponse, note moyenne, moyenne et répartition des étoiles par thème et par ' +
        `question, chaque réponse comptant pour une. ${FILTERS_NOTE} ${SCOPE_NOTE} ${CACHE_NOTE}`,
    }),
    handler: async (request, reply) => {
      const user = currentUser(request);
      const text = await app.surveyResultsCache.get('summary', user, request.query, () =>
        summariseSurveys(app.db, user, request.query).then((figures) =>
          surveyFiguresSchema.parse(figures),
        ),
      );
      return sendJsonText(reply, text);
    },
  });

  app.route({
    ...contractRoute(SURVEY_RESULTS_API.rollups, {
      tags: TAGS,
      summary: 'Résultats regroupés par action, axe, prestataire ou année',
      description:
        `by=action|axis|provider|year (axis par défaut) ; par groupe : sessions, taux de ` +
        `réponse, note moyenne et moyenne par thème. ${FILTERS_NOTE} ${SCOPE_NOTE} ${CACHE_NOTE}`,
    }),
    handler: async (request, reply) => {
      const user = currentUser(request);
      const text = await app.surveyResultsCache.get('rollups', user, request.query, () =>
        rollUpSurveys(app.db, user, request.query).then((page) =>
          surveyRollupPageSchema.parse(page),
        ),
      );
      return sendJsonText(reply, text);
    },
  });

  app.route({
    ...contractRoute(SURVEY_RESULTS_API.filters, {
      tags: TAGS,
      summary: 'Choix des filtres des questionnaires',
      description:
        'Les années, axes, types d’action et prestataires des questionnaires du type kind ' +
        `(HOT par défaut, COLD). ${SCOPE_NOTE}`,
    }),
    handler: async (request, reply) => {
      const user = currentUser(request);
      const { kind } = request.query;
      const text = await app.surveyResultsCache.get('filters', user, kind, () =>
        surveyFilterChoices(app.db, user, kind).then((choices) =>
          surveyFilterChoicesSchema.parse(choices),
        ),
      );
      return sendJsonText(reply, text);
    },
  });

  app.get(
    '/survey_views/export',
    {
      schema: {
        tags: TAGS,
        summary: 'Export des réponses aux questionnaires (CSV ou XLSX)',
        description:
          'Une ligne par questionnaire rempli : la session, puis une colonne par question avec ' +
          `son libellé ; ni nom, ni courriel, ni inscription. format=csv ou xlsx. ${FILTERS_NOTE} ` +
          SCOPE_NOTE,
        querystring: surveyExportQuerySchema,
        response: { 200: fileResponse, ...errors },
      },
      config: { permission: 'surveys.read' },
    },
    async (request, reply) =>
      exportSurveyAnswers(app.db, reply, currentUser(request), request.query),
  );

  app.route({
    ...contractRoute(SURVEY_RESULTS_API.detail, {
      tags: TAGS,
      summary: "Résultats du questionnaire d'une session",
      description:
        'Taux de réponse, moyennes et répartition des étoiles par thème et par question, ' +
        `commentaires libres sans leur auteur. ${SCOPE_NOTE} Hors de portée : 404. ${CACHE_NOTE}`,
    }),
    handler: async (request, reply) => {
      const user = currentUser(request);
      // Whether the close action is offered depends on the profile, not only on the reach.
      const key = { id: request.params.id, canClose: can(user, 'surveys.close') };
      const text = await app.surveyResultsCache.get('detail', user, key, () =>
        readSurveyView(user, request.params.id).then((detail) =>
          surveyViewDetailSchema.parse(detail),
        ),
      );
      return sendJsonText(reply, text);
    },
  });
};
