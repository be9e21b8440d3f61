import {
  apiErrorSchema,
  CATALOGUE_NEXT_COUNT,
  CATALOGUE_RELATED_COUNT,
  catalogueSessionDetailSchema,
  cataloguePageSchema,
  catalogueQuerySchema,
  catalogueRelatedQuerySchema,
  catalogueSessionSchema,
  idParam,
} from '@passerelle/shared';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  nextSessions,
  relatedSessions,
  searchCatalogue,
  sessionSheet,
} from './catalogue.service.js';

const errors = { 400: apiErrorSchema, 404: apiErrorSchema };

const AUDIENCE_NOTE =
  'Sessions publiées de types actifs, ni annulées ni reportées. Les types réservés aux ' +
  "adhérents n'apparaissent qu'aux bénéficiaires d'une structure adhérente connectés et aux " +
  'profils du back-office (la requête peut porter le jeton ou le cookie de session).';

/** The answer depends on the caller (members-only types, favourite, own registration). */
function privateNoCache(reply: FastifyReply) {
  reply.header('cache-control', 'private, no-cache');
}

/**
 * The public catalogue (spec §7 public paths `session_views` with `next` and `related`, and
 * `sessions/{id}/detail`): open to visitors, and aware of a signed-in caller when the request
 * carries a session.
 */
export const catalogueRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/public/session_views',
    {
      schema: {
        tags: ['public'],
        summary: 'Recherche dans le catalogue (public)',
        description:
          'q : recherche plein texte en français sur l’action (intitulé, objectifs, public, ' +
          'description), le code de session ou la ville, sans tenir compte des accents ni de la ' +
          'casse ; triée par pertinence puis date de début. Filtres : axisId, typeId, cityId, ' +
          'modality, availability, from et to (jours, heure de Paris, bornes incluses, sur la date ' +
          'de début). Sans from, seules les sessions à venir. ' +
          AUDIENCE_NOTE,
        querystring: catalogueQuerySchema,
        response: { 200: cataloguePageSchema, ...errors },
      },
      config: { public: true },
    },
    async (request, reply) => {
      privateNoCache(reply);
      return searchCatalogue(app.db, await app.authenticate(request), request.query);
    },
  );

  app.get(
    '/public/session_views/next',
    {
      schema: {
        tags: ['public'],
        summary: 'Prochaines sessions (public)',
        description: `Les ${CATALOGUE_NEXT_COUNT} prochaines sessions. ${AUDIENCE_NOTE}`,
        response: { 200: z.array(catalogueSessionSchema) },
      },
      config: { public: true },
    },
    async (request, reply) => {
      privateNoCache(reply);
      return nextSessions(app.db, await app.authenticate(request));
    },
  );

  app.get(
    '/public/session_views/related',
    {
      schema: {
        tags: ['public'],
        summary: 'Sessions proches (public)',
        description:
          `Au plus ${CATALOGUE_RELATED_COUNT} sessions à venir : celles de la même action, puis ` +
          `du même axe. 404 si la session n'est pas visible. ${AUDIENCE_NOTE}`,
        querystring: catalogueRelatedQuerySchema,
        response: { 200: z.array(catalogueSessionSchema), ...errors },
      },
      config: { public: true },
    },
    async (request, reply) => {
      privateNoCache(reply);
      return relatedSessions(app.db, await app.authenticate(request), request.query.sessionId);
    },
  );

  app.get(
    '/public/sessions/:id/detail',
    {
      schema: {
        tags: ['public'],
        summary: "Fiche d'une session (public)",
        description:
          "L'action et la session, ses dates, son lieu, ses places et ses documents publics. " +
          'favorite et registration : pour un bénéficiaire connecté, null sinon. 404 si la ' +
          `session n'est pas visible. ${AUDIENCE_NOTE}`,
        params: z.object({ id: idParam }),
        response: { 200: catalogueSessionDetailSchema, ...errors },
      },
      config: { public: true },
    },
    async (request, reply) => {
      privateNoCache(reply);
      return sessionSheet(app.db, await app.authenticate(request), request.params.id);
    },
  );
};
