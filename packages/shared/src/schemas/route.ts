import type { z } from 'zod';
import type { Permission } from '../permissions/matrix';

/*
 * A route of the HTTP API as one object both sides read (decision 056): its method,
 * its path under `/api`, who may call it, the schemas of what it takes and of what it answers.
 * The server registers the route from it (`contractRoute`, apps/server/src/lib/contract-route.ts),
 * the web calls it through it (`callRoute`, apps/web/app/lib/call-route.ts): a changed schema
 * changes both, and the web's answer types are the server's schemas, not types asserted by hand.
 */

export type RouteMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** The error statuses a route may answer (each with the shape of `apiErrorSchema`). */
export type RouteErrorStatus = 400 | 401 | 403 | 404 | 409 | 413 | 415 | 429 | 500;

/** The success statuses a route may answer. */
export type RouteSuccessStatus = 200 | 201 | 202 | 204;

export interface RouteContract {
  method: RouteMethod;
  /** Under `/api`, parameters written `:name` (`/jobs/:name/run`). */
  path: string;
  /** Who may call it: a shared permission, or everyone. */
  access: { permission: Permission } | { public: true };
  params?: z.ZodType;
  query?: z.ZodType;
  body?: z.ZodType;
  /** The success answer's status (200 when absent) and schema. */
  status?: RouteSuccessStatus;
  response: z.ZodType;
  /** The error statuses it documents. */
  errors: readonly RouteErrorStatus[];
}

/** Declares a route's contract, keeping its literal types for both sides. */
export function defineRoute<const C extends RouteContract>(contract: C): C {
  return contract;
}

/**
 * A contract reduced to its method and path, for code on a page's first load, which must not
 * carry Zod (decision 018): import the contract with `import type` and name it here. The method
 * and path are checked against the contract's literal types; calls read nothing else at run time.
 */
export function routeOf<C extends RouteContract>(route: Pick<C, 'method' | 'path'>): C {
  return route as C;
}

type SchemaInput<S> = S extends z.ZodType ? z.input<S> : undefined;

/** What a caller sends: the path's parameters, the query and the body the contract declares. */
export type RouteParams<C extends RouteContract> = SchemaInput<C['params']>;
export type RouteQuery<C extends RouteContract> = SchemaInput<C['query']>;
export type RouteBody<C extends RouteContract> = SchemaInput<C['body']>;
/** What the caller receives on success (the JSON of the response schema's output). */
export type RouteAnswer<C extends RouteContract> = z.output<C['response']>;

/**
 * The URL path of a call: `:name` replaced by its encoded value. Throws on a missing parameter:
 * a contract and its caller that disagree are a programming error.
 */
export function routePath(path: string, params?: Record<string, unknown>): string {
  return path.replace(/:([A-Za-z_]\w*)/g, (_, name: string) => {
    const value = params?.[name];
    if (value === undefined || value === null || value === '') {
      throw new Error(`The route ${path} needs the parameter "${name}"`);
    }
    return encodeURIComponent(String(value));
  });
}
