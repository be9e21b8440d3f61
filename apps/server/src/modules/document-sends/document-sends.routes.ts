import { DOCUMENT_SENDS_API } from '@passerelle/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contractRoute } from '../../lib/contract-route.js';
import { currentUser } from '../../plugins/auth.js';
import {
  createDocumentSend,
  getDocumentSend,
  getSessionDocumentSends,
} from './document-sends.service.js';

const WHO =
  'Administrateurs et gestionnaires pour toute session, le prestataire pour les sessions de ses ' +
  'actions (404 sinon).';

/** Sending a session's convocations and conventions by mail, with their PDF (decision 039). */
export const documentSendsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...contractRoute(DOCUMENT_SENDS_API.ofSession, {
      tags: ['documents'],
      summary: 'Envois des convocations et conventions d’une session',
      description:
        'Les envois de la session (du plus récent au plus ancien), qui a déjà reçu sa ' +
        'convocation ou sa convention, et pourquoi un envoi est refusé maintenant. ' +
        WHO,
    }),
    handler: async (request) =>
      getSessionDocumentSends(app.db, currentUser(request), request.params.id),
  });

  app.route({
    ...contractRoute(DOCUMENT_SENDS_API.start, {
      tags: ['documents'],
      summary: 'Envoyer les convocations et les conventions d’une session',
      description:
        'Enregistre un envoi : un courriel `SESSION_CONVOCATION` par stagiaire inscrit avec sa ' +
        'convocation en PDF, un courriel `SESSION_CONVENTION` par structure employeur avec sa ' +
        'convention. Répond 202 avec l’envoi en cours ; les documents sont produits et les ' +
        'courriels écrits dans la boîte d’envoi ensuite (progression : ' +
        '`GET /api/document_sends/{id}`). 409 pour une session non programmée, terminée, sans ' +
        'stagiaire inscrit, ou dont un envoi est en cours. ' +
        WHO,
    }),
    handler: async (request, reply) => {
      const send = await createDocumentSend(
        app.db,
        currentUser(request),
        request.params.id,
        request.body,
      );
      // Every replica was notified on commit; this one starts at once.
      app.jobs.wake(app.documentSends.name);
      return reply.code(202).send(send);
    },
  });

  app.route({
    ...contractRoute(DOCUMENT_SENDS_API.detail, {
      tags: ['documents'],
      summary: 'Progression d’un envoi de convocations et conventions',
      description: 'L’envoi, sa progression et ses destinataires. ' + WHO,
    }),
    handler: async (request) => getDocumentSend(app.db, currentUser(request), request.params.id),
  });
};
