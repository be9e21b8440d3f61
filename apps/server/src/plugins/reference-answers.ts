import type { FastifyInstance, RouteHandlerMethod } from 'fastify';
import fp from 'fastify-plugin';
import { AnswerCache } from '../lib/answer-cache.js';
import { sendJsonText } from '../lib/send-json-text.js';
import {
  CATALOGUE_CACHE,
  invalidatedEverywhere,
  PUBLIC_ANSWER_TTL_MS,
} from '../lib/cache-invalidation.js';

/*
 * Reference lists that every back-office user reads the same (decision 101): the axes, the
 * action types, the providers, the managers, the current year. A back-office page's first load
 * asks five of them (`/back/programming`), each a query or two for a few rows. A GET route that
 * declares `sharedAnswer` has its answer, as its response schema serialised it, kept by URL for
 * PUBLIC_ANSWER_TTL_MS and dropped with the catalogue on every replica, that is on every
 * back-office write (decision 045), the only writes that change these lists. The route's access
 * rule is still checked on every request (the auth plugin's onRequest hook runs first). Only for
 * handlers whose answer depends on nothing but the URL: not on who asks.
 */

/** About 4 MB of text at most: the lists are small. */
const LIMITS = { maxEntries: 200, maxChars: 2_000_000 } as const;

export default fp(
  async function referenceAnswersPlugin(app: FastifyInstance) {
    const cache = new AnswerCache({ ttlMs: PUBLIC_ANSWER_TTL_MS, ...LIMITS });
    invalidatedEverywhere(app, CATALOGUE_CACHE, () => cache.clear());
    app.addHook('onRoute', (route) => {
      if (route.config?.sharedAnswer !== true) return;
      const handler = route.handler as RouteHandlerMethod;
      route.handler = async function sharedAnswer(request, reply) {
        const text = await cache.get(request.url, async () =>
          String(reply.serialize(await handler.call(this, request, reply))),
        );
        return sendJsonText(reply, text);
      };
    });
  },
  { name: 'reference-answers', dependencies: ['catalogue-cache'] },
);
