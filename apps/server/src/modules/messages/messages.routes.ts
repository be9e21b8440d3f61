import { MESSAGES_API } from '@passerelle/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  allMessages,
  changeMessage,
  createMessage,
  currentMessage,
  removeMessage,
  visibleMessages,
} from './messages.service.js';
import { contractRoute } from '../../lib/contract-route.js';
import { noStore } from '../../lib/no-store.js';

const TAGS = ['messages'];
const HTML_NOTE =
  "Le HTML est nettoyé avant d'être enregistré (même règle que les pages de contenu). " +
  'Dates ISO 8601 avec fuseau ; null : sans limite.';

/** The public message of the home page (spec §7 `messages`, `messages/current`). */
export const messagesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...contractRoute(MESSAGES_API.current, {
      tags: TAGS,
      summary: 'Message public en cours',
      description:
        'Le message publié dont la période de diffusion contient maintenant (le plus récent), ' +
        'ou null.',
    }),
    // Shared caches must not keep a message past the end of its window.
    preHandler: noStore,
    handler: async () => currentMessage(app.db),
  });

  app.route({
    ...contractRoute(MESSAGES_API.visible, {
      tags: TAGS,
      summary: 'Messages publics visibles',
      description: 'Tous les messages visibles maintenant, du plus récent au plus ancien.',
    }),
    preHandler: noStore,
    handler: async () => visibleMessages(app.db),
  });

  app.route({
    ...contractRoute(MESSAGES_API.list, {
      tags: TAGS,
      summary: 'Messages publics',
      description: 'Tous les messages, du plus récent au plus ancien.',
    }),
    handler: async () => allMessages(app.db),
  });

  app.route({
    ...contractRoute(MESSAGES_API.create, {
      tags: TAGS,
      summary: 'Créer un message public',
      description: HTML_NOTE,
    }),
    handler: async (request, reply) => {
      reply.code(201);
      return createMessage(app.db, request.body);
    },
  });

  app.route({
    ...contractRoute(MESSAGES_API.update, {
      tags: TAGS,
      summary: 'Modifier un message public',
      description: HTML_NOTE,
    }),
    handler: async (request) => changeMessage(app.db, request.params.id, request.body),
  });

  app.route({
    ...contractRoute(MESSAGES_API.remove, { tags: TAGS, summary: 'Supprimer un message public' }),
    handler: async (request, reply) => {
      await removeMessage(app.db, request.params.id);
      return reply.code(204).send(null);
    },
  });
};
