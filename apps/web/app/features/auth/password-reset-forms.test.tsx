import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRoutesStub } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { readSession, writeSession } from '~/lib/session';

import { userOf } from '../../../test/fixtures';
import { ResetPasswordForm } from './password-reset-forms';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

function renderForm() {
  const Stub = createRoutesStub([
    { path: '/reset-password', Component: () => <ResetPasswordForm token="jeton" /> },
  ]);
  render(<Stub initialEntries={['/reset-password']} />);
}

const field = (name: string) =>
  screen.getByLabelText((label) => label.replace(/\s*\*$/, '') === name);

afterEach(() => {
  vi.restoreAllMocks();
  window.sessionStorage.clear();
});

describe('ResetPasswordForm', () => {
  it('checks the rules in the browser first, then sets the password and forgets the session', async () => {
    writeSession({ user: userOf('profile_manager'), accessToken: 'ancien' });
    const fetch = vi
      .spyOn(window, 'fetch')
      .mockImplementation(async () => json(200, { message: 'Votre mot de passe a été modifié.' }));
    renderForm();
    await userEvent.type(field('Nouveau mot de passe'), 'court');
    await userEvent.click(
      screen.getByRole('button', { name: 'Enregistrer le nouveau mot de passe' }),
    );
    expect(await screen.findByText('Minimum 12 caractères')).toBeInTheDocument();
    expect(fetch).not.toHaveBeenCalled();

    await userEvent.clear(field('Nouveau mot de passe'));
    await userEvent.type(field('Nouveau mot de passe'), 'un-mot-de-passe-solide');
    await userEvent.type(field('Confirmation du nouveau mot de passe'), 'un-mot-de-passe-solide');
    await userEvent.click(
      screen.getByRole('button', { name: 'Enregistrer le nouveau mot de passe' }),
    );
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Votre mot de passe a été modifié.',
    );
    expect(JSON.parse(fetch.mock.calls[0]![1]!.body as string)).toEqual({
      token: 'jeton',
      password: 'un-mot-de-passe-solide',
      confirmation: 'un-mot-de-passe-solide',
    });
    expect(readSession()).toBeNull();
    expect(screen.getByRole('link', { name: 'Se connecter' })).toHaveAttribute('href', '/login');
  });

  it('offers a new link when the API says the link is spent', async () => {
    vi.spyOn(window, 'fetch').mockImplementation(async () =>
      json(400, {
        error: 'Ce lien de réinitialisation n’est plus valable : il a expiré.',
        code: 'RESET_TOKEN_INVALID',
      }),
    );
    renderForm();
    await userEvent.type(field('Nouveau mot de passe'), 'un-mot-de-passe-solide');
    await userEvent.type(field('Confirmation du nouveau mot de passe'), 'un-mot-de-passe-solide');
    await userEvent.click(
      screen.getByRole('button', { name: 'Enregistrer le nouveau mot de passe' }),
    );
    await waitFor(() =>
      expect(screen.getByRole('link', { name: 'Demander un nouveau lien' })).toHaveAttribute(
        'href',
        '/forgot-password',
      ),
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Ce lien de réinitialisation');
  });
});
