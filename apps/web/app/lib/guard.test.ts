import { fr, frCommon, registerMessages, t } from '@passerelle/shared';
import { createMemoryRouter, type MiddlewareFunction } from 'react-router';
import { describe, expect, it, vi } from 'vitest';

import { jsonResponse, userOf } from '../../test/fixtures';
import { guardRedirect } from './guard';
import { clientGuard } from './guard-client';
import { serverGuard, sessionUserContext } from './guard.server';
import { createLoadContext } from './load-context';
import { clearSession, readSession, resetStartupSession, writeSession } from './session';

const hr = userOf('profile_hr', 5);
const admin = userOf('profile_admin', 1);
const beneficiary = userOf('profile_beneficiary', 3);

/** A fake API: the session answer and the structures previews answer. */
function api(
  user: ReturnType<typeof userOf> | null,
  previews: unknown = [{ id: 7, name: 'A', members: [] }],
) {
  return vi.fn(async (path: string, _init?: RequestInit) => {
    if (path === '/api/_auth/session')
      return user ? jsonResponse(200, user) : jsonResponse(401, { error: 'Non connecté' });
    if (path === '/api/structures/previews') return jsonResponse(200, previews);
    return jsonResponse(404);
  });
}

describe('guardRedirect (shared guard + structures previews)', () => {
  it('sends a visitor to /login with the full path and query', async () => {
    await expect(guardRedirect('/back/programming?year=2026&q=a b', null, api(null))).resolves.toBe(
      '/login?redirect=%2Fback%2Fprogramming%3Fyear%3D2026%26q%3Da%20b',
    );
  });

  it('lets an allowed page open without calling the API', async () => {
    const send = api(admin);
    await expect(guardRedirect('/back/programming', admin, send)).resolves.toBeNull();
    expect(send).not.toHaveBeenCalled();
  });

  it('sends hr on /back and /back/structures to the first structure of the previews', async () => {
    const send = api(hr, [
      { id: 12, name: 'B', members: [{ id: 1 }] },
      { id: 13, name: 'C', members: [] },
    ]);
    await expect(guardRedirect('/back', hr, send)).resolves.toBe('/back/structures/12');
    await expect(guardRedirect('/back/structures', hr, send)).resolves.toBe('/back/structures/12');
    expect(send).toHaveBeenCalledWith('/api/structures/previews', expect.anything());
  });

  it('sends hr to the landing page when there is no structure, or the call fails', async () => {
    await expect(guardRedirect('/back', hr, api(hr, []))).resolves.toBe('/');
    const failing = vi.fn(async () => jsonResponse(500, { error: 'x' }));
    await expect(guardRedirect('/back/structures', hr, failing)).resolves.toBe('/');
  });
});

describe('server guard (root middleware)', () => {
  async function runServerGuard(path: string, send: ReturnType<typeof api>, init?: RequestInit) {
    const context = createLoadContext({ apiFetch: send, cspNonce: 'n' });
    const url = new URL(path, 'http://localhost');
    const next = vi.fn(async () => new Response('page'));
    const args = { request: new Request(url, init), url, context, params: {}, pattern: '/' };
    const outcome = await Promise.resolve(
      (serverGuard as unknown as (a: typeof args, n: typeof next) => unknown)(args, next),
    ).then(
      () => null,
      (thrown: unknown) => thrown as Response,
    );
    return { outcome, context, next };
  }

  it('reads the session from the cookie through apiFetch and keeps it for the loaders', async () => {
    const send = api(admin);
    const { outcome, context } = await runServerGuard('/back/admin/axis', send);
    expect(outcome).toBeNull();
    expect(send).toHaveBeenCalledWith('/api/_auth/session', expect.anything());
    expect(context.get(sessionUserContext)).toEqual(admin);
  });

  it('redirects a visitor (failed session call) to the login page', async () => {
    const { outcome, context } = await runServerGuard('/beneficiary/passed?x=1', api(null));
    expect(outcome?.status).toBe(302);
    expect(outcome?.headers.get('location')).toBe(
      '/login?redirect=%2Fbeneficiary%2Fpassed%3Fx%3D1',
    );
    expect(context.get(sessionUserContext)).toBeNull();
  });

  it('lets a form posted by scripts after its session expired reach its action', async () => {
    const post = (user: typeof admin | null, mode: string) =>
      runServerGuard('/back/admin/parameters', api(user), {
        method: 'POST',
        headers: { 'sec-fetch-mode': mode },
      });
    expect((await post(null, 'same-origin')).outcome).toBeNull();
    // Without scripts the visitor goes to the login page; a signed-in user without the profile
    // is still turned away.
    expect((await post(null, 'navigate')).outcome?.headers.get('location')).toBe(
      '/login?redirect=%2Fback%2Fadmin%2Fparameters',
    );
    const manager = userOf('profile_manager');
    expect((await post(manager, 'same-origin')).outcome?.headers.get('location')).toBe(
      '/?message=noaccess',
    );
  });

  it('redirects hr on /back/structures with GET /api/structures/previews', async () => {
    const { outcome } = await runServerGuard('/back/structures', api(hr));
    expect(outcome?.headers.get('location')).toBe('/back/structures/7');
  });

  it('sends a non-admin on /back/admin to /?message=noaccess', async () => {
    const { outcome } = await runServerGuard('/back/admin/users', api(userOf('profile_manager')));
    expect(outcome?.headers.get('location')).toBe('/?message=noaccess');
  });
});

describe('client guard (root clientMiddleware) on client navigation', () => {
  function appRouter() {
    const page = () => null;
    return createMemoryRouter(
      [
        {
          id: 'root',
          path: '/',
          middleware: [clientGuard as MiddlewareFunction],
          children: [
            { index: true, Component: page },
            { path: 'login', Component: page },
            { path: 'back/programming', Component: page },
            { path: 'back/structures', Component: page },
            { path: 'back/structures/:id', Component: page },
            { path: 'beneficiary', Component: page },
            { path: 'beneficiary/favorites', Component: page },
            { path: 'back/admin/users', Component: page },
            { path: 'surveys', Component: page },
            { path: 'reports/:id', Component: page },
          ],
        },
      ],
      { initialEntries: ['/'] },
    );
  }

  async function go(router: ReturnType<typeof appRouter>, to: string) {
    await router.navigate(to);
    const { pathname, search } = router.state.location;
    return `${pathname}${search}`;
  }

  it('uses the stored session: a beneficiary is kept out of the back office', async () => {
    writeSession({ user: beneficiary, accessToken: 'tok' });
    await expect(go(appRouter(), '/back/programming')).resolves.toBe('/beneficiary/favorites');
  });

  it('sends a visitor to /login with the redirect parameter', async () => {
    const router = appRouter();
    await expect(go(router, '/back/admin/users?tab=2')).resolves.toBe(
      '/login?redirect=%2Fback%2Fadmin%2Fusers%3Ftab%3D2',
    );
  });

  it('sends a signed-in user away from /login', async () => {
    writeSession({ user: admin, accessToken: null });
    await expect(go(appRouter(), '/login')).resolves.toBe('/');
  });

  it('asks the API for the structures of an hr user, with the Bearer token', async () => {
    writeSession({ user: hr, accessToken: 'hr-token' });
    const fetch = vi
      .spyOn(window, 'fetch')
      .mockImplementation(async () => jsonResponse(200, [{ id: 42, name: 'S', members: [] }]));
    await expect(go(appRouter(), '/back/structures')).resolves.toBe('/back/structures/42');
    const [url, init] = fetch.mock.calls[0]!;
    expect(url).toBe('/api/structures/previews');
    expect(new Headers(init!.headers).get('authorization')).toBe('Bearer hr-token');
  });

  it('lets an allowed page open', async () => {
    writeSession({ user: admin, accessToken: null });
    await expect(go(appRouter(), '/back/admin/users')).resolves.toBe('/back/admin/users');
  });

  it('registers the whole French dictionary before a signed-in space’s page loads its data', async () => {
    // The browser's start: the messages every page may show, not the back office's.
    const startOnly = Object.fromEntries(Object.keys(fr).map((key) => [key, undefined]));
    registerMessages('fr', { ...startOnly, ...frCommon });
    try {
      writeSession({ user: admin, accessToken: null });
      const router = appRouter();
      await go(router, '/login');
      expect(() => t('programmingScreens.list.loadError')).toThrow('is not loaded');
      await expect(go(router, '/back/programming')).resolves.toBe('/back/programming');
      expect(t('programmingScreens.list.loadError')).toBe(fr['programmingScreens.list.loadError']);
    } finally {
      registerMessages('fr', fr);
    }
  });

  describe('in a tab that holds no session yet (a new tab, a mail link)', () => {
    function sessionApi(user: ReturnType<typeof userOf> | null) {
      return vi
        .spyOn(window, 'fetch')
        .mockImplementation(async () =>
          user ? jsonResponse(200, user) : jsonResponse(401, { error: 'Non connecté' }),
        );
    }

    it('asks the API who is signed in before guarding: the page opens', async () => {
      resetStartupSession();
      const fetch = sessionApi(beneficiary);
      const router = appRouter();
      await expect(go(router, '/surveys')).resolves.toBe('/surveys');
      expect(fetch).toHaveBeenCalledTimes(1);
      expect(fetch.mock.calls[0]![0]).toBe('/api/_auth/session');
      expect(readSession()?.user).toEqual(beneficiary);
      // Asked once per page load: later navigations use the stored session.
      await expect(go(router, '/back/programming')).resolves.toBe('/beneficiary/favorites');
      expect(fetch).toHaveBeenCalledTimes(1);
    });

    it('opens a provider’s report page the same way', async () => {
      resetStartupSession();
      sessionApi(userOf('profile_provider', 8));
      await expect(go(appRouter(), '/reports/3')).resolves.toBe('/reports/3');
    });

    it('sends a visitor the API does not know to /login', async () => {
      resetStartupSession();
      sessionApi(null);
      await expect(go(appRouter(), '/surveys')).resolves.toBe('/login?redirect=%2Fsurveys');
    });

    it('does not ask again after a logout in this tab', async () => {
      resetStartupSession();
      const fetch = sessionApi(beneficiary);
      const router = appRouter();
      await go(router, '/surveys');
      clearSession();
      await expect(go(router, '/back/programming')).resolves.toBe(
        '/login?redirect=%2Fback%2Fprogramming',
      );
      expect(fetch).toHaveBeenCalledTimes(1);
    });
  });
});
