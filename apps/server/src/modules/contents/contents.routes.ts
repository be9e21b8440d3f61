import { CONTENT_CODES, contentSchema, contentUpdateSchema } from '@passerelle/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser } from '../../plugins/auth.js';
import { getContent, saveContent } from './contents.service.js';
import { errorResponses, noQuery } from '../../lib/route-schemas.js';

// The code is checked by the service, so an unknown one is a 404 naming the allowed codes.
const params = z.object({ code: z.string() });
const codes = CONTENT_CODES.map((code) => `\`${code}\``).join(', ');

export const contentsRoutes: FastifyPluginAsyncZod = async (app) => {
  // Spec §7 lists `contents/{code}` among the public paths both bare and under `public/`.
  for (const url of ['/contents/:code', '/public/contents/:code']) {
    app.get(
      url,
      {
        schema: {
          tags: ['contents'],
          summary: 'Page de contenu',
          description: `Titre et texte (HTML nettoyé) d'une page publique. Codes : ${codes}.`,
          params,
          querystring: noQuery,
          response: { 200: contentSchema, ...errorResponses(404) },
        },
        config: { public: true },
      },
      async (request) => getContent(app.db, request.params.code),
    );
  }

  app.put(
    '/contents/:code',
    {
      schema: {
        tags: ['contents'],
        summary: 'Modifier une page de contenu',
        description:
          "Le HTML est nettoyé avant d'être enregistré : seuls p, h2 à h4, strong, em, u, s, " +
          'listes, blockquote, br, hr et les liens http, https, mailto ou internes sont gardés.',
        params,
        querystring: noQuery,
        body: contentUpdateSchema,
        response: {
          200: contentSchema,
          ...errorResponses(400, 401, 403, 404),
        },
      },
      config: { permission: 'content.manage' },
    },
    async (request) =>
      saveContent(app.db, request.params.code, request.body, currentUser(request).id),
  );
};
