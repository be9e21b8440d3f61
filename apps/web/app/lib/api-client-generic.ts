import { RETRY_STATUSES } from '@passerelle/shared';

import { buildUrl, errorMessage, type HttpMethod, type Query } from './api-client';

/**
 * The "generic client" of spec §7: a plain fetch wrapper with a base URL from the app's
 * configuration that retries transient failures (408, 409, 425, 429, 500, 502, 503, 504, and no
 * answer at all). Retries default to 0 for POST, PUT, PATCH and DELETE and to 1 for the others.
 * Unlike the shared request behaviour it has no session handling and throws on failure.
 */

export interface GenericRequestOptions {
  method?: HttpMethod;
  query?: Query;
  body?: unknown;
  headers?: Record<string, string>;
  /** Number of retries; defaults by method as above. */
  retry?: number;
  signal?: AbortSignal;
}

export class GenericFetchError extends Error {
  constructor(
    message: string,
    readonly status: number | null,
    readonly data: unknown,
  ) {
    super(message);
    this.name = 'GenericFetchError';
  }
}

const RETRYABLE = new Set<number>(RETRY_STATUSES);
const NO_RETRY_METHODS = new Set<HttpMethod>(['POST', 'PUT', 'PATCH', 'DELETE']);

export function defaultRetries(method: HttpMethod): number {
  return NO_RETRY_METHODS.has(method) ? 0 : 1;
}

export function createGenericClient(config: {
  baseURL: string;
  fetch?: (url: string, init: RequestInit) => Promise<Response>;
}) {
  const send = config.fetch ?? ((url, init) => globalThis.fetch(url, init));
  const base = config.baseURL.replace(/\/$/, '');

  return async function genericFetch<T = unknown>(
    path: string,
    options: GenericRequestOptions = {},
  ): Promise<T> {
    const method = options.method ?? 'GET';
    let retriesLeft = options.retry ?? defaultRetries(method);
    const url = buildUrl(`${base}${path.startsWith('/') ? path : `/${path}`}`, options.query);
    const json = options.body !== undefined && !(options.body instanceof FormData);
    const headers = new Headers(options.headers);
    if (json) headers.set('content-type', 'application/json');

    for (;;) {
      let response: Response | null = null;
      try {
        response = await send(url, {
          method,
          headers,
          body: json ? JSON.stringify(options.body) : (options.body as BodyInit | undefined),
          signal: options.signal,
        });
      } catch (cause) {
        if (options.signal?.aborted) throw cause;
      }
      if (response?.ok) {
        if (response.status === 204) return undefined as T;
        const type = response.headers.get('content-type') ?? '';
        return (type.includes('json') ? await response.json() : await response.text()) as T;
      }
      // No answer counts as a retryable failure, like a 500.
      const retryable = response === null || RETRYABLE.has(response.status);
      if (retryable && retriesLeft > 0) {
        retriesLeft -= 1;
        continue;
      }
      const data: unknown = response ? await response.json().catch(() => undefined) : undefined;
      throw new GenericFetchError(errorMessage(data), response?.status ?? null, data);
    }
  };
}
