import {
  REPORTS_API,
  REPORT_STATUS_OPTIONS,
  reportExportQuerySchema,
  STATUS_LISTS_API,
} from '@passerelle/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser } from '../../plugins/auth.js';
import { contractRoute } from '../../lib/contract-route.js';
import { errorResponses, fileResponse } from '../../lib/route-schemas.js';
import { exportReports } from './report-export.service.js';
import {
  completeReport,
  getReport,
  listReports,
  saveReport,
  sendBackReport,
  validateReport,
} from './reports.service.js';

const REACH =
  'Un bilan est identifié par sa session ({id} : l’identifiant de la session). Prestataire : les ' +
  'sessions de ses actions ; administrateurs et gestionnaires : toutes (404 hors de portée). Il ' +
  'existe pour une session réalisée (ou validée, clôturée) dont le bilan est activé : 409 ' +
  'REPORT_DISABLED ou REPORT_NOT_REALIZED sinon. Une session clôturée est en lecture seule.';
const SAVE =
  'Enregistre le brouillon (IN_PROGRESS) : le texte complet de chaque rubrique, vide permis. ' +
  'Réservé au prestataire de la session.';

/**
 * The pedagogical reports (decision 033): a session's report, its draft, completion, sending
 * back and validation, the list of reports, their statuses and their export.
 */
export const reportsRoutes: FastifyPluginAsyncZod = async (app) => {
  const paths = [
    { read: REPORTS_API.ofSession, save: REPORTS_API.saveOfSession },
    { read: REPORTS_API.report, save: REPORTS_API.save },
  ];
  for (const { read, save } of paths) {
    app.route({
      ...contractRoute(read, {
        tags: ['reports'],
        summary: 'Bilan pédagogique de la session',
        description: `Sections, statut, étapes et présences calculées des inscriptions. ${REACH}`,
      }),
      handler: async (request) => getReport(app.db, currentUser(request), request.params.id),
    });

    app.route({
      ...contractRoute(save, {
        tags: ['reports'],
        summary: 'Enregistrer le brouillon du bilan pédagogique',
        description: `${SAVE} ${REACH}`,
      }),
      handler: async (request) =>
        saveReport(app.db, {
          sessionId: request.params.id,
          user: currentUser(request),
          sections: request.body.sections,
        }),
    });
  }

  app.route({
    ...contractRoute(REPORTS_API.complete, {
      tags: ['reports'],
      summary: 'Terminer le bilan pédagogique',
      description:
        'IN_PROGRESS → COMPLETED, par le prestataire. Avec `sections`, le texte est enregistré ' +
        'puis vérifié ; sans, le dernier texte enregistré. Les rubriques obligatoires doivent ' +
        `être remplies (400 REPORT_INCOMPLETE sinon). ${REACH}`,
    }),
    handler: async (request) =>
      completeReport(app.db, {
        sessionId: request.params.id,
        user: currentUser(request),
        sections: request.body?.sections,
        publicUrl: app.config.PUBLIC_URL,
      }),
  });

  app.route({
    ...contractRoute(REPORTS_API.sendBack, {
      tags: ['reports'],
      summary: 'Renvoyer le bilan pédagogique au prestataire',
      description:
        'COMPLETED → IN_PROGRESS, avec un motif obligatoire ; le prestataire en est averti ' +
        `par courriel (REPORT_SENT_BACK). ${REACH}`,
    }),
    handler: async (request) =>
      sendBackReport(app.db, {
        sessionId: request.params.id,
        user: currentUser(request),
        reason: request.body.reason,
        publicUrl: app.config.PUBLIC_URL,
      }),
  });

  app.route({
    ...contractRoute(REPORTS_API.validate, {
      tags: ['reports'],
      summary: 'Valider le bilan pédagogique',
      description: `COMPLETED → VALIDATED, irréversible. ${REACH}`,
    }),
    handler: async (request) =>
      validateReport(app.db, { sessionId: request.params.id, user: currentUser(request) }),
  });

  app.route({
    ...contractRoute(REPORTS_API.list, {
      tags: ['reports'],
      summary: 'Liste des bilans pédagogiques',
      description:
        'Les bilans des sessions réalisées dont le bilan est activé. Filtres : year (année de ' +
        'l’action), status, providerId, actionId, q (intitulé de l’action ou code de la ' +
        'session). Prestataire : les sessions de ses actions, à rédiger et en cours d’abord ; ' +
        'administrateurs et gestionnaires : toutes, complétés (à valider) d’abord.',
    }),
    handler: async (request) => listReports(app.db, currentUser(request), request.query),
  });

  app.get(
    '/survey_views/report_export',
    {
      schema: {
        tags: ['reports'],
        summary: 'Export des bilans pédagogiques (CSV ou XLSX)',
        description:
          'Mêmes filtres, ordre et périmètre que la liste ; format=csv (séparateur « ; », BOM) ' +
          'ou xlsx ; une ligne par session, avec les présences et le texte des rubriques.',
        querystring: reportExportQuerySchema,
        response: { 200: fileResponse, ...errorResponses(400, 401, 403) },
      },
      config: { permission: 'reports.read' },
    },
    async (request, reply) => exportReports(app.db, reply, currentUser(request), request.query),
  );

  app.route({
    ...contractRoute(STATUS_LISTS_API.reports, {
      tags: ['reports'],
      summary: 'Statuts de bilan et leurs libellés',
    }),
    handler: async () => REPORT_STATUS_OPTIONS,
  });
};
