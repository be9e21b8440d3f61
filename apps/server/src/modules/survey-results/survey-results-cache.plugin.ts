import { actionScopeOf, type SessionUser } from '@passerelle/shared';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { AnswerCache } from '../../lib/answer-cache.js';
import { afterSuccessfulWrite, invalidatedEverywhere } from '../../lib/cache-invalidation.js';

/*
 * The cache of the survey results' lists, summaries, roll-ups and single surveys' results
 * (decision 034): the same questions come back (a page's filters, the summary above each list,
 * a session's results opened by several people) and each answer adds up thousands of rows.
 * Answers are kept `SURVEY_RESULTS_CACHE_SECONDS` (0: never; 300 s by default), by what is asked
 * and what the asker reaches (every survey, or some providers' sessions), never by who asks. A
 * successful write of a signed-in user (an answer sent, a survey closed or opened, a session or
 * action changed) and the opening of cold evaluations drop them on every replica (decision 045):
 * on this one before the answer leaves, on the others as soon as they hear of it. The lifetime
 * only bounds what changes outside the portal (a script, SQL by hand).
 */

/** The cache's name in the replicas' notifications. */
export const SURVEY_RESULTS_CACHE = 'survey-results';

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
  /** Drops every answer, on every replica (decision 045). */
  invalidate(): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    surveyResultsCache: SurveyResultsCache;
  }
}

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
    // No cache here, none on the other replicas (same configuration): nothing to tell them.
    const invalidate = cache
      ? invalidatedEverywhere(app, SURVEY_RESULTS_CACHE, () => cache.clear())
      : async () => undefined;
    app.decorate('surveyResultsCache', {
      get: (view, user, query, compute) => {
        const text = async () => JSON.stringify(await compute());
        return cache ? cache.get(surveyResultsCacheKey(view, user, query), text) : text();
      },
      invalidate,
    } satisfies SurveyResultsCache);
    afterSuccessfulWrite(
      app,
      (request) => request.user !== null && !request.routeOptions.config.keepsSurveyResults,
      invalidate,
    );
  },
  { name: 'survey-results-cache', dependencies: ['auth'] },
);
