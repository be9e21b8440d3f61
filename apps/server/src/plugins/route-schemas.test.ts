import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { afterEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { fileResponse, noBody, noQuery } from '../lib/route-schemas.js';
import routeSchemasPlugin from './route-schemas.js';

/*
 * The start-up check of the API's schemas (decision 050): a route planted without one of the
 * schemas it must declare stops the app from starting, naming the route and what it lacks; the
 * same route with its schemas starts.
 */

const item = z.object({ id: z.number() });
const idParams = z.object({ id: z.coerce.number() });

let app: FastifyInstance | undefined;

afterEach(async () => {
  await app?.close();
  app = undefined;
});

/** An app whose API scope (checked) holds `routes`; `outside` sits next to it, unchecked. */
async function start(
  routes: (api: FastifyInstance) => void,
  outside: (root: FastifyInstance) => void = () => {},
): Promise<void> {
  app = Fastify({ logger: false });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  outside(app);
  await app.register(
    async (api) => {
      await api.register(routeSchemasPlugin);
      routes(api);
    },
    { prefix: '/api' },
  );
  await app.ready();
}

const handler = async () => ({ id: 1 });

describe('a route planted without a schema it must declare', () => {
  it.each([
    {
      lacks: 'body',
      route: 'POST /api/items',
      plant: (api: FastifyInstance) =>
        api.post('/items', { schema: { querystring: noQuery, response: { 201: item } } }, handler),
    },
    {
      lacks: 'body',
      route: 'PATCH /api/items/:id',
      plant: (api: FastifyInstance) =>
        api.patch(
          '/items/:id',
          { schema: { params: idParams, querystring: noQuery, response: { 200: item } } },
          handler,
        ),
    },
    {
      lacks: 'querystring',
      route: 'GET /api/items',
      plant: (api: FastifyInstance) =>
        api.get('/items', { schema: { response: { 200: z.array(item) } } }, handler),
    },
    {
      lacks: 'params',
      route: 'GET /api/items/:id',
      plant: (api: FastifyInstance) =>
        api.get(
          '/items/:id',
          { schema: { querystring: noQuery, response: { 200: item } } },
          handler,
        ),
    },
    {
      lacks: 'params',
      route: 'GET /api/files/*',
      plant: (api: FastifyInstance) =>
        api.get(
          '/files/*',
          { schema: { querystring: noQuery, response: { 200: fileResponse } } },
          handler,
        ),
    },
    {
      lacks: 'response',
      route: 'GET /api/items',
      plant: (api: FastifyInstance) =>
        api.get('/items', { schema: { querystring: noQuery } }, handler),
    },
    {
      lacks: 'response',
      route: 'DELETE /api/items/:id',
      plant: (api: FastifyInstance) =>
        api.delete(
          '/items/:id',
          // Error answers only: the success answer is what the route is for.
          { schema: { params: idParams, querystring: noQuery, response: { 404: item } } },
          handler,
        ),
    },
  ])('stops the start when a route lacks its $lacks ($route)', async ({ lacks, route, plant }) => {
    await expect(start(plant)).rejects.toThrow(`Routes without their schemas: ${route} (${lacks})`);
  });

  it('names every route and everything each one lacks', async () => {
    const failure = start((api) => {
      api.post('/items', {}, handler);
      api.get('/items/:id', { schema: { response: { 200: item } } }, handler);
    });
    await expect(failure).rejects.toThrow(
      'POST /api/items (body, querystring, response); GET /api/items/:id (querystring, params)',
    );
  });
});

describe('routes that declare their schemas', () => {
  it('start: a query-less GET declares noQuery, a body-less POST noBody, a file fileResponse', async () => {
    await start((api) => {
      api.get(
        '/items',
        { schema: { querystring: noQuery, response: { 200: z.array(item) } } },
        handler,
      );
      api.post(
        '/items/:id/archive',
        {
          schema: {
            params: idParams,
            querystring: noQuery,
            body: noBody,
            response: { 204: z.null() },
          },
        },
        async (_request, reply) => reply.code(204).send(null),
      );
      api.get(
        '/items/:id/file',
        { schema: { params: idParams, querystring: noQuery, response: { '2xx': fileResponse } } },
        async () => Buffer.from('bytes'),
      );
      api.delete(
        '/items/:id',
        { schema: { params: idParams, querystring: noQuery, response: { 204: z.null() } } },
        async (_request, reply) => reply.code(204).send(null),
      );
      // An upload's body is the multipart stream its handler reads.
      api.post(
        '/items/upload',
        {
          schema: {
            consumes: ['multipart/form-data'],
            querystring: noQuery,
            response: { 201: z.array(item) },
          },
        },
        async () => [],
      );
    });
    const archived = await app!.inject({ method: 'POST', url: '/api/items/1/archive' });
    expect(archived.statusCode).toBe(204);
    const file = await app!.inject({ method: 'GET', url: '/api/items/1/file?unread=1' });
    expect(file.body).toBe('bytes');
  });

  it('noBody refuses a body with anything in it, and noQuery drops what it does not name', async () => {
    let query: unknown;
    await start((api) => {
      api.post(
        '/items/:id/archive',
        {
          schema: { params: idParams, querystring: noQuery, body: noBody, response: { 200: item } },
        },
        async (request) => {
          query = request.query;
          return { id: 1 };
        },
      );
    });
    const post = (payload?: object) =>
      app!.inject({ method: 'POST', url: '/api/items/1/archive?extra=1', payload });
    expect((await post({})).statusCode).toBe(200);
    expect(query).toEqual({});
    expect((await post({ reason: 'x' })).statusCode).toBe(400);
  });

  it('leave routes outside the checked scope alone (the documentation, the images, the pages)', async () => {
    await start(
      (api) => {
        api.get(
          '/items',
          { schema: { querystring: noQuery, response: { 200: z.array(item) } } },
          handler,
        );
      },
      (root) => {
        root.get('/_ipx/*', { schema: { hide: true } }, handler);
      },
    );
    expect((await app!.inject({ method: 'GET', url: '/_ipx/x' })).statusCode).toBe(200);
  });
});
