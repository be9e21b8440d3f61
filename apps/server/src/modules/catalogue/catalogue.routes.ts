import { CATALOGUE_API, CATALOGUE_NEXT_COUNT, CATALOGUE_RELATED_COUNT } from '@passerelle/shared';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  CATALOGUE_CACHE_TTL_MS,
  catalogueCacheKey,
  nextSessions,
  relatedSessions,
  searchCatalogue,
  sessionSheet,
} from './catalogue.service.js';
import { contractRoute } from '../../lib/contract-route.js';
import { privateNoCache } from '../../lib/no-store.js';
import { sendJsonText } from '../../lib/send-json-text.js';

const AUDIENCE_NOTE =
  'Sessions publiées de types actifs, ni annulées ni reportées. Les types réservés aux ' +
  "adhérents n'apparaissent qu'aux bénéficiaires d'une structure adhérente connectés et aux " +
  'profils du back-office (la requête peut porter le jeton ou le cookie de session).';

const CACHE_NOTE =
  `Réponse conservée ${CATALOGUE_CACHE_TTL_MS / 1000} s par le serveur (pour chaque classe de ` +
  'visibilité, jamais par personne) : les places restantes peuvent avoir ce retard, la fiche ' +
  "d'une session est toujours à jour ; toute modification du back-office l'efface aussitôt. ";

/**
 * The public catalogue (spec §7 public paths `session_views` with `next` and `related`, and
 * `sessions/{id}/detail`): open to visitors, and aware of a signed-in caller when the request
 * carries a session.
 */
export const catalogueRoutes: FastifyPluginAsyncZod = async (app) => {
  const visibilityOfCaller = async (request: FastifyRequest) =>
    app.catalogueAudienceOf(await app.authenticate(request));

  app.route({
    ...contractRoute(CATALOGUE_API.search, {
      tags: ['public'],
      summary: 'Recherche dans le catalogue (public)',
      description:
        'q : recherche plein texte en français sur l’action (intitulé, objectifs, public, ' +
        'description), le code de session ou la ville, sans tenir compte des accents ni de la ' +
        'casse ; triée par pertinence puis date de début. Filtres : axisId, typeId, cityId, ' +
        'modality, availability, from et to (jours, heure de Paris, bornes incluses, sur la date ' +
        'de début). Sans from, seules les sessions à venir. ' +
        CACHE_NOTE +
        AUDIENCE_NOTE,
    }),
    handler: async (request, reply) => {
      privateNoCache(reply);
      const visibility = await visibilityOfCaller(request);
      const text = await app.catalogueCache.get(
        catalogueCacheKey('search', visibility, request.query),
        async () => {
          const { answer, since } = await searchCatalogue(
            app.catalogueIndex,
            visibility,
            request.query,
          );
          // Built by the index to the contract's type (and checked against it by its tests).
          return { text: JSON.stringify(answer), since };
        },
      );
      return sendJsonText(reply, text);
    },
  });

  // Public, and among the signed-in paths of spec §7: the same sessions, for the caller's audience.
  for (const [contract, tags] of [
    [CATALOGUE_API.publicNext, ['public']],
    [CATALOGUE_API.next, ['catalogue']],
  ] as const) {
    app.route({
      ...contractRoute(contract, {
        tags: [...tags],
        summary: 'Prochaines sessions',
        description: `Les ${CATALOGUE_NEXT_COUNT} prochaines sessions. ${CACHE_NOTE}${AUDIENCE_NOTE}`,
      }),
      handler: async (request, reply) => {
        privateNoCache(reply);
        const visibility = await visibilityOfCaller(request);
        const text = await app.catalogueCache.get(
          catalogueCacheKey('next', visibility),
          async () => {
            const { answer, since } = await nextSessions(app.catalogueIndex, visibility);
            return { text: JSON.stringify(answer), since };
          },
        );
        return sendJsonText(reply, text);
      },
    });
  }

  app.route({
    ...contractRoute(CATALOGUE_API.related, {
      tags: ['public'],
      summary: 'Sessions proches (public)',
      description:
        `Au plus ${CATALOGUE_RELATED_COUNT} sessions à venir : celles de la même action, puis ` +
        `du même axe. 404 si la session n'est pas visible. ${AUDIENCE_NOTE}`,
    }),
    handler: async (request, reply) => {
      privateNoCache(reply);
      return relatedSessions(app.db, await visibilityOfCaller(request), request.query.sessionId);
    },
  });

  app.route({
    ...contractRoute(CATALOGUE_API.detail, {
      tags: ['public'],
      summary: "Fiche d'une session (public)",
      description:
        "L'action et la session, ses dates, son lieu, ses places et ses documents publics. " +
        'favorite et registration : pour un bénéficiaire connecté, null sinon. 404 si la ' +
        `session n'est pas visible. ${AUDIENCE_NOTE}`,
    }),
    handler: async (request, reply) => {
      privateNoCache(reply);
      const user = await app.authenticate(request);
      return sessionSheet(app.db, user, await app.catalogueAudienceOf(user), request.params.id, {
        publicUrl: app.config.PUBLIC_URL,
      });
    },
  });
};
