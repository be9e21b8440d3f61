import type { SessionUser } from '@passerelle/shared';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { sessionSheet } from '~/features/catalogue/test-fixtures';
import { sessionUserContext } from '~/lib/guard.server';
import { createLoadContext } from '~/lib/load-context';
import { clearSession, writeSession } from '~/lib/session';
import { clientLoader, loader } from '~/routes/training-session';

import { jsonResponse, userOf } from '../../test/fixtures';

/** The loader of /training/12 when the API hides the session (members-only, or gone). */
async function loadHidden(user: SessionUser | null): Promise<unknown> {
  const apiFetch = vi.fn(async (path: string) =>
    path.includes('/detail')
      ? jsonResponse(404, { message: 'Ressource introuvable.' })
      : jsonResponse(200, []),
  );
  const context = createLoadContext({ apiFetch, cspNonce: 'n' });
  context.set(sessionUserContext, user);
  try {
    await loader({
      request: new Request('http://localhost/training/12?from=mail'),
      context,
      params: { id: '12' },
    } as unknown as Parameters<typeof loader>[0]);
  } catch (thrown) {
    return thrown;
  }
  throw new Error('the loader answered');
}

describe('/training/{id} hidden from the visitor', () => {
  it('sends a signed-out visitor to the login page, and back here after', async () => {
    const thrown = (await loadHidden(null)) as Response;
    expect(thrown.status).toBe(302);
    expect(thrown.headers.get('location')).toBe('/login?redirect=%2Ftraining%2F12%3Ffrom%3Dmail');
  });

  it('answers "Page introuvable" to a signed-in user who may not see it', async () => {
    const user = { id: 3, userProfileCode: 'profile_beneficiary' } as unknown as SessionUser;
    const thrown = (await loadHidden(user)) as { init: { status: number } | null };
    expect(thrown.init?.status).toBe(404);
  });
});

describe('/training/{id} as the browser hydrates it', () => {
  afterEach(() => {
    clearSession();
    vi.restoreAllMocks();
  });

  /** The clientLoader on hydration, the server having rendered `sheet` for the page. */
  function hydrate(sheet: ReturnType<typeof sessionSheet>) {
    return clientLoader({
      request: new Request('http://localhost/training/5'),
      params: { id: '5' },
      serverLoader: async () => ({ sheet, related: [] }),
    } as unknown as Parameters<typeof clientLoader>[0]);
  }

  it('reads a beneficiary’s own part when the page was their audience’s', async () => {
    writeSession({ user: userOf('profile_beneficiary'), accessToken: null });
    const own = sessionSheet({
      favorite: true,
      registration: { id: 3, status: 'REGISTERED', waitingList: false },
    });
    const fetch = vi.spyOn(window, 'fetch').mockResolvedValue(jsonResponse(200, own));
    const loaded = await hydrate(sessionSheet());
    expect(String(fetch.mock.calls[0]![0])).toBe('/api/public/sessions/5/detail');
    expect(loaded.sheet.favorite).toBe(true);
    expect(loaded.sheet.registration?.status).toBe('REGISTERED');
  });

  it('keeps the server’s data when nothing of the visitor is missing', async () => {
    const fetch = vi.spyOn(window, 'fetch');
    writeSession({ user: userOf('profile_admin'), accessToken: null });
    expect((await hydrate(sessionSheet())).sheet.favorite).toBe(null);
    writeSession({ user: userOf('profile_beneficiary'), accessToken: null });
    expect((await hydrate(sessionSheet({ favorite: false }))).sheet.favorite).toBe(false);
    clearSession();
    expect((await hydrate(sessionSheet())).sheet.favorite).toBe(null);
    expect(fetch).not.toHaveBeenCalled();
  });
});
