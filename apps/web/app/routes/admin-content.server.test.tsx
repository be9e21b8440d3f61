// @vitest-environment node
import type { Content } from '@passerelle/shared';
import { renderToString } from 'react-dom/server';
import {
  StaticRouterProvider,
  createStaticHandler,
  createStaticRouter,
  type ActionFunctionArgs,
} from 'react-router';
import { afterAll, afterEach, describe, expect, it } from 'vitest';

import { createLoadContext } from '~/lib/load-context';

import AdminContentPage, { action } from './admin-content';

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

  it('refuses a payload nested 50,000 levels deep before sending anything to the API', async () => {
    const called: string[] = [];
    const context = createLoadContext({
      apiFetch: (path) => {
        called.push(path);
        return Promise.resolve(Response.json({}));
      },
      cspNonce: 'nonce',
    });
    const post = (body: string) =>
      action({
        request: new Request('http://localhost/back/admin/content/cgu', {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body,
        }),
        params: { code: 'cgu' },
        context,
      } as unknown as ActionFunctionArgs);
    const deep = `{"intent":"saveContent","values":${'{"a":'.repeat(50_000)}1${'}'.repeat(50_000)}}`;
    const refusal: unknown = await post(deep).catch((error: unknown) => error);
    expect(refusal).toMatchObject({
      data: {
        layout: 'back',
        message:
          'Le contenu envoyé est imbriqué trop profondément : 5 niveaux au plus sont acceptés.',
      },
      init: { status: 400 },
    });
    expect(called).toEqual([]);
    // A payload as the page sends it goes through.
    await post(
      JSON.stringify({ intent: 'saveContent', values: { title: 'CGU', html: '<p>1</p>' } }),
    );
    expect(called).toEqual(['/api/contents/cgu']);
  });
});
