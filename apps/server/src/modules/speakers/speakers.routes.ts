import { SPEAKERS_API, speakerExportQuerySchema } from '@passerelle/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser } from '../../plugins/auth.js';
import { contractRoute } from '../../lib/contract-route.js';
import { errorResponses, fileResponse } from '../../lib/route-schemas.js';
import { exportSpeakers } from './speaker-export.service.js';
import { getSpeakerDetail, listSpeakers, speakerFilterChoices } from './speakers.service.js';

const REACH =
  'Administrateurs et gestionnaires : tous les intervenants ; prestataire : les intervenants de ' +
  'ses actions, et d’eux seulement ce que ses actions contiennent.';
const HOURS =
  'Heures : celles de chaque session des actions de l’intervenant (heures réalisées une fois ' +
  'saisies, sinon durée des dates d’intervention), comptées dans l’année de l’action ; une ' +
  'session annulée ne compte pas.';
const FILTERS =
  'Filtres : year (année de l’action), axisId, providerId (sur les actions), q (nom, prénom ou ' +
  'courriel de l’intervenant).';

/**
 * The speakers area (decision 040): the list of speakers with their actions, sessions and hours
 * per year, a speaker's sessions, the filters' choices and the export.
 */
export const speakersRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...contractRoute(SPEAKERS_API.list, {
      tags: ['speakers'],
      summary: 'Liste des intervenants',
      description: `Chaque intervenant avec les actions et sessions qu’il anime et ses heures par année. ${FILTERS} Tri : name, actionCount, sessionCount, hours (-champ : décroissant). ${HOURS} ${REACH}`,
    }),
    handler: async (request) => listSpeakers(app.db, currentUser(request), request.query),
  });

  app.route({
    ...contractRoute(SPEAKERS_API.filters, {
      tags: ['speakers'],
      summary: 'Choix des filtres de la liste des intervenants',
      description: `Années, axes et prestataires des actions ayant des intervenants (pas de prestataires pour un prestataire). ${REACH}`,
    }),
    handler: async (request) => speakerFilterChoices(app.db, currentUser(request)),
  });

  app.get(
    '/instructor_views/export',
    {
      schema: {
        tags: ['speakers'],
        summary: 'Export des intervenants (CSV ou XLSX)',
        description: `Mêmes filtres, ordre et périmètre que la liste ; format=csv (séparateur « ; », BOM) ou xlsx ; une ligne par intervenant et par année. ${HOURS}`,
        querystring: speakerExportQuerySchema,
        response: { 200: fileResponse, ...errorResponses(400, 401, 403) },
      },
      config: { permission: 'speakers.read' },
    },
    async (request, reply) => exportSpeakers(app.db, reply, currentUser(request), request.query),
  );

  app.route({
    ...contractRoute(SPEAKERS_API.detail, {
      tags: ['speakers'],
      summary: 'Sessions d’un intervenant',
      description: `Les sessions des actions de l’intervenant (id : l’utilisateur), avec dates, lieu et heures, les plus récentes d’abord ; year, axisId et providerId comme la liste. 404 pour un utilisateur qui n’intervient sur aucune action à portée. ${HOURS} ${REACH}`,
    }),
    handler: async (request) =>
      getSpeakerDetail(app.db, currentUser(request), request.params.id, request.query),
  });
};
