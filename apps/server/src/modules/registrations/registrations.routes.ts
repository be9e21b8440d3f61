import {
  REGISTRATION_CHANGE_EVENTS,
  REGISTRATION_EVENT_PATHS,
  REGISTRATION_EVENT_PERMISSIONS,
  registerBodySchema,
  registerResponseSchema,
  registrationDetailSchema,
  registrationRecordSchema,
  registrationEventLabel,
  registrationEventNeedsReason,
  registrationReasonBodySchema,
  registrationStateSchema,
} from '@passerelle/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser } from '../../plugins/auth.js';
import {
  fireRegistrationEvent,
  registrationDetail,
  registrationRecord,
  requestRegistration,
} from './registrations.service.js';
import { registrationsBackRoutes } from './registrations-back.routes.js';
import { errorResponses, idParams, noQuery } from '../../lib/route-schemas.js';

const errors = errorResponses(400, 401, 403, 404, 409);

/**
 * The registration workflow (shared REGISTRATION_TRANSITIONS): the request, one
 * `POST /api/registrations/{id}/{path}` per event, and a registration's detail with its history.
 * A registration out of the caller's reach answers 404.
 */
export const registrationsRoutes: FastifyPluginAsyncZod = async (app) => {
  // The back office: list, export, bulk validation, force and revert, attendance.
  await app.register(registrationsBackRoutes);

  app.post(
    '/sessions/:id/register',
    {
      schema: {
        tags: ['registrations'],
        summary: "Demander l'inscription à une session",
        description:
          "Bénéficiaire. Réponse 201 : l'inscription (statut, liste d'attente) et des avis en " +
          "français (valideur RH absent, liste d'attente). Refus : session fermée ou complète, " +
          'déjà inscrit, quota annuel atteint, action réservée aux adhérents.',
        params: idParams,
        querystring: noQuery,
        body: registerBodySchema,
        response: { 201: registerResponseSchema, ...errors },
      },
      config: { permission: 'registrations.request' },
    },
    async (request, reply) => {
      const result = await requestRegistration(
        app.db,
        {
          sessionId: request.params.id,
          user: currentUser(request),
          motivation: request.body.motivation,
        },
        { publicUrl: app.config.PUBLIC_URL },
      );
      return reply.code(201).send(result);
    },
  );

  for (const event of REGISTRATION_CHANGE_EVENTS) {
    const needsReason = registrationEventNeedsReason(event);
    app.post(
      `/registrations/:id/${REGISTRATION_EVENT_PATHS[event]}`,
      {
        schema: {
          tags: ['registrations'],
          summary: registrationEventLabel(event),
          description: needsReason ? 'Le motif est obligatoire.' : undefined,
          params: idParams,
          querystring: noQuery,
          body: needsReason ? registrationReasonBodySchema : z.object({}).nullish(),
          response: { 200: registrationStateSchema, ...errors },
        },
        config: { permission: REGISTRATION_EVENT_PERMISSIONS[event] },
      },
      async (request) =>
        fireRegistrationEvent(
          app.db,
          {
            registrationId: request.params.id,
            event,
            user: currentUser(request),
            reason:
              request.body && 'reason' in request.body ? String(request.body.reason) : undefined,
          },
          { publicUrl: app.config.PUBLIC_URL },
        ),
    );
  }

  app.get(
    '/registrations/:id',
    {
      schema: {
        tags: ['registrations'],
        summary: 'Une inscription',
        description:
          "L'inscription telle qu'elle est enregistrée, sans son historique ni les chiffres de sa " +
          "session (voir /registrations/{id}/detail). Chaque profil n'atteint que les siennes : " +
          'le bénéficiaire les siennes, le valideur RH celles de ses structures, le prestataire ' +
          'celles de ses sessions ; les autres répondent 404.',
        params: idParams,
        querystring: noQuery,
        response: { 200: registrationRecordSchema, ...errors },
      },
      config: { permission: 'registrations.detail' },
    },
    async (request) => registrationRecord(app.db, request.params.id, currentUser(request)),
  );

  app.get(
    '/registrations/:id/detail',
    {
      schema: {
        tags: ['registrations'],
        summary: "Détail d'une inscription et son historique",
        description:
          "Avec les actions permises à l'appelant et, pour les valideurs RH et le personnel, " +
          "l'avis « plus de 2 demandes de la même structure ».",
        params: idParams,
        querystring: noQuery,
        response: { 200: registrationDetailSchema, ...errors },
      },
      config: { permission: 'registrations.detail' },
    },
    async (request) => registrationDetail(app.db, request.params.id, currentUser(request)),
  );
};
