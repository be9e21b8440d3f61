import { CALENDAR_API } from '@passerelle/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { attachmentDisposition } from '../../lib/content-disposition.js';
import { contractRoute } from '../../lib/contract-route.js';
import { errorResponses, idParams, noQuery } from '../../lib/route-schemas.js';
import { currentUser } from '../../plugins/auth.js';
import {
  calendarFeedIcs,
  calendarFeedState,
  renewCalendarFeed,
  revokeCalendarFeed,
  sessionIcs,
} from './calendar.service.js';

const ICS_TYPE = 'text/calendar; charset=utf-8';
const icsBody = z.string().describe('Agenda iCalendar (RFC 5545), text/calendar');

/**
 * Calendars (decision 041): the caller's private feed (state, new link, revocation), the feed
 * itself behind its secret link, and one session's .ics file ("Ajouter à mon agenda").
 */
export const calendarRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...contractRoute(CALENDAR_API.feed, {
      tags: ['calendar'],
      summary: "État du lien d'abonnement à l'agenda de l'utilisateur",
      description:
        'Le flux du profil actif : les sessions où le bénéficiaire est inscrit, ou celles des ' +
        'actions des organismes du prestataire. Le lien lui-même ne peut plus être affiché.',
    }),
    handler: async (request) => calendarFeedState(app.db, currentUser(request)),
  });

  app.route({
    ...contractRoute(CALENDAR_API.renewFeed, {
      tags: ['calendar'],
      summary: "Créer ou régénérer le lien d'abonnement à l'agenda",
      description:
        'Le nouveau lien secret, affiché une seule fois ; le précédent cesse de fonctionner.',
    }),
    handler: async (request) =>
      renewCalendarFeed(app.db, currentUser(request), app.config.PUBLIC_URL),
  });

  app.route({
    ...contractRoute(CALENDAR_API.revokeFeed, {
      tags: ['calendar'],
      summary: "Révoquer le lien d'abonnement à l'agenda",
      description: 'Le lien répond ensuite 404. 404 s’il n’y a pas de lien actif.',
    }),
    handler: async (request, reply) => {
      await revokeCalendarFeed(app.db, currentUser(request));
      return reply.code(204).send(null);
    },
  });

  app.get(
    '/calendar/:file',
    {
      schema: {
        tags: ['calendar'],
        summary: 'Flux iCalendar privé (lien secret)',
        description:
          'Public : le lien secret suffit. 404 pour un lien inconnu ou révoqué. Sessions terminées ' +
          'depuis moins d’un an et à venir ; une session annulée reste avec STATUS:CANCELLED.',
        params: z.object({
          file: z
            .string()
            .max(100)
            .regex(/^[\w-]{20,80}\.ics$/),
        }),
        querystring: noQuery,
        response: { 200: icsBody, ...errorResponses(400, 404) },
      },
      config: { public: true },
    },
    async (request, reply) => {
      const text = await calendarFeedIcs(app.db, request.params.file.slice(0, -'.ics'.length), {
        publicUrl: app.config.PUBLIC_URL,
      });
      return reply
        .type(ICS_TYPE)
        .header('cache-control', 'private, no-cache')
        .header('x-robots-tag', 'noindex')
        .send(text);
    },
  );

  app.get(
    '/public/sessions/:id/calendar.ics',
    {
      schema: {
        tags: ['public'],
        summary: 'Ajouter une session à son agenda (fichier .ics)',
        description:
          'Un événement par date d’intervention, à l’heure de Paris. 404 si la session n’est pas ' +
          'visible dans le catalogue de l’appelant.',
        params: idParams,
        querystring: noQuery,
        response: { 200: icsBody, ...errorResponses(400, 404) },
      },
      config: { public: true },
    },
    async (request, reply) => {
      const visibility = await app.catalogueAudienceOf(await app.authenticate(request));
      const file = await sessionIcs(app.db, visibility, request.params.id, {
        publicUrl: app.config.PUBLIC_URL,
      });
      return reply
        .type(ICS_TYPE)
        .header('cache-control', 'private, no-cache')
        .header('content-disposition', attachmentDisposition(file.fileName))
        .send(file.text);
    },
  );
};
