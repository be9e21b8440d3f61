import fastifyMultipart from '@fastify/multipart';
import {
  DOCUMENT_TEMPLATE_MAX_BYTES,
  MAIL_API,
  documentTemplateSchema,
  t,
} from '@passerelle/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../lib/app-error.js';
import { contractRoute } from '../../lib/contract-route.js';
import { readUploadedFiles } from '../../lib/multipart.js';
import {
  editMailTemplate,
  getMailTemplate,
  importDocumentTemplate,
  listTemplates,
  sendTemplateTrial,
} from './templates.service.js';
import { errorResponses, idParams, noQuery } from '../../lib/route-schemas.js';

const errors = errorResponses(401, 403, 404);

/** Mail templates (subject and body with tags) and document templates (DOCX import). */
export const templatesRoutes: FastifyPluginAsyncZod = async (app) => {
  const store = app.fileStore;
  await app.register(fastifyMultipart, {
    limits: { fileSize: DOCUMENT_TEMPLATE_MAX_BYTES, files: 1, fields: 5, parts: 6 },
  });

  app.route({
    ...contractRoute(MAIL_API.templates, {
      tags: ['templates'],
      summary: 'Modèles de courriel et de document',
    }),
    handler: async () => listTemplates(app.db),
  });

  app.route({
    ...contractRoute(MAIL_API.template, {
      tags: ['templates'],
      summary: 'Un modèle de courriel',
      description: 'Objet, corps et balises autorisées du modèle.',
    }),
    handler: async (request) => getMailTemplate(app.db, request.params.id),
  });

  app.route({
    ...contractRoute(MAIL_API.editTemplate, {
      tags: ['templates'],
      summary: 'Modifier un modèle de courriel',
      description:
        'Objet et corps, obligatoires. Une balise mal formée ou non autorisée est refusée ' +
        '(400, `fieldErrors` du champ la nommant, avec la liste des balises autorisées).',
    }),
    handler: async (request) => editMailTemplate(app.db, request.params.id, request.body),
  });

  app.route({
    ...contractRoute(MAIL_API.trialTemplate, {
      tags: ['templates'],
      summary: "Envoyer un essai d'un modèle de courriel",
      description:
        "Écrit dans la boîte d'envoi, pour `to`, le modèle enregistré où chaque balise montre " +
        'ce qu’elle représente. Envoyé par SMTP si un serveur est configuré.',
    }),
    handler: async (request, reply) => {
      const mailIds = await sendTemplateTrial(app.db, request.params.id, request.body.to);
      return reply.code(201).send({ mailIds });
    },
  });

  app.post(
    '/templates/:id/import',
    {
      schema: {
        tags: ['templates'],
        summary: 'Importer un modèle de document (DOCX)',
        description:
          'Envoi `multipart/form-data`, champ `file` : un document Word (.docx) de ' +
          `${DOCUMENT_TEMPLATE_MAX_BYTES / 1024 / 1024} Mo au plus, vérifié sur son contenu. ` +
          "Remplace le fichier précédent et date l'import.",
        params: idParams,
        consumes: ['multipart/form-data'],
        querystring: noQuery,
        response: {
          200: documentTemplateSchema,
          ...errorResponses(400, 413, 415),
          ...errors,
        },
      },
      config: { permission: 'templates.manage' },
    },
    async (request) => {
      const [file] = await readUploadedFiles(request, 'file');
      if (file === undefined) {
        throw new AppError('VALIDATION_FAILED', {
          fieldErrors: { file: [t('validation.required')] },
        });
      }
      return importDocumentTemplate(app.db, store, request.params.id, file);
    },
  );
};
