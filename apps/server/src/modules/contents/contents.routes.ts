import { CONTENT_API, CONTENT_CODES } from '@passerelle/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser } from '../../plugins/auth.js';
import { getContent, saveContent } from './contents.service.js';
import { contractRoute } from '../../lib/contract-route.js';

// The code is checked by the service, so an unknown one is a 404 naming the allowed codes.
const codes = CONTENT_CODES.map((code) => `\`${code}\``).join(', ');

export const contentsRoutes: FastifyPluginAsyncZod = async (app) => {
  // Spec §7 lists `contents/{code}` among the public paths both bare and under `public/`.
  for (const contract of [CONTENT_API.page, CONTENT_API.publicPage]) {
    app.route({
      ...contractRoute(contract, {
        tags: ['contents'],
        summary: 'Page de contenu',
        description: `Titre et texte (HTML nettoyé) d'une page publique. Codes : ${codes}.`,
      }),
      handler: async (request) => getContent(app.db, request.params.code),
    });
  }

  app.route({
    ...contractRoute(CONTENT_API.save, {
      tags: ['contents'],
      summary: 'Modifier une page de contenu',
      description:
        "Le HTML est nettoyé avant d'être enregistré : seuls p, h2 à h4, strong, em, u, s, " +
        'listes, blockquote, br, hr et les liens http, https, mailto ou internes sont gardés.',
    }),
    handler: async (request) =>
      saveContent(app.db, request.params.code, request.body, currentUser(request).id),
  });
};
