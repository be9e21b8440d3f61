import {
  PROFILE_CODES,
  PROFILE_LABELS,
  structureProfilesSchema,
  userCreateSchema,
  userItemSchema,
  userListQuerySchema,
  userListSchema,
  userUpdateSchema,
} from '@passerelle/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser } from '../../plugins/auth.js';
import {
  createUser,
  getManagers,
  getUser,
  getUsers,
  setUserProfiles,
  updateUser,
} from './users.service.js';
import { errorResponses, idParams, noQuery } from '../../lib/route-schemas.js';

const errors = errorResponses(400, 401, 403, 404, 409);
const UNIQUE_IDENTITY =
  'Un identifiant ou une adresse e-mail déjà utilisés par un autre compte (sans tenir compte ' +
  'de la casse) sont refusés (409, erreur sur le champ).';

/** User administration (admin), the managers list and the profiles list. */
export const usersRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/users',
    {
      schema: {
        tags: ['users'],
        summary: 'Liste des utilisateurs',
        description: 'Au plus 500 lignes (`truncated` indique une liste tronquée).',
        querystring: userListQuerySchema,
        response: { 200: userListSchema, ...errors },
      },
      config: { permission: 'users.manage' },
    },
    (request) => getUsers(app.db, request.query),
  );

  app.get(
    '/users/managers',
    {
      schema: {
        tags: ['users'],
        summary: 'Gestionnaires (choix du référent)',
        querystring: noQuery,
        response: {
          200: z.array(z.object({ id: z.number(), givenName: z.string(), familyName: z.string() })),
          ...errors,
        },
      },
      config: { permission: 'users.listManagers' },
    },
    () => getManagers(app.db),
  );

  app.get(
    '/users/:id',
    {
      schema: {
        tags: ['users'],
        params: idParams,
        querystring: noQuery,
        response: { 200: userItemSchema, ...errors },
      },
      config: { permission: 'users.manage' },
    },
    async (request) => getUser(app.db, request.params.id),
  );

  app.post(
    '/users',
    {
      schema: {
        tags: ['users'],
        summary: 'Créer un utilisateur',
        description: UNIQUE_IDENTITY,
        querystring: noQuery,
        body: userCreateSchema,
        response: { 201: userItemSchema, ...errors },
      },
      config: { permission: 'users.manage' },
    },
    async (request, reply) => reply.code(201).send(await createUser(app.db, request.body)),
  );

  app.patch(
    '/users/:id',
    {
      schema: {
        tags: ['users'],
        summary: 'Modifier, désactiver ou réactiver un utilisateur',
        description: UNIQUE_IDENTITY,
        params: idParams,
        querystring: noQuery,
        body: userUpdateSchema,
        response: { 200: userItemSchema, ...errors },
      },
      config: { permission: 'users.manage' },
    },
    (request) => updateUser(app.db, currentUser(request), request.params.id, request.body),
  );

  app.get(
    '/users/:id/structure_profiles',
    {
      schema: {
        tags: ['users'],
        params: idParams,
        querystring: noQuery,
        response: { 200: userItemSchema.shape.profiles, ...errors },
      },
      config: { permission: 'users.manage' },
    },
    async (request) => (await getUser(app.db, request.params.id)).profiles,
  );

  app.put(
    '/users/:id/structure_profiles',
    {
      schema: {
        tags: ['users'],
        summary: 'Remplacer les profils (et leurs structures) d’un utilisateur',
        params: idParams,
        querystring: noQuery,
        body: structureProfilesSchema,
        response: { 200: userItemSchema, ...errors },
      },
      config: { permission: 'users.manage' },
    },
    (request) => setUserProfiles(app.db, request.params.id, request.body),
  );

  app.get(
    '/profiles',
    {
      schema: {
        tags: ['users'],
        summary: 'Profils',
        querystring: noQuery,
        response: {
          200: z.array(z.object({ code: z.enum(PROFILE_CODES), label: z.string() })),
          ...errorResponses(401),
        },
      },
      config: { permission: 'auth.session' },
    },
    async () => PROFILE_CODES.map((code) => ({ code, label: PROFILE_LABELS[code] })),
  );
};
