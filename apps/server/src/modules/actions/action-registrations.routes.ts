import {
  actionRegistrationPageSchema,
  actionRegistrationsQuerySchema,
  apiErrorSchema,
  idParam,
} from '@passerelle/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser } from '../../plugins/auth.js';
import { selectActionRegistrations } from './action-registrations.repository.js';
import { reachableAction } from './actions.service.js';

const params = z.object({ id: idParam });

/**
 * The registrations tab of an action (/back/programming/{id}/registrations): every registration
 * to its sessions, read-only. Scoped like the action: a provider sees only its own actions'.
 */
export const actionRegistrationsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/actions/:id/registrations',
    {
      schema: {
        tags: ['actions', 'registrations'],
        summary: "Inscriptions aux sessions d'une action",
        description:
          'Filtres : sessionId, status. Par date de début de session, puis par date de demande ' +
          "(l'ordre de la liste d'attente). Un prestataire ne voit que les actions de ses " +
          'structures (les autres répondent 404).',
        params,
        querystring: actionRegistrationsQuerySchema,
        response: {
          200: actionRegistrationPageSchema,
          400: apiErrorSchema,
          401: apiErrorSchema,
          403: apiErrorSchema,
          404: apiErrorSchema,
        },
      },
      config: { permission: 'programming.read' },
    },
    async (request) => {
      await reachableAction(app.db, currentUser(request), request.params.id);
      const { items, total } = await selectActionRegistrations(
        app.db,
        request.params.id,
        request.query,
      );
      return { items, total, page: request.query.page, pageSize: request.query.pageSize };
    },
  );
};
