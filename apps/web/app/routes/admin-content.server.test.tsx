// @vitest-environment node
import type { Content } from '@passerelle/shared';
import { renderToString } from 'react-dom/server';
import { StaticRouterProvider, createStaticHandler, createStaticRouter } from 'react-router';
import { afterAll, afterEach, describe, expect, it } from 'vitest';

import AdminContentPage from './admin-content';

const CGU: Content = {
  code: 'cgu',
  title: "Conditions générales d'utilisation",
  html: '<p>Article 1</p>',
  updatedAt: null,
};

describe('the content editor page on the server', () => {
  // The web project's shared setup clears window storages after each test.
  afterEach(() => {
    const storage = { clear: () => undefined };
    Object.assign(globalThis, { window: { sessionStorage: storage, localStorage: storage } });
  });
  afterAll(() => {
    Reflect.deleteProperty(globalThis, 'window');
  });

  it('renders without a browser, with a placeholder where the editor will load', async () => {
    expect(typeof window).toBe('undefined');
    const routes = [
      {
        id: 'content',
        path: '/back/admin/content/:code',
        loader: () => ({ code: 'cgu', content: CGU }),
        Component: AdminContentPage,
      },
    ];
    const handler = createStaticHandler(routes);
    const context = await handler.query(new Request('http://localhost/back/admin/content/cgu'));
    if (context instanceof Response) throw new Error('unexpected redirect');
    const html = renderToString(
      <StaticRouterProvider
        router={createStaticRouter(handler.dataRoutes, context)}
        context={context}
      />,
    );
    expect(html).toContain(
      '<h1 class="text-3xl font-bold">Contenus : Conditions générales d&#x27;utilisation</h1>',
    );
    expect(html).toContain('Chargement de l&#x27;éditeur…');
    expect(html).toContain('value="Conditions générales d&#x27;utilisation"');
    // TipTap is not part of the server render.
    expect(html).not.toContain('ProseMirror');
    expect(html).not.toContain('role="toolbar"');
  });
});
