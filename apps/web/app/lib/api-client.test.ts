import { apiErrorSchema, defineRoute } from '@passerelle/shared';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';

import {
  apiFailure,
  buildUrl,
  createApiClient,
  errorMessage,
  failureText,
  type ApiClientDeps,
} from './api-client';

function json(status: number, body: unknown): Response {
  return new Response(body === undefined ? null : JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json' },
  });
}

function setup(response: Response | Error, overrides: Partial<ApiClientDeps> = {}) {
  const fetch = vi.fn(async (_url: string, _init: RequestInit) => {
    if (response instanceof Error) throw response;
    return response;
  });
  const deps = {
    fetch,
    getAccessToken: vi.fn(() => null as string | null),
    clearSession: vi.fn(),
    getCurrentPath: vi.fn(() => '/back/programming?year=2026'),
    redirectToLogin: vi.fn(),
  };
  return { deps: { ...deps, fetch }, client: createApiClient({ ...deps, ...overrides }) };
}

describe('api client (spec §7 shared request behaviour)', () => {
  it('sends a Bearer header when the session has a token', async () => {
    const { deps, client } = setup(json(200, {}), { getAccessToken: () => 'tok-123' });
    await client.request('/api/axes');
    const init = deps.fetch.mock.calls[0]![1] as RequestInit;
    expect(new Headers(init.headers).get('authorization')).toBe('Bearer tok-123');
  });

  it('sends no Authorization header without a token', async () => {
    const { deps, client } = setup(json(200, {}));
    await client.request('/api/axes');
    const init = deps.fetch.mock.calls[0]![1] as RequestInit;
    expect(new Headers(init.headers).has('authorization')).toBe(false);
  });

  it('does not retry a failed request', async () => {
    const { deps, client } = setup(json(503, { error: 'Indisponible' }));
    await client.request('/api/axes');
    expect(deps.fetch).toHaveBeenCalledTimes(1);
  });

  it('drops null, undefined and empty query parameters', async () => {
    const { deps, client } = setup(json(200, []));
    await client.request('/api/sessions', {
      query: { year: 2026, city: '', axis: null, room: undefined, status: ['OPEN', ''], q: 0 },
    });
    expect(deps.fetch.mock.calls[0]![0]).toBe('/api/sessions?year=2026&status=OPEN&q=0');
  });

  it('keeps the path untouched when every parameter is empty', () => {
    expect(buildUrl('/api/sessions', { a: '', b: null })).toBe('/api/sessions');
  });

  it('sends plain bodies as JSON', async () => {
    const { deps, client } = setup(json(201, { id: 3 }));
    await client.request('/api/axes', { method: 'POST', body: { name: 'Axe' } });
    const init = deps.fetch.mock.calls[0]![1] as RequestInit;
    expect(init.method).toBe('POST');
    expect(init.body).toBe('{"name":"Axe"}');
    expect(new Headers(init.headers).get('content-type')).toBe('application/json');
  });

  it('runs the success step on 2xx with the parsed body, and not the error step', async () => {
    const { client } = setup(json(200, { id: 1 }));
    const onSuccess = vi.fn();
    const onError = vi.fn();
    const result = await client.request('/api/axes/1', { onSuccess, onError });
    expect(onSuccess).toHaveBeenCalledWith({ id: 1 });
    expect(onError).not.toHaveBeenCalled();
    expect(result).toEqual({ ok: true, status: 200, data: { id: 1 } });
  });

  it('handles 204 answers without a body', async () => {
    const { client } = setup(new Response(null, { status: 204 }));
    const onSuccess = vi.fn();
    await client.request('/api/axes/1', { method: 'DELETE', onSuccess });
    expect(onSuccess).toHaveBeenCalledWith(undefined);
  });

  describe('error message', () => {
    it('takes the body error field first', () => {
      expect(errorMessage({ error: 'Erreur A', detail: 'Détail' }, 'Défaut')).toBe('Erreur A');
    });
    it('else the detail field', () => {
      expect(errorMessage({ detail: 'Détail' }, 'Défaut')).toBe('Détail');
    });
    it("else the call's default message", () => {
      expect(errorMessage({}, 'Défaut')).toBe('Défaut');
      expect(errorMessage('<html>', 'Défaut')).toBe('Défaut');
    });
    it("else the word 'error'", () => {
      expect(errorMessage(undefined)).toBe('error');
    });
    it('is taken from a real answer', async () => {
      const { client } = setup(json(422, { detail: 'Nom trop long' }));
      const result = await client.request('/api/axes', { defaultErrorMessage: 'Défaut' });
      expect(result).toMatchObject({ ok: false, status: 422, error: 'Nom trop long' });
    });
  });

  describe('refusal', () => {
    it('carries the typed code, the detail and the field messages of the answer', async () => {
      const body = {
        error: 'Invalide',
        code: 'VALIDATION_FAILED',
        detail: 'Le nom est trop long.',
        fieldErrors: { name: ['Maximum 255 caractères'], 'profiles[0].code': ['Profil inconnu'] },
      };
      const { client } = setup(json(400, body));
      const result = await client.request('/api/axes', { method: 'POST', body: {} });
      expect(result).toEqual({
        ok: false,
        status: 400,
        error: 'Invalide',
        code: 'VALIDATION_FAILED',
        detail: 'Le nom est trop long.',
        fieldErrors: body.fieldErrors,
        unauthorized: false,
      });
    });

    it('has empty field messages and no code when the answer names none', async () => {
      const { client } = setup(json(502, '<html>Bad gateway</html>'));
      const result = await client.request('/api/axes', { defaultErrorMessage: 'Défaut' });
      expect(result).toEqual({
        ok: false,
        status: 502,
        error: 'Défaut',
        fieldErrors: {},
        unauthorized: false,
      });
      const offline = await setup(new TypeError('network')).client.request('/api/axes');
      expect(offline).toEqual({
        ok: false,
        status: null,
        error: 'error',
        fieldErrors: {},
        unauthorized: false,
      });
    });

    it('keeps the code of a 401 it answers for the login redirect', async () => {
      const { client } = setup(json(401, { error: 'Non connecté', code: 'UNAUTHENTICATED' }));
      expect(await client.request('/api/axes')).toMatchObject({
        ok: false,
        status: 401,
        code: 'UNAUTHENTICATED',
        unauthorized: true,
      });
    });

    // Read by hand (the public pages carry no Zod): what the shared schema accepts is read the
    // same way, and what it refuses loses only its malformed parts.
    it.each([
      { error: 'Conflit', code: 'CONFLICT' },
      { error: 'Conflit', code: 'RESOURCE_IN_USE', detail: 'Utilisé par 2 actions.' },
      { error: 'Invalide', code: 'VALIDATION_FAILED', fieldErrors: { '': ['Formulaire'], a: [] } },
    ])('reads a valid ApiError as the shared schema does (%o)', (body) => {
      const parsed = apiErrorSchema.parse(body);
      expect(apiFailure(400, body)).toEqual({
        ok: false,
        status: 400,
        unauthorized: false,
        fieldErrors: {},
        ...parsed,
      });
    });

    it.each([
      [
        { error: 'Invalide', fieldErrors: { name: 'texte', age: [1], ok: ['Oui'] } },
        { ok: ['Oui'] },
      ],
      [{ error: 'Invalide', fieldErrors: ['name'] }, {}],
      [{ error: 'Invalide', code: 12, detail: null }, {}],
    ])('drops what the shared schema would refuse (%o)', (body, fieldErrors) => {
      expect(apiErrorSchema.safeParse(body).success).toBe(false);
      const failure = apiFailure(400, body);
      expect(failure).not.toHaveProperty('code');
      expect(failure).not.toHaveProperty('detail');
      expect(failure.fieldErrors).toEqual(fieldErrors);
    });

    it("words a case with the API's detail first", () => {
      expect(failureText({ error: 'Conflit', detail: 'Cette action a 2 sessions.' })).toBe(
        'Cette action a 2 sessions.',
      );
      expect(failureText({ error: 'Conflit' })).toBe('Conflit');
    });
  });

  it('on other errors runs the error step and stores the message', async () => {
    const { deps, client } = setup(json(409, { error: 'Conflit' }));
    const onError = vi.fn();
    const state = { loading: false, error: null as string | null };
    await client.request('/api/axes', { onError, state });
    expect(onError).toHaveBeenCalledWith('Conflit', 409);
    expect(state.error).toBe('Conflit');
    expect(deps.clearSession).not.toHaveBeenCalled();
    expect(deps.redirectToLogin).not.toHaveBeenCalled();
  });

  it('treats a request with no answer as an error with the default message', async () => {
    const { client } = setup(new TypeError('network'));
    const onError = vi.fn();
    const result = await client.request('/api/axes', { onError, defaultErrorMessage: 'Réseau' });
    expect(onError).toHaveBeenCalledWith('Réseau', null);
    expect(result).toMatchObject({ ok: false, status: null, error: 'Réseau' });
  });

  it('on 401 clears the session, sends to /login with the current path, and skips the error step', async () => {
    const { deps, client } = setup(json(401, { error: 'Non connecté' }));
    const onError = vi.fn();
    const onFinally = vi.fn();
    const state = { loading: false, error: null as string | null };
    const result = await client.request('/api/axes', { onError, onFinally, state });
    expect(deps.clearSession).toHaveBeenCalledTimes(1);
    expect(deps.redirectToLogin).toHaveBeenCalledWith(
      '/login?redirect=%2Fback%2Fprogramming%3Fyear%3D2026',
    );
    expect(onError).not.toHaveBeenCalled();
    expect(onFinally).toHaveBeenCalledTimes(1);
    expect(state).toEqual({ loading: false, error: null });
    expect(result).toMatchObject({ ok: false, unauthorized: true });
  });

  it('on 401 in a loader the thrown redirect leaves the client after the final step', async () => {
    const redirect = new Response(null, { status: 302, headers: { location: '/login' } });
    const { client } = setup(json(401, {}), {
      redirectToLogin: () => {
        throw redirect;
      },
    });
    const onFinally = vi.fn();
    await expect(client.request('/api/axes', { onFinally })).rejects.toBe(redirect);
    expect(onFinally).toHaveBeenCalledTimes(1);
  });

  it('sets loading while the call runs and resets it afterwards, whatever the outcome', async () => {
    for (const response of [json(200, {}), json(500, {}), json(401, {})]) {
      let release!: (r: Response) => void;
      const { client } = setup(response, {
        fetch: () => new Promise<Response>((resolve) => (release = resolve)),
      });
      const changes: boolean[] = [];
      const state = { loading: false, error: null as string | null };
      const onFinally = vi.fn(() => {
        expect(state.loading).toBe(false);
      });
      const pending = client.request('/api/x', {
        state,
        onFinally,
        onStateChange: (s) => changes.push(s.loading),
      });
      expect(state.loading).toBe(true);
      release(response);
      await pending;
      expect(state.loading).toBe(false);
      expect(onFinally).toHaveBeenCalledTimes(1);
      expect(changes[0]).toBe(true);
      expect(changes.at(-1)).toBe(false);
    }
  });

  it('clears a previous error when the call starts again', async () => {
    const state = { loading: false, error: 'ancienne erreur' as string | null };
    const { client } = setup(json(200, {}));
    await client.request('/api/x', { state });
    expect(state.error).toBeNull();
  });
});

describe('calls by a route contract', () => {
  const contract = defineRoute({
    method: 'PATCH',
    path: '/sessions/:id/notes/:code',
    access: { permission: 'sessions.realize' },
    params: z.object({ id: z.number(), code: z.string() }),
    query: z.object({ year: z.number().optional() }),
    body: z.object({ text: z.string() }),
    response: z.object({ saved: z.boolean() }),
    errors: [400, 404],
  });

  it("sends the contract's method to its path under /api, parameters encoded, with query and body", async () => {
    const { deps, client } = setup(json(200, { saved: true }));
    const result = await client.call(contract, {
      params: { id: 12, code: 'a b/c' },
      query: { year: 2026 },
      body: { text: 'Bonjour' },
    });
    expect(result).toEqual({ ok: true, status: 200, data: { saved: true } });
    const [url, init] = deps.fetch.mock.calls[0]!;
    expect(url).toBe('/api/sessions/12/notes/a%20b%2Fc?year=2026');
    expect(init.method).toBe('PATCH');
    expect(init.body).toBe(JSON.stringify({ text: 'Bonjour' }));
  });

  it('refuses a call missing a path parameter before sending anything', () => {
    const { deps, client } = setup(json(200, {}));
    expect(() =>
      client.call(contract, {
        params: { id: 12, code: '' },
        body: { text: '' },
      }),
    ).toThrow('needs the parameter "code"');
    expect(deps.fetch).not.toHaveBeenCalled();
  });
});
