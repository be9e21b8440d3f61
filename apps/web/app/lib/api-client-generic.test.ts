import { describe, expect, it, vi } from 'vitest';

import { createGenericClient, defaultRetries, GenericFetchError } from './api-client-generic';

function answers(...statuses: number[]) {
  return vi.fn(async (_url: string, _init: RequestInit) => {
    const status = statuses.shift() ?? 200;
    return new Response(JSON.stringify(status < 300 ? { ok: true } : { error: `E${status}` }), {
      status,
      headers: { 'content-type': 'application/json' },
    });
  });
}

describe('generic client (spec §7)', () => {
  it('defaults to 1 retry for GET and 0 for POST, PUT, PATCH, DELETE', () => {
    expect(defaultRetries('GET')).toBe(1);
    for (const method of ['POST', 'PUT', 'PATCH', 'DELETE'] as const) {
      expect(defaultRetries(method)).toBe(0);
    }
  });

  it.each([408, 409, 425, 429, 500, 502, 503, 504])('retries a GET answered %i once', async (s) => {
    const fetch = answers(s, 200);
    const get = createGenericClient({ baseURL: 'https://api.example/v1/', fetch });
    await expect(get('/items')).resolves.toEqual({ ok: true });
    expect(fetch).toHaveBeenCalledTimes(2);
    expect(fetch.mock.calls[0]![0]).toBe('https://api.example/v1/items');
  });

  it('gives up after the retries and throws the message', async () => {
    const fetch = answers(503, 503, 503);
    const get = createGenericClient({ baseURL: '', fetch });
    const failure = get('/items');
    await expect(failure).rejects.toBeInstanceOf(GenericFetchError);
    await expect(failure).rejects.toMatchObject({ status: 503, message: 'E503' });
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it('does not retry other statuses', async () => {
    const fetch = answers(404, 200);
    const get = createGenericClient({ baseURL: '', fetch });
    await expect(get('/items')).rejects.toMatchObject({ status: 404 });
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('does not retry a POST by default, but does when asked', async () => {
    const once = answers(503, 200);
    const client = createGenericClient({ baseURL: '', fetch: once });
    await expect(client('/items', { method: 'POST', body: { a: 1 } })).rejects.toMatchObject({
      status: 503,
    });
    expect(once).toHaveBeenCalledTimes(1);

    const twice = answers(503, 200);
    const retrying = createGenericClient({ baseURL: '', fetch: twice });
    await expect(retrying('/items', { method: 'POST', retry: 1 })).resolves.toEqual({ ok: true });
    expect(twice).toHaveBeenCalledTimes(2);
  });

  it('retries when no answer comes back', async () => {
    const fetch = vi
      .fn()
      .mockRejectedValueOnce(new TypeError('network'))
      .mockResolvedValueOnce(new Response('ok', { status: 200 }));
    const get = createGenericClient({ baseURL: '', fetch });
    await expect(get('/ping')).resolves.toBe('ok');
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it('drops empty query parameters', async () => {
    const fetch = answers(200);
    const get = createGenericClient({ baseURL: '/api', fetch });
    await get('items', { query: { a: 1, b: '', c: null } });
    expect(fetch.mock.calls[0]![0]).toBe('/api/items?a=1');
  });
});
