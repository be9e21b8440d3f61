import { robotsTxt } from '@passerelle/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { noQuery } from '../../lib/route-schemas.js';
import { sitemapXml } from './sitemap.service.js';

/** The sitemap and robots.txt at the site's root, for search engines (decision 076). */
export const sitemapRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/sitemap.xml',
    {
      schema: {
        tags: ['public'],
        summary: 'Plan du site (protocole sitemaps.org)',
        description:
          'Les pages publiques et la fiche de chaque session publiée à venir du catalogue ' +
          'public, avec sa date de dernière modification.',
        querystring: noQuery,
        response: { 200: z.string().describe('Plan du site, application/xml') },
      },
      config: { public: true },
    },
    async (_request, reply) =>
      reply
        .type('application/xml; charset=utf-8')
        .header('cache-control', 'public, max-age=3600')
        .send(await sitemapXml(app.db, app.config.PUBLIC_URL)),
  );

  app.get(
    '/robots.txt',
    {
      schema: {
        tags: ['public'],
        summary: 'Consignes aux robots d’indexation',
        description: 'Les espaces fermés aux robots, et l’adresse du plan du site.',
        querystring: noQuery,
        response: { 200: z.string().describe('robots.txt, text/plain') },
      },
      config: { public: true },
    },
    async (_request, reply) =>
      reply
        .type('text/plain; charset=utf-8')
        .header('cache-control', 'public, max-age=86400')
        .send(robotsTxt(app.config.PUBLIC_URL)),
  );
};
