import type { RouteContract, RouteErrorStatus } from '@passerelle/shared';
import type { FastifyContextConfig } from 'fastify';
import { errorResponses } from './route-schemas.js';

/** What the server adds to a contract: the OpenAPI documentation, in French. */
export interface RouteDocs {
  tags: string[];
  summary: string;
  description?: string;
}

type SuccessStatus<C extends RouteContract> = C['status'] extends number ? C['status'] : 200;

/** A contract's route as Fastify's options: method, URL, schemas, documentation and access. */
export function contractRoute<const C extends RouteContract>(contract: C, docs: RouteDocs) {
  const response = {
    [contract.status ?? 200]: contract.response,
    ...errorResponses(...contract.errors),
  } as unknown as { [K in SuccessStatus<C>]: C['response'] } & ReturnType<
    typeof errorResponses<C['errors'] & readonly RouteErrorStatus[]>
  >;
  return {
    method: contract.method,
    url: contract.path,
    schema: {
      ...docs,
      params: contract.params as C['params'],
      querystring: contract.query as C['query'],
      body: contract.body as C['body'],
      response,
    },
    // `public` or `permission`, read by the auth plugin's check on every request.
    config: contract.access as FastifyContextConfig,
  };
}
