import {
  filterSchema,
  idParam,
  INTEGER_MAX,
  itemSchemaFor,
  listPageSchemaFor,
  listQuerySchemaFor,
  type ListQuery,
  type Resource,
} from '@passerelle/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../app-error.js';
import { bindResource, type BoundResource, type ResourceBinding } from './binding.js';
import { createItem, deleteItem, findItem, isUnique, listItems, updateItem } from './repository.js';
import { errorResponses, noQuery } from '../route-schemas.js';

const errors = errorResponses(400, 401, 403, 404, 409);

/** Any text: a malformed id is a 404 like an unknown one (parseId), not a 400. */
const rawIdParams = z.object({ id: z.string().describe('Identifiant (entier positif)') });

/** A route id: anything but an existing row's id, malformed ones included, is NOT_FOUND. */
function parseId(raw: string): number {
  const id = /^\d{1,10}$/.test(raw) ? Number(raw) : 0;
  if (id < 1 || id > INTEGER_MAX) throw new AppError('NOT_FOUND');
  return id;
}

const blankToUndefined = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? undefined : v);

/** The uniqueness check of spec §5 (`axes/is_unique_number`): one route per unique field. */
function registerUniqueChecks(app: FastifyInstance, bound: BoundResource): void {
  const { resource } = bound;
  for (const { definition } of bound.fields.filter((f) => f.definition.unique)) {
    // Query values are text: the field's URL parameter schema turns them into its type.
    const valueParam = filterSchema(definition) as z.ZodType<unknown, string>;
    const typed = app.withTypeProvider<ZodTypeProvider>();
    typed.get(
      `/${resource.name}/is_unique_${definition.key}`,
      {
        schema: {
          tags: [resource.name],
          summary: `${resource.labels.singular} : « ${definition.label} » est-il libre ?`,
          description:
            '`unique` est vrai quand aucun autre élément (hors `excludeId`, celui que l’on ' +
            'modifie) ne porte déjà cette valeur.',
          querystring: z.object({
            value: z.preprocess(blankToUndefined, z.string().pipe(valueParam)),
            excludeId: z.preprocess(blankToUndefined, idParam.max(INTEGER_MAX).optional()),
          }),
          response: { 200: z.object({ unique: z.boolean() }), ...errors },
        },
        config: { permission: resource.permissions.read },
      },
      async (request) => {
        const { value, excludeId } = request.query as { value: unknown; excludeId?: number };
        return { unique: await isUnique(app.db, bound, definition.key, value, excludeId) };
      },
    );
  }
}

/**
 * The REST routes of a resource under the current prefix (spec §7 paths):
 * `GET /{name}` (page of the list), `GET /{name}/{id}`, `POST /{name}`, `PATCH /{name}/{id}`,
 * `DELETE /{name}/{id}` and `GET /{name}/is_unique_{field}` per unique field. Reading needs the
 * resource's read permission, the rest its write permission. Returns the bound resource.
 */
export function registerResourceRoutes(
  app: FastifyInstance,
  resource: Resource,
  binding: ResourceBinding,
): BoundResource {
  const bound = bindResource(resource, binding);
  const { db } = app;
  const typed = app.withTypeProvider<ZodTypeProvider>();
  const item = itemSchemaFor(resource);
  const tags = [resource.name];
  const read = { permission: resource.permissions.read };
  const write = { permission: resource.permissions.write };
  const base = `/${resource.name}`;

  typed.get(
    base,
    {
      schema: {
        tags,
        summary: `${resource.labels.plural} : liste`,
        description:
          '`q` cherche dans ' +
          (resource.searchable.join(', ') || 'aucun champ') +
          ' (sans tenir compte des accents ni de la casse) ; `sort` : un champ parmi ' +
          `${resource.sortableFields.join(', ')}, précédé de \`-\` pour l'ordre décroissant.`,
        querystring: listQuerySchemaFor(resource),
        response: { 200: listPageSchemaFor(resource), ...errors },
      },
      config: binding.sharedList ? { ...read, sharedAnswer: true } : read,
    },
    async (request) => listItems(db, bound, request.query as ListQuery),
  );

  registerUniqueChecks(app, bound);

  typed.get(
    `${base}/:id`,
    {
      schema: {
        tags,
        summary: `${resource.labels.singular} : détail`,
        params: rawIdParams,
        querystring: noQuery,
        response: { 200: item, ...errors },
      },
      config: read,
    },
    async (request) => {
      const found = await findItem(db, bound, parseId(request.params.id));
      if (!found) throw new AppError('NOT_FOUND');
      return found;
    },
  );

  typed.post(
    base,
    {
      schema: {
        tags,
        summary: resource.labels.create,
        querystring: noQuery,
        body: resource.createSchema,
        response: { 201: item, ...errors },
      },
      config: write,
    },
    async (request, reply) => {
      const created = await createItem(db, bound, request.body as Record<string, unknown>, {
        userId: request.user?.id,
      });
      return reply.code(201).send(created);
    },
  );

  typed.patch(
    `${base}/:id`,
    {
      schema: {
        tags,
        summary: `${resource.labels.singular} : modification`,
        description: 'Seuls les champs présents sont modifiés.',
        params: rawIdParams,
        querystring: noQuery,
        body: resource.updateSchema,
        response: { 200: item, ...errors },
      },
      config: write,
    },
    async (request) =>
      updateItem(db, bound, parseId(request.params.id), request.body as Record<string, unknown>, {
        userId: request.user?.id,
      }),
  );

  typed.delete(
    `${base}/:id`,
    {
      schema: {
        tags,
        summary: `${resource.labels.singular} : suppression`,
        description: 'Refusée (409 `RESOURCE_IN_USE`) tant que d’autres données l’utilisent.',
        params: rawIdParams,
        querystring: noQuery,
        response: { 204: z.null().describe('Supprimé'), ...errors },
      },
      config: write,
    },
    async (request, reply) => {
      await deleteItem(db, bound, parseId(request.params.id));
      return reply.code(204).send(null);
    },
  );

  return bound;
}
