import { configure, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { isEditLocked } from '~/lib/edit-lock';
import { toastStore } from '~/lib/toast';

import { mockFetch } from '../../../test/admin-kit-fixtures';
import { jsonResponse, userItemOf } from '../../../test/fixtures';

import { UserForm } from './user-form';

configure({ asyncUtilTimeout: 4000 });
afterEach(() => {
  toastStore.reset();
  vi.restoreAllMocks();
});

const STRUCTURES = [
  { id: 7, name: 'Mission locale de Nantes', type: 'employer', member: true, active: true },
  { id: 9, name: 'Organisme Formavenir', type: 'provider', member: false, active: true },
  { id: 3, name: 'Région — équipe du programme', type: 'programme', member: true, active: true },
];

const CLAIRE = userItemOf();

function api(answers: { post?: Response; patch?: Response; put?: Response } = {}) {
  return mockFetch((call) => {
    if (call.url.pathname === '/api/structures') {
      const type = call.url.searchParams.get('type');
      return jsonResponse(
        200,
        STRUCTURES.filter((s) => !type || s.type === type),
      );
    }
    if (call.method === 'POST') return answers.post ?? jsonResponse(201, CLAIRE);
    if (call.method === 'PATCH') return answers.patch ?? jsonResponse(200, CLAIRE);
    if (call.method === 'PUT') return answers.put ?? jsonResponse(200, CLAIRE);
    return jsonResponse(404, {});
  });
}

const save = () => userEvent.click(screen.getByRole('button', { name: 'Enregistrer' }));

describe('UserForm', () => {
  it('refuses to create without the required fields, naming them in French', async () => {
    const { calls } = api();
    const onSaved = vi.fn();
    render(<UserForm user={null} onSaved={onSaved} onCancel={vi.fn()} />);
    await userEvent.type(screen.getByRole('textbox', { name: /Adresse e-mail/ }), 'pas-un-email');
    await save();
    expect(await screen.findByText('Adresse e-mail invalide')).toBeVisible();
    expect(screen.getByRole('textbox', { name: /Identifiant/ })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    // The password is optional: the new account is invited to choose one.
    expect(screen.getByLabelText(/Mot de passe/)).not.toBeRequired();
    expect(screen.getByLabelText(/Mot de passe/)).toHaveAccessibleDescription(
      expect.stringContaining('la personne reçoit par e-mail un lien pour choisir le sien'),
    );
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
    expect(onSaved).not.toHaveBeenCalled();
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole('textbox', { name: /Identifiant/ })),
    );
  });

  it('creates a user with a profile tied to a structure chosen in the picker', async () => {
    const { calls } = api();
    const onSaved = vi.fn();
    render(<UserForm user={null} onSaved={onSaved} onCancel={vi.fn()} />);
    await userEvent.type(screen.getByRole('textbox', { name: /Identifiant/ }), 'paul.durand');
    await userEvent.type(screen.getByRole('textbox', { name: /^Prénom/ }), 'Paul');
    await userEvent.type(screen.getByRole('textbox', { name: /Nom de famille/ }), 'Durand');
    await userEvent.type(screen.getByRole('textbox', { name: /Adresse e-mail/ }), 'p@d.fr');
    await userEvent.type(screen.getByLabelText(/Mot de passe/), 'un-mot-de-passe-long');
    expect(isEditLocked()).toBe(true);
    const picker = screen.getByRole('combobox', { name: /Structure du profil 1/ });
    await userEvent.type(picker, 'Nantes');
    await userEvent.click(await screen.findByRole('option', { name: 'Mission locale de Nantes' }));
    await save();
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    const post = calls.find((c) => c.method === 'POST');
    expect(post?.body).toMatchObject({
      username: 'paul.durand',
      civility: null,
      profiles: [{ code: 'profile_beneficiary', structureId: 7 }],
    });
    // A beneficiary profile only offers employer structures.
    expect(
      calls.some(
        (c) =>
          c.url.pathname === '/api/structures' && c.url.searchParams.get('type') === 'employer',
      ),
    ).toBe(true);
    expect(toastStore.getSnapshot().some((toast) => toast.kind === 'success')).toBe(true);
  });

  it('creates a manager without a password, telling that the programme structure comes first', async () => {
    const { calls } = api();
    const onSaved = vi.fn();
    render(<UserForm user={null} onSaved={onSaved} onCancel={vi.fn()} />);
    await userEvent.type(screen.getByRole('textbox', { name: /Identifiant/ }), 'anne.roche');
    await userEvent.type(screen.getByRole('textbox', { name: /^Prénom/ }), 'Anne');
    await userEvent.type(screen.getByRole('textbox', { name: /Nom de famille/ }), 'Roche');
    await userEvent.type(screen.getByRole('textbox', { name: /Adresse e-mail/ }), 'a@r.fr');
    await userEvent.selectOptions(
      screen.getByRole('combobox', { name: /^Profil 1/ }),
      'profile_manager',
    );
    const picker = screen.getByRole('combobox', { name: /Structure du profil 1/ });
    expect(picker).toHaveAccessibleDescription(
      expect.stringContaining('créez-la d’abord dans Structures'),
    );
    await userEvent.type(picker, 'Région');
    await userEvent.click(
      await screen.findByRole('option', { name: 'Région — équipe du programme' }),
    );
    await save();
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    const post = calls.find((c) => c.method === 'POST');
    expect(post?.body).not.toHaveProperty('password');
    expect(post?.body).toMatchObject({ profiles: [{ code: 'profile_manager', structureId: 3 }] });
    // A manager's picker only offers the programme's own structures.
    expect(
      calls.some(
        (c) =>
          c.url.pathname === '/api/structures' && c.url.searchParams.get('type') === 'programme',
      ),
    ).toBe(true);
  });

  it('edits only what changed, then replaces the profiles, showing their server errors', async () => {
    const { calls } = api({
      put: jsonResponse(400, {
        error: 'Certains champs sont invalides.',
        code: 'VALIDATION_FAILED',
        fieldErrors: { '[1].structureId': ['Structure inconnue'] },
      }),
    });
    const onSaved = vi.fn();
    render(<UserForm user={CLAIRE} onSaved={onSaved} onCancel={vi.fn()} />);
    const email = screen.getByRole('textbox', { name: /Adresse e-mail/ });
    await userEvent.clear(email);
    await userEvent.type(email, 'claire@example.org');
    await userEvent.click(screen.getByRole('button', { name: 'Ajouter un profil' }));
    const picker = screen.getByRole('combobox', { name: /Structure du profil 2/ });
    await userEvent.type(picker, 'Nantes');
    await userEvent.click(await screen.findByRole('option', { name: 'Mission locale de Nantes' }));
    await save();
    expect(await screen.findByText('Structure inconnue')).toBeVisible();
    expect(calls.find((c) => c.method === 'PATCH')?.body).toEqual({ email: 'claire@example.org' });
    expect(calls.find((c) => c.method === 'PUT')?.body).toEqual([
      { code: 'profile_hr', structureId: 7 },
      { code: 'profile_beneficiary', structureId: 7 },
    ]);
    expect(onSaved).not.toHaveBeenCalled();
  });

  it('asks for no password when editing and drops the structure of an admin profile', async () => {
    const { calls } = api();
    const onSaved = vi.fn();
    render(<UserForm user={CLAIRE} onSaved={onSaved} onCancel={vi.fn()} />);
    expect(screen.getByLabelText(/Mot de passe/)).not.toBeRequired();
    await userEvent.selectOptions(
      screen.getByRole('combobox', { name: /^Profil 1/ }),
      'profile_admin',
    );
    expect(screen.queryByRole('combobox', { name: /Structure du profil 1/ })).toBeNull();
    await save();
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(calls.some((c) => c.method === 'PATCH')).toBe(false);
    expect(calls.find((c) => c.method === 'PUT')?.body).toEqual([
      { code: 'profile_admin', structureId: null },
    ]);
  });
});
