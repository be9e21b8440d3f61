import { SESSION_STORAGE_KEY, type SessionUser } from '@passerelle/shared';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRoutesStub, useLocation } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { jsonResponse, userOf } from '../../test/fixtures';
import { AppShell } from './app-shell';

/*
 * The header's session controls (decision 031) inside the frame every layout uses: the
 * impersonation banner and its way back, the active profile's choice.
 */

/** Where the stub's router is: the path and query shown on the page. */
function Where() {
  const { pathname, search } = useLocation();
  return <p data-testid="where">{`${pathname}${search}`}</p>;
}

function renderShell(user: SessionUser, path = '/back/programming') {
  const Stub = createRoutesStub([
    {
      id: 'root',
      path: '/',
      loader: () => ({ user }),
      HydrateFallback: () => null,
      children: [
        {
          path: '*',
          Component: () => (
            <AppShell layout="back">
              <h1>Page</h1>
              <Where />
            </AppShell>
          ),
        },
      ],
    },
  ]);
  render(<Stub initialEntries={[path]} />);
}

const manager: SessionUser = {
  ...userOf('profile_manager', 7),
  givenName: 'Thomas',
  familyName: 'Bernard',
  impersonator: { id: 1, name: 'Claire Martin' },
};

function stored(): { user: SessionUser; accessToken: string | null } {
  return JSON.parse(window.sessionStorage.getItem(SESSION_STORAGE_KEY) ?? 'null') as {
    user: SessionUser;
    accessToken: string | null;
  };
}

afterEach(() => {
  vi.restoreAllMocks();
  window.sessionStorage.clear();
});

describe('impersonation banner', () => {
  it('says who acts on whose behalf, and gives the admin’s session back', async () => {
    const admin = userOf('profile_admin', 1);
    const fetch = vi
      .spyOn(window, 'fetch')
      .mockResolvedValue(jsonResponse(200, { accessToken: 'jeton-admin', user: admin }));
    renderShell(manager);
    await screen.findByRole('heading', { name: 'Page' });
    expect(
      screen.getByText(
        'Vous êtes connecté en tant que Thomas Bernard, à la place de Claire Martin.',
      ),
    ).toBeInTheDocument();
    const leave = screen.getByRole('button', { name: 'Quitter la substitution' });
    leave.focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(stored()?.user.id).toBe(1));
    const [url, init] = fetch.mock.calls[0]!;
    expect(url).toBe('/api/_auth/impersonation');
    expect(init?.method).toBe('DELETE');
    expect(stored().accessToken).toBe('jeton-admin');
  });

  it('takes the admin back to the page the substitution started from, once', async () => {
    window.sessionStorage.setItem('passerelle.impersonation.returnTo', '/back/admin/users?q=bern');
    vi.spyOn(window, 'fetch').mockResolvedValue(
      jsonResponse(200, { accessToken: 'jeton-admin', user: userOf('profile_admin', 1) }),
    );
    renderShell(manager);
    await userEvent.click(await screen.findByRole('button', { name: 'Quitter la substitution' }));
    await waitFor(() =>
      expect(screen.getByTestId('where')).toHaveTextContent('/back/admin/users?q=bern'),
    );
    expect(window.sessionStorage.getItem('passerelle.impersonation.returnTo')).toBeNull();
  });

  it('is absent from a session of one’s own', async () => {
    renderShell(userOf('profile_admin'));
    await screen.findByRole('heading', { name: 'Page' });
    expect(screen.queryByRole('button', { name: 'Quitter la substitution' })).toBeNull();
  });
});

describe('profile switcher', () => {
  const twoProfiles: SessionUser = {
    ...userOf('profile_provider', 9),
    profiles: [
      { code: 'profile_provider', structureId: 3, structureName: 'Institut Horizon' },
      { code: 'profile_beneficiary', structureId: 4, structureName: 'Mission locale' },
    ],
  };

  it('is offered only to a user holding several profiles', async () => {
    renderShell(userOf('profile_provider'));
    await screen.findByRole('heading', { name: 'Page' });
    expect(screen.queryByRole('combobox', { name: 'Profil actif' })).toBeNull();
  });

  it('makes the chosen profile active through the API', async () => {
    window.sessionStorage.setItem(
      SESSION_STORAGE_KEY,
      JSON.stringify({ user: twoProfiles, accessToken: 'jeton' }),
    );
    const fetch = vi
      .spyOn(window, 'fetch')
      .mockResolvedValue(
        jsonResponse(200, { ...twoProfiles, userProfileCode: 'profile_beneficiary' }),
      );
    renderShell(twoProfiles);
    const select = await screen.findByRole('combobox', { name: 'Profil actif' });
    expect(select).toHaveValue('profile_provider');
    expect(screen.getByRole('option', { name: 'Bénéficiaire – Mission locale' })).toBeVisible();
    await userEvent.selectOptions(select, 'profile_beneficiary');
    await userEvent.click(screen.getByRole('button', { name: 'Changer de profil' }));
    await waitFor(() => expect(stored().user.userProfileCode).toBe('profile_beneficiary'));
    const [url, init] = fetch.mock.calls[0]!;
    expect(url).toBe('/api/_auth/session/profile');
    expect(init?.method).toBe('PUT');
    expect(JSON.parse(String(init?.body))).toEqual({ profileCode: 'profile_beneficiary' });
    expect(stored().accessToken).toBe('jeton');
  });

  it('shows the refusal of the API', async () => {
    vi.spyOn(window, 'fetch').mockResolvedValue(
      jsonResponse(403, { error: 'Vous ne disposez pas de ce profil', code: 'PROFILE_NOT_HELD' }),
    );
    renderShell(twoProfiles);
    const select = await screen.findByRole('combobox', { name: 'Profil actif' });
    await userEvent.selectOptions(select, 'profile_beneficiary');
    await userEvent.click(screen.getByRole('button', { name: 'Changer de profil' }));
    await waitFor(() => expect(window.fetch).toHaveBeenCalled());
    expect(window.sessionStorage.getItem(SESSION_STORAGE_KEY)).toBeNull();
  });
});
