import {
  MAIL_EVENTS,
  MAIL_API,
  MAIL_EVENT_LABELS,
  authorizedTagsQuerySchema,
  authorizedTagsSchema,
  tagInfosOf,
} from '@passerelle/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { getMailAttachment, getOutboxMail, getOutboxPage } from './outbox.service.js';
import { AppError } from '../../lib/app-error.js';
import { contractRoute } from '../../lib/contract-route.js';
import { attachmentDisposition } from '../../lib/content-disposition.js';
import { errorResponses, fileResponse, idParams, noQuery } from '../../lib/route-schemas.js';

const errors = errorResponses(400, 401, 403);

/** The outbox (so admins can read mails when no SMTP server is configured) and the tag lists. */
export const mailsRoutes: FastifyPluginAsyncZod = async (app) => {
  const store = app.fileStore;
  app.route({
    ...contractRoute(MAIL_API.outbox, {
      tags: ['mails'],
      summary: "Boîte d'envoi des courriels",
      description:
        'Les courriels écrits par le portail, du plus récent au plus ancien, filtrables par ' +
        'statut (PENDING, SENT, FAILED), paginés.',
    }),
    handler: async (request) => getOutboxPage(app.db, request.query, app.mailSender !== null),
  });

  app.get(
    '/mails/authorized_tags',
    {
      schema: {
        tags: ['mails'],
        summary: 'Balises autorisées des modèles de courriel',
        description:
          'Pour chaque événement (ou celui de `code`), les balises `{{ nom }}` que son modèle ' +
          'peut contenir, avec leur description.',
        querystring: authorizedTagsQuerySchema,
        response: { 200: authorizedTagsSchema, ...errors },
      },
      config: { permission: 'templates.manage' },
    },
    async (request) => {
      const codes = request.query.code ? [request.query.code] : MAIL_EVENTS;
      return codes.map((code) => ({
        code,
        label: MAIL_EVENT_LABELS[code],
        tags: tagInfosOf(code),
      }));
    },
  );

  app.route({
    ...contractRoute(MAIL_API.mail, {
      tags: ['mails'],
      summary: "Un courriel de la boîte d'envoi",
      description: 'Le courriel complet, avec ses versions HTML et texte.',
    }),
    handler: async (request) => getOutboxMail(app.db, request.params.id),
  });

  app.get(
    '/mails/:id/attachments/:attachmentId',
    {
      schema: {
        tags: ['mails'],
        summary: "Pièce jointe d'un courriel de la boîte d'envoi",
        description:
          'Le fichier joint tel qu’il a été envoyé (par exemple la convocation en PDF), en ' +
          'téléchargement ; mêmes droits que la boîte d’envoi (404 sinon).',
        params: z.object({
          id: idParams.shape.id,
          attachmentId: idParams.shape.id,
        }),
        querystring: noQuery,
        response: { 200: fileResponse, ...errorResponses(404), ...errors },
      },
      config: { permission: 'mails.read' },
    },
    async (request, reply) => {
      const attachment = await getMailAttachment(
        app.db,
        request.params.id,
        request.params.attachmentId,
      );
      // Bytes lost from the store (a restored backup without files): a 404, not a broken stream.
      const bytes = await store.open(attachment.storageKey);
      if (!bytes) throw new AppError('NOT_FOUND');
      return reply
        .header('content-disposition', attachmentDisposition(attachment.fileName))
        .header('cache-control', 'no-store, private')
        .type(attachment.contentType)
        .header('content-length', attachment.size)
        .send(bytes);
    },
  );
};
