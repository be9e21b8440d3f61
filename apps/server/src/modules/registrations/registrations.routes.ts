import {
  REGISTRATION_CHANGE_EVENTS,
  REGISTRATIONS_API,
  registrationEventLabel,
  registrationEventNeedsReason,
} from '@passerelle/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser } from '../../plugins/auth.js';
import {
  fireRegistrationEvent,
  registrationDetail,
  registrationRecord,
  requestRegistration,
} from './registrations.service.js';
import { registrationsBackRoutes } from './registrations-back.routes.js';
import { contractRoute } from '../../lib/contract-route.js';

/**
 * The registration workflow (shared REGISTRATION_TRANSITIONS): the request, one
 * `POST /api/registrations/{id}/{path}` per event, and a registration's detail with its history.
 * A registration out of the caller's reach answers 404.
 */
export const registrationsRoutes: FastifyPluginAsyncZod = async (app) => {
  // The back office: list, export, bulk validation, force and revert, attendance.
  await app.register(registrationsBackRoutes);

  app.route({
    ...contractRoute(REGISTRATIONS_API.register, {
      tags: ['registrations'],
      summary: "Demander l'inscription à une session",
      description:
        "Bénéficiaire. Réponse 201 : l'inscription (statut, liste d'attente) et des avis en " +
        "français (valideur RH absent, liste d'attente). Refus : session fermée ou complète, " +
        'déjà inscrit, quota annuel atteint, action réservée aux adhérents.',
    }),
    // A request changes no one's session (decision 070) nor any survey's results: the caches of
    // this replica stay, and no other replica is told (decision 072).
    config: { ...REGISTRATIONS_API.register.access, keepsSessions: true, keepsSurveyResults: true },
    handler: async (request, reply) => {
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
  });

  for (const event of REGISTRATION_CHANGE_EVENTS) {
    app.route({
      ...contractRoute(REGISTRATIONS_API.events[event], {
        tags: ['registrations'],
        summary: registrationEventLabel(event),
        description: registrationEventNeedsReason(event) ? 'Le motif est obligatoire.' : undefined,
      }),
      handler: async (request) =>
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
    });
  }

  app.route({
    ...contractRoute(REGISTRATIONS_API.record, {
      tags: ['registrations'],
      summary: 'Une inscription',
      description:
        "L'inscription telle qu'elle est enregistrée, sans son historique ni les chiffres de sa " +
        "session (voir /registrations/{id}/detail). Chaque profil n'atteint que les siennes : " +
        'le bénéficiaire les siennes, le valideur RH celles de ses structures, le prestataire ' +
        'celles de ses sessions ; les autres répondent 404.',
    }),
    handler: async (request) => registrationRecord(app.db, request.params.id, currentUser(request)),
  });

  app.route({
    ...contractRoute(REGISTRATIONS_API.detail, {
      tags: ['registrations'],
      summary: "Détail d'une inscription et son historique",
      description:
        "Avec les actions permises à l'appelant et, pour les valideurs RH et le personnel, " +
        "l'avis « plus de 2 demandes de la même structure ».",
    }),
    handler: async (request) => registrationDetail(app.db, request.params.id, currentUser(request)),
  });
};
