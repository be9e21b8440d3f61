import { LHEO_API } from '@passerelle/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { contractRoute } from '../../lib/contract-route.js';
import { lheoFeedState, readLheoFeed } from './lheo.service.js';

/** Reads of the feed per address and minute. */
const FEED_READS_PER_MINUTE = 30;

/** The catalogue in the national LHÉO 2.3 format and its page for the administrator (decision 075). */
export const lheoRoutes: FastifyPluginAsyncZod = async (app) => {
  const feed = contractRoute(LHEO_API.feed, {
    tags: ['public'],
    summary: 'Offre de formation au format LHÉO 2.3',
    description:
      'Chaque session publiée à venir du catalogue public, dans la structure « offres / ' +
      'formation / action / session » du schéma LHÉO 2.3 (espace de noms ' +
      'http://lheo.gouv.fr/2.3) : une formation par action, une action LHÉO par session. Une ' +
      'action à laquelle manque un élément obligatoire du schéma n’y figure pas (voir ' +
      '`GET /api/lheo/state`). 204 quand aucune session n’est publiable : le schéma exige au ' +
      'moins une formation. Chaque lecture est comptée.',
  });
  app.route({
    ...feed,
    // A harvester reads it a few times a day; each read scans the catalogue and counts itself.
    config: {
      ...LHEO_API.feed.access,
      rateLimit: { max: FEED_READS_PER_MINUTE, timeWindow: 60_000 },
    },
    schema: {
      ...feed.schema,
      response: { ...feed.schema.response, 204: z.null().describe('Aucune session publiable') },
    },
    handler: async (_request, reply) => {
      const document = await readLheoFeed(app.db, { publicUrl: app.config.PUBLIC_URL });
      if (document === null) return reply.code(204).send(null);
      return reply
        .type('application/xml; charset=utf-8')
        .header('cache-control', 'no-cache')
        .send(document);
    },
  });

  app.route({
    ...contractRoute(LHEO_API.state, {
      tags: ['catalogue'],
      summary: 'État du flux LHÉO',
      description:
        'L’adresse du flux, sa dernière lecture et le nombre de lectures, le nombre d’actions ' +
        'et de sessions qu’il contient, et les actions qui en sont absentes avec les ' +
        'informations qui leur manquent. Administrateurs.',
    }),
    handler: async () => lheoFeedState(app.db, { publicUrl: app.config.PUBLIC_URL }),
  });
};
