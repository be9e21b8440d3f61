import type { FastifyInstance, RouteOptions } from 'fastify';
import fp from 'fastify-plugin';

/** What a route reads and answers, each with its schema. */
export type SchemaPart = 'body' | 'querystring' | 'params' | 'response';

/** The methods whose requests carry a body (a DELETE's has no defined meaning, RFC 9110). */
const BODY_METHODS = new Set(['POST', 'PUT', 'PATCH']);

/** A success status among a `response` schema's keys: 200 to 399, or `2xx` / `3xx`. */
const SUCCESS_STATUS = /^[23](\d\d|xx)$/;

/**
 * An upload: its body is a multipart stream its handler reads part by part, checking each file
 * (lib/multipart.ts), and no JSON schema applies to it; the route says what it consumes, and its
 * handler refuses anything else (415).
 */
function readsMultipart(schema: unknown): boolean {
  const { consumes } = (schema ?? {}) as { consumes?: unknown };
  return Array.isArray(consumes) && consumes.includes('multipart/form-data');
}

/**
 * The schemas `route` lacks (decision 050): every route declares its `querystring` (`noQuery`
 * when it reads none) and its `response` with the success answer; a POST, PUT or PATCH its
 * `body` (`noBody` when it reads none; an upload `consumes: ['multipart/form-data']` instead);
 * a URL with parameters its `params`.
 */
export function missingSchemas(
  route: Pick<RouteOptions, 'method' | 'url' | 'schema'>,
): SchemaPart[] {
  const schema = (route.schema ?? {}) as Partial<Record<SchemaPart, unknown>>;
  const missing: SchemaPart[] = [];
  const methods = [route.method].flat().map(String);
  const readsBody = methods.some((method) => BODY_METHODS.has(method));
  if (readsBody && schema.body === undefined && !readsMultipart(route.schema)) missing.push('body');
  if (schema.querystring === undefined) missing.push('querystring');
  if (/[:*]/.test(route.url) && schema.params === undefined) missing.push('params');
  const statuses = Object.keys((schema.response ?? {}) as object);
  if (!statuses.some((status) => SUCCESS_STATUS.test(status))) missing.push('response');
  return missing;
}

/**
 * Start-up check of the routes registered after it in its scope (the API's): one without its
 * schemas stops the server, as a route without an access rule does (plugins/auth.ts). Nothing a
 * route reads reaches its handler unchecked, and nothing it answers is left out of the API's
 * documentation.
 */
export default fp(
  async function routeSchemasPlugin(app: FastifyInstance) {
    const routes: RouteOptions[] = [];
    app.addHook('onRoute', (route) => {
      routes.push(route as RouteOptions);
    });
    app.addHook('onReady', async () => {
      const lacking = routes.flatMap((route) => {
        const missing = missingSchemas(route);
        return missing.length > 0
          ? [`${String(route.method)} ${route.url} (${missing.join(', ')})`]
          : [];
      });
      if (lacking.length > 0) {
        throw new Error(
          `Routes without their schemas: ${lacking.join('; ')}. Declare schema.querystring ` +
            '(noQuery), schema.response with the success status, schema.body for POST, PUT and ' +
            "PATCH (noBody; an upload consumes: ['multipart/form-data']) and schema.params when " +
            'the URL has parameters (lib/route-schemas.ts).',
        );
      }
    });
  },
  { name: 'route-schemas' },
);
