import {
  REGISTRATION_STATUS_OPTIONS,
  REGISTRATIONS_BACK_API,
  STATUS_LISTS_API,
  registrationExportQuerySchema,
} from '@passerelle/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser } from '../../plugins/auth.js';
import { completeRegistration, recordEffectiveHours } from './registration-attendance.service.js';
import { bulkValidate } from './registration-bulk.service.js';
import { forceRegistration, revertRegistration } from './registration-force.service.js';
import {
  exportRegistrations,
  getRegistrationStructureOptions,
  listRegistrations,
} from './registrations-list.service.js';
import { contractRoute } from '../../lib/contract-route.js';
import { errorResponses, fileResponse } from '../../lib/route-schemas.js';

const SCOPE_NOTE =
  'Administrateurs et gestionnaires : toutes ; prestataire : les sessions de ses actions ; ' +
  'valideur RH : les membres de ses structures. Le filtre structureId est réservé aux ' +
  'administrateurs et gestionnaires (403 REGISTRATION_STRUCTURE_FILTER_FORBIDDEN sinon).';

/**
 * The registrations back office (/back/registrations): the list, its export and bulk validation,
 * forcing and reverting a status (staff), attendance (provider of the action, staff).
 * A registration out of the caller's reach answers 404.
 */
export const registrationsBackRoutes: FastifyPluginAsyncZod = async (app) => {
  const workflow = () => ({ publicUrl: app.config.PUBLIC_URL });

  app.route({
    ...contractRoute(REGISTRATIONS_BACK_API.list, {
      tags: ['registrations'],
      summary: 'Liste des inscriptions',
      description:
        'Filtres : year (année de l’action), actionId, sessionId, status, waitingList, ' +
        'structureId, q (nom, prénom ou courriel, sans accents ni casse) ; tri ' +
        `sort=askedAt|session|beneficiary|structure|action|status (-champ : décroissant). ${SCOPE_NOTE}`,
    }),
    handler: async (request) => listRegistrations(app.db, currentUser(request), request.query),
  });

  app.route({
    ...contractRoute(STATUS_LISTS_API.registrations, {
      tags: ['registrations'],
      summary: "Statuts d'inscription et leurs libellés",
      description:
        'Pour tout profil qui lit une inscription (back-office, valideur RH, bénéficiaire).',
    }),
    handler: async () => REGISTRATION_STATUS_OPTIONS,
  });

  // A file download (CSV or XLSX): no JSON contract describes its answer.
  app.get(
    '/registration_views/export',
    {
      schema: {
        tags: ['registrations'],
        summary: 'Export des inscriptions (CSV ou XLSX)',
        description: `Mêmes filtres et tri que la liste ; format=csv ou xlsx. ${SCOPE_NOTE}`,
        querystring: registrationExportQuerySchema,
        response: { 200: fileResponse, ...errorResponses(400, 401, 403) },
      },
      config: { permission: 'registrations.read' },
    },
    async (request, reply) =>
      exportRegistrations(app.db, reply, currentUser(request), request.query),
  );

  app.route({
    ...contractRoute(REGISTRATIONS_BACK_API.structures, {
      tags: ['registrations'],
      summary: 'Structures du filtre des inscriptions',
      description:
        'Administrateurs et gestionnaires : les structures d’où viennent des inscriptions ' +
        '(structure du bénéficiaire à la demande), par nom, filtrées par texte (q) ou par id ; ' +
        'au plus 50.',
    }),
    handler: async (request) => getRegistrationStructureOptions(app.db, request.query),
  });

  app.route({
    ...contractRoute(REGISTRATIONS_BACK_API.bulkValidate, {
      tags: ['registrations'],
      summary: 'Valider plusieurs inscriptions',
      description:
        'Chaque inscription est validée comme le permet le circuit (valideur RH, prestataire), ' +
        'dans sa propre transaction ; la réponse donne le résultat de chacune.',
    }),
    handler: async (request) => ({
      results: await bulkValidate(app.db, currentUser(request), request.body.ids, workflow()),
    }),
  });

  app.route({
    ...contractRoute(REGISTRATIONS_BACK_API.force, {
      tags: ['registrations'],
      summary: 'Forcer le statut d’une inscription',
      description:
        'Gestionnaires et administrateurs ; motif obligatoire. Une place peut être prise au-delà ' +
        'des places de la session (overbooked: true) ; une place libérée fait monter la liste ' +
        'd’attente.',
    }),
    handler: async (request) =>
      forceRegistration(
        app.db,
        {
          registrationId: request.params.id,
          user: currentUser(request),
          target: { status: request.body.status, waitingList: request.body.waitingList },
          reason: request.body.reason,
        },
        workflow(),
      ),
  });

  app.route({
    ...contractRoute(REGISTRATIONS_BACK_API.revert, {
      tags: ['registrations'],
      summary: 'Revenir au statut précédent',
      description:
        'Gestionnaires et administrateurs ; motif obligatoire. Le statut précédent est celui ' +
        'd’avant le dernier changement de l’historique ; l’inscription sort de la liste d’attente.',
    }),
    handler: async (request) =>
      revertRegistration(
        app.db,
        {
          registrationId: request.params.id,
          user: currentUser(request),
          reason: request.body.reason,
        },
        workflow(),
      ),
  });

  app.route({
    ...contractRoute(REGISTRATIONS_BACK_API.complete, {
      tags: ['registrations'],
      summary: 'Saisir la présence',
      description:
        'Après la fin de la session, pour un stagiaire inscrit (ou déjà pointé) : PRESENT, ' +
        'PARTIAL_ABSENCE (heures effectives inférieures aux heures de la session) ou ABSENCE.',
    }),
    handler: async (request) =>
      completeRegistration(
        app.db,
        { registrationId: request.params.id, user: currentUser(request), body: request.body },
        workflow(),
      ),
  });

  app.route({
    ...contractRoute(REGISTRATIONS_BACK_API.effectiveHours, {
      tags: ['registrations'],
      summary: 'Saisir les heures effectives',
      description:
        'Après la fin de la session : les heures décident de la présence (0 : absent, toutes : ' +
        'présent, entre les deux : absence partielle).',
    }),
    handler: async (request) =>
      recordEffectiveHours(
        app.db,
        {
          registrationId: request.params.id,
          user: currentUser(request),
          effectiveHours: request.body.effectiveHours,
        },
        workflow(),
      ),
  });
};
