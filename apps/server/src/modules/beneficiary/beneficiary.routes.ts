import { BENEFICIARY_API } from '@passerelle/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser } from '../../plugins/auth.js';
import {
  beneficiaryInfo,
  favorite,
  favoriteSessions,
  futureRegistrations,
  passedRegistrations,
  unfavorite,
  updateBeneficiaryInfo,
} from './beneficiary.service.js';
import { contractRoute } from '../../lib/contract-route.js';

const tags = ['beneficiary'];

/**
 * The beneficiary space (spec §2 /beneficiary/*): favourites, current and past registrations,
 * personal information. Each answer holds the caller's own rows only.
 */
export const beneficiaryRoutes: FastifyPluginAsyncZod = async (app) => {
  for (const [contract, summary, run] of [
    [BENEFICIARY_API.favorite, 'Mettre une session en favori', favorite],
    [BENEFICIARY_API.unfavorite, 'Retirer une session des favoris', unfavorite],
  ] as const) {
    app.route({
      ...contractRoute(contract, {
        tags,
        summary,
        description:
          'Sans effet si c’est déjà fait. 404 pour une session que le bénéficiaire ne peut pas voir ' +
          '(non publiée, ou réservée aux structures adhérentes).',
      }),
      handler: async (request, reply) => {
        await run(app.db, currentUser(request), request.params.id);
        return reply.code(204).send(null);
      },
    });
  }

  app.route({
    ...contractRoute(BENEFICIARY_API.favorites, {
      tags,
      summary: 'Mes sessions favorites',
      description: 'Les sessions à venir d’abord (les plus proches en tête), puis les passées.',
    }),
    handler: async (request) => favoriteSessions(app.db, currentUser(request), request.query),
  });

  app.route({
    ...contractRoute(BENEFICIARY_API.futures, {
      tags,
      summary: 'Mes formations en cours et à venir',
      description:
        'Les inscriptions ni annulées ni refusées sur une session non terminée, avec leur statut ' +
        'et ce qui est attendu (validation RH, validation du prestataire, liste d’attente).',
    }),
    handler: async (request) => futureRegistrations(app.db, currentUser(request), request.query),
  });

  app.route({
    ...contractRoute(BENEFICIARY_API.passed, {
      tags,
      summary: 'Mes formations passées',
      description:
        'Les sessions terminées et les demandes annulées ou refusées, avec leur statut final et ' +
        'les heures effectives.',
    }),
    handler: async (request) => passedRegistrations(app.db, currentUser(request), request.query),
  });

  app.route({
    ...contractRoute(BENEFICIARY_API.info, {
      tags,
      summary: 'Mes informations personnelles',
    }),
    handler: async (request) => beneficiaryInfo(app.db, currentUser(request)),
  });

  app.route({
    ...contractRoute(BENEFICIARY_API.saveInfo, {
      tags,
      summary: 'Modifier mes informations personnelles',
      description:
        'Civilité, prénom, nom et adresse e-mail ; la structure n’est pas modifiable. Une adresse ' +
        'déjà utilisée par un autre compte est refusée (409).',
    }),
    handler: async (request) => updateBeneficiaryInfo(app.db, currentUser(request), request.body),
  });
};
