import {
  beneficiaryStructureIds,
  can,
  membersOnlyAccessOf,
  type SessionUser,
} from '@passerelle/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AnswerCache, type AnswerCacheOptions } from '../../lib/answer-cache.js';
import {
  afterSuccessfulWrite,
  CATALOGUE_CACHE,
  invalidatedEverywhere,
} from '../../lib/cache-invalidation.js';
import { CatalogueIndex } from './catalogue-index.js';
import type { PageAudience } from '../../lib/page-audience.js';
import { CATALOGUE_CACHE_TTL_MS, visibilityOf } from './catalogue.service.js';

/*
 * The cache of the catalogue's lists (`public/session_views` and `…/next`), decision 019. Their
 * answers are the same for everyone who may see the same sessions, and most visitors ask the
 * same few questions (the default list, the home page's next sessions, a few words). Behind it,
 * the index the lists are answered from (decision 069), dropped with it.
 */

/** The cache's name in the replicas' notifications. */
export { CATALOGUE_CACHE };

/** Structure sets whose membership is kept: a few characters each. */
const MEMBERSHIP_LIMITS = { maxEntries: 5_000, maxChars: 200_000 } as const;

export const CATALOGUE_CACHE_LIMITS = {
  maxEntries: 500,
  /** About 16 MB of UTF-16 text; a page of 100 sessions is about 70 000 characters. */
  maxChars: 8_000_000,
} as const;

declare module 'fastify' {
  interface FastifyInstance {
    /** The catalogue's list answers, serialised (decision 019). */
    catalogueCache: AnswerCache;
    /** The sessions the catalogue may list, in memory (decision 069). */
    catalogueIndex: CatalogueIndex;
    /**
     * What the catalogue shows a caller (null: a visitor, or a page kept for an audience): the
     * members-only sessions or not, a beneficiary's structures' membership kept with the
     * catalogue. Every catalogue read asks it here.
     */
    catalogueAudienceOf(user: SessionUser | null): Promise<PageAudience>;
  }
}

/**
 * Whether a successful write (`afterSuccessfulWrite` picks those) may have changed what the
 * catalogue lists: one by a back-office profile (admin, manager, provider: programming, reference
 * data, structures, validations). Beneficiaries' and hr's writes (registration requests,
 * favourites, validations by hr) only move seats, which the lists may show late by the lifetime;
 * anonymous writes (login, contact form) change nothing listed.
 */
export function changesCatalogue(request: FastifyRequest): boolean {
  return request.user !== null && can(request.user, 'programming.read');
}

/**
 * Decorates the app with `catalogueCache` and `catalogueIndex` and drops both, on every replica
 * (decision 045), when a request changes the programme: here before the answer leaves (so the
 * writer's next read is fresh), elsewhere as soon as they hear of it. Registered before the
 * routes. Also `catalogueAudienceOf`, what each caller sees (and the pages kept per audience,
 * decision 100).
 */
export default fp(
  async function catalogueCachePlugin(app: FastifyInstance, options: Partial<AnswerCacheOptions>) {
    const cache = new AnswerCache({
      ttlMs: CATALOGUE_CACHE_TTL_MS,
      ...CATALOGUE_CACHE_LIMITS,
      ...options,
    });
    const index = new CatalogueIndex(app.db, { seatsTtlMs: CATALOGUE_CACHE_TTL_MS });
    app.decorate('catalogueCache', cache);
    app.decorate('catalogueIndex', index);
    // Whether a beneficiary's structures are members, by their ids: read once a catalogue's
    // lifetime, not on each of their catalogue calls and kept pages (an admin's write of a
    // structure drops it with the catalogue).
    const memberships = new AnswerCache({ ttlMs: CATALOGUE_CACHE_TTL_MS, ...MEMBERSHIP_LIMITS });
    app.decorate('catalogueAudienceOf', async (user: SessionUser | null) => {
      if (!user || membersOnlyAccessOf(user) !== 'ifMember') return visibilityOf(app.db, user);
      const ids = beneficiaryStructureIds(user).toSorted((a, b) => a - b);
      const member = await memberships.get(ids.join(','), async () =>
        String((await visibilityOf(app.db, user)).membersOnly),
      );
      return { membersOnly: member === 'true' };
    });
    const invalidate = invalidatedEverywhere(app, CATALOGUE_CACHE, () => {
      cache.clear();
      index.clear();
      memberships.clear();
    });
    afterSuccessfulWrite(app, changesCatalogue, invalidate);
  },
  { name: 'catalogue-cache', dependencies: ['auth'] },
);
