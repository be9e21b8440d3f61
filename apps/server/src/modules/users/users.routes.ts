import { PROFILE_CODES, PROFILE_LABELS, USERS_API } from '@passerelle/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser } from '../../plugins/auth.js';
import {
  createUser,
  getManagers,
  getUser,
  getUsers,
  setUserProfiles,
  updateUser,
} from './users.service.js';
import { contractRoute, sharedAnswer } from '../../lib/contract-route.js';

const UNIQUE_IDENTITY =
  'Un identifiant ou une adresse e-mail déjà utilisés par un autre compte (sans tenir compte ' +
  'de la casse) sont refusés (409, erreur sur le champ).';

/** User administration (admin), the managers list and the profiles list. */
export const usersRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...contractRoute(USERS_API.list, {
      tags: ['users'],
      summary: 'Liste des utilisateurs',
      description: 'Au plus 500 lignes (`truncated` indique une liste tronquée).',
    }),
    handler: (request) => getUsers(app.db, request.query),
  });

  app.route({
    ...sharedAnswer(
      contractRoute(USERS_API.managers, {
        tags: ['users'],
        summary: 'Gestionnaires (choix du référent)',
      }),
    ),
    handler: () => getManagers(app.db),
  });

  app.route({
    ...contractRoute(USERS_API.item, { tags: ['users'], summary: 'Un utilisateur' }),
    handler: async (request) => getUser(app.db, request.params.id),
  });

  app.route({
    ...contractRoute(USERS_API.create, {
      tags: ['users'],
      summary: 'Créer un utilisateur',
      description:
        `${UNIQUE_IDENTITY} Le compte reçoit un courriel d’invitation (USER_INVITATION) avec ` +
        'un lien à usage unique pour choisir son mot de passe ; le mot de passe est facultatif.',
    }),
    handler: async (request, reply) =>
      reply.code(201).send(await createUser(app.db, app.config, request.body)),
  });

  app.route({
    ...contractRoute(USERS_API.update, {
      tags: ['users'],
      summary: 'Modifier, désactiver ou réactiver un utilisateur',
      description: UNIQUE_IDENTITY,
    }),
    handler: (request) => updateUser(app.db, currentUser(request), request.params.id, request.body),
  });

  app.route({
    ...contractRoute(USERS_API.structureProfiles, {
      tags: ['users'],
      summary: 'Profils (et leurs structures) d’un utilisateur',
    }),
    handler: async (request) => (await getUser(app.db, request.params.id)).profiles,
  });

  app.route({
    ...contractRoute(USERS_API.setStructureProfiles, {
      tags: ['users'],
      summary: 'Remplacer les profils (et leurs structures) d’un utilisateur',
    }),
    handler: (request) => setUserProfiles(app.db, request.params.id, request.body),
  });

  app.route({
    ...contractRoute(USERS_API.profiles, {
      tags: ['users'],
      summary: 'Profils',
    }),
    handler: async () => PROFILE_CODES.map((code) => ({ code, label: PROFILE_LABELS[code] })),
  });
};
