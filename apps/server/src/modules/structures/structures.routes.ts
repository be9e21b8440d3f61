import { apiErrorSchema, structurePreviewsSchema } from '@passerelle/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser } from '../../plugins/auth.js';
import { listStructurePreviews } from './structures.repository.js';

export const structuresRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/structures/previews',
    {
      schema: {
        tags: ['structures'],
        summary: 'Aperçu des structures',
        description:
          'Valideur RH : les structures dont il est valideur. Administrateur et gestionnaire : ' +
          'toutes les structures actives. Triées par nom ; `members` : leurs bénéficiaires.',
        response: { 200: structurePreviewsSchema, 401: apiErrorSchema, 403: apiErrorSchema },
      },
      config: { permission: 'structures.previews' },
    },
    async (request) => {
      const user = currentUser(request);
      const hrUserId = user.userProfileCode === 'profile_hr' ? user.id : undefined;
      return listStructurePreviews(app.db, { hrUserId });
    },
  );
};
