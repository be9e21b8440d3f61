import { configure, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRoutesStub, type LoaderFunction } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { writeSession } from '~/lib/session';
import { toastStore } from '~/lib/toast';

import { mockFetch, type ApiCall } from '../../test/admin-kit-fixtures';
import { jsonResponse, userItemOf, userOf } from '../../test/fixtures';
import * as route from './admin-users';

configure({ asyncUtilTimeout: 4000 });
afterEach(() => {
  toastStore.reset();
  vi.restoreAllMocks();
});

const CLAIRE = userItemOf();
const PAUL = userItemOf({
  id: 43,
  username: 'paul.durand',
  civility: 'MR',
  givenName: 'Paul',
  familyName: 'Durand',
  email: 'paul.durand@example.org',
  profiles: [
    { code: 'profile_beneficiary', structureId: 7, structureName: 'Mission locale de Nantes' },
  ],
});

/** The refusal of decision 030 for an account that never signed in through the provider. */
const NOT_LINKED =
  "Cet utilisateur ne s'est jamais connecté avec Keycloak : il n'y a rien à synchroniser.";

/**
 * The users API: the list, whether single sign-on is on (`label`, null when off), and the sync
 * of Claire (204) or Paul (409, never signed in through the provider, or `syncFailure`).
 */
function fakeApi(label: string | null, syncFailure?: Response) {
  return (call: ApiCall): Response => {
    const path = call.url.pathname;
    if (path === '/api/users' && call.method === 'GET') {
      return jsonResponse(200, { items: [CLAIRE, PAUL], total: 2, truncated: false });
    }
    if (path === '/api/auth/sso') return jsonResponse(200, { label });
    if (path === `/api/users/${CLAIRE.id}/sync` && call.method === 'POST') {
      return new Response(null, { status: 204 });
    }
    if (path === `/api/users/${PAUL.id}/sync` && call.method === 'POST') {
      return syncFailure ?? jsonResponse(409, { error: NOT_LINKED, code: 'SSO_SYNC_NOT_LINKED' });
    }
    return jsonResponse(404, { error: 'Élément introuvable.', code: 'NOT_FOUND' });
  };
}

function renderUsers(label: string | null, syncFailure?: Response) {
  const user = userOf('profile_admin');
  writeSession({ user, accessToken: 'token' });
  const api = mockFetch(fakeApi(label, syncFailure));
  const Stub = createRoutesStub([
    {
      path: '/back/admin/users',
      loader: route.clientLoader as unknown as LoaderFunction,
      HydrateFallback: () => null,
      Component: route.default,
    },
  ]);
  render(<Stub initialEntries={['/back/admin/users']} />);
  return api;
}

/** The row of the users table holding `name`. */
const rowOf = (name: string) =>
  screen.getAllByRole('row').find((row) => within(row).queryByRole('rowheader', { name }))!;
const syncCalls = (calls: ApiCall[]) => calls.filter((call) => call.url.pathname.endsWith('/sync'));
const listLoads = (calls: ApiCall[]) =>
  calls.filter((call) => call.url.pathname === '/api/users' && call.method === 'GET').length;
const toasts = () => toastStore.getSnapshot().map(({ kind, message }) => ({ kind, message }));

describe('Users page: single sign-on sync (decision 030)', () => {
  it('offers no sync when single sign-on is off', async () => {
    renderUsers(null);
    expect(await screen.findByRole('table', { name: 'Utilisateurs' })).toBeVisible();
    expect(
      within(rowOf('Martin Claire')).getByRole('button', { name: /^Désactiver/ }),
    ).toBeVisible();
    expect(screen.queryByRole('button', { name: /^Synchroniser/ })).toBeNull();
  });

  it('offers the sync on every account when single sign-on is on', async () => {
    renderUsers('Keycloak');
    expect(await screen.findByRole('table', { name: 'Utilisateurs' })).toBeVisible();
    // Whether an account is tied to the provider is the server's to tell (409 otherwise).
    for (const [row, name] of [
      ['Martin Claire', 'Claire Martin'],
      ['Durand Paul', 'Paul Durand'],
    ] as const) {
      const button = within(rowOf(row)).getByRole('button', { name: `Synchroniser ${name}` });
      expect(button).toHaveAttribute('title', `Synchroniser ${name}`);
    }
  });

  it('posts users/{id}/sync, says it is done and reloads the list', async () => {
    const { calls } = renderUsers('Keycloak');
    await screen.findByRole('table', { name: 'Utilisateurs' });
    const loadsBefore = listLoads(calls);
    await userEvent.click(screen.getByRole('button', { name: 'Synchroniser Claire Martin' }));

    await waitFor(() =>
      expect(toasts()).toEqual([{ kind: 'success', message: 'Synchronisation effectuée.' }]),
    );
    expect(syncCalls(calls).map((call) => [call.method, call.url.pathname])).toEqual([
      ['POST', '/api/users/42/sync'],
    ]);
    // The names, e-mail and structure may have changed: the list is read again.
    await waitFor(() => expect(listLoads(calls)).toBe(loadsBefore + 1));
  });

  it('shows the server’s French refusal, and reloads nothing', async () => {
    const { calls } = renderUsers('Keycloak');
    await screen.findByRole('table', { name: 'Utilisateurs' });
    const loadsBefore = listLoads(calls);
    await userEvent.click(screen.getByRole('button', { name: 'Synchroniser Paul Durand' }));

    await waitFor(() => expect(toasts()).toEqual([{ kind: 'error', message: NOT_LINKED }]));
    expect(syncCalls(calls).map((call) => [call.method, call.url.pathname])).toEqual([
      ['POST', '/api/users/43/sync'],
    ]);
    expect(listLoads(calls)).toBe(loadsBefore);
  });

  it('falls back on the French sync error when the answer names none', async () => {
    renderUsers('Keycloak', new Response(null, { status: 502 }));
    await userEvent.click(await screen.findByRole('button', { name: 'Synchroniser Paul Durand' }));
    await waitFor(() =>
      expect(toasts()).toEqual([
        { kind: 'error', message: "La synchronisation n'a pas pu être effectuée." },
      ]),
    );
  });
});
