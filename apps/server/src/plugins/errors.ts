import { errorCodeOfStatus, fieldNameOf, t, zodFieldErrors } from '@passerelle/shared';
import type { FastifyError, FastifyInstance, FastifySchemaCompiler } from 'fastify';
import fp from 'fastify-plugin';
import type { z } from 'zod';
import { AppError } from '../lib/app-error.js';
import {
  FOREIGN_KEY_VIOLATION,
  UNIQUE_VIOLATION,
  isDataException,
  pgErrorOf,
  uniqueIndexFieldErrors,
} from '../lib/crud/db-errors.js';

/** A request that does not match its route's Zod schema, with its French `fieldErrors`. */
export class RequestValidationError extends Error {
  readonly statusCode = 400;
  constructor(readonly fieldErrors: Record<string, string[]>) {
    super('Request validation failed');
    this.name = 'RequestValidationError';
  }
}

/**
 * Like fastify-type-provider-zod's validatorCompiler, but the Zod error becomes `fieldErrors`
 * named like the web forms' fields (shared `zodFieldErrors`). Before the schema, every string of
 * the input is checked for NUL characters: PostgreSQL's text cannot hold them (it would fail with
 * 22021 deep inside a service), so no route has to think of them.
 */
export const validatorCompiler: FastifySchemaCompiler<z.ZodType> = ({ schema, httpPart }) => {
  const validate = (data: unknown) => {
    const nul = nulCharacterPaths(data);
    if (nul.length > 0) {
      const message = t('validation.nulCharacter');
      return {
        error: new RequestValidationError(
          Object.fromEntries(nul.map((path) => [fieldNameOf(path), [message]])),
        ),
      };
    }
    const result = schema.safeParse(data);
    return result.success
      ? { value: result.data }
      : { error: new RequestValidationError(zodFieldErrors(result.error)) };
  };
  if (httpPart !== 'querystring') return validate;
  // Most requests have no query string: its schema's answer to `{}` is the same every time, so
  // it is parsed once (decision 072); a copy is given, as a handler may change its query.
  let empty: Record<string, unknown> | undefined;
  return (data: unknown) => {
    if (!isEmptyObject(data)) return validate(data);
    if (!empty) {
      const outcome = validate(data);
      if (outcome.error || !isPlainRecord(outcome.value)) return outcome;
      empty = outcome.value as Record<string, unknown>;
    }
    return { value: { ...empty } };
  };
};

function isEmptyObject(value: unknown): boolean {
  if (value === null || typeof value !== 'object') return false;
  for (const _key in value) return false;
  return true;
}

/** A parsed query whose values are not objects: a shallow copy is a full one. */
function isPlainRecord(value: unknown): boolean {
  return (
    value !== null &&
    typeof value === 'object' &&
    Object.values(value).every((item) => item === null || typeof item !== 'object')
  );
}

/** More paths than a form has fields would only lengthen the answer. */
const NUL_PATHS_REPORTED = 100;

/** A value met by the walk below: its key and the step that holds it, the root having neither. */
interface Step {
  value: unknown;
  key?: PropertyKey;
  parent?: Step;
}

/**
 * The paths of the strings (values or keys) of a parsed request part holding a NUL character, in
 * document order, the first NUL_PATHS_REPORTED of them. The walk keeps its own stack rather than
 * recursing, and each step only its parent: however deep the value, neither the call stack nor
 * the paths grow with it (the JSON body parser refuses deep bodies before, decision 049).
 */
export function nulCharacterPaths(value: unknown): PropertyKey[][] {
  const found: PropertyKey[][] = [];
  const stack: Step[] = [{ value }];
  let step: Step | undefined;
  while ((step = stack.pop()) && found.length < NUL_PATHS_REPORTED) {
    const item = step.value;
    if (typeof item === 'string') {
      if (item.includes('\u0000')) found.push(pathOf(step));
      continue;
    }
    if (item === null || typeof item !== 'object') continue;
    const entries: [PropertyKey, unknown][] = Array.isArray(item)
      ? item.map((child, index) => [index, child])
      : Object.entries(item);
    // Pushed last to first, so that the first is walked first.
    for (let index = entries.length - 1; index >= 0; index--) {
      const [key, child] = entries[index]!;
      // A key holding NUL stands in for its value: reported at the key's path, not walked.
      const keyHasNul = typeof key === 'string' && key.includes('\u0000');
      stack.push({ value: keyHasNul ? key : child, key, parent: step });
    }
  }
  return found;
}

function pathOf(step: Step): PropertyKey[] {
  const path: PropertyKey[] = [];
  for (let at: Step | undefined = step; at?.parent; at = at.parent) path.push(at.key!);
  return path.reverse();
}

/** Turns any error into an AppError; everything unexpected becomes INTERNAL. */
export function toAppError(error: unknown): AppError {
  if (error instanceof AppError) return error;
  if (error instanceof RequestValidationError) {
    return new AppError('VALIDATION_FAILED', { fieldErrors: error.fieldErrors });
  }
  // A constraint the database enforced where no route expected it (a row deleted or taken by a
  // concurrent request between its checks and its write): the data changed, not a server fault.
  // A known unique index names the field, as the route's own check would have.
  const pg = pgErrorOf(error);
  if (pg?.code === FOREIGN_KEY_VIOLATION || pg?.code === UNIQUE_VIOLATION) {
    return new AppError('CONFLICT', { fieldErrors: uniqueIndexFieldErrors(pg), cause: error });
  }
  if (pg && isDataException(pg)) return new AppError('VALIDATION_FAILED', { cause: error });
  const status = (error as Partial<FastifyError> | null)?.statusCode;
  // Fastify's own client errors (bad JSON, body too large, wrong content type, timeout...).
  if (typeof status === 'number' && status >= 400 && status < 500) {
    return new AppError(errorCodeOfStatus(status), { cause: error });
  }
  return new AppError(status === 503 ? 'SERVICE_UNAVAILABLE' : 'INTERNAL', { cause: error });
}

/**
 * One error handler for the whole app: the body is `{ error, code, detail?, fieldErrors? }` with a
 * French `error`; a 5xx never carries internals and is logged with its request id.
 */
export default fp(
  async function errorsPlugin(app: FastifyInstance, options: { notFoundHandler: boolean }) {
    app.setErrorHandler((error, request, reply) => {
      const appError = toAppError(error);
      if (appError.statusCode >= 500) {
        request.log.error({ err: appError.options.cause ?? appError }, 'request failed');
      } else if (appError.options.cause) {
        request.log.info({ err: appError.options.cause }, 'request rejected');
      }
      if (appError.options.retryAfter !== undefined) {
        reply.header('retry-after', String(appError.options.retryAfter));
      }
      const body = appError.toBody();
      // A 5xx says nothing of its cause; the reference finds it in the logs.
      if (appError.statusCode >= 500) body.detail = `Référence de l'erreur : ${request.id}`;
      return reply.code(appError.statusCode).type('application/json').send(body);
    });

    // With the web plugin on, unknown pages are its business (a 404 page); /api/* has its own route.
    if (options.notFoundHandler) {
      app.setNotFoundHandler((_request, reply) => {
        return reply.code(404).type('application/json').send(new AppError('NOT_FOUND').toBody());
      });
    }
  },
  { name: 'errors' },
);
