import { SESSIONS_API } from '@passerelle/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser } from '../../plugins/auth.js';
import {
  attachSessionDocuments,
  detachSessionDocument,
  getSessionDocuments,
} from './session-documents.service.js';
import { contractRoute } from '../../lib/contract-route.js';

const SCOPE_NOTE =
  'Un prestataire : les sessions des actions de ses structures seulement (les autres répondent 404).';

/** Invoice, attendance sheet and documents of a session (spec §3 "Session"). */
export const sessionDocumentsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...contractRoute(SESSIONS_API.documents, {
      tags: ['sessions', 'files'],
      summary: "Fichiers d'une session",
      description: `Facture, feuille d'émargement et documents, par nature. ${SCOPE_NOTE}`,
    }),
    handler: async (request) =>
      getSessionDocuments(app.db, currentUser(request), request.params.id),
  });

  app.route({
    ...contractRoute(SESSIONS_API.attachDocuments, {
      tags: ['sessions', 'files'],
      summary: 'Rattacher des fichiers à une session',
      description:
        'Fichiers envoyés au préalable par `POST /api/session_files/multiple` par le même ' +
        "utilisateur. Facture : PDF ; feuille d'émargement : PDF, JPEG ou PNG ; documents : " +
        `tout format accepté. Refusé (409) pour une session clôturée. ${SCOPE_NOTE}`,
    }),
    handler: async (request, reply) => {
      const documents = await attachSessionDocuments(
        app.db,
        currentUser(request),
        request.params.id,
        request.body,
      );
      return reply.code(201).send(documents);
    },
  });

  app.route({
    ...contractRoute(SESSIONS_API.detachDocument, {
      tags: ['sessions', 'files'],
      summary: "Retirer un fichier d'une session",
      description: `Refusé (409) pour une session clôturée. ${SCOPE_NOTE}`,
    }),
    handler: async (request, reply) => {
      await detachSessionDocument(
        app.db,
        currentUser(request),
        request.params.id,
        request.params.documentId,
      );
      return reply.code(204).send(null);
    },
  });
};
