import { act, render, screen, within } from '@testing-library/react';
import { createRoutesStub } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';

import { userOf } from '../../test/fixtures';
import { clearSession, forgetLastUser, writeSession } from '~/lib/session';
import type { RootData } from '~/lib/session-user';
import { AppShell } from './app-shell';

function renderShell(
  user: ReturnType<typeof userOf> | null,
  path = '/back/admin/rooms',
  root: Partial<RootData> = { user },
) {
  const Stub = createRoutesStub([
    {
      id: 'root',
      path: '/',
      loader: () => root,
      HydrateFallback: () => null,
      children: [
        {
          path: '*',
          Component: () => (
            <AppShell layout="back">
              <h1>Salles</h1>
            </AppShell>
          ),
        },
      ],
    },
  ]);
  render(<Stub initialEntries={[path]} />);
}

afterEach(() => {
  clearSession();
  forgetLastUser();
});

describe('layout frame', () => {
  it('for a signed-in user: name, profile, logout button and the profile menu', async () => {
    renderShell(userOf('profile_admin'));
    await screen.findByRole('heading', { name: 'Salles' });
    expect(screen.getByText('Connecté : Mme Claire Martin (Administrateur)')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Se déconnecter' })).toBeInTheDocument();
    const menu = screen.getByRole('navigation', { name: 'Menu principal' });
    expect(within(menu).getByRole('link', { name: 'Administration' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    const admin = screen.getByRole('navigation', { name: "Menu d'administration" });
    expect(within(admin).getByRole('link', { name: 'Salles' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });

  it('for a profile’s shell: the profile’s menus and the logout button, nobody named', async () => {
    renderShell(null, '/back/admin/rooms', { user: null, profile: 'profile_admin' });
    await screen.findByRole('heading', { name: 'Salles' });
    expect(screen.queryByText(/^Connecté/)).toBeNull();
    expect(screen.queryByRole('link', { name: 'Se connecter' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Se déconnecter' })).toBeInTheDocument();
    const menu = screen.getByRole('navigation', { name: 'Menu principal' });
    expect(within(menu).getByRole('link', { name: 'Administration' })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: "Menu d'administration" })).toBeInTheDocument();
  });

  it('for a profile’s shell: the tab’s stored user of that profile, named at once', async () => {
    writeSession({ user: userOf('profile_admin'), accessToken: null });
    renderShell(null, '/back/admin/rooms', { user: null, profile: 'profile_admin' });
    expect(
      await screen.findByText('Connecté : Mme Claire Martin (Administrateur)'),
    ).toBeInTheDocument();
  });

  it('for a profile’s shell: still the user when a call answered 401 cleared the session', async () => {
    // The sign-in popup opens over the page, which stays as it was (decision 029).
    writeSession({ user: userOf('profile_admin'), accessToken: null });
    renderShell(null, '/back/admin/rooms', { user: null, profile: 'profile_admin' });
    const named = 'Connecté : Mme Claire Martin (Administrateur)';
    await screen.findByText(named);
    act(() => clearSession());
    expect(screen.getByText(named)).toBeInTheDocument();
  });

  it('for a profile’s shell: a stored user of another profile is not the one signed in', async () => {
    writeSession({ user: userOf('profile_manager'), accessToken: null });
    renderShell(null, '/back/admin/rooms', { user: null, profile: 'profile_admin' });
    await screen.findByRole('heading', { name: 'Salles' });
    expect(screen.queryByText(/^Connecté/)).toBeNull();
  });

  it('for a visitor: a login link keeping the current page', async () => {
    renderShell(null, '/training?q=num%C3%A9rique');
    await screen.findByRole('heading', { name: 'Salles' });
    expect(screen.getByRole('link', { name: 'Se connecter' })).toHaveAttribute(
      'href',
      '/login?redirect=%2Ftraining%3Fq%3Dnum%25C3%25A9rique',
    );
    expect(screen.queryByRole('button', { name: 'Se déconnecter' })).toBeNull();
  });

  it('has the skip link to <main id="contenu"> and the footer links to the public pages', async () => {
    renderShell(null);
    const main = await screen.findByRole('main');
    expect(main).toHaveAttribute('id', 'contenu');
    expect(main).toHaveAttribute('tabindex', '-1');
    expect(screen.getAllByRole('link')[0]).toHaveTextContent('Aller au contenu');
    const footer = screen.getByRole('navigation', { name: 'Pied de page' });
    for (const name of ['Mentions légales', 'Gestion des cookies', 'À propos']) {
      expect(within(footer).getByRole('link', { name })).toBeInTheDocument();
    }
    // With the status the statement declares, as the RGAA asks (decision 080).
    expect(
      within(footer).getByRole('link', { name: 'Accessibilité : partiellement conforme' }),
    ).toHaveAttribute('href', '/accessibility');
    expect(
      within(footer).getByRole('link', { name: "Conditions générales d'utilisation" }),
    ).toHaveAttribute('href', '/cgu');
  });
});
