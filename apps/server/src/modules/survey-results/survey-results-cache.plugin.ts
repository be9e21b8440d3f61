import { actionScopeOf, type SessionUser } from '@passerelle/shared';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { AnswerCache } from '../../lib/answer-cache.js';

/*
 * The cache of the survey results' lists, summaries, roll-ups and single surveys' results
 * (decision 034): the same questions come back (a page's filters, the summary above each list,
 * a session's results opened by several people) and each answer adds up thousands of rows. Answers are kept `SURVEY_RESULTS_CACHE_SECONDS` (0: never; by default 15 s
 * on PostgreSQL, 300 s on the embedded database, which one server uses), by what is asked and
 * what the asker reaches (every survey, or some providers' sessions), never by who asks. A
 * successful write of a signed-in user on this server (an answer sent, a survey closed or
 * opened, a session or action changed) drops them all before its answer leaves; another server
 * process's writes show within the lifetime.
 */

export const SURVEY_RESULTS_CACHE_LIMITS = {
  maxEntries: 500,
  /** About 16 MB of UTF-16 text. */
  maxChars: 8_000_000,
} as const;

export interface SurveyResultsCache {
  /** The JSON text of `view` for `query` as `user` reaches it, computed by `compute` when missing. */
  get(
    view: string,
    user: SessionUser,
    query: unknown,
    compute: () => Promise<unknown>,
  ): Promise<string>;
  clear(): void;
}

declare module 'fastify' {
  interface FastifyInstance {
    surveyResultsCache: SurveyResultsCache;
  }
}

const WRITES = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** The key of an answer: the view, the reach (not the person) and the parsed query. */
export function surveyResultsCacheKey(view: string, user: SessionUser, query: unknown): string {
  const scope = actionScopeOf(user);
  const reach = scope.all ? 'all' : [...scope.providerIds].sort((a, b) => a - b);
  return JSON.stringify([view, reach, query]);
}

export default fp(
  async function surveyResultsCachePlugin(app: FastifyInstance, options: { ttlSeconds: number }) {
    const cache =
      options.ttlSeconds > 0
        ? new AnswerCache({ ttlMs: options.ttlSeconds * 1000, ...SURVEY_RESULTS_CACHE_LIMITS })
        : null;
    app.decorate('surveyResultsCache', {
      get: (view, user, query, compute) => {
        const text = async () => JSON.stringify(await compute());
        return cache ? cache.get(surveyResultsCacheKey(view, user, query), text) : text();
      },
      clear: () => cache?.clear(),
    } satisfies SurveyResultsCache);
    app.addHook('onSend', (request, reply, payload, done) => {
      if (WRITES.has(request.method) && reply.statusCode < 400 && request.user) cache?.clear();
      done(null, payload);
    });
  },
  { name: 'survey-results-cache', dependencies: ['auth'] },
);
