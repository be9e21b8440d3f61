import { apiErrorSchema } from '@passerelle/shared';
import { z } from 'zod';

/** The error statuses a route documents; every error answer has the shape of `apiErrorSchema`. */
export type ErrorStatus = 400 | 401 | 403 | 404 | 409 | 413 | 415 | 429 | 500;

/**
 * The `response` entries of a route's error statuses, e.g.
 * `response: { 200: itemSchema, ...errorResponses(400, 401, 403, 404) }`.
 */
export function errorResponses<const S extends readonly ErrorStatus[]>(
  ...statuses: S
): { [K in S[number]]: typeof apiErrorSchema } {
  return Object.fromEntries(statuses.map((status) => [status, apiErrorSchema])) as {
    [K in S[number]]: typeof apiErrorSchema;
  };
}

/** `params` of a route on `/…/:id` (a positive integer), shared with the route contracts. */
export { idParams } from '@passerelle/shared';

/**
 * `querystring` of a route that reads no query parameter: the parameters a request adds are
 * dropped unread, as every query schema drops those it does not name.
 */
export const noQuery = z.object({});

/**
 * `body` of a POST, PUT or PATCH that reads no body: none (Fastify validates it as `null`) or
 * `{}`; anything else is refused, as every body schema refuses keys it does not name. (An upload
 * declares `consumes: ['multipart/form-data']` instead: its handler reads the parts.)
 */
export const noBody = z.strictObject({}).nullable();

/**
 * The success answer of a route that sends a file: bytes or a stream, which Fastify sends as they
 * are (no serialisation); the API's documentation shows a binary string.
 */
export const fileResponse = z.unknown().meta({ type: 'string', format: 'binary' });
