import { idParam, sessionDocumentSchema, sessionDocumentsAttachSchema } from '@passerelle/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser } from '../../plugins/auth.js';
import {
  attachSessionDocuments,
  detachSessionDocument,
  getSessionDocuments,
} from './session-documents.service.js';
import { errorResponses, idParams, noQuery } from '../../lib/route-schemas.js';

const errors = errorResponses(400, 401, 403, 404, 409);
const SCOPE_NOTE =
  'Un prestataire : les sessions des actions de ses structures seulement (les autres répondent 404).';

/** Invoice, attendance sheet and documents of a session (spec §3 "Session"). */
export const sessionDocumentsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/sessions/:id/documents',
    {
      schema: {
        tags: ['sessions', 'files'],
        summary: "Fichiers d'une session",
        description: `Facture, feuille d'émargement et documents, par nature. ${SCOPE_NOTE}`,
        params: idParams,
        querystring: noQuery,
        response: { 200: z.array(sessionDocumentSchema), ...errors },
      },
      config: { permission: 'programming.read' },
    },
    async (request) => getSessionDocuments(app.db, currentUser(request), request.params.id),
  );

  app.post(
    '/sessions/:id/documents',
    {
      schema: {
        tags: ['sessions', 'files'],
        summary: 'Rattacher des fichiers à une session',
        description:
          'Fichiers envoyés au préalable par `POST /api/session_files/multiple` par le même ' +
          "utilisateur. Facture : PDF ; feuille d'émargement : PDF, JPEG ou PNG ; documents : " +
          `tout format accepté. Refusé (409) pour une session clôturée. ${SCOPE_NOTE}`,
        params: idParams,
        querystring: noQuery,
        body: sessionDocumentsAttachSchema,
        response: { 201: z.array(sessionDocumentSchema), ...errors },
      },
      config: { permission: 'sessions.attachDocuments' },
    },
    async (request, reply) => {
      const documents = await attachSessionDocuments(
        app.db,
        currentUser(request),
        request.params.id,
        request.body,
      );
      return reply.code(201).send(documents);
    },
  );

  app.delete(
    '/sessions/:id/documents/:documentId',
    {
      schema: {
        tags: ['sessions', 'files'],
        summary: "Retirer un fichier d'une session",
        description: `Refusé (409) pour une session clôturée. ${SCOPE_NOTE}`,
        params: idParams.extend({ documentId: idParam }),
        querystring: noQuery,
        response: { 204: z.null().describe('Retiré'), ...errors },
      },
      config: { permission: 'sessions.attachDocuments' },
    },
    async (request, reply) => {
      await detachSessionDocument(
        app.db,
        currentUser(request),
        request.params.id,
        request.params.documentId,
      );
      return reply.code(204).send(null);
    },
  );
};
