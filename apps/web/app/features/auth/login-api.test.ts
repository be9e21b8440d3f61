import { describe, expect, it } from 'vitest';

import { loginErrorMessage, parseLoginForm } from './login-api';

describe('login messages', () => {
  it('uses the API message first', () => {
    expect(loginErrorMessage(400, { error: 'Utilisateur désactivé' })).toBe(
      'Utilisateur désactivé',
    );
  });

  it.each([
    [400, 'Utilisateur désactivé'],
    [401, 'Impossible de se connecter'],
    [403, 'Aucune structure de rattachement active sur la plateforme'],
    [500, 'Une erreur est survenue lors de la connexion'],
    [502, 'Une erreur est survenue lors de la connexion'],
  ])('falls back to the catalogue for %i', (status, message) => {
    expect(loginErrorMessage(status, undefined)).toBe(message);
  });

  it('trims the username but not the password', () => {
    const form = new FormData();
    form.set('username', '  admin ');
    form.set('password', ' secret ');
    expect(parseLoginForm(form)).toEqual({
      ok: true,
      body: { username: 'admin', password: ' secret ' },
    });
  });
});
