// @vitest-environment node
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { renderToString } from 'react-dom/server';
import {
  Outlet,
  StaticRouterProvider,
  createStaticHandler,
  createStaticRouter,
} from 'react-router';
import { AppProviders } from './app-providers';

describe('AppProviders on the server', () => {
  // The web project's shared setup clears window storages after each test; give it something
  // to clear once this test has proved the render needs no window.
  afterEach(() => {
    const storage = { clear: () => undefined };
    Object.assign(globalThis, { window: { sessionStorage: storage, localStorage: storage } });
  });
  afterAll(() => {
    Reflect.deleteProperty(globalThis, 'window');
  });

  it('renders without a browser (no window, no document)', async () => {
    expect(typeof window).toBe('undefined');
    const routes = [
      {
        id: 'root',
        element: (
          <AppProviders>
            <Outlet />
          </AppProviders>
        ),
        children: [{ index: true, element: <h1>Accueil</h1> }],
      },
    ];
    const handler = createStaticHandler(routes);
    const context = await handler.query(new Request('http://localhost/'));
    if (context instanceof Response) throw new Error('unexpected redirect');
    const html = renderToString(
      <StaticRouterProvider
        router={createStaticRouter(handler.dataRoutes, context)}
        context={context}
      />,
    );
    expect(html).toContain('<h1>Accueil</h1>');
    expect(html).toContain('Notifications (F8)');
  });
});
