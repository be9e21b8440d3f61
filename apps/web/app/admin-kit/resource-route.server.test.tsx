// @vitest-environment node
import { axesResource, citiesResource } from '@passerelle/shared';
import { renderToString } from 'react-dom/server';
import {
  Outlet,
  StaticRouterProvider,
  createStaticHandler,
  createStaticRouter,
  type LoaderFunction,
} from 'react-router';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';

import { createLoadContext } from '~/lib/load-context';

import { jsonResponse, userOf } from '../../test/fixtures';

import { resourceRoute } from './resource-route';

/** The first render happens on the server: the rows come through the in-process API client. */
async function serverRender(
  resource: typeof axesResource,
  path: string,
  apiFetch: (path: string, init?: RequestInit) => Promise<Response>,
) {
  const route = resourceRoute(resource);
  const handler = createStaticHandler([
    {
      id: 'root',
      path: '/',
      loader: () => ({ user: userOf('profile_admin') }),
      Component: Outlet,
      children: [
        {
          id: 'page',
          path: path.split('?')[0]!.slice(1),
          loader: route.loader as unknown as LoaderFunction,
          Component: route.Component,
        },
      ],
    },
  ]);
  const context = await handler.query(new Request(`http://localhost${path}`), {
    requestContext: createLoadContext({ apiFetch, cspNonce: 'n' }),
  });
  if (context instanceof Response) throw new Error(`unexpected response ${context.status}`);
  return renderToString(
    <StaticRouterProvider
      router={createStaticRouter(handler.dataRoutes, context)}
      context={context}
    />,
  );
}

describe('resource routes on the server', () => {
  // The web project's setup clears window storages after each test; this file has no window.
  afterEach(() => {
    const storage = { clear: () => undefined };
    Object.assign(globalThis, { window: { sessionStorage: storage, localStorage: storage } });
  });
  afterAll(() => {
    Reflect.deleteProperty(globalThis, 'window');
  });

  it('renders the axes with their rows, without a browser', async () => {
    expect(typeof document).toBe('undefined');
    const apiFetch = vi.fn(async () =>
      jsonResponse(200, {
        items: [{ id: 1, number: 1, name: 'Numérique', description: null, color: '#1a2b3c' }],
        total: 1,
        page: 1,
        pageSize: 20,
      }),
    );
    const html = await serverRender(axesResource, '/back/admin/axis?q=num', apiFetch);
    expect(apiFetch).toHaveBeenCalledWith('/api/axes?q=num', expect.anything());
    expect(html.match(/<h1/g)).toHaveLength(1);
    expect(html).toContain('>Axes</h1>');
    expect(html).toContain('Numérique');
    expect(html).toContain('<code>#1a2b3c</code>');
    expect(html).toContain('value="num"');
    expect(html).toContain('1 élément');
  });

  it('serves the cities from the same kit', async () => {
    const apiFetch = vi.fn(async () =>
      jsonResponse(200, {
        items: [{ id: 4, code: '69123', value: 'Lyon' }],
        total: 1,
        page: 1,
        pageSize: 20,
      }),
    );
    const html = await serverRender(citiesResource, '/back/admin/cities', apiFetch);
    expect(apiFetch).toHaveBeenCalledWith('/api/cities', expect.anything());
    expect(html).toContain('>Villes</h1>');
    expect(html).toContain('Créer une ville');
    expect(html).toContain('Lyon');
  });
});
