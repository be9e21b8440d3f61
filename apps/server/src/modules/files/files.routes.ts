import fastifyMultipart from '@fastify/multipart';
import {
  fileUrl,
  storedFileSchema,
  UPLOAD_TYPES,
  type Permission,
  type UploadType,
} from '@passerelle/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { StoredFile } from '../../db/schema/index.js';
import { AppError } from '../../lib/app-error.js';
import { readUploadedFiles } from '../../lib/multipart.js';
import { findReadableFile, saveUploads, type IncomingFile } from './files.service.js';
import { errorResponses, fileResponse, noQuery } from '../../lib/route-schemas.js';

/** At most this many files in one upload request. */
export const MAX_FILES_PER_UPLOAD = 20;

/** The upload endpoints of spec §7 and who may use them; files are attached by the owner's form. */
const UPLOAD_ROUTES: readonly { path: string; permission: Permission; summary: string }[] = [
  { path: '/action_files/multiple', permission: 'programming.read', summary: "Fichiers d'action" },
  {
    path: '/session_files/multiple',
    permission: 'programming.read',
    summary: 'Fichiers de session',
  },
  { path: '/room_files/multiple', permission: 'reference.manage', summary: 'Fichiers de salle' },
  // Not named by spec §7: the home page's documents need an upload of their own.
  {
    path: '/public_document_files/multiple',
    permission: 'content.manage',
    summary: "Documents de l'accueil",
  },
  {
    path: '/structure_files/multiple',
    permission: 'provider.information',
    summary: 'Fichiers de structure',
  },
];

const uploadQuerySchema = z.object({
  /** Restricts the accepted types, e.g. `accept=pdf` or `accept=jpeg,png,webp,gif`. */
  accept: z
    .string()
    .optional()
    .transform((value, ctx) => {
      if (!value) return [...UPLOAD_TYPES];
      const types = value.split(',').map((part) => part.trim());
      const unknown = types.filter((type) => !(UPLOAD_TYPES as readonly string[]).includes(type));
      if (unknown.length > 0) {
        ctx.addIssue({ code: 'custom', message: `Type inconnu : ${unknown.join(', ')}` });
        return z.NEVER;
      }
      return types as UploadType[];
    }),
});

const describe = (file: StoredFile) => ({
  id: file.id,
  name: file.originalName,
  mimeType: file.mimeType,
  size: file.size,
  url: fileUrl({ id: file.id, name: file.originalName }),
});

/** Uploads (content-checked, size-limited) and downloads of stored files. */
export const filesRoutes: FastifyPluginAsyncZod = async (app) => {
  const store = app.fileStore;
  const maxBytes = app.config.UPLOAD_MAX_BYTES;
  await app.register(fastifyMultipart, {
    limits: { fileSize: maxBytes, files: MAX_FILES_PER_UPLOAD, fields: 10, parts: 30 },
  });

  for (const route of UPLOAD_ROUTES) {
    app.post(
      route.path,
      {
        schema: {
          tags: ['files'],
          summary: route.summary,
          description:
            `Envoi \`multipart/form-data\` d'un ou plusieurs fichiers (champ \`files\`, au plus ` +
            `${MAX_FILES_PER_UPLOAD}, ${Math.round(maxBytes / 1024 / 1024)} Mo chacun). Le type ` +
            'est vérifié sur le contenu : images (JPEG, PNG, WebP, GIF), PDF, texte brut.',
          querystring: uploadQuerySchema,
          consumes: ['multipart/form-data'],
          response: {
            201: z.array(storedFileSchema),
            ...errorResponses(400, 401, 403, 413, 415),
          },
        },
        config: { permission: route.permission },
      },
      async (request, reply) => {
        const incoming: IncomingFile[] = await readUploadedFiles(request, 'files');
        if (incoming.length === 0) {
          throw new AppError('VALIDATION_FAILED', {
            fieldErrors: { files: ['Doit contenir au moins un élément'] },
          });
        }
        const saved = await saveUploads(
          app.db,
          store,
          incoming,
          request.query.accept,
          request.user!.id,
        );
        return reply.code(201).send(saved.map(describe));
      },
    );
  }

  const downloadParams = z.object({
    id: z.coerce.number().int().positive(),
    name: z.string().optional(),
  });
  for (const url of ['/files/:id', '/files/:id/:name']) {
    app.get(
      url,
      {
        schema: {
          tags: ['files'],
          summary: 'Télécharger un fichier',
          description:
            'Public pour les fichiers publiés (image ou document public d’une action, document ' +
            'de l’accueil, salle, logo) ; sinon réservé à qui peut le voir (404 sinon).',
          params: downloadParams,
          querystring: noQuery,
          response: { 200: fileResponse, ...errorResponses(400, 404) },
          hide: url.endsWith(':name'),
        },
        config: { public: true },
      },
      async (request, reply) => {
        const user = await app.authenticate(request);
        const { file, isPublic } = await findReadableFile(app.db, request.params.id, user);
        // Bytes lost from the store (a restored backup without files): a 404, not a broken stream.
        const bytes = await store.open(file.storageKey);
        if (!bytes) throw new AppError('NOT_FOUND');
        const disposition = file.mimeType === 'text/plain' ? 'attachment' : 'inline';
        reply
          .type(file.mimeType === 'text/plain' ? 'text/plain; charset=utf-8' : file.mimeType)
          .header('content-length', file.size)
          .header(
            'content-disposition',
            `${disposition}; filename*=UTF-8''${encodeURIComponent(file.originalName)}`,
          )
          .header('x-content-type-options', 'nosniff')
          .header('cache-control', isPublic ? 'public, max-age=3600' : 'private, no-cache');
        return reply.send(bytes);
      },
    );
  }
};
