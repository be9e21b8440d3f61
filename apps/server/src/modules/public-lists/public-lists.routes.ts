import { PUBLIC_LIST_CAP, PUBLIC_LISTS_API, type RouteContract } from '@passerelle/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contractRoute, type RouteDocs } from '../../lib/contract-route.js';
import { PUBLIC_LISTS } from './public-lists.service.js';

type ListName = keyof typeof PUBLIC_LISTS_API;

const DOCS: Record<ListName, Omit<RouteDocs, 'tags'> & { description: string }> = {
  axes: { summary: 'Axes (public)', description: 'Par numéro.' },
  cities: { summary: 'Villes (public)', description: 'Par nom.' },
  actionTypes: {
    summary: "Types d'action (public)",
    description: 'Les types actifs seulement, par nom.',
  },
  documents: {
    summary: "Documents de l'accueil (public)",
    description:
      'Les documents publiés, par position ; `href` ouvre le fichier (téléchargeable sans ' +
      'connexion) ou l’adresse web.',
  },
  links: {
    summary: "Liens de l'accueil (public)",
    description: 'Les liens publiés, par position.',
  },
};

/**
 * The public, unauthenticated lists of spec §7: small read-only arrays (at most
 * `PUBLIC_LIST_CAP` items) for the catalogue's filters and the home page.
 */
export const publicListsRoutes: FastifyPluginAsyncZod = async (app) => {
  for (const name of Object.keys(PUBLIC_LISTS_API) as ListName[]) {
    // Widened: the loop registers five lists of different items with one handler.
    const contract: RouteContract = PUBLIC_LISTS_API[name];
    const docs = DOCS[name];
    app.route({
      ...contractRoute(contract, {
        tags: ['public'],
        summary: docs.summary,
        description: `${docs.description} Au plus ${PUBLIC_LIST_CAP} éléments.`,
      }),
      handler: async (_request, reply) => {
        // An item unpublished or switched off disappears at once, caches included.
        reply.header('cache-control', 'no-cache');
        return PUBLIC_LISTS[name](app.db);
      },
    });
  }
};
