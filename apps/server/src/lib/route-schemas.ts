import { apiErrorSchema, idParam } from '@passerelle/shared';
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

/** `params` of a route on `/…/:id` (a positive integer). */
export const idParams = z.object({ id: idParam });
