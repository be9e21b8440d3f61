import type { SessionUser } from '@passerelle/shared';
import { describe, expect, it, vi } from 'vitest';

import { sessionUserContext } from '~/lib/guard.server';
import { createLoadContext } from '~/lib/load-context';
import { loader } from '~/routes/training-session';

import { jsonResponse } from '../../test/fixtures';

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
