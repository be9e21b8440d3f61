import { describe, expect, it, vi } from 'vitest';

import { jsonResponse, userOf } from '../../test/fixtures';
import { clientApi, serverApi } from './api-client-loader';
import { createLoadContext } from './load-context';
import { readSession, writeSession } from './session';

describe('API client in loaders', () => {
  it('on the server calls the API in-process through apiFetch', async () => {
    const apiFetch = vi.fn(async (_path: string, _init?: RequestInit) =>
      jsonResponse(200, [{ id: 1 }]),
    );
    const context = createLoadContext({ apiFetch, cspNonce: 'n' });
    const api = serverApi({ request: new Request('http://localhost/back/admin/axis'), context });
    const result = await api.request('/api/axes', { query: { q: '', page: 2 } });
    expect(result).toEqual({ ok: true, status: 200, data: [{ id: 1 }] });
    expect(apiFetch.mock.calls[0]![0]).toBe('/api/axes?page=2');
  });

  it('on the server, a 401 leaves the loader with a redirect to the login page', async () => {
    const context = createLoadContext({
      apiFetch: async () => jsonResponse(401, {}),
      cspNonce: 'n',
    });
    const api = serverApi({
      request: new Request('http://localhost/back/speakers?page=3'),
      context,
    });
    const thrown = (await api
      .request('/api/instructor_views')
      .catch((e: unknown) => e)) as Response;
    expect(thrown.status).toBe(302);
    expect(thrown.headers.get('location')).toBe('/login?redirect=%2Fback%2Fspeakers%3Fpage%3D3');
  });

  it('a 401 in an action posted by scripts is answered, one posted without them redirects', async () => {
    const context = createLoadContext({
      apiFetch: async () => jsonResponse(401, {}),
      cspNonce: 'n',
    });
    const post = (mode?: string) =>
      serverApi({
        request: new Request('http://localhost/back/admin/parameters', {
          method: 'POST',
          headers: mode ? { 'sec-fetch-mode': mode } : {},
        }),
        context,
      })
        .request('/api/year_quotas/2030', { method: 'PUT', body: {} })
        .catch((e: unknown) => e);
    expect(await post('same-origin')).toMatchObject({ ok: false, unauthorized: true });
    for (const mode of ['navigate', undefined]) {
      const thrown = (await post(mode)) as Response;
      expect(thrown.headers.get('location')).toBe('/login?redirect=%2Fback%2Fadmin%2Fparameters');
    }
  });

  it('in the browser sends the stored token, and a 401 clears the stored session', async () => {
    writeSession({ user: userOf('profile_admin'), accessToken: 'tok' });
    const fetch = vi.spyOn(window, 'fetch').mockResolvedValue(jsonResponse(401, {}));
    const api = clientApi({ request: new Request('http://localhost/reports/4') });
    const thrown = (await api
      .request('/api/session_reports/4')
      .catch((e: unknown) => e)) as Response;
    expect(new Headers(fetch.mock.calls[0]![1]!.headers).get('authorization')).toBe('Bearer tok');
    expect(readSession()).toBeNull();
    expect(thrown.headers.get('location')).toBe('/login?redirect=%2Freports%2F4');
  });
});
