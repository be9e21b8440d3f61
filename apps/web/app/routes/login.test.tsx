import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRoutesStub, useLocation, type ActionFunction } from 'react-router';
import { describe, expect, it, vi } from 'vitest';

import { readSession } from '~/lib/session';

import { jsonResponse, userOf } from '../../test/fixtures';
import LoginPage, { clientAction } from './login';

function Where() {
  const location = useLocation();
  return <p data-testid="where">{`${location.pathname}${location.search}`}</p>;
}

function renderLogin(path = '/login', ssoLabel?: string | null) {
  const Stub = createRoutesStub([
    // The stub runs the route's browser action (the JS path).
    {
      path: '/login',
      Component: LoginPage,
      action: clientAction as unknown as ActionFunction,
      ...(ssoLabel === undefined ? {} : { loader: () => ({ ssoLabel }) }),
    },
    { path: '*', Component: Where },
  ]);
  render(<Stub initialEntries={[path]} />);
}

async function submit(username: string, password: string) {
  if (username) await userEvent.type(screen.getByLabelText('Identifiant'), username);
  if (password) await userEvent.type(screen.getByLabelText('Mot de passe'), password);
  await userEvent.click(screen.getByRole('button', { name: 'Se connecter' }));
}

describe('login page', () => {
  it('has labelled username and password fields, the forgot-password link and a submit button', async () => {
    renderLogin();
    expect(await screen.findByRole('heading', { level: 1, name: 'Connexion' })).toBeInTheDocument();
    expect(screen.getByLabelText('Identifiant')).toHaveAttribute('autocomplete', 'username');
    expect(screen.getByLabelText('Mot de passe')).toHaveAttribute('type', 'password');
    expect(screen.getByRole('link', { name: 'Mot de passe oublié ?' })).toHaveAttribute(
      'href',
      '/forgot-password',
    );
    expect(screen.getByRole('button', { name: 'Se connecter' })).toHaveAttribute('type', 'submit');
  });

  it('shows the API message of the §8 catalogue in an alert that receives focus', async () => {
    vi.spyOn(window, 'fetch').mockResolvedValue(
      jsonResponse(401, { error: 'Impossible de se connecter', code: 'INVALID_CREDENTIALS' }),
    );
    renderLogin();
    await submit('admin', 'mauvais');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Impossible de se connecter');
    await waitFor(() => expect(alert.parentElement).toHaveFocus());
    expect(readSession()).toBeNull();
  });

  it('asks for both fields before calling the API', async () => {
    const fetch = vi.spyOn(window, 'fetch');
    renderLogin();
    await submit('', '');
    expect(await screen.findAllByText('Champ obligatoire')).toHaveLength(2);
    expect(screen.getByLabelText('Identifiant')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Identifiant')).toHaveAccessibleDescription('Champ obligatoire');
    expect(fetch).not.toHaveBeenCalled();
  });

  it('stores the session and goes to the redirect target when it is allowed', async () => {
    const user = userOf('profile_admin', 1);
    const fetch = vi
      .spyOn(window, 'fetch')
      .mockResolvedValue(jsonResponse(200, { accessToken: 'tok-1', user }));
    renderLogin('/login?redirect=%2Fback%2Fadmin%2Faxis%3Fpage%3D2');
    await submit('admin', 'passerelle-demo');
    expect(await screen.findByTestId('where')).toHaveTextContent('/back/admin/axis?page=2');
    expect(readSession()).toEqual({ user, accessToken: 'tok-1' });
    const [url, init] = fetch.mock.calls[0]!;
    expect(url).toBe('/api/auth/login');
    expect(JSON.parse(String(init!.body))).toEqual({
      username: 'admin',
      password: 'passerelle-demo',
    });
  });

  it("goes to the profile's landing page when the redirect is not allowed", async () => {
    const user = userOf('profile_beneficiary', 3);
    vi.spyOn(window, 'fetch').mockResolvedValue(jsonResponse(200, { accessToken: 't', user }));
    renderLogin('/login?redirect=%2Fback%2Fadmin%2Faxis');
    await submit('beneficiary', 'passerelle-demo');
    expect(await screen.findByTestId('where')).toHaveTextContent(/^\/beneficiary$/);
  });

  describe('single sign-on', () => {
    it('offers the provider button only when the server says it is on', async () => {
      renderLogin('/login?redirect=%2Fbeneficiary%2Fpassed', 'ProConnect');
      const button = await screen.findByRole('link', { name: 'Se connecter avec ProConnect' });
      expect(button).toHaveAttribute(
        'href',
        '/api/auth/sso/start?redirect=%2Fbeneficiary%2Fpassed',
      );
    });

    it('shows no button when it is off, nor inside the sign-in popup', async () => {
      renderLogin('/login', null);
      expect(await screen.findByRole('heading', { level: 1 })).toBeInTheDocument();
      expect(screen.queryByRole('link', { name: /Se connecter avec/ })).toBeNull();
    });

    it('hides the button inside the sign-in popup', async () => {
      renderLogin('/login?popup=1', 'ProConnect');
      expect(await screen.findByRole('heading', { level: 1 })).toBeInTheDocument();
      expect(screen.queryByRole('link', { name: /Se connecter avec/ })).toBeNull();
    });

    it('shows the message of a refused sign-in sent back by the server', async () => {
      renderLogin('/login?sso_error=SSO_FAILED', 'ProConnect');
      expect(await screen.findByRole('alert')).toHaveTextContent(
        'La connexion avec ProConnect a échoué ou a expiré.',
      );
    });
  });
});
