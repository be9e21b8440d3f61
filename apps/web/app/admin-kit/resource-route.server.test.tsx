// @vitest-environment node
import { axesResource } from '@passerelle/shared';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { afterAll, afterEach, describe, expect, it } from 'vitest';

import { resourceRoute } from './resource-route';

/*
 * A reference-data page is read in the browser (decision 099): the server has no loader for it
 * and sends the profile's shell, whose page area is the route's HydrateFallback.
 */
describe('resource routes on the server', () => {
  // The web project's setup clears window storages after each test; this file has no window.
  afterEach(() => {
    const storage = { clear: () => undefined };
    Object.assign(globalThis, { window: { sessionStorage: storage, localStorage: storage } });
  });
  afterAll(() => {
    Reflect.deleteProperty(globalThis, 'window');
  });

  it('have no server loader: the browser reads the list', () => {
    const route = resourceRoute(axesResource);
    expect(route).not.toHaveProperty('loader');
    expect(typeof route.clientLoader).toBe('function');
  });

  it('render the page’s title and a loading notice, without a browser nor a call', async () => {
    expect(typeof document).toBe('undefined');
    const route = resourceRoute(axesResource);
    const handler = createStaticHandler([
      { id: 'page', path: '/back/admin/axis', Component: route.HydrateFallback },
    ]);
    const context = await handler.query(new Request('http://localhost/back/admin/axis?q=num'));
    if (context instanceof Response) throw new Error(`unexpected response ${context.status}`);
    const html = renderToString(
      <StaticRouterProvider
        router={createStaticRouter(handler.dataRoutes, context)}
        context={context}
      />,
    );
    expect(html).toContain('>Axes</h1>');
    expect(html).toContain('<p role="status">Chargement…</p>');
  });
});
