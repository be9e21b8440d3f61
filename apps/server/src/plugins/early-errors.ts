import { randomUUID } from 'node:crypto';
import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { ErrorCode } from '@passerelle/shared';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../lib/app-error.js';
import { toAppError } from './errors.js';

/*
 * The answers given before a request reaches a route: a URL the router cannot decode
 * (`frameworkErrors`) and a request Node's HTTP parser refuses before Fastify sees it (the
 * server's `clientError`: a request line and headers over 16 KiB, a broken request line, a
 * timeout). They are French JSON `{ error, code }` with the headers of every API answer (helmet's
 * security headers...), `cache-control: no-store` and an `x-request-id` that the log line carries.
 */

/** Headers that belong to one answer, not to the set every answer shares. */
const PER_ANSWER = new Set([
  'cache-control',
  'connection',
  'content-length',
  'content-type',
  'date',
  'etag',
  'keep-alive',
  'last-modified',
  'retry-after',
  'set-cookie',
  'transfer-encoding',
  'vary',
  'x-request-id',
]);

/** Should the app no longer answer (it is closing): the essentials of the API's headers. */
const FALLBACK_HEADERS: Record<string, string> = {
  'content-security-policy': "default-src 'none';frame-ancestors 'none'",
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'SAMEORIGIN',
  'referrer-policy': 'no-referrer',
};

/** Answered by the API's own "unknown path" route, through every hook a normal answer takes. */
const PROBE_URL = '/api/__headers';

const sharedHeaders = new WeakMap<FastifyInstance, Promise<Record<string, string>>>();

/**
 * The headers every API answer carries, read once from a real answer of the app: whatever hook
 * adds a header to API answers (helmet today), the early answers carry it too.
 */
export function apiAnswerHeaders(app: FastifyInstance): Promise<Record<string, string>> {
  let headers = sharedHeaders.get(app);
  if (!headers) {
    headers = app.inject({ method: 'GET', url: PROBE_URL }).then(
      (response) => {
        const kept: Record<string, string> = {};
        for (const [name, value] of Object.entries(response.headers)) {
          if (value !== undefined && !PER_ANSWER.has(name)) kept[name] = String(value);
        }
        return kept;
      },
      () => {
        sharedHeaders.delete(app);
        return FALLBACK_HEADERS;
      },
    );
    sharedHeaders.set(app, headers);
  }
  return headers;
}

function earlyHeaders(common: Record<string, string>, requestId: string, body: string) {
  return {
    ...common,
    'cache-control': 'no-store',
    'content-type': 'application/json; charset=utf-8',
    'content-length': String(Buffer.byteLength(body)),
    'x-request-id': requestId,
  };
}

const FRAMEWORK_CODES: Partial<Record<string, ErrorCode>> = {
  FST_ERR_BAD_URL: 'MALFORMED_REQUEST',
  FST_ERR_MAX_PARAM_LENGTH: 'URL_TOO_LONG',
};

/** Fastify's `frameworkErrors`: errors of the router, before any hook of the route ran. */
export function frameworkErrors(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  const code = FRAMEWORK_CODES[error.code];
  const appError = code ? new AppError(code, { cause: error }) : toAppError(error);
  if (appError.statusCode >= 500) request.log.error({ err: error }, 'request failed');
  else request.log.info({ err: error }, 'request rejected');
  const body = JSON.stringify(appError.toBody());
  apiAnswerHeaders(request.server)
    .then((common) =>
      reply
        .code(appError.statusCode)
        .headers(earlyHeaders(common, request.id, body))
        .send(body),
    )
    .catch((sendError: unknown) => {
      request.log.error({ err: sendError }, 'early error answer failed');
    });
}

function clientErrorCode(error: NodeJS.ErrnoException): ErrorCode {
  if (error.code === 'ERR_HTTP_REQUEST_TIMEOUT') return 'REQUEST_TIMEOUT';
  if (error.code === 'HPE_HEADER_OVERFLOW') return 'HEADERS_TOO_LARGE';
  return 'MALFORMED_REQUEST';
}

/**
 * Fastify's `clientErrorHandler` (the HTTP server's `clientError` event): there is no request,
 * only the socket, so the answer is written as raw HTTP and the connection closed.
 */
export function clientErrorHandler(
  this: FastifyInstance,
  error: NodeJS.ErrnoException,
  socket: Socket,
) {
  // A connection reset or already gone: nobody to answer.
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const appError = new AppError(clientErrorCode(error), { cause: error });
  const requestId = randomUUID();
  this.log.info({ err: error, reqId: requestId }, 'client error');
  const body = JSON.stringify(appError.toBody());
  const status = appError.statusCode;
  apiAnswerHeaders(this)
    .then((common) => {
      if (!socket.writable) {
        socket.destroy();
        return;
      }
      const headers = { ...earlyHeaders(common, requestId, body), connection: 'close' };
      const head = Object.entries(headers).map(([name, value]) => `${name}: ${value}\r\n`);
      socket.end(`HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\n${head.join('')}\r\n${body}`);
    })
    .catch(() => socket.destroy());
}
