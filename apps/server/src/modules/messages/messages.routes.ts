import {
  currentMessageSchema,
  publicMessageCreateSchema,
  publicMessageSchema,
  publicMessagesSchema,
  publicMessageUpdateSchema,
  visibleMessageSchema,
} from '@passerelle/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  allMessages,
  changeMessage,
  createMessage,
  currentMessage,
  removeMessage,
  visibleMessages,
} from './messages.service.js';
import { errorResponses, idParams, noQuery } from '../../lib/route-schemas.js';

const TAGS = ['messages'];
const adminErrors = errorResponses(400, 401, 403);
const HTML_NOTE =
  "Le HTML est nettoyé avant d'être enregistré (même règle que les pages de contenu). " +
  'Dates ISO 8601 avec fuseau ; null : sans limite.';

/** The public message of the home page (spec §7 `messages`, `messages/current`). */
export const messagesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/messages/current',
    {
      schema: {
        tags: TAGS,
        summary: 'Message public en cours',
        description:
          'Le message publié dont la période de diffusion contient maintenant (le plus récent), ' +
          'ou null.',
        querystring: noQuery,
        response: { 200: currentMessageSchema },
      },
      config: { public: true },
    },
    async (_request, reply) => {
      // Shared caches must not keep a message past the end of its window.
      reply.header('cache-control', 'no-store');
      return currentMessage(app.db);
    },
  );

  app.get(
    '/public/messages',
    {
      schema: {
        tags: TAGS,
        summary: 'Messages publics visibles',
        description: 'Tous les messages visibles maintenant, du plus récent au plus ancien.',
        querystring: noQuery,
        response: { 200: z.array(visibleMessageSchema) },
      },
      config: { public: true },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      return visibleMessages(app.db);
    },
  );

  app.get(
    '/messages',
    {
      schema: {
        tags: TAGS,
        summary: 'Messages publics',
        description: 'Tous les messages, du plus récent au plus ancien.',
        querystring: noQuery,
        response: { 200: publicMessagesSchema, ...errorResponses(401, 403) },
      },
      config: { permission: 'content.manage' },
    },
    async () => allMessages(app.db),
  );

  app.post(
    '/messages',
    {
      schema: {
        tags: TAGS,
        summary: 'Créer un message public',
        description: HTML_NOTE,
        querystring: noQuery,
        body: publicMessageCreateSchema,
        response: { 201: publicMessageSchema, ...adminErrors },
      },
      config: { permission: 'content.manage' },
    },
    async (request, reply) => {
      reply.code(201);
      return createMessage(app.db, request.body);
    },
  );

  app.patch(
    '/messages/:id',
    {
      schema: {
        tags: TAGS,
        summary: 'Modifier un message public',
        description: HTML_NOTE,
        params: idParams,
        querystring: noQuery,
        body: publicMessageUpdateSchema,
        response: { 200: publicMessageSchema, ...adminErrors, ...errorResponses(404) },
      },
      config: { permission: 'content.manage' },
    },
    async (request) => changeMessage(app.db, request.params.id, request.body),
  );

  app.delete(
    '/messages/:id',
    {
      schema: {
        tags: TAGS,
        summary: 'Supprimer un message public',
        params: idParams,
        querystring: noQuery,
        response: { 204: z.null(), ...adminErrors, ...errorResponses(404) },
      },
      config: { permission: 'content.manage' },
    },
    async (request, reply) => {
      await removeMessage(app.db, request.params.id);
      return reply.code(204).send(null);
    },
  );
};
