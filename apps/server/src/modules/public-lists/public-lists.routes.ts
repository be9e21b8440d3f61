import {
  publicActionTypeSchema,
  publicAxisSchema,
  publicCitySchema,
  publicDocumentSchema,
  publicLinkSchema,
  PUBLIC_LIST_CAP,
} from '@passerelle/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/client.js';
import { PUBLIC_LISTS } from './public-lists.service.js';
import { noQuery } from '../../lib/route-schemas.js';

interface PublicList {
  path: string;
  summary: string;
  description: string;
  item: z.ZodType;
  load: (db: Database) => Promise<unknown[]>;
}

const LISTS: readonly PublicList[] = [
  {
    path: '/public/axes',
    summary: 'Axes (public)',
    description: 'Par numéro.',
    item: publicAxisSchema,
    load: PUBLIC_LISTS.axes,
  },
  {
    path: '/public/cities',
    summary: 'Villes (public)',
    description: 'Par nom.',
    item: publicCitySchema,
    load: PUBLIC_LISTS.cities,
  },
  {
    path: '/public/action_types',
    summary: "Types d'action (public)",
    description: 'Les types actifs seulement, par nom.',
    item: publicActionTypeSchema,
    load: PUBLIC_LISTS.actionTypes,
  },
  {
    path: '/public/public_documents',
    summary: "Documents de l'accueil (public)",
    description:
      'Les documents publiés, par position ; `href` ouvre le fichier (téléchargeable sans ' +
      'connexion) ou l’adresse web.',
    item: publicDocumentSchema,
    load: PUBLIC_LISTS.documents,
  },
  {
    path: '/public/public_links',
    summary: "Liens de l'accueil (public)",
    description: 'Les liens publiés, par position.',
    item: publicLinkSchema,
    load: PUBLIC_LISTS.links,
  },
];

/**
 * The public, unauthenticated lists of spec §7: small read-only arrays (at most
 * `PUBLIC_LIST_CAP` items) for the catalogue's filters and the home page.
 */
export const publicListsRoutes: FastifyPluginAsyncZod = async (app) => {
  for (const list of LISTS) {
    app.get(
      list.path,
      {
        schema: {
          tags: ['public'],
          summary: list.summary,
          description: `${list.description} Au plus ${PUBLIC_LIST_CAP} éléments.`,
          querystring: noQuery,
          response: { 200: z.array(list.item) },
        },
        config: { public: true },
      },
      async (_request, reply) => {
        // An item unpublished or switched off disappears at once, caches included.
        reply.header('cache-control', 'no-cache');
        return list.load(app.db);
      },
    );
  }
};
