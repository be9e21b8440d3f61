import { ATTENDANCE_API } from '@passerelle/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contractRoute } from '../../lib/contract-route.js';
import { errorResponses, fileResponse, idParams, noQuery } from '../../lib/route-schemas.js';
import { currentUser } from '../../plugins/auth.js';
import {
  applyAttendanceProposal,
  closeSigningWindow,
  collectSignature,
  getSessionAttendance,
  getSignatureImage,
  getSigningWindowState,
  openSigningWindow,
} from './attendance.service.js';
import { openSigningPage, sign } from './signing.service.js';

const REACH =
  'Prestataire : les sessions de ses actions ; administrateurs et gestionnaires : toutes (404 ' +
  'hors de portée).';
const WINDOW =
  'Une fenêtre d’émargement est celle d’une demi-journée des dates d’intervention ; elle ' +
  's’ouvre le jour même, pour une session programmée, et se ferme par le prestataire ou à la ' +
  'fin de la journée (heure de Paris).';

/**
 * The digital attendance (émargement numérique, decision 038): a session's half-days, windows,
 * signatures and proposal for its provider and staff; the trainee's signing page and signature.
 */
export const attendanceRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...contractRoute(ATTENDANCE_API.ofSession, {
      tags: ['attendance'],
      summary: 'Émargement numérique de la session',
      description:
        'Les demi-journées (dates d’intervention coupées à midi) avec leur fenêtre ' +
        'd’émargement, les stagiaires inscrits avec leurs signatures, et la présence proposée ' +
        `d’après ces signatures. ${REACH}`,
    }),
    handler: async (request) =>
      getSessionAttendance(app.db, currentUser(request), request.params.id),
  });

  app.route({
    ...contractRoute(ATTENDANCE_API.openWindow, {
      tags: ['attendance'],
      summary: 'Ouvrir l’émargement d’une demi-journée',
      description:
        `${WINDOW} Rouvrir une fenêtre fermée rend caducs ses anciens QR codes ; ouvrir une ` +
        `fenêtre ferme les autres fenêtres ouvertes de la session. ${REACH}`,
    }),
    handler: async (request) =>
      openSigningWindow(app.db, {
        user: currentUser(request),
        sessionId: request.params.id,
        halfDay: request.body.halfDay,
        publicUrl: app.config.PUBLIC_URL,
      }),
  });

  app.route({
    ...contractRoute(ATTENDANCE_API.window, {
      tags: ['attendance'],
      summary: 'État d’une fenêtre d’émargement',
      description:
        'L’adresse du QR code en cours (son jeton change toutes les 30 secondes et vaut au ' +
        `plus 60 secondes) et qui a signé la demi-journée. ${REACH}`,
    }),
    handler: async (request) =>
      getSigningWindowState(app.db, currentUser(request), request.params.id, app.config.PUBLIC_URL),
  });

  app.route({
    ...contractRoute(ATTENDANCE_API.closeWindow, {
      tags: ['attendance'],
      summary: 'Fermer l’émargement',
      description: `Plus aucune signature n’est reçue ; la fenêtre peut être rouverte le jour même. ${REACH}`,
    }),
    handler: async (request) =>
      closeSigningWindow(app.db, {
        user: currentUser(request),
        windowId: request.params.id,
        publicUrl: app.config.PUBLIC_URL,
      }),
  });

  app.route({
    ...contractRoute(ATTENDANCE_API.collectSignature, {
      tags: ['attendance'],
      summary: 'Faire signer un stagiaire sur l’appareil du prestataire',
      description:
        'Le stagiaire (inscrit à la session) signe sur l’appareil du prestataire : signature ' +
        'dessinée (PNG, 200 Ko au plus, vérifiée) ou, à défaut, son nom tapé avec la case ' +
        'cochée. Enregistrée comme recueillie par l’utilisateur connecté ; une fois par ' +
        `demi-journée. ${REACH}`,
    }),
    handler: async (request, reply) => {
      const recorded = await collectSignature(app.db, {
        user: currentUser(request),
        windowId: request.params.id,
        body: request.body,
      });
      return reply.code(201).send(recorded);
    },
  });

  // The answer is the PNG itself (errors are the usual JSON).
  app.get(
    '/attendance_signatures/:id/image',
    {
      schema: {
        tags: ['attendance'],
        summary: 'Image d’une signature',
        description: `L’image PNG d’une signature dessinée (image/png). ${REACH}`,
        params: idParams,
        querystring: noQuery,
        response: { 200: fileResponse, ...errorResponses(400, 401, 403, 404) },
      },
      config: { permission: 'attendance.collect' },
    },
    async (request, reply) => {
      const image = await getSignatureImage(app.db, currentUser(request), request.params.id);
      return reply
        .type('image/png')
        .header('content-length', image.length)
        .header('x-content-type-options', 'nosniff')
        .send(image);
    },
  );

  app.route({
    ...contractRoute(ATTENDANCE_API.applyProposal, {
      tags: ['attendance'],
      summary: 'Appliquer la présence proposée d’après les signatures',
      description:
        'Pour les inscriptions choisies, enregistre la présence proposée (toutes les ' +
        'demi-journées signées : PRESENT ; une partie : PARTIAL_ABSENCE avec leurs heures ; ' +
        'aucune : ABSENCE), recalculée ici, avec les contrôles de la saisie de présence ' +
        `(après la fin de la session), en une seule transaction. ${REACH}`,
    }),
    handler: async (request) =>
      applyAttendanceProposal(
        app.db,
        {
          user: currentUser(request),
          sessionId: request.params.id,
          registrationIds: request.body.registrationIds,
        },
        { publicUrl: app.config.PUBLIC_URL },
      ),
  });

  // The trainee's side.

  app.route({
    ...contractRoute(ATTENDANCE_API.signingPage, {
      tags: ['attendance'],
      summary: 'Page d’émargement du stagiaire',
      description:
        'Le jeton du QR code (valable 30 à 60 secondes) d’une fenêtre ouverte : la session, la ' +
        'demi-journée et, si le stagiaire connecté est inscrit à la session et n’a pas encore ' +
        'signé, un ticket pour envoyer sa signature dans les 5 minutes.',
    }),
    handler: async (request) => openSigningPage(app.db, currentUser(request), request.params.token),
  });

  app.route({
    ...contractRoute(ATTENDANCE_API.sign, {
      tags: ['attendance'],
      summary: 'Signer sa présence',
      description:
        'La signature du stagiaire connecté pour la demi-journée de son ticket : dessinée ' +
        '(PNG, 200 Ko au plus, vérifiée) ou son nom tapé avec la case cochée. Le stagiaire ' +
        'est toujours celui de la session connectée ; une fois par demi-journée, tant que ' +
        'l’émargement est ouvert.',
    }),
    handler: async (request, reply) => {
      const recorded = await sign(app.db, currentUser(request), request.body);
      return reply.code(201).send(recorded);
    },
  });
};
