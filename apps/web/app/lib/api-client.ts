/**
 * The API client of spec §7 "Shared request behaviour", written once and used by loaders on the
 * server (through the load context's in-process `apiFetch`) and in the browser (relative `/api`).
 *
 * Every clause of the spec maps to one place below:
 * - Bearer header when a session token exists            → `buildHeaders`
 * - no retries                                           → one `fetch` per call
 * - per-call loading and error flags                     → `RequestState`
 * - empty query parameters (null, undefined, '') dropped → `buildUrl`
 * - 2xx runs the per-call success step                   → `onSuccess`
 * - message: body `error`, else `detail`, else the call's default, else 'error' → `errorMessage`
 * - 401 clears the session and sends the user to /login?redirect=<current path>; the per-call
 *   error step does not run                              → `unauthorized`
 * - other errors run the per-call error step, the message is stored → `onError`, `state.error`
 * - a final step always runs and loading resets          → `finally`
 *
 * The sign-in and session endpoints (`/api/auth/login`, `/api/_auth/session`) do not go through
 * this client: their 401 means "wrong password" or "not signed in", not "session expired".
 */

import {
  routePath,
  type ApiError,
  type ErrorCode,
  type RouteAnswer,
  type RouteBody,
  type RouteContract,
  type RouteParams,
  type RouteQuery,
} from '@passerelle/shared';

import { loginTarget } from './login-target';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
export type QueryScalar = string | number | boolean | null | undefined;
export type Query = Record<string, QueryScalar | readonly QueryScalar[]>;

/** Loading and error flags of one call; `onChange` lets a component re-render. */
export interface RequestState {
  loading: boolean;
  error: string | null;
}

export interface ApiRequestOptions<T> {
  method?: HttpMethod;
  query?: Query;
  /** Plain values are sent as JSON; FormData, URLSearchParams and Blob as they are. */
  body?: unknown;
  headers?: Record<string, string>;
  /** The message used when the error answer names none. */
  defaultErrorMessage?: string;
  onSuccess?: (data: T) => void | Promise<void>;
  onError?: (message: string, status: number | null) => void | Promise<void>;
  onFinally?: () => void | Promise<void>;
  signal?: AbortSignal;
  /** Flags of this call, updated as it runs. */
  state?: RequestState;
  onStateChange?: (state: Readonly<RequestState>) => void;
}

/** A form's messages per field name (`profiles[0].code`; `''` for the whole form). */
export type FieldErrors = Record<string, string[]>;

/**
 * A refused call, with the API's error answer (`ApiError` of @passerelle/shared) read once here:
 * `error` is the message to show (spec §7), `code` one of the API's `ERROR_CODES` (absent when
 * there was no answer, or an answer without one), `detail` what went wrong in this case, and
 * `fieldErrors` the messages per field (empty when there are none).
 */
export interface ApiFailure {
  ok: false;
  status: number | null;
  error: string;
  code?: ErrorCode;
  detail?: string;
  fieldErrors: FieldErrors;
  unauthorized: boolean;
}

export type ApiResult<T> = { ok: true; status: number; data: T } | ApiFailure;

export interface ApiClientDeps {
  /** Sends the request: `window.fetch` in the browser, the load context's `apiFetch` on the server. */
  fetch: (url: string, init: RequestInit) => Promise<Response>;
  /** The session's access token, if any. */
  getAccessToken: () => string | null | undefined;
  /** Forgets the session (browser storage); nothing to do on the server. */
  clearSession: () => void;
  /** The current path with its query, kept as the login redirect target. */
  getCurrentPath: () => string;
  /**
   * Sends the user to the login page. In the browser it navigates; in loaders and actions it
   * throws a redirect response (the final step still runs before the throw leaves the client).
   */
  redirectToLogin: (target: string) => void;
}

/**
 * A part of a call the contract may declare: required when it does and something in it is, optional
 * when nothing in it is, absent when the contract declares none.
 */
type CallPart<K extends string, T> = [T] extends [undefined]
  ? { [P in K]?: never }
  : object extends T
    ? { [P in K]?: T }
    : { [P in K]: T };

/** What a call of a route's contract sends (its parameters, query and body), and the per-call steps. */
export type RouteCall<C extends RouteContract> = CallPart<'params', RouteParams<C>> &
  CallPart<'query', RouteQuery<C>> &
  CallPart<'body', RouteBody<C>> &
  Omit<ApiRequestOptions<RouteAnswer<C>>, 'method' | 'query' | 'body'>;

/** The call's argument: optional when the route takes nothing. */
type RouteCallArgs<C extends RouteContract> =
  object extends RouteCall<C> ? [call?: RouteCall<C>] : [call: RouteCall<C>];

export interface ApiClient {
  request<T = unknown>(path: string, options?: ApiRequestOptions<T>): Promise<ApiResult<T>>;
  /** Calls a route by its shared contract: path, method and types all come from it. */
  call<C extends RouteContract>(
    contract: C,
    ...args: RouteCallArgs<C>
  ): Promise<ApiResult<RouteAnswer<C>>>;
}

export const FALLBACK_ERROR_MESSAGE = 'error';

export function createApiClient(deps: ApiClientDeps): ApiClient {
  const client: ApiClient = {
    call(contract, ...[call = {}]) {
      const { params, query, body, ...options } = call as RouteCall<RouteContract> & {
        params?: Record<string, unknown>;
        query?: Query;
        body?: unknown;
      };
      return client.request(`/api${routePath(contract.path, params)}`, {
        ...options,
        method: contract.method,
        query,
        body,
      } as ApiRequestOptions<never>);
    },
    async request<T>(path: string, options: ApiRequestOptions<T> = {}): Promise<ApiResult<T>> {
      const state = options.state ?? { loading: false, error: null };
      const setState = (next: Partial<RequestState>) => {
        Object.assign(state, next);
        options.onStateChange?.({ ...state });
      };
      setState({ loading: true, error: null });
      try {
        let response: Response;
        try {
          response = await deps.fetch(buildUrl(path, options.query), {
            method: options.method ?? 'GET',
            headers: buildHeaders(options, deps.getAccessToken()),
            body: encodeBody(options.body),
            credentials: 'same-origin',
            signal: options.signal,
          });
        } catch {
          // No answer at all (network down, aborted): an error like any other.
          const message = options.defaultErrorMessage || FALLBACK_ERROR_MESSAGE;
          setState({ error: message });
          await options.onError?.(message, null);
          return { ok: false, status: null, error: message, fieldErrors: {}, unauthorized: false };
        }

        const payload = await readBody(response);
        if (response.ok) {
          await options.onSuccess?.(payload as T);
          return { ok: true, status: response.status, data: payload as T };
        }

        const failure = apiFailure(response.status, payload, options.defaultErrorMessage);
        if (response.status === 401) {
          deps.clearSession();
          deps.redirectToLogin(loginTarget(deps.getCurrentPath()));
          return { ...failure, unauthorized: true };
        }
        setState({ error: failure.error });
        await options.onError?.(failure.error, response.status);
        return failure;
      } finally {
        setState({ loading: false });
        await options.onFinally?.();
      }
    },
  };
  return client;
}

export { loginTarget } from './login-target';

/** Drops null, undefined and '' values; arrays become repeated parameters. */
export function buildUrl(path: string, query?: Query): string {
  if (!query) return path;
  const params = new URLSearchParams();
  for (const [key, raw] of Object.entries(query)) {
    const values = Array.isArray(raw) ? raw : [raw];
    for (const value of values as QueryScalar[]) {
      if (value === null || value === undefined || value === '') continue;
      params.append(key, String(value));
    }
  }
  const search = params.toString();
  if (!search) return path;
  return `${path}${path.includes('?') ? '&' : '?'}${search}`;
}

/** Body `error`, else `detail`, else the call's default, else the word 'error'. */
export function errorMessage(payload: unknown, defaultMessage?: string): string {
  if (payload && typeof payload === 'object') {
    const { error, detail } = payload as { error?: unknown; detail?: unknown };
    if (typeof error === 'string' && error) return error;
    if (typeof detail === 'string' && detail) return detail;
  }
  return defaultMessage || FALLBACK_ERROR_MESSAGE;
}

/**
 * A refused call from its status and answer body. Read by hand rather than with the shared
 * `apiErrorSchema`: the public pages call the API without carrying Zod (decision 018); a test
 * holds both to the same answers.
 */
export function apiFailure(
  status: number | null,
  payload: unknown,
  defaultMessage?: string,
): ApiFailure {
  const body: Partial<Record<keyof ApiError, unknown>> =
    payload && typeof payload === 'object' ? payload : {};
  const failure: ApiFailure = {
    ok: false,
    status,
    error: errorMessage(payload, defaultMessage),
    fieldErrors: fieldErrorsOf(body.fieldErrors),
    unauthorized: false,
  };
  // The API's contract (ApiError): `code` is one of its ERROR_CODES.
  if (typeof body.code === 'string' && body.code) failure.code = body.code as ErrorCode;
  if (typeof body.detail === 'string' && body.detail) failure.detail = body.detail;
  return failure;
}

/** The messages of an answer's `fieldErrors`; fields whose value is not a list of texts are left out. */
function fieldErrorsOf(value: unknown): FieldErrors {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return {};
  const entries = Object.entries(value as Record<string, unknown>).filter(
    (entry): entry is [string, string[]] =>
      Array.isArray(entry[1]) && entry[1].every((message) => typeof message === 'string'),
  );
  return Object.fromEntries(entries);
}

/**
 * The words of a refusal for one case (an action with sessions cannot be deleted…): the API's
 * `detail` when it gives one, else its `error`.
 */
export function failureText(failure: Pick<ApiFailure, 'error' | 'detail'>): string {
  return failure.detail || failure.error;
}

function buildHeaders(
  options: { headers?: Record<string, string>; body?: unknown },
  token: string | null | undefined,
): Headers {
  const headers = new Headers(options.headers);
  if (!headers.has('accept')) headers.set('accept', 'application/json');
  if (token) headers.set('authorization', `Bearer ${token}`);
  if (isJsonBody(options.body) && !headers.has('content-type')) {
    headers.set('content-type', 'application/json');
  }
  return headers;
}

function isJsonBody(body: unknown): boolean {
  return (
    body !== undefined &&
    !(body instanceof FormData) &&
    !(body instanceof URLSearchParams) &&
    !(body instanceof Blob) &&
    typeof body !== 'string'
  );
}

function encodeBody(body: unknown): BodyInit | undefined {
  if (body === undefined) return undefined;
  if (isJsonBody(body)) return JSON.stringify(body);
  return body as BodyInit;
}

async function readBody(response: Response): Promise<unknown> {
  if (response.status === 204 || response.status === 205) return undefined;
  const text = await response.text().catch(() => '');
  if (!text) return undefined;
  const type = response.headers.get('content-type') ?? '';
  if (type.includes('json')) {
    try {
      return JSON.parse(text) as unknown;
    } catch {
      return text;
    }
  }
  return text;
}
