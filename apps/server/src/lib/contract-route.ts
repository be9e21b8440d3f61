import type { RouteContract, RouteErrorStatus } from '@passerelle/shared';
import type { FastifyContextConfig } from 'fastify';
import type { z } from 'zod';
import { errorResponses, noBody, noQuery } from './route-schemas.js';

/** What the server adds to a contract: the OpenAPI documentation, in French. */
export interface RouteDocs {
  tags: string[];
  summary: string;
  description?: string;
}

type SuccessStatus<C extends RouteContract> = C['status'] extends number ? C['status'] : 200;
type Declared<S, Otherwise> = S extends z.ZodType ? S : Otherwise;

/**
 * The schema block without its undefined keys: Fastify warns that a schema is missing
 * (FSTWRN001) for a key present but undefined. The type stays the declared one, for inference.
 */
function withoutUndefined<T extends object>(schema: T): T {
  return Object.fromEntries(Object.entries(schema).filter(([, value]) => value !== undefined)) as T;
}

const BODY_METHODS: ReadonlySet<string> = new Set(['POST', 'PUT', 'PATCH']);

/**
 * A contract's route as Fastify's options: method, URL, schemas, documentation and access. What
 * the contract leaves out is declared empty (`noQuery`, and `noBody` for a POST, PUT or PATCH),
 * as the start-up check of `plugins/route-schemas.ts` wants of every route (decision 050).
 */
export function contractRoute<const C extends RouteContract>(contract: C, docs: RouteDocs) {
  const response = {
    [contract.status ?? 200]: contract.response,
    ...errorResponses(...contract.errors),
  } as unknown as { [K in SuccessStatus<C>]: C['response'] } & ReturnType<
    typeof errorResponses<C['errors'] & readonly RouteErrorStatus[]>
  >;
  const emptyBody = BODY_METHODS.has(contract.method) ? noBody : undefined;
  return {
    method: contract.method,
    url: contract.path,
    schema: withoutUndefined({
      ...docs,
      params: contract.params as C['params'],
      querystring: (contract.query ?? noQuery) as Declared<C['query'], typeof noQuery>,
      body: (contract.body ?? emptyBody) as Declared<C['body'], undefined>,
      response,
    }),
    // `public` or `permission`, read by the auth plugin's check on every request.
    config: contract.access as FastifyContextConfig,
  };
}

/**
 * `route` with its answer kept a few seconds for everyone who may ask it, dropped by any
 * back-office write (plugins/reference-answers.ts, decision 101): only for an answer that depends
 * on its URL alone, never on who asks.
 */
export function sharedAnswer<R extends { config: FastifyContextConfig }>(route: R): R {
  return { ...route, config: { ...route.config, sharedAnswer: true } };
}
